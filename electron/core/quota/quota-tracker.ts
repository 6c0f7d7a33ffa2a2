/**
 * The last known quota of each connection, read from every response's rate-limit headers and
 * from `/v1/me`. Persisted (`quota-state.json`) so the meter is right at start-up, pushed to
 * listeners on each change, and used as a guard: with nothing left and the reset still ahead,
 * the core answers `quota_exceeded` without sending a request. Nothing left with no reset time
 * given means until the next 00:00 UTC (the decided daily reset); once the reset time has
 * passed, the quota is reported as renewed.
 *
 * A 429 is read as rate-limit-headers.ts `readTooManyRequests` says: a used-up quota, or a
 * pause (`rateLimitedUntil`) that lasts what `Retry-After` asks, or, when the response names no
 * time, a brief back-off that grows with each such 429 in a row (2 s, 4 s, … up to a minute) and
 * never locks the app out until midnight.
 *
 * No response can lock the app out for long: a quota reset is believed up to the next 00:00 UTC
 * (plus a margin), a pause up to a few minutes (shared/domain/limits.ts), when heard and when read
 * back from disk; and the user's Retry (`allowRetry`) lets one request through to ask again.
 */
import path from 'node:path';
import type { AppError } from '../../../shared/domain/app-error';
import type { QuotaState } from '../../../shared/ipc/ipc-contract';
import type { AccountReading } from '../../../shared/domain/readings/account-reading';
import { nextUtcMidnight } from '../../../shared/domain/utc-day';
import { readJsonFile, writeJsonAtomic } from '../storage/atomic-file';
import { formatUtc } from '../failure-text';
import { parseIsoDate } from '../http/http-dates';
import { boundPause, boundQuotaReset, readRateLimitHeaders, readTooManyRequests, type HeaderSource } from '../http/rate-limit-headers';

export const QUOTA_FILE = 'quota-state.json';

function emptyQuotaState(): QuotaState {
  return { limit: null, remaining: null, resetsAt: null, tier: null, observedAt: null, rateLimitedUntil: null };
}

/** The first pause after a 429 that names no time, doubled for each one in a row, up to the cap. */
export const RATE_LIMIT_BACKOFF_MS = { first: 2_000, max: 60_000 } as const;

function rateLimitBackoffMs(inARow: number): number {
  return Math.min(RATE_LIMIT_BACKOFF_MS.first * 2 ** Math.max(0, inARow - 1), RATE_LIMIT_BACKOFF_MS.max);
}

export interface QuotaTracker {
  state(connectionId: string): QuotaState;
  /**
   * From any response. A 401 is skipped: its headers describe no account (the decided server
   * sends 0/0). `errorCode` is the server's error code of a 429, when it gave one.
   */
  observeResponse(connectionId: string, status: number, headers: HeaderSource, errorCode?: string | null): void;
  observeProfile(connectionId: string, profile: AccountReading): void;
  /** `quota_exceeded` while nothing is left and the reset is still ahead, `rate_limited` during a pause; else null. */
  guard(connectionId: string): AppError | null;
  /** What `guard` would answer without a Retry's pass, and without taking it: for a decision to send. */
  refusal(connectionId: string): AppError | null;
  forget(connectionId: string): void;
  /** The user's Retry: ends a pause and lets the next request through the guard once, to ask the marketplace again. */
  allowRetry(connectionId: string): void;
  onChange(listener: (connectionId: string, state: QuotaState) => void): () => void;
  flush(): Promise<void>;
}

function count(value: unknown): number | null {
  return typeof value === 'number' && Number.isFinite(value) && value >= 0 ? Math.floor(value) : null;
}

function isoOrNull(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const date = parseIsoDate(value);
  return date ? date.toISOString() : null;
}

