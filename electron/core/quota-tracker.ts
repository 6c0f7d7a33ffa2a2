/**
 * The last known quota of each connection, read from every response's rate-limit headers and
 * from `/v1/me`. Persisted (`quota-state.json`) so the meter is right at start-up, pushed to
 * listeners on each change, and used as a guard: with nothing left and the reset still ahead,
 * the core answers `quota_exceeded` without sending a request. Nothing left with no reset time
 * given means until the next 00:00 UTC (the decided daily reset); once the reset time has
 * passed, the quota is reported as renewed.
 */
import path from 'node:path';
import type { AppError } from '../../shared/app-error';
import type { QuotaState } from '../../shared/ipc-contract';
import type { ReceivedAccountProfile } from '../../shared/received';
import { nextUtcMidnight } from '../../shared/utc-day';
import { readJsonFile, writeJsonAtomic } from './atomic-file';
import { formatUtc } from './failure-text';
import { parseIsoDate } from './http-dates';
import { quotaResetFrom, readRateLimitHeaders, type HeaderSource } from './rate-limit-headers';

export const QUOTA_FILE = 'quota-state.json';

export function emptyQuotaState(): QuotaState {
  return { limit: null, remaining: null, resetsAt: null, tier: null, observedAt: null };
}

export interface QuotaTracker {
  state(connectionId: string): QuotaState;
  /** From any response. A 401 is skipped: its headers describe no account (the decided server sends 0/0). */
  observeResponse(connectionId: string, status: number, headers: HeaderSource): void;
  observeProfile(connectionId: string, profile: ReceivedAccountProfile): void;
  /** `quota_exceeded` while nothing is left and the reset is still ahead; else null. */
  guard(connectionId: string): AppError | null;
  forget(connectionId: string): void;
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

function acceptStoredStates(raw: unknown): Map<string, QuotaState> {
  const states = new Map<string, QuotaState>();
  const connections = (raw as { connections?: unknown } | null)?.connections;
  if (typeof connections !== 'object' || connections === null) throw new Error('it has no connections');
  for (const [connectionId, value] of Object.entries(connections)) {
    const stored = value as Partial<Record<keyof QuotaState, unknown>> | null;
    if (typeof stored !== 'object' || stored === null) continue;
    states.set(connectionId, {
      limit: count(stored.limit),
      remaining: count(stored.remaining),
      resetsAt: isoOrNull(stored.resetsAt),
      tier: stored.tier === 'free' || stored.tier === 'pro' ? stored.tier : null,
      observedAt: isoOrNull(stored.observedAt),
    });
  }
  return states;
}

/** The state as of `at`: once its reset time has passed, the quota is whole again (as far as known). */
function asOf(state: QuotaState, at: Date): QuotaState {
  if (state.resetsAt === null || new Date(state.resetsAt).getTime() > at.getTime()) return state;
  return { ...state, remaining: state.limit, resetsAt: null };
}

function sameQuota(a: QuotaState, b: QuotaState): boolean {
  return a.limit === b.limit && a.remaining === b.remaining && a.resetsAt === b.resetsAt && a.tier === b.tier;
}

export async function openQuotaTracker(
  userDataDir: string,
  options: { now?: () => Date; log?: (line: string) => void } = {},
): Promise<QuotaTracker> {
  const now = options.now ?? (() => new Date());
  const file = path.join(userDataDir, QUOTA_FILE);
  const read = await readJsonFile(file, acceptStoredStates, now());
  if (read.state === 'corrupt') options.log?.(`The saved quota state could not be read (${read.reason}); starting without it.`);
  // A file that could be neither read nor moved aside is left as it is: the state is then kept in memory only.
  const persistent = !(read.state === 'corrupt' && read.movedTo === null);
  const states = read.state === 'ok' ? read.value : new Map<string, QuotaState>();
  const listeners = new Set<(connectionId: string, state: QuotaState) => void>();
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
    const next: QuotaState = { ...previous, ...changes, observedAt: at.toISOString() };
    if (next.remaining === 0 && next.resetsAt === null) next.resetsAt = nextUtcMidnight(at).toISOString();
    states.set(connectionId, next);
    if (sameQuota(previous, next)) return;
    persist();
    notify(connectionId, next);
  }

  return {
    state: (connectionId) => ({ ...asOf(states.get(connectionId) ?? emptyQuotaState(), now()) }),
    observeResponse(connectionId, status, headers) {
      if (status === 401) return;
      const at = now();
      const snapshot = readRateLimitHeaders(headers, at);
      const changes: Partial<QuotaState> = {};
      if (snapshot?.limit !== null && snapshot?.limit !== undefined) changes.limit = snapshot.limit;
      if (snapshot?.remaining !== null && snapshot?.remaining !== undefined) changes.remaining = snapshot.remaining;
      if (snapshot?.resetsAt) changes.resetsAt = snapshot.resetsAt.toISOString();
      if (status === 429) {
        changes.remaining = 0;
        const retryAt = quotaResetFrom(headers, at);
        if (retryAt) changes.resetsAt = retryAt.toISOString();
      }
      if (Object.keys(changes).length > 0) update(connectionId, changes);
    },
    observeProfile(connectionId, profile) {
      const changes: Partial<QuotaState> = {};
      if (profile.tier === 'free' || profile.tier === 'pro') changes.tier = profile.tier;
      const limit = count(profile.quota?.limit);
      const remaining = count(profile.quota?.remaining);
      const resetsAt = isoOrNull(profile.quota?.resets_at);
      if (limit !== null) changes.limit = limit;
      if (remaining !== null) changes.remaining = remaining;
      if (resetsAt !== null) changes.resetsAt = resetsAt;
      if (Object.keys(changes).length > 0) update(connectionId, changes);
    },
    guard(connectionId) {
      const stored = states.get(connectionId);
      const state = stored ? asOf(stored, now()) : null;
      if (!state || state.remaining !== 0 || state.resetsAt === null) return null;
      return {
        kind: 'quota_exceeded',
        code: 'quota_exceeded',
        resetAt: state.resetsAt,
        message: `The request quota is used up until ${formatUtc(state.resetsAt)}. The app sends no requests to this marketplace until then.`,
      };
    },
    forget(connectionId) {
      if (!states.has(connectionId)) return;
      states.delete(connectionId);
      persist();
      notify(connectionId, emptyQuotaState());
    },
    onChange(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    flush: () => pendingWrite,
  };
}
