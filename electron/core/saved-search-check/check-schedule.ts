/**
 * Which saved searches the start-up check may run today: at most the day's budget less what was
 * already spent today, those not checked today, the longest unchecked first. The day is the
 * user's local day (it rolls over at local midnight), and a missed day is never made up: the
 * budget is per day, not owed, so after days away it is still at most `budget` requests.
 */
import { LOW_QUOTA_SHARE } from '../../../shared/domain/limits';
import { ownValue } from '../../../shared/domain/own-keys';

/** The local day of `at` as YYYY-MM-DD. */
export function localDay(at: Date): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}`;
}

export interface SpendRecord {
  /** The local day `spent` belongs to. */
  day: string;
  spent: number;
}

/** Requests the check may still spend today. */
export function leftToday(record: SpendRecord, budget: number, now: Date): number {
  const spent = record.day === localDay(now) ? record.spent : 0;
  return Math.max(0, budget - spent);
}

/** Why no request may go out now, or null. An unknown quota does not stop it; each answer tells the quota anew. */
export function quotaStops(quota: { limit: number | null; remaining: number | null }): string | null {
  if (quota.limit === null || quota.remaining === null || quota.limit <= 0) return null;
  return quota.remaining / quota.limit <= LOW_QUOTA_SHARE
    ? `Not checked: ${Math.round(LOW_QUOTA_SHARE * 100)} % or less of the day's quota is left, and it is kept for what you do.`
    : null;
}

/** The saved searches to check now, in order: never checked first, then the longest unchecked; none checked today. */
export function pickSearches<S extends { id: string }>(searches: readonly S[], lastChecked: Readonly<Record<string, string>>, allowed: number, now: Date): S[] {
  const today = localDay(now);
  const due = searches.filter((search) => {
    const at = ownValue(lastChecked, search.id);
    return at === undefined || localDay(new Date(at)) !== today;
  });
  const order = (search: S) => {
    const at = ownValue(lastChecked, search.id);
    const time = at === undefined ? Number.NEGATIVE_INFINITY : Date.parse(at);
    return Number.isNaN(time) ? Number.NEGATIVE_INFINITY : time;
  };
  // Stable: equal times keep the saved order.
  return [...due].sort((a, b) => order(a) - order(b)).slice(0, Math.max(0, allowed));
}
