/**
 * The quota as the core last reported it: read once at start, then kept current by the core's
 * `quota:changed` events (the core reads the rate-limit headers of every response).
 */
import { create } from 'zustand';
import type { AppError } from '../../shared/app-error';
import type { QuotaState } from '../../shared/ipc-contract';
import { getBridge } from '../bridge/get-bridge';
import { toAppError } from '../app/call-bridge';
import { sharedSubscription } from './shared-subscription';

interface QuotaStore {
  quota: QuotaState | null;
  /** Set when the first read failed; events still fill the quota in later. */
  error: AppError | null;
  /** Takes a state unless it is older than the one held (a slow initial read after an event). */
  receive(quota: QuotaState): void;
  fail(error: AppError): void;
}

function observedTime(state: QuotaState | null): number {
  if (state?.observedAt == null) return Number.NEGATIVE_INFINITY;
  const time = Date.parse(state.observedAt);
  return Number.isNaN(time) ? Number.NEGATIVE_INFINITY : time;
}

export const useQuotaStore = create<QuotaStore>()((set, get) => ({
  quota: null,
  error: null,
  receive: (quota) => {
    if (observedTime(quota) < observedTime(get().quota)) return;
    set({ quota, error: null });
  },
  fail: (error) => set({ error }),
}));

/** Follows the core's quota while at least one caller does; returns the caller's stop function. */
export const followQuota: () => () => void = sharedSubscription(() => {
  const bridge = getBridge();
  const stop = bridge.onQuotaChanged((quota) => useQuotaStore.getState().receive(quota));
  bridge.getQuotaState().then(
    (result) => (result.ok ? useQuotaStore.getState().receive(result.value) : useQuotaStore.getState().fail(result.error)),
    (error: unknown) => useQuotaStore.getState().fail(toAppError(error)),
  );
  return stop;
});