/** The state's reset and pause as far as they can be believed from `at` (rate-limit-headers.ts). */
function boundedQuotaTimes(state: QuotaState, at: Date): QuotaState {
  const bound = (iso: string | null, by: (date: Date, now: Date) => Date) => (iso === null ? null : by(new Date(iso), at).toISOString());
  return { ...state, resetsAt: bound(state.resetsAt, boundQuotaReset), rateLimitedUntil: bound(state.rateLimitedUntil, boundPause) };
}

function acceptStoredStates(raw: unknown, at: Date): Map<string, QuotaState> {
  const states = new Map<string, QuotaState>();
  const connections = (raw as { connections?: unknown } | null)?.connections;
  if (typeof connections !== 'object' || connections === null) throw new Error('it has no connections');
  for (const [connectionId, value] of Object.entries(connections)) {
    const stored = value as Partial<Record<keyof QuotaState, unknown>> | null;
    if (typeof stored !== 'object' || stored === null) continue;
    const state: QuotaState = {
      limit: count(stored.limit),
      remaining: count(stored.remaining),
      resetsAt: isoOrNull(stored.resetsAt),
      tier: stored.tier === 'free' || stored.tier === 'pro' ? stored.tier : null,
      observedAt: isoOrNull(stored.observedAt),
      rateLimitedUntil: isoOrNull(stored.rateLimitedUntil),
    };
    states.set(connectionId, boundedQuotaTimes(state, at));
  }
  return states;
}

const isPast = (iso: string, at: Date) => new Date(iso).getTime() <= at.getTime();

/** The state as of `at`: once its reset time has passed, the quota is whole again (as far as known); a pause ends. */
function asOf(state: QuotaState, at: Date): QuotaState {
  let current = state;
  if (current.rateLimitedUntil !== null && isPast(current.rateLimitedUntil, at)) current = { ...current, rateLimitedUntil: null };
  if (current.resetsAt !== null && isPast(current.resetsAt, at)) current = { ...current, remaining: current.limit, resetsAt: null };
  return current;
}

function sameQuota(a: QuotaState, b: QuotaState): boolean {
  return a.limit === b.limit && a.remaining === b.remaining && a.resetsAt === b.resetsAt && a.tier === b.tier && a.rateLimitedUntil === b.rateLimitedUntil;
}

