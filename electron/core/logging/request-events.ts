/**
 * What the log keeps of a request: a failed attempt (method, route template, status, the error's
 * code, the proxy it went through) and a retry the client announced. Never its address, query,
 * headers or body.
 */
import type { SentAttempt } from '../http/marketplace-client';
import { readTooManyRequests } from '../http/rate-limit-headers';
import type { NetworkDescription } from '../network/network-description';
import { routeTemplate } from './route-template';

export interface FailedRequest {
  at: string;
  method: string;
  route: string;
  status: number | null;
  code: string | null;
  /** `direct`, or `proxy host:port (from SOURCE)`. */
  proxy: string;
}

function proxyRoute(network: NetworkDescription): string {
  return network.proxy.route === 'direct' ? 'direct' : `proxy ${network.proxy.address} (from ${network.proxy.source})`;
}

/** An attempt that failed (no answer, or an answer of 400 or more), read for the log; null for one that did not. */
export function failedRequest(attempt: SentAttempt, network: NetworkDescription, now: Date): FailedRequest | null {
  if (attempt.status !== null && attempt.status < 400) return null;
  let code = attempt.faultCode ?? attempt.failure;
  if (attempt.status === 429 && attempt.headers) code = readTooManyRequests(attempt.headers, now).kind === 'quota' ? 'quota_exceeded' : 'rate_limited';
  return {
    at: attempt.startedAt.toISOString(),
    method: attempt.method,
    route: routeTemplate(attempt.url.pathname),
    status: attempt.status,
    code,
    proxy: proxyRoute(network),
  };
}

export interface AnnouncedRetry {
  method: string;
  route: string;
  /** The status, or why no answer came (`timeout`, `network`). */
  outcome: string;
  delayMs: number;
}

const CLIENT_LINE = /^(GET|POST) (\S+) (?:\(sample\) )?→ (\S+) in \d+ ms(?:; retrying in (\d+) ms)?$/;

/**
 * A line the marketplace client logs of each attempt (marketplace-client.ts): `retry` when it says
 * a retry follows, `attempt` for the others (the failed ones reach the log as attempts already),
 * null for any other line.
 */
export function readClientLine(line: string): { kind: 'retry'; retry: AnnouncedRetry } | { kind: 'attempt' } | null {
  const match = CLIENT_LINE.exec(line);
  if (!match) return null;
  const [, method = '', path = '', outcome = '', delay] = match;
  if (delay === undefined) return { kind: 'attempt' };
  return { kind: 'retry', retry: { method, route: routeTemplate(path), outcome, delayMs: Number(delay) } };
}
