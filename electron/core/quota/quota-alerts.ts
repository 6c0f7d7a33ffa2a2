/**
 * When the daily quota comes down to 20 % or to nothing, the app says so outside its window too
 * (an OS notification): once each per quota period and connection. The periods alerted are kept
 * in `quota-alerts.json`, so a restart on the same day says nothing again. Which period a state
 * belongs to is its reset time (the marketplace's day), or the UTC day when no reset is known.
 */
import path from 'node:path';
import type { QuotaAlert, QuotaState } from '../../../shared/ipc/ipc-contract';
import { LOW_QUOTA_SHARE } from '../../../shared/domain/limits';
import { utcDay } from '../../../shared/domain/utc-day';
import { readJsonFile, writeJsonAtomic } from '../storage/atomic-file';

export const QUOTA_ALERTS_FILE = 'quota-alerts.json';

type Given = Partial<Record<QuotaAlert['level'], string>>;

export interface QuotaAlerts {
  /** The alert this state calls for, now (and it is recorded as given), or null. */
  observe(connectionId: string, state: QuotaState): QuotaAlert | null;
  flush(): Promise<void>;
}

function acceptStored(raw: unknown): Map<string, Given> {
  const given = (raw as { given?: unknown } | null)?.given;
  if (typeof given !== 'object' || given === null) throw new Error('it has no alerts');
  const stored = new Map<string, Given>();
  for (const [connectionId, periods] of Object.entries(given)) {
    const entry = periods as Record<string, unknown> | null;
    const clean: Given = {};
    if (typeof entry?.low === 'string') clean.low = entry.low;
    if (typeof entry?.exhausted === 'string') clean.exhausted = entry.exhausted;
    stored.set(connectionId, clean);
  }
  return stored;
}

/** The level a state calls for, or null (unknown limit, or more than 20 % left). */
function alertLevel(state: QuotaState): QuotaAlert['level'] | null {
  if (state.limit === null || state.remaining === null || state.limit <= 0) return null;
  if (state.remaining <= 0) return 'exhausted';
  return state.remaining / state.limit <= LOW_QUOTA_SHARE ? 'low' : null;
}

function resetWords(resetsAt: string | null): string {
  const reset = resetsAt === null ? Number.NaN : Date.parse(resetsAt);
  return Number.isNaN(reset) ? 'when the marketplace resets it' : `at ${new Date(reset).toISOString().slice(11, 16)} UTC`;
}

function describeAlert(level: QuotaAlert['level'], state: QuotaState & { remaining: number; limit: number }): QuotaAlert {
  const when = resetWords(state.resetsAt);
  const common = { level, remaining: state.remaining, limit: state.limit, resetsAt: state.resetsAt };
  if (level === 'exhausted') {
    return {
      ...common,
      title: 'Daily quota used up',
      body: `No more marketplace requests until the quota resets ${when}. Everything already loaded stays available.`,
    };
  }
  return {
    ...common,
    title: `Quota low: ${state.remaining} of ${state.limit} requests left`,
    body: `Your daily quota resets ${when}. Until then the app fetches nothing ahead of time.`,
  };
}

export async function openQuotaAlerts(userDataDir: string, options: { now?: () => Date; log?: (line: string) => void } = {}): Promise<QuotaAlerts> {
  const now = options.now ?? (() => new Date());
  const file = path.join(userDataDir, QUOTA_ALERTS_FILE);
  const read = await readJsonFile(file, acceptStored, now());
  if (read.state === 'corrupt') options.log?.(`The quota alerts already given could not be read (${read.reason}); each may be given once more today.`);
  const given = read.state === 'ok' ? read.value : new Map<string, Given>();
  let pendingWrite: Promise<void> = Promise.resolve();

  return {
    observe(connectionId, state) {
      const level = alertLevel(state);
      if (level === null || state.remaining === null || state.limit === null) return null;
      const period = state.resetsAt ?? utcDay(now());
      const entry = given.get(connectionId) ?? {};
      if (entry[level] === period) return null;
      given.set(connectionId, { ...entry, [level]: period });
      pendingWrite = writeJsonAtomic(file, { version: 1, given: Object.fromEntries(given) }).catch((error: unknown) => {
        options.log?.(`Could not save which quota alerts were given: ${error instanceof Error ? error.message : String(error)}`);
      });
      return describeAlert(level, { ...state, remaining: state.remaining, limit: state.limit });
    },
    flush: () => pendingWrite,
  };
}