export async function openQuotaTracker(userDataDir: string, options: { now?: () => Date; log?: (line: string) => void } = {}): Promise<QuotaTracker> {
  const now = options.now ?? (() => new Date());
  const file = path.join(userDataDir, QUOTA_FILE);
  const readAt = now();
  const read = await readJsonFile(file, (raw) => acceptStoredStates(raw, readAt), readAt);
  if (read.state === 'corrupt') options.log?.(`The saved quota state could not be read (${read.reason}); starting without it.`);
  // A file that could be neither read nor moved aside is left as it is: the state is then kept in memory only.
  const persistent = !(read.state === 'corrupt' && read.movedTo === null);
  const states = read.state === 'ok' ? read.value : new Map<string, QuotaState>();
  const listeners = new Set<(connectionId: string, state: QuotaState) => void>();
  /** 429s in a row that named no time, per connection (not persisted: a restart starts the back-off afresh). */
  const unexplainedTooMany = new Map<string, number>();
  /** Connections whose next request passes the guard once: the user pressed Retry. */
  const retryAllowed = new Set<string>();
  let pendingWrite: Promise<void> = Promise.resolve();

  function persist(): void {
    if (!persistent) return;
    const snapshot = { version: 1, connections: Object.fromEntries(states) };
    pendingWrite = writeJsonAtomic(file, snapshot).catch((error: unknown) => {
      options.log?.(`Could not save the quota state: ${error instanceof Error ? error.message : String(error)}`);
    });
  }

  function notify(connectionId: string, state: QuotaState): void {
    for (const listener of listeners) {
      try {
        listener(connectionId, { ...state });
      } catch {
        // A failing listener must not stop the others or the request.
      }
    }
  }

  function update(connectionId: string, changes: Partial<QuotaState>): void {
    const at = now();
    const previous = asOf(states.get(connectionId) ?? emptyQuotaState(), at);
    const next: QuotaState = boundedQuotaTimes({ ...previous, ...changes, observedAt: at.toISOString() }, at);
    if (next.remaining === 0 && next.resetsAt === null) next.resetsAt = nextUtcMidnight(at).toISOString();
    states.set(connectionId, next);
    if (sameQuota(previous, next)) return;
    persist();
    notify(connectionId, next);
  }

  function refusal(connectionId: string): AppError | null {
    const stored = states.get(connectionId);
    const state = stored ? asOf(stored, now()) : null;
    if (state?.rateLimitedUntil) {
      return {
        kind: 'rate_limited',
        code: 'rate_limited',
        retryAt: state.rateLimitedUntil,
        message: `The marketplace asked the app to send fewer requests. The app waits until ${formatUtc(state.rateLimitedUntil, true)} before it sends another.`,
      };
    }
    if (!state || state.remaining !== 0 || state.resetsAt === null) return null;
    return {
      kind: 'quota_exceeded',
      code: 'quota_exceeded',
      resetAt: state.resetsAt,
      message: `The request quota is used up until ${formatUtc(state.resetsAt)}. The app sends no requests to this marketplace until then.`,
    };
  }

  return {
    state: (connectionId) => ({ ...asOf(states.get(connectionId) ?? emptyQuotaState(), now()) }),
    observeResponse(connectionId, status, headers, errorCode) {
      if (status === 401) return;
      const at = now();
      const snapshot = readRateLimitHeaders(headers, at);
      const changes: Partial<QuotaState> = {};
      if (snapshot?.limit !== null && snapshot?.limit !== undefined) changes.limit = snapshot.limit;
      if (snapshot?.remaining !== null && snapshot?.remaining !== undefined) changes.remaining = snapshot.remaining;
      if (snapshot?.resetsAt) changes.resetsAt = snapshot.resetsAt.toISOString();
      if (status === 429) {
        const reading = readTooManyRequests(headers, at, errorCode);
        if (reading.kind === 'quota') {
          changes.remaining = 0;
          if (reading.until) changes.resetsAt = reading.until.toISOString();
        } else {
          const inARow = reading.until ? 0 : (unexplainedTooMany.get(connectionId) ?? 0) + 1;
          unexplainedTooMany.set(connectionId, inARow);
          changes.rateLimitedUntil = (reading.until ?? new Date(at.getTime() + rateLimitBackoffMs(inARow))).toISOString();
        }
      } else {
        unexplainedTooMany.delete(connectionId);
        if (status >= 200 && status < 300) changes.rateLimitedUntil = null;
      }
      if (Object.keys(changes).length > 0) update(connectionId, changes);
    },
    observeProfile(connectionId, profile) {
      const changes: Partial<QuotaState> = {};
      const plan = profile.plan?.value;
      if (plan !== undefined && 'known' in plan) changes.tier = plan.known;
      const limit = profile.quota.limit?.value;
      const remaining = profile.quota.remaining?.value;
      const resetsAt = isoOrNull(profile.quota.resetsAt?.value);
      if (limit !== undefined) changes.limit = limit;
      if (remaining !== undefined) changes.remaining = remaining;
      if (resetsAt !== null) changes.resetsAt = resetsAt;
      if (Object.keys(changes).length > 0) update(connectionId, changes);
    },
    guard(connectionId) {
      return retryAllowed.delete(connectionId) ? null : refusal(connectionId);
    },
    refusal,
    forget(connectionId) {
      unexplainedTooMany.delete(connectionId);
      if (!states.has(connectionId)) return;
      states.delete(connectionId);
      persist();
      notify(connectionId, emptyQuotaState());
    },
    allowRetry(connectionId) {
      const state = states.get(connectionId);
      if (state === undefined) return;
      const current = asOf(state, now());
      if (current.rateLimitedUntil === null && current.remaining !== 0) return;
      retryAllowed.add(connectionId);
      unexplainedTooMany.delete(connectionId);
    },
    onChange(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    flush: () => pendingWrite,
  };
}
