/**
 * The requests a marketplace served, in one comparable form: a canonical key per resource
 * (method, path, sorted query; for the compatibility check, the sorted ids and the use case),
 * the resource kind, and how long the app's cache policy keeps that kind fresh.
 */
import { CACHE_POLICIES } from '../../../renderer/queries/query-client';
import type { QueryResource } from '../../../renderer/queries/query-keys';

export interface ServedRequest {
  method: string;
  /** Path and query as sent, e.g. `/v1/datasets?q=scans&per_page=20&page=1`. */
  url: string;
  /** The request body as text ('' when none). */
  body: string;
  status: number;
  /** Sent with an API key: only those can spend quota (quality badges, for one, are fetched without). */
  keyed: boolean;
  /** Epoch milliseconds. */
  startedAt: number;
  endedAt: number;
}

export type ResourceKind = QueryResource | 'other';

const DEFAULT_USE_CASE = 'commercial_training';

function sortedQuery(params: URLSearchParams): string {
  const entries = [...params.entries()].sort(([a, x], [b, y]) => (a === b ? x.localeCompare(y) : a.localeCompare(b)));
  return new URLSearchParams(entries).toString();
}

function canonicalBody(path: string, body: string): string {
  if (body.trim() === '') return '';
  try {
    const parsed: unknown = JSON.parse(body);
    if (path === '/v1/licenses/compatibility' && typeof parsed === 'object' && parsed !== null) {
      const check = parsed as { dataset_ids?: unknown; use_case?: unknown };
      const ids = Array.isArray(check.dataset_ids) ? check.dataset_ids.map(String).sort() : [];
      return JSON.stringify({ dataset_ids: ids, use_case: typeof check.use_case === 'string' ? check.use_case : DEFAULT_USE_CASE });
    }
    return JSON.stringify(parsed);
  } catch {
    return body;
  }
}

/** One resource, one key: `GET /v1/datasets?page=1&per_page=20&q=scans`, `POST /v1/licenses/compatibility {…}`. */
export function resourceKey(method: string, url: string, body = ''): string {
  const parsed = new URL(url, 'http://marketplace.invalid');
  const query = sortedQuery(parsed.searchParams);
  const path = decodeURIComponent(parsed.pathname);
  const canonical = `${method.toUpperCase()} ${path}${query ? `?${query}` : ''}`;
  const payload = canonicalBody(path, body);
  return payload ? `${canonical} ${payload}` : canonical;
}

export function resourceKindOfPath(pathname: string): ResourceKind {
  if (pathname === '/v1/datasets') return 'lists';
  if (pathname === '/v1/categories') return 'categories';
  if (pathname === '/v1/me') return 'account';
  if (pathname === '/v1/licenses/compatibility') return 'compatibility';
  if (/^\/v1\/datasets\/[^/]+\/quality$/.test(pathname)) return 'quality';
  if (/^\/v1\/datasets\/[^/]+\/license$/.test(pathname)) return 'license';
  if (/^\/v1\/datasets\/[^/]+$/.test(pathname)) return 'detail';
  return 'other';
}

/** The kind of a canonical key (its path is the second word). */
export function resourceKindOfKey(key: string): ResourceKind {
  const target = key.split(' ')[1] ?? '';
  return resourceKindOfPath(target.split('?')[0] ?? '');
}

/** How long the app treats a record of this kind as fresh (0 for kinds it does not cache). */
export function freshnessWindowMs(kind: ResourceKind): number {
  return kind === 'other' ? 0 : CACHE_POLICIES[kind].staleTime;
}

/** Keys of the list request the app sends for these parameters (as `datasetQueryParams` in the core builds them). */
export function listKey(params: Readonly<Record<string, string | number | boolean>>, page: number): string {
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(params)) {
    if (value === false || value === '') continue;
    query.set(name, String(value));
  }
  query.set('page', String(page));
  return resourceKey('GET', `/v1/datasets?${query.toString()}`);
}

export const datasetKeys = {
  detail: (id: string) => resourceKey('GET', `/v1/datasets/${encodeURIComponent(id)}`),
  quality: (id: string) => resourceKey('GET', `/v1/datasets/${encodeURIComponent(id)}/quality`),
  license: (id: string) => resourceKey('GET', `/v1/datasets/${encodeURIComponent(id)}/license`),
};

export const categoriesKey = resourceKey('GET', '/v1/categories');
export const accountKey = resourceKey('GET', '/v1/me');

export function compatibilityKey(ids: readonly string[], useCase: string): string {
  return resourceKey('POST', '/v1/licenses/compatibility', JSON.stringify({ dataset_ids: ids, use_case: useCase }));
}
