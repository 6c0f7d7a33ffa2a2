/**
 * Today's figures for the Account view. The account record is a snapshot (it costs a request, so it
 * is not re-read after every search), while the quota meter follows every response: when the meter
 * knows more, today's figures come from it, so the screen never says "99 left" beside a meter at 0.
 */
import type { AccountReading } from '../../shared/domain/readings/account-reading';
import type { CurrentQuota } from '../quota/quota-level';

export interface UsageFigures {
  requestsToday?: number;
  requestsAllTime?: number;
  limit?: number;
  remaining?: number;
  resetsAt?: string;
  /** Today's figures come from the meter (newer than the record). */
  live: boolean;
}

const time = (value: unknown): number | undefined => {
  if (typeof value !== 'string') return undefined;
  const parsed = Date.parse(value);
  return Number.isNaN(parsed) ? undefined : parsed;
};

const SAME_RESET_MS = 60_000;

export function usageFigures(profile: AccountReading, quota: Pick<CurrentQuota, 'limit' | 'remaining' | 'resetsAt'>): UsageFigures {
  const record: UsageFigures = {
    requestsToday: profile.usage.requestsToday?.value,
    requestsAllTime: profile.usage.requestsAllTime?.value,
    limit: profile.quota.limit?.value,
    remaining: profile.quota.remaining?.value,
    resetsAt: profile.quota.resetsAt?.value,
    live: false,
  };
  if (quota.limit === null || quota.remaining === null || quota.resetsAt === null) return record;
  const liveUsed = Math.max(0, quota.limit - quota.remaining);
  const liveReset = quota.resetsAt.getTime();
  const recordReset = time(record.resetsAt);
  // Resets a minute apart are the same daily reset, stated in two forms (a record's ISO time, a
  // header's seconds-until): only a later reset is a later day.
  const sameDay = recordReset === undefined || Math.abs(liveReset - recordReset) < SAME_RESET_MS;
  const laterDay = recordReset !== undefined && liveReset - recordReset >= SAME_RESET_MS;
  // An older snapshot of the same day has used no more than the meter; a later day starts afresh.
  if (!(laterDay || (sameDay && liveUsed >= (record.requestsToday ?? 0)))) return record;
  const alreadyCounted = sameDay ? (record.requestsToday ?? 0) : 0;
  return {
    requestsToday: liveUsed,
    requestsAllTime: record.requestsAllTime !== undefined ? record.requestsAllTime + liveUsed - alreadyCounted : undefined,
    limit: quota.limit,
    remaining: quota.remaining,
    resetsAt: quota.resetsAt.toISOString(),
    live: true,
  };
}
