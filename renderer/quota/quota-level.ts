/**
 * Pure quota arithmetic: how worried to be about the remaining daily quota, what the quota is
 * now (it returns in full at the reset time, even before the next response says so), and how to
 * say when it returns.
 */
import type { QuotaState } from '../../shared/ipc/ipc-contract';
import { CRITICAL_QUOTA_SHARE, LOW_QUOTA_SHARE } from '../../shared/domain/limits';
import { cachedDateTimeFormat } from '../../shared/display/format';

export type QuotaLevel = 'unknown' | 'ok' | 'warning' | 'critical' | 'exhausted';

export function quotaLevel(remaining: number | null, limit: number | null): QuotaLevel {
  if (remaining === null || limit === null || !Number.isFinite(remaining) || !Number.isFinite(limit) || limit <= 0) {
    return 'unknown';
  }
  if (remaining <= 0) return 'exhausted';
  const ratio = remaining / limit;
  if (ratio <= CRITICAL_QUOTA_SHARE) return 'critical';
  if (ratio <= LOW_QUOTA_SHARE) return 'warning';
  return 'ok';
}

export interface CurrentQuota {
  limit: number | null;
  remaining: number | null;
  resetsAt: Date | null;
  tier: QuotaState['tier'];
  level: QuotaLevel;
  /** The reset time has passed since the last response: the quota is back, the next response will confirm. */
  resetPassed: boolean;
  /** The marketplace asked for fewer requests (a 429 while quota remained): nothing is sent until then. */
  pausedUntil: Date | null;
}

function parseDate(iso: string | null): Date | null {
  if (iso === null) return null;
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** The quota as it stands at `now`, from the last state the core reported. */
export function currentQuota(state: QuotaState | null, now: Date): CurrentQuota {
  if (state === null) {
    return { limit: null, remaining: null, resetsAt: null, tier: null, level: 'unknown', resetPassed: false, pausedUntil: null };
  }
  const pausedUntil = parseDate(state.rateLimitedUntil);
  const resetsAt = parseDate(state.resetsAt);
  const resetPassed = resetsAt !== null && now.getTime() >= resetsAt.getTime() && state.limit !== null;
  const remaining = resetPassed ? state.limit : state.remaining;
  return {
    limit: state.limit,
    remaining,
    resetsAt: resetPassed ? null : resetsAt,
    tier: state.tier,
    level: quotaLevel(remaining, state.limit),
    resetPassed,
    pausedUntil: pausedUntil !== null && pausedUntil.getTime() > now.getTime() ? pausedUntil : null,
  };
}

/** "3 h 05 min", "12 min 04 s", "9 s"; "less than a second" at or past zero. */
export function formatCountdown(milliseconds: number): string {
  const totalSeconds = Math.ceil(milliseconds / 1000);
  if (!Number.isFinite(totalSeconds) || totalSeconds <= 0) return 'less than a second';
  const hours = Math.floor(totalSeconds / 3600);
  const minutes = Math.floor((totalSeconds % 3600) / 60);
  const seconds = totalSeconds % 60;
  const pad = (value: number) => String(value).padStart(2, '0');
  if (hours > 0) return `${hours} h ${pad(minutes)} min`;
  if (minutes > 0) return `${minutes} min ${pad(seconds)} s`;
  return `${seconds} s`;
}

export interface ResetTimes {
  /** e.g. "Tue 4 Mar, 01:00" in the user's time zone. */
  local: string;
  /** e.g. "Tue 4 Mar, 00:00 UTC". */
  utc: string;
}

/** The reset time in local time and UTC; `timeZone` is for tests (default: the user's). */
export function formatResetTimes(resetsAt: Date, timeZone?: string): ResetTimes {
  const options: Intl.DateTimeFormatOptions = {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  };
  const local = cachedDateTimeFormat('en-GB', { ...options, timeZone });
  const utc = cachedDateTimeFormat('en-GB', { ...options, timeZone: 'UTC' });
  return {
    local: local.format(resetsAt),
    utc: `${utc.format(resetsAt)} UTC`,
  };
}

const LEVEL_WORDS: Record<QuotaLevel, string> = {
  unknown: 'Quota not known yet',
  ok: 'Quota available',
  warning: 'Quota running low',
  critical: 'Quota almost used up',
  exhausted: 'Quota used up',
};

export function quotaLevelWords(level: QuotaLevel): string {
  return LEVEL_WORDS[level];
}

/** "Wed 5 Mar, 01:00 your time (Wed 5 Mar, 00:00 UTC)", or just the UTC time when the user's zone is UTC. */
export function describeResetTime(resetsAt: Date, timeZone?: string): string {
  const times = formatResetTimes(resetsAt, timeZone);
  return times.local === times.utc.replace(/ UTC$/, '') ? times.utc : `${times.local} your time (${times.utc})`;
}

/** Why a request cannot be sent now, or null when it can. */
export function quotaBlockReason(quota: Pick<CurrentQuota, 'level' | 'resetsAt'>, timeZone?: string): string | null {
  if (quota.level !== 'exhausted') return null;
  if (quota.resetsAt === null) return 'Today’s request quota is used up. It returns at the next daily reset.';
  return `Today’s request quota is used up. It returns ${describeResetTime(quota.resetsAt, timeZone)}.`;
}
