/**
 * Chooses how a cached full-text match set joins the other filters (see SearchStrategy in
 * dataset-list-query.ts), from sizes known before the query runs.
 */

/**
 * A lookup by seq against one step of an index walk with a set test. A lookup reads a row from
 * a random page of the wide datasets table (a page-cache miss while the cache is cold) and
 * sorts what survives; a walk steps along a narrow covering index. 20 gave the lowest cold and
 * warm times over the benchmark's query mix (3 and 10 were slower, 40 no better).
 */
const LOOKUP_COST = 20;

export interface MatchSizes {
  /** Rows in the match set. */
  setSize: number;
  /** Rows an index walk may cover: those of the filtered category, else all published ones. */
  rangeRows: number;
  /** Rows matching every filter, when known (null while counting them). */
  total: number | null;
  /** Matching rows the query needs (offset + limit), or Infinity to count them all. */
  rowsWanted: number;
}

/**
 * `probe` walks the index until it has found `rowsWanted` matching rows: at the density
 * `total / rangeRows` that is about `rowsWanted * rangeRows / total` steps, and never more
 * than the whole range. `lookup` touches every member of the set once.
 */
export function cheaperMatchStrategy({ setSize, rangeRows, total, rowsWanted }: MatchSizes): 'lookup' | 'probe' {
  const density = total === null || rangeRows === 0 ? 0 : total / rangeRows;
  const walked = density === 0 ? rangeRows : Math.min(rangeRows, rowsWanted / density);
  return setSize * LOOKUP_COST < walked ? 'lookup' : 'probe';
}
