/**
 * A marketplace's text cut to a length the app keeps: what was sent, within bounds, so that a
 * 600-character title is stored (and shown) shortened instead of making a save fail.
 */
export function boundedText(value: string, max: number): string {
  if (value.length <= max) return value;
  let cut = value.slice(0, max - 1);
  // Never leave half of a surrogate pair at the end.
  if (/[\uD800-\uDBFF]$/.test(cut)) cut = cut.slice(0, -1);
  return `${cut}…`;
}
