import { useEffect, useState } from 'react';
import type { QuotaState } from '../../shared/ipc/ipc-contract';
import { currentQuota, type CurrentQuota, type QuotaLevel } from './quota-level';
import { followQuota, newestReportedQuota, useQuotaStore } from './quota-store';

/** Longest delay setTimeout takes without firing at once. */
const MAX_TIMER_MS = 2_147_483_647;

/**
 * The quota now as shown, for any component that shows it: follows the core's quota while mounted
 * (a response's count shows once the page is idle) and re-renders when the reset time passes (the
 * quota is back then, even before the next response says so) or a rate-limit pause ends.
 */
export function useCurrentQuota(): CurrentQuota {
  useEffect(() => followQuota(), []);
  const now = useQuotaClock();
  return currentQuota(
    useQuotaStore((store) => store.quota),
    now,
  );
}

/** What decides whether requests may be sent: the quota's level now and when it next resets (ms since the epoch). */
export interface QuotaStanding {
  level: QuotaLevel;
  resetTime: number | null;
}

/**
 * The quota's standing now, from the newest report (shown yet or not), for components that need
 * no more (may requests be sent, which notice): they re-render when it changes, not on every
 * response's new count.
 */
export function useQuotaStanding({ follow }: { follow: boolean }): QuotaStanding {
  useEffect(() => (follow ? followQuota() : undefined), [follow]);
  const now = useQuotaClock();
  const level = useQuotaStore((store) => currentQuota(newestReportedQuota(store), now).level);
  const resetTime = useQuotaStore((store) => currentQuota(newestReportedQuota(store), now).resetsAt?.getTime() ?? null);
  return { level, resetTime };
}

/**
 * The time the quota is read at: renewed when the quota resets or a rate-limit pause ends,
 * whichever comes first. Watches the store itself, so a new count alone renders nothing here.
 */
function useQuotaClock(): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    let timedFor: number | null = null;
    const timeNextChange = (state: QuotaState | null) => {
      const next = nextChangeTime(currentQuota(state, now));
      if (next === timedFor) return;
      clearTimeout(timer);
      timedFor = next;
      if (next !== null) timer = setTimeout(() => setNow(new Date()), Math.min(Math.max(next - Date.now(), 0) + 50, MAX_TIMER_MS));
    };
    timeNextChange(newestReportedQuota(useQuotaStore.getState()));
    const stop = useQuotaStore.subscribe((store) => timeNextChange(newestReportedQuota(store)));
    return () => {
      stop();
      clearTimeout(timer);
    };
  }, [now]);
  return now;
}

function nextChangeTime(quota: CurrentQuota): number | null {
  const times = [quota.resetsAt?.getTime(), quota.pausedUntil?.getTime()].filter((time): time is number => time !== undefined);
  return times.length > 0 ? Math.min(...times) : null;
}
