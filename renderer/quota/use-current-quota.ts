import { useEffect, useState } from 'react';
import { currentQuota, type CurrentQuota } from './quota-level';
import { followQuota, useQuotaStore } from './quota-store';

/** Longest delay setTimeout takes without firing at once. */
const MAX_TIMER_MS = 2_147_483_647;

/**
 * The quota now, for any component: follows the core's quota while mounted and re-renders when
 * the reset time passes (the quota is back then, even before the next response says so).
 */
export function useCurrentQuota(): CurrentQuota {
  const state = useQuotaStore((store) => store.quota);
  const [now, setNow] = useState(() => new Date());

  useEffect(() => followQuota(), []);

  const quota = currentQuota(state, now);
  const resetTime = quota.resetsAt?.getTime() ?? null;
  useEffect(() => {
    if (resetTime === null) return;
    const timer = setTimeout(() => setNow(new Date()), Math.min(Math.max(resetTime - Date.now(), 0) + 50, MAX_TIMER_MS));
    return () => clearTimeout(timer);
  }, [resetTime]);

  return quota;
}
