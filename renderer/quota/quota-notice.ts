import { useDismissedNotices } from '../state/dismissed-notices';
import type { QuotaLevel } from './quota-level';
import { useQuotaStanding } from './use-current-quota';

/**
 * Dismissing the low-quota warning holds until the next reset, and only for the level it was
 * dismissed at: a warning closed at 20 % left comes back when 5 % is left.
 */
export const dismissKey = (resetTime: number | null, level: QuotaLevel) => `${resetTime ?? 0}:${level}`;

/** Which quota notice applies now: the used-up quota, the (not dismissed) low-quota warning, or none. */
export function useQuotaNotice(): 'quota-used-up' | 'quota-low' | null {
  // Only what decides the notice: the banners above every screen re-render when it changes, not on every request.
  const { level, resetTime } = useQuotaStanding({ follow: true });
  const dismissedFor = useDismissedNotices((store) => store.quotaLowUntilReset);
  if (level === 'exhausted') return 'quota-used-up';
  if ((level === 'warning' || level === 'critical') && dismissedFor !== dismissKey(resetTime, level)) return 'quota-low';
  return null;
}
