import { describe, expect, it } from 'vitest';
import { countedByRule, createRequestLog, loggedPath } from './request-log';

const at = new Date('2026-11-26T10:00:00Z');
const attempt = (path: string, status: number | null, headers: Record<string, string> = {}) => ({
  method: 'GET',
  url: new URL(`https://api.example.com${path}`),
  startedAt: at,
  status,
  headers: status === null ? null : new Headers(headers),
  failure: status === null ? 'timeout' : null,
});

describe('the request log', () => {
  it('charges by the marketplace rule: not 401, 429 or 5xx; not known without an answer', () => {
    expect([200, 304, 400, 403, 404, 401, 429, 500, 503, null].map(countedByRule)).toEqual([
      'yes',
      'yes',
      'yes',
      'yes',
      'yes',
      'no',
      'no',
      'no',
      'no',
      'unknown',
    ]);
  });

  it('never keeps an api_key parameter', () => {
    expect(loggedPath(new URL('https://x.test/v1/datasets?q=a&API_KEY=ls_live_secret&api_key=k'))).toBe('/v1/datasets?q=a');
  });

  it('keeps what was left after each request, and the newest entries past its length', () => {
    const log = createRequestLog(at.toISOString(), () => at, 2);
    log.record(attempt('/v1/me', 200, { 'X-RateLimit-Remaining': '97' }));
    log.record(attempt('/v1/datasets', null));
    log.record(attempt('/v1/categories', 429), { keyCheck: true });
    const snapshot = log.snapshot();
    expect(snapshot.dropped).toBe(1);
    expect(snapshot.entries.map(({ id, path, counted, remainingAfter, keyCheck }) => ({ id, path, counted, remainingAfter, keyCheck }))).toEqual([
      { id: 2, path: '/v1/datasets', counted: 'unknown', remainingAfter: null, keyCheck: false },
      { id: 3, path: '/v1/categories', counted: 'no', remainingAfter: null, keyCheck: true },
    ]);
  });
});
