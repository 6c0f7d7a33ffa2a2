/**
 * The query string of `GET /v1/datasets`, as the core sends it and as "Copy as curl / Python"
 * writes it: one place, so the copied request is the request the app makes.
 */
import type { DatasetQuery } from './api-types';

/** `GET /v1/datasets` query string: only set filters; `hipaa`/`gdpr` only when true (false means no filter). */
export function datasetQueryParams(query: DatasetQuery): URLSearchParams {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query) as Array<[string, unknown]>) {
    if (value === undefined || value === null) continue;
    if (typeof value === 'boolean') {
      if (value) params.set(name, 'true');
    } else if (typeof value === 'number') {
      if (Number.isFinite(value)) params.set(name, String(value));
    } else if (typeof value === 'string') {
      if (value.trim() !== '') params.set(name, value.trim());
    }
  }
  return params;
}
