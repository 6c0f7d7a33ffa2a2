import type { DatasetQuery, SortField, SortOrder } from '../wire/api-types';
import { FILTER_KEYS, narrowingValue, type FilterKey, type FilterValue, type SearchFilters } from './search-filters';

/** A search as the UI state keeps it (`UiState['search']`, shared/ipc): its text, filters, order and page size. */
type SearchState = SearchFilters & { q: string; sort?: SortField; order: SortOrder; per_page: number };
/** A list query without its page: the pages of one search live in one infinite query. */
export type DatasetListQuery = Omit<DatasetQuery, 'page'>;

export type SortChoice = SortField | 'relevance';

/** The sort in effect: the chosen one, else relevance when there is text, else newest first (the server's defaults). */
export function effectiveSort(search: Pick<SearchState, 'q' | 'sort'>): SortChoice {
  if (search.sort) return search.sort;
  return search.q.trim() ? 'relevance' : 'created_at';
}

function text(value: string | undefined): string | undefined {
  const trimmed = value?.trim();
  return trimmed ? trimmed : undefined;
}

function setFilter<K extends FilterKey>(query: DatasetListQuery, key: K, value: unknown): void {
  const narrowing = narrowingValue(key, value as FilterValue<K> | undefined);
  if (narrowing !== undefined) (query as Partial<Record<K, FilterValue<K>>>)[key] = narrowing;
}

/**
 * The request for a search: only what narrows or orders the results is sent, so equal searches
 * share one cache entry (e.g. "  cats " and "cats", or an LQS minimum of 0 and none).
 */
export function toListQuery(search: SearchState): DatasetListQuery {
  const query: DatasetListQuery = {};
  const q = text(search.q);
  if (q) query.q = q;
  for (const key of FILTER_KEYS) setFilter(query, key, search[key]);
  const sort = effectiveSort(search);
  if (sort !== 'relevance') {
    query.sort = sort;
    query.order = search.order;
  }
  query.per_page = search.per_page;
  return query;
}

/** A stable text form of a query (keys sorted), for comparing queries. */
export function queryFingerprint(query: DatasetListQuery): string {
  const entries = Object.entries(query)
    .filter(([, value]) => value !== undefined)
    .sort(([a], [b]) => a.localeCompare(b));
  return JSON.stringify(entries);
}
