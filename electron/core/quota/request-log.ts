/**
 * This session's requests, as an API client's history keeps them: when, method, path, status,
 * whether the quota was charged and what was left after. In memory only (a session's record), the
 * newest `max` kept. Never the key: it travels in a header, and an `api_key` query parameter is
 * taken out of the path.
 */
import type { LoggedRequest, RequestLog } from '../../../shared/ipc/ipc-contract';
import type { SentAttempt } from '../http/marketplace-client';
import { readRateLimitHeaders } from '../http/rate-limit-headers';

export const REQUEST_LOG_LENGTH = 1000;

/**
 * The marketplace's rule (api-decisions.md): every request with a key that gets an answer other
 * than 401 (no valid key), 429 or 5xx uses one unit. No answer: not known.
 */
export function countedByRule(status: number | null): LoggedRequest['counted'] {
  if (status === null) return 'unknown';
  return status === 401 || status === 429 || status >= 500 ? 'no' : 'yes';
}

/** Path and query of `url`, without an `api_key` parameter (whatever its case). */
export function loggedPath(url: URL): string {
  const params = new URLSearchParams([...url.searchParams].filter(([name]) => name.toLowerCase() !== 'api_key'));
  const query = params.toString();
  return `${url.pathname}${query ? `?${query}` : ''}`;
}

export interface RequestLogRecorder {
  record(attempt: SentAttempt, options?: { keyCheck?: boolean }): void;
  snapshot(): RequestLog;
}

export function createRequestLog(startedAt: string, now: () => Date, max = REQUEST_LOG_LENGTH): RequestLogRecorder {
  const entries: LoggedRequest[] = [];
  let next = 1;
  let dropped = 0;
  return {
    record(attempt, options = {}) {
      const remaining = attempt.headers ? (readRateLimitHeaders(attempt.headers, now())?.remaining ?? null) : null;
      entries.push({
        id: next++,
        at: attempt.startedAt.toISOString(),
        method: attempt.method,
        path: loggedPath(attempt.url),
        status: attempt.status,
        failure: attempt.failure,
        counted: countedByRule(attempt.status),
        remainingAfter: remaining,
        keyCheck: options.keyCheck === true,
      });
      if (entries.length > max) {
        entries.splice(0, entries.length - max);
        dropped = next - 1 - max;
      }
    },
    snapshot: () => ({ startedAt, entries: entries.map((entry) => ({ ...entry })), dropped }),
  };
}
