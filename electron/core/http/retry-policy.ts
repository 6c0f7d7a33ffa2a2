/**
 * When the core tries a request again. It is the only place in the app that retries, and it
 * spends the user's quota with care:
 * - a GET (idempotent) is tried at most `maxRetries` more times, after a network error, a
 *   timeout, a 502/503/504, or a 429 that names a short wait, honouring `Retry-After`;
 * - a POST (the compatibility check is charged) is tried again only when the connection failed
 *   before anything was sent;
 * - all attempts together get one time budget (the request timeout): waits between attempts
 *   add to it, so the user sees an error within the timeout plus the back-off.
 */
import type { ExchangeFailure } from './http-exchange';

const RETRYABLE_STATUSES = new Set([502, 503, 504]);
/** An attempt with less time than this left is not worth starting. */
export const MIN_ATTEMPT_MS = 500;

export interface RetryContext {
  method: 'GET' | 'POST';
  /** Retries already made. */
  retries: number;
  maxRetries: number;
  /** Of the time budget. */
  remainingMs: number;
  /** The wait `Retry-After` asks for, in ms, when the answer had one. */
  retryAfterMs: number | null;
  /** A 429 whose headers say the daily quota is used up: waiting will not help today. */
  quotaUsedUp: boolean;
  /** The back-off before this retry (jittered), used when no `Retry-After` is given. */
  backoffMs: number;
  /** The longest wait the client accepts before a retry. */
  maxDelayMs: number;
}

export type Outcome = { failure: ExchangeFailure } | { status: number };

/** The wait before the next attempt, or null when the outcome stands. */
export function retryDelay(outcome: Outcome, context: RetryContext): number | null {
  if (context.retries >= context.maxRetries) return null;
  if ('failure' in outcome) {
    const { failure } = outcome;
    if (failure.kind === 'network') {
      const nothingSent = failure.phase === 'connect';
      if (context.method !== 'GET' && !nothingSent) return null;
      return context.remainingMs >= MIN_ATTEMPT_MS ? context.backoffMs : null;
    }
    if (failure.kind === 'timeout') return context.method === 'GET' && context.remainingMs >= MIN_ATTEMPT_MS ? context.backoffMs : null;
    return null;
  }
  if (context.method !== 'GET' || context.remainingMs < MIN_ATTEMPT_MS) return null;
  const { status } = outcome;
  if (RETRYABLE_STATUSES.has(status)) {
    if (context.retryAfterMs === null) return context.backoffMs;
    return context.retryAfterMs <= context.maxDelayMs ? Math.max(0, context.retryAfterMs) : null;
  }
  if (status === 429 && !context.quotaUsedUp && context.retryAfterMs !== null && context.retryAfterMs <= context.maxDelayMs) {
    return Math.max(0, context.retryAfterMs);
  }
  return null;
}

/** Exponential back-off with jitter: half to one and a half times `base × 2^retries`, capped. */
export function backoffMs(retries: number, baseMs: number, maxMs: number, random: () => number): number {
  const backoff = baseMs * 2 ** retries;
  return Math.min(backoff / 2 + random() * backoff, maxMs);
}
