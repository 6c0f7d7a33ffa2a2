/**
 * The header meter's words: "79 left · resets in 23 h", and the same for assistive tech. A count
 * and a time read at a glance; a bar that fills with what remains had to be decoded.
 */
import { formatNumber } from '../../shared/display/format';
import { formatCountdown, type CurrentQuota } from './quota-level';

const HOUR_MS = 3_600_000;
const MINUTE_MS = 60_000;

/**
 * A time left as the header says it: whole hours from 10 h up ("23 h"), hours and minutes below
 * that ("3 h 05 min"), minutes below an hour ("12 min"), seconds in the last minute ("40 s").
 */
export function formatTimeLeft(milliseconds: number): string {
  if (milliseconds >= 10 * HOUR_MS) return `${Math.floor(milliseconds / HOUR_MS)} h`;
  if (milliseconds >= HOUR_MS) return formatCountdown(milliseconds);
  if (milliseconds >= MINUTE_MS) return `${Math.floor(milliseconds / MINUTE_MS)} min`;
  return formatCountdown(milliseconds);
}

export interface QuotaWords {
  /** What the header shows, e.g. "79 left · resets in 23 h". */
  text: string;
  /** The meter's aria-valuetext, e.g. "79 of 100 requests left today, resets in 23 h". */
  valueText: string;
}

/** The quota at `now` in words; "not known yet" before the first response said anything. */
export function quotaWords(quota: CurrentQuota, now: Date): QuotaWords {
  if (quota.level === 'unknown' || quota.remaining === null || quota.limit === null) {
    return { text: 'Quota not known yet', valueText: 'Daily quota not known until the first request' };
  }
  const remaining = Math.max(0, quota.remaining);
  const left = `${formatNumber(remaining)} left`;
  const ofLimit = `${formatNumber(remaining)} of ${formatNumber(quota.limit)} requests left today`;
  if (quota.resetPassed) return { text: `${left} · just reset`, valueText: `${ofLimit}, the daily quota has just reset` };
  if (quota.resetsAt === null) return { text: `${left} today`, valueText: ofLimit };
  const resets = `resets in ${formatTimeLeft(quota.resetsAt.getTime() - now.getTime())}`;
  return { text: `${left} · ${resets}`, valueText: `${ofLimit}, ${resets}` };
}
