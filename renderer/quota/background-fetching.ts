/**
 * Whether the app may spend requests the user did not ask for (refreshing data already on
 * screen, loading ahead, reading the tier for the meter): only while more than 20 % of the daily
 * quota is left, or while the quota is not known yet. Below that, saved data stays on screen,
 * labelled with its age, until the user refreshes it.
 */
import { currentQuota, type QuotaLevel } from './quota-level';
import { newestReportedQuota, useQuotaStore } from './quota-store';

export function allowsBackgroundFetch(level: QuotaLevel): boolean {
  return level === 'ok' || level === 'unknown';
}

/** For the quota the core last reported (shown yet or not), now. */
export function backgroundFetchAllowedNow(): boolean {
  return allowsBackgroundFetch(currentQuota(newestReportedQuota(useQuotaStore.getState()), new Date()).level);
}
