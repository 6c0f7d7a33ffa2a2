/**
 * Whether the app keeps marketplace records: always, unless the page was opened with
 * `?query-cache=off` (possible in the browser shell only; the benchmark's comparison run uses it).
 * Off, nothing counts as fresh, nothing unused is kept and nothing is saved to or restored from
 * disk: every view asks the marketplace again. Requests already in flight are still shared.
 */
export type QueryCacheMode = 'on' | 'off';

export const QUERY_CACHE_PARAM = 'query-cache';

export function queryCacheModeOf(search: string): QueryCacheMode {
  return new URLSearchParams(search).get(QUERY_CACHE_PARAM) === 'off' ? 'off' : 'on';
}

/** The mode of this page, read once when the app loads. */
export const queryCacheMode: QueryCacheMode = typeof location === 'undefined' ? 'on' : queryCacheModeOf(location.search);
