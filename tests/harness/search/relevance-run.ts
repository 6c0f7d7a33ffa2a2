import type { BuyerQuery } from './buyer-queries';
import { precisionAt10, summarize, TOP_K, type RelevanceSummary, type SearchOutcome } from './relevance-metrics';

/** One way of searching: the marketplace over HTTP, or the literal peer. */
export type Search = (q: string) => SearchOutcome | Promise<SearchOutcome>;

interface QueryResult {
  query: BuyerQuery;
  outcome: SearchOutcome;
  precision: number;
}

export interface RelevanceRun {
  results: QueryResult[];
  summary: RelevanceSummary;
}

/** Runs every query, one after the other, and sums up. */
export async function runRelevance(queries: readonly BuyerQuery[], search: Search): Promise<RelevanceRun> {
  const results: QueryResult[] = [];
  for (const query of queries) {
    const outcome = await search(query.q);
    results.push({ query, outcome, precision: precisionAt10(outcome, query.expected) });
  }
  return { results, summary: summarize(results.map(({ query, outcome }) => ({ outcome, expected: query.expected }))) };
}

/** GET /v1/datasets?q= on a marketplace: the total and the categories of the first page. */
export function marketplaceSearch(origin: string, apiKey: string): Search {
  return async (q) => {
    const response = await fetch(`${origin}/v1/datasets?q=${encodeURIComponent(q)}&per_page=${TOP_K}`, { headers: { 'X-Api-Key': apiKey } });
    if (response.status !== 200) throw new Error(`q=${q}: HTTP ${response.status} ${await response.text()}`);
    const body = (await response.json()) as { data: Array<{ category: string }>; meta: { total: number } };
    return { total: body.meta.total, topCategories: body.data.map((item) => item.category) };
  };
}
