/**
 * The figures the search benchmark reports for a set of buyer queries: how many find nothing,
 * and precision@10 (the share of the top ten results in one of the query's expected
 * categories). A query that finds nothing scores 0: an empty page answers no buyer.
 */

export const TOP_K = 10;

/** What one search returned: its total and the categories of its first results, in order. */
export interface SearchOutcome {
  total: number;
  topCategories: readonly string[];
}

export interface RelevanceSummary {
  queries: number;
  zeroResults: number;
  zeroResultRate: number;
  /** Mean precision@10 over all queries. */
  precisionAt10: number;
}

/** The share of the first TOP_K results (or of all, when fewer) whose category is expected; 0 without results. */
export function precisionAt10(outcome: SearchOutcome, expected: readonly string[]): number {
  const top = outcome.topCategories.slice(0, TOP_K);
  if (top.length === 0) return 0;
  return top.filter((category) => expected.includes(category)).length / top.length;
}

export function summarize(outcomes: ReadonlyArray<{ outcome: SearchOutcome; expected: readonly string[] }>): RelevanceSummary {
  const zeroResults = outcomes.filter(({ outcome }) => outcome.total === 0).length;
  const precision = outcomes.reduce((sum, { outcome, expected }) => sum + precisionAt10(outcome, expected), 0);
  const queries = outcomes.length;
  return {
    queries,
    zeroResults,
    zeroResultRate: queries === 0 ? 0 : zeroResults / queries,
    precisionAt10: queries === 0 ? 0 : precision / queries,
  };
}

/** The targets of the search benchmark. */
export const SEARCH_TARGETS = { maxZeroResultRate: 0.05, minPrecisionAt10: 0.8 } as const;

export function meetsTargets(summary: RelevanceSummary, targets: { maxZeroResultRate: number; minPrecisionAt10: number } = SEARCH_TARGETS): boolean {
  return summary.zeroResultRate <= targets.maxZeroResultRate && summary.precisionAt10 >= targets.minPrecisionAt10;
}
