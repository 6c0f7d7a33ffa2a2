/**
 * Chooses how a cached full-text match set joins the other filters (see SearchStrategy in
 * dataset-list-query.ts), from sizes known before the query runs.
 */

/** A lookup by seq (plus sorting what survives) against one step of an index walk with a set test. */
const LOOKUP_COST = 3;

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
