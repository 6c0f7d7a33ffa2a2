/** "decided": the embedded marketplace's own shapes (docs/api.md), unchanged: the baseline dialect. */
import type { Dialect } from './dialect';
import { json } from './dialect';

export const decided: Dialect = {
  name: 'decided',
  description: 'the shapes docs/api.md decides, as the embedded marketplace sends them',
  list: (list) => list,
  detail: (detail) => detail,
  quality: (record) => record,
  license: (record) => record,
  categories: (list) => list,
  compatibility: (result) => result,
  account: (profile) => profile,
  error: (_status, body) => json(body),
  rateLimitHeaders: (headers) => {
    const out: Record<string, string> = {};
    if (headers.limit !== null) out['X-RateLimit-Limit'] = headers.limit;
    if (headers.remaining !== null) out['X-RateLimit-Remaining'] = headers.remaining;
    if (headers.reset !== null) out['X-RateLimit-Reset'] = headers.reset;
    if (headers.retryAfter !== null) out['Retry-After'] = headers.retryAfter;
    return out;
  },
};
