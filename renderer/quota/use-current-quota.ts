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
  useEffect(() => followQuota(), []);
  return useQuotaAsLastReported();
}

/**
 * The quota now as the core last reported it, without following the core itself: for shared
 * pieces (an error panel's Retry) inside the app, whose header meter follows it. Re-renders when
 * the quota resets or a rate-limit pause ends.
 */
export function useQuotaAsLastReported(): CurrentQuota {
  const state = useQuotaStore((store) => store.quota);
  const [now, setNow] = useState(() => new Date());

  const quota = currentQuota(state, now);
  // Re-render when the quota resets or a rate-limit pause ends, whichever comes first.
  const times = [quota.resetsAt?.getTime(), quota.pausedUntil?.getTime()].filter((time): time is number => time !== undefined);
  const nextChange = times.length > 0 ? Math.min(...times) : null;
  useEffect(() => {
    if (nextChange === null) return;
    const timer = setTimeout(() => setNow(new Date()), Math.min(Math.max(nextChange - Date.now(), 0) + 50, MAX_TIMER_MS));
    return () => clearTimeout(timer);
  }, [nextChange]);

  return quota;
}
