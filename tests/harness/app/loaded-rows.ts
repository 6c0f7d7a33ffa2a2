/**
 * The number of loaded results in the search toolbar's range ("Showing 1–300 of 100,000
 * datasets", "Showing all 40 datasets", "Showing 1–40 · more as you scroll"; empty before any).
 */
export function loadedRowsFromRange(text: string): number {
  const trimmed = text.trim();
  if (trimmed === '' || /^0 datasets$/.test(trimmed)) return 0;
  const match = /^Showing (?:1–([\d,]+)|all ([\d,]+))/.exec(trimmed);
  const count = match?.[1] ?? match?.[2];
  if (count === undefined) throw new Error(`the toolbar does not say how many results are loaded: "${trimmed}"`);
  return Number(count.replaceAll(',', ''));
}
