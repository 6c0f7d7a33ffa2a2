/**
 * The searches that still answer without a request: those whose results the cache holds (run
 * earlier, or restored from the saved copy), newest first, each as the search state that shows it.
 */
import { FILTER_KEYS } from '../../shared/domain/search-filters';
import { formatCount } from '../../shared/display/format';
import type { DatasetListQuery } from '../queries/query-keys';
import { DEFAULT_SEARCH, type SearchState } from '../state/ui-store';

export interface CachedSearch {
  query: DatasetListQuery;
  /** When its results were fetched (ms). */
  updatedAt: number;
}

/**
 * The search state whose request is `query` (search-query.ts `toListQuery`, read backwards), with
 * every filter and the sort it does not set given as undefined, so that merging it into the store
 * (`updateSearch`) removes them.
 */
export function searchOfQuery(query: DatasetListQuery): Partial<SearchState> {
  const search: Record<string, unknown> = { ...DEFAULT_SEARCH, q: query.q ?? '', sort: query.sort };
  for (const key of FILTER_KEYS) search[key] = query[key];
  if (query.order !== undefined) search.order = query.order;
  if (query.per_page !== undefined) search.per_page = query.per_page;
  return search as Partial<SearchState>;
}

/** A search in a few words: its text (or "All datasets") and how many filters narrow it. */
export function describeSearch(query: DatasetListQuery): string {
  const filters = FILTER_KEYS.filter((key) => query[key] !== undefined).length;
  const words = query.q ? `“${query.q}”` : 'All datasets';
  return filters === 0 ? words : `${words} · ${formatCount(filters, 'filter')}`;
}

/** At most `max` cached searches, newest first, without the one shown now. */
export function offlineSearches(cached: readonly CachedSearch[], current: string, fingerprint: (query: DatasetListQuery) => string, max = 5): CachedSearch[] {
  return [...cached]
    .filter((entry) => fingerprint(entry.query) !== current)
    .sort((a, b) => b.updatedAt - a.updatedAt)
    .slice(0, max);
}
