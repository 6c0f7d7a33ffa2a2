/**
 * Reads quota headers the way any server might have written them (see "What the client
 * tolerates" in docs/api.md). Everything here is pure: the caller passes `now`.
 */
import { MAX_RATE_LIMIT_PAUSE_MS, QUOTA_RESET_MARGIN_MS } from '../../../shared/domain/limits';
import { nextUtcMidnight } from '../../../shared/domain/utc-day';
import { parseHttpDate, parseIsoDate } from './http-dates';

/** Numbers this large are epoch milliseconds (1e12 ms is 2001; 1e12 s would be year 33658). */
const EPOCH_MS_FLOOR = 1e12;
/** Numbers this large are epoch seconds (1e9 s is 2001); smaller ones are seconds from now. */
const EPOCH_SECONDS_FLOOR = 1e9;
/** A reset further than this from now is garbage, not a quota window. */
const PLAUSIBLE_WINDOW_MS = 400 * 24 * 3600 * 1000;

const DECIMAL = /^\d+(?:\.\d+)?$/;

/**
 * `X-RateLimit-Reset` as epoch seconds, epoch milliseconds, seconds-until, ISO 8601 or an HTTP
 * date. Returns null for anything else, or for an instant implausibly far from `now`.
 */
export function parseRateLimitReset(raw: string | null | undefined, now: Date): Date | null {
  if (raw === null || raw === undefined) return null;
  const text = raw.trim();
  if (text === '') return null;
  let reset: Date | null;
  if (DECIMAL.test(text)) {
    const value = Number(text);
    if (value >= EPOCH_MS_FLOOR) reset = new Date(value);
    else if (value >= EPOCH_SECONDS_FLOOR) reset = new Date(value * 1000);
    else reset = new Date(now.getTime() + value * 1000);
  } else {
    reset = parseIsoDate(text) ?? parseHttpDate(text);
  }
  if (reset === null || !Number.isFinite(reset.getTime())) return null;
  if (Math.abs(reset.getTime() - now.getTime()) > PLAUSIBLE_WINDOW_MS) return null;
  return reset;
}

/** `Retry-After` (RFC 9110): delta-seconds or an HTTP date. Returns the instant it names. */
export function parseRetryAfter(raw: string | null | undefined, now: Date): Date | null {
  if (raw === null || raw === undefined) return null;
  const text = raw.trim();
  if (DECIMAL.test(text)) {
    const seconds = Number(text);
    if (seconds * 1000 > PLAUSIBLE_WINDOW_MS) return null;
    return new Date(now.getTime() + seconds * 1000);
  }
  const date = parseHttpDate(text);
  if (date === null || Math.abs(date.getTime() - now.getTime()) > PLAUSIBLE_WINDOW_MS) return null;
  return date;
}

/**
 * A quota reset as far as it can be believed: quotas renew daily at 00:00 UTC (the spec), so
 * anything later than the next midnight (plus a margin) from `now` is read as that midnight.
 */
export function boundQuotaReset(reset: Date, now: Date): Date {
  const latest = nextUtcMidnight(now).getTime() + QUOTA_RESET_MARGIN_MS;
  return reset.getTime() > latest ? new Date(latest) : reset;
}

/** A rate-limit pause no longer than a few minutes from `now`: after it the app asks again. */
export function boundPause(until: Date, now: Date): Date {
  const latest = now.getTime() + MAX_RATE_LIMIT_PAUSE_MS;
  return until.getTime() > latest ? new Date(latest) : until;
}

/** A non-negative count header (`X-RateLimit-Limit`, `X-RateLimit-Remaining`). */
export function parseCountHeader(raw: string | null | undefined): number | null {
  if (raw === null || raw === undefined) return null;
  const text = raw.trim();
  if (!DECIMAL.test(text)) return null;
  const value = Math.floor(Number(text));
  return Number.isSafeInteger(value) ? value : null;
}

export interface RateLimitSnapshot {
  limit: number | null;
  remaining: number | null;
  resetsAt: Date | null;
}

/** Fetch's `Headers`, or anything else that answers `get(name)` case-insensitively. */
export interface HeaderSource {
  get(name: string): string | null;
}

/**
 * The quota a response reports. Falls back to the IETF draft names (`RateLimit-*`, reset as
 * seconds-until) when the `X-` ones are missing. Null when the response says nothing.
 */
export function readRateLimitHeaders(headers: HeaderSource, now: Date): RateLimitSnapshot | null {
  const limit = parseCountHeader(headers.get('x-ratelimit-limit') ?? headers.get('ratelimit-limit'));
  const remaining = parseCountHeader(headers.get('x-ratelimit-remaining') ?? headers.get('ratelimit-remaining'));
  const reset = parseRateLimitReset(headers.get('x-ratelimit-reset') ?? headers.get('ratelimit-reset'), now);
  const resetsAt = reset && boundQuotaReset(reset, now);
  if (limit === null && remaining === null && resetsAt === null) return null;
  return { limit, remaining, resetsAt };
}

/** What a 429 means: the daily quota is used up, or the marketplace wants fewer requests for a while. */
export interface TooManyRequests {
  kind: 'quota' | 'rate';
  /** When requests may resume, when the response says (bounded: boundQuotaReset, boundPause); null when it does not. */
  until: Date | null;
}

/**
 * Reads a 429 the way it was meant:
 * - `X-RateLimit-Remaining` above 0: quota remains, so it is a rate limit (until `Retry-After`);
 * - `X-RateLimit-Remaining: 0`: the quota is used up until `Retry-After`, else the reset header;
 * - neither header: `Retry-After` alone is a pause (a used-up quota only when the server's error
 *   code says so); with nothing at all it is a burst limit or a proxy, never a lock-out until
 *   midnight: the caller backs off briefly.
 */
export function readTooManyRequests(headers: HeaderSource, now: Date, code?: string | null): TooManyRequests {
  const reading = readTooManyRequestsAsSent(headers, now, code);
  if (reading.until === null) return reading;
  return { ...reading, until: reading.kind === 'quota' ? boundQuotaReset(reading.until, now) : boundPause(reading.until, now) };
}

function readTooManyRequestsAsSent(headers: HeaderSource, now: Date, code?: string | null): TooManyRequests {
  const remaining = parseCountHeader(headers.get('x-ratelimit-remaining') ?? headers.get('ratelimit-remaining'));
  const retryAfter = parseRetryAfter(headers.get('retry-after'), now);
  if (remaining !== null && remaining > 0) return { kind: 'rate', until: retryAfter };
  if (remaining === 0) {
    return { kind: 'quota', until: retryAfter ?? parseRateLimitReset(headers.get('x-ratelimit-reset') ?? headers.get('ratelimit-reset'), now) };
  }
  if (retryAfter !== null) return { kind: code === 'quota_exceeded' ? 'quota' : 'rate', until: retryAfter };
  return { kind: 'rate', until: null };
}
