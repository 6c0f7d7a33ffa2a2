/**
 * How much of a search is on screen, honestly: "Showing 1–40 of 5,000 datasets" when the
 * marketplace states its total, "Showing 1–40 · more as you scroll" when it does not, and "all"
 * once nothing more is to come. The list loads page by page, so the range is what is loaded.
 */
import { formatNumber } from './format';

export interface LoadedRange {
  /** "Showing 1–40 of" / "Showing all" / "Showing 1–40 · more as you scroll": the words around the total. */
  lead: string;
  /** The total, when stated and believable (not below what has loaded). */
  total: number | undefined;
}

export function loadedRange(loaded: number, total: number | undefined, hasMore: boolean): LoadedRange {
  const statedTotal = total !== undefined && total >= loaded ? total : undefined;
  if (statedTotal === 0 || loaded === 0) return { lead: '', total: statedTotal ?? 0 };
  const range = `1–${formatNumber(loaded)}`;
  if (statedTotal !== undefined) return { lead: loaded >= statedTotal ? 'Showing all' : `Showing ${range} of`, total: statedTotal };
  return { lead: hasMore ? `Showing ${range} · more as you scroll` : `Showing all ${formatNumber(loaded)}`, total: undefined };
}
