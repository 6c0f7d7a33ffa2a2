/**
 * The quota as the core last reported it: read once at start, then kept current by the core's
 * `quota:changed` events (the core reads the rate-limit headers of every response). Another
 * marketplace or key has its own quota: on a connection change the old one is dropped at once
 * and the new one read, so the header never shows one account's count beside another's tier.
 */
import { create } from 'zustand';
import type { AppError } from '../../shared/app-error';
import type { ConnectionStatus, QuotaState } from '../../shared/ipc-contract';
import { getBridge } from '../bridge/get-bridge';
import { toAppError } from '../app/call-bridge';
import { connectionNamespace, useConnectionStore } from '../app/connection-store';
import { latestWhenIdle } from '../app/when-idle';
import { sharedSubscription } from './shared-subscription';

/** Longest a reported quota waits for the page to be idle before the meter shows it. */
const EVENT_RENDER_WITHIN_MS = 250;

interface QuotaStore {
  quota: QuotaState | null;
  /** Set when the first read failed; events still fill the quota in later. */
  error: AppError | null;
  /** Counts connection changes: a read started before one is not taken after it. */
  generation: number;
  /** Takes a state unless it is older than the one held (a slow initial read after an event). */
  receive(quota: QuotaState): void;
  fail(error: AppError): void;
  /** Forgets the quota of the connection that is no longer used. */
  reset(): void;
}

function observedTime(state: QuotaState | null): number {
  if (state?.observedAt == null) return Number.NEGATIVE_INFINITY;
  const time = Date.parse(state.observedAt);
  return Number.isNaN(time) ? Number.NEGATIVE_INFINITY : time;
}

export const useQuotaStore = create<QuotaStore>()((set, get) => ({
  quota: null,
  error: null,
  generation: 0,
  receive: (quota) => {
    if (observedTime(quota) < observedTime(get().quota)) return;
    set({ quota, error: null });
  },
  fail: (error) => set({ error }),
  reset: () => set((store) => ({ quota: null, error: null, generation: store.generation + 1 })),
}));

/** Which account's quota a connection status stands for: the marketplace and its key. */
function quotaOwner(status: ConnectionStatus | null): string | null {
  return status === null ? null : `${connectionNamespace(status)}#${status.maskedKey ?? 'no key'}`;
}

/** Reads the core's quota; a connection change meanwhile makes the answer stale, and it is dropped. */
function readQuota(): void {
  const store = useQuotaStore.getState();
  const generation = store.generation;
  const current = () => useQuotaStore.getState().generation === generation;
  getBridge()
    .getQuotaState()
    .then(
      (result) => {
        if (!current()) return;
        if (result.ok) useQuotaStore.getState().receive(result.value);
        else useQuotaStore.getState().fail(result.error);
      },
      (error: unknown) => {
        if (current()) useQuotaStore.getState().fail(toAppError(error));
      },
    );
}

/** Follows the core's quota while at least one caller does; returns the caller's stop function. */
export const followQuota: () => () => void = sharedSubscription(() => {
  // Every response changes the quota: the meter takes the news once the page is idle, so it never
  // renders ahead of the answer the user waits for.
  const events = latestWhenIdle((quota: QuotaState) => useQuotaStore.getState().receive(quota), EVENT_RENDER_WITHIN_MS);
  const stopEvents = getBridge().onQuotaChanged(events.push);
  const stopConnection = useConnectionStore.subscribe((store, previous) => {
    const before = quotaOwner(previous.status);
    // The first status (the app's start) says nothing new; a different one is another account.
    if (before === null || before === quotaOwner(store.status)) return;
    events.cancel();
    useQuotaStore.getState().reset();
    readQuota();
  });
  readQuota();
  return () => {
    stopEvents();
    events.cancel();
    stopConnection();
  };
});
