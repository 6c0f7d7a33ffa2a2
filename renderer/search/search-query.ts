import type { SortField } from '../../shared/api-types';
import type { DatasetListQuery } from '../app/query-keys';
import type { SearchState } from '../app/ui-store';

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

/**
 * The request for a search: only what narrows or orders the results is sent, so equal searches
 * share one cache entry (e.g. "  cats " and "cats", or an LQS minimum of 0 and none).
 */
export function toListQuery(search: SearchState): DatasetListQuery {
  const query: DatasetListQuery = {};
  const q = text(search.q);
  if (q) query.q = q;
  const category = text(search.category);
  if (category) query.category = category;
  const format = text(search.format);
  if (format) query.format = format;
  const license = text(search.license);
  if (license) query.license = license;
  if (search.lqs_min !== undefined && search.lqs_min > 0) query.lqs_min = search.lqs_min;
  if (search.lqs_tier) query.lqs_tier = search.lqs_tier;
  if (search.hipaa) query.hipaa = true;
  if (search.gdpr) query.gdpr = true;
  if (search.price_max !== undefined) query.price_max = search.price_max;
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
