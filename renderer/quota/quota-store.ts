/**
 * The quota as the core last reported it: read once at start, then kept current by the core's
 * `quota:changed` events (the core reads the rate-limit headers of every response), each shown
 * when the page is next idle and counted at once where requests are decided. Another
 * marketplace or key has its own quota: on a connection change the old one is dropped at once
 * and the new one read, so the header never shows one account's count beside another's tier.
 */
import { create } from 'zustand';
import type { AppError } from '../../shared/domain/app-error';
import type { ConnectionStatus, QuotaState } from '../../shared/ipc/ipc-contract';
import { getBridge } from '../bridge/get-bridge';
import { toAppError } from '../queries/call-bridge';
import { connectionNamespace, useConnectionStore } from '../state/connection-store';
import { idleTask } from '../hooks/when-idle';
import { sharedSubscription } from './shared-subscription';

/** Longest a reported quota waits for the page to be idle before the meter shows it. */
const SHOW_WITHIN_MS = 250;

interface QuotaStore {
  /** The quota shown (the meter, the notices, the account view). */
  quota: QuotaState | null;
  /**
   * A newer quota the core reported, not shown yet: every response brings one, and the meter
   * takes it when the page is next idle, never ahead of the answer the user waits for. Whether
   * to spend requests unasked goes by it at once (`newestReportedQuota`).
   */
  unshown: QuotaState | null;
  /** Set when the first read failed; events still fill the quota in later. */
  error: AppError | null;
  /** Counts connection changes: a read started before one is not taken after it. */
  generation: number;
  /** Shows a state unless it is older than the one held (a slow initial read after an event). */
  receive(quota: QuotaState): void;
  /** Holds a reported state to show later, unless it is older than the one held. */
  note(quota: QuotaState): void;
  /** Shows the state held back by `note`. */
  showNoted(): void;
  fail(error: AppError): void;
  /** Forgets the quota of the connection that is no longer used. */
  reset(): void;
}

function observedTime(state: QuotaState | null): number {
  if (state?.observedAt == null) return Number.NEGATIVE_INFINITY;
  const time = Date.parse(state.observedAt);
  return Number.isNaN(time) ? Number.NEGATIVE_INFINITY : time;
}

/** The newest quota the core reported, shown or not. */
export function newestReportedQuota(store: Pick<QuotaStore, 'quota' | 'unshown'>): QuotaState | null {
  return store.unshown ?? store.quota;
}

export const useQuotaStore = create<QuotaStore>()((set, get) => ({
  quota: null,
  unshown: null,
  error: null,
  generation: 0,
  receive: (quota) => {
    if (observedTime(quota) < observedTime(newestReportedQuota(get()))) return;
    set({ quota, unshown: null, error: null });
  },
  note: (quota) => {
    if (observedTime(quota) < observedTime(newestReportedQuota(get()))) return;
    set({ unshown: quota });
  },
  showNoted: () => {
    const { unshown } = get();
    if (unshown !== null) set({ quota: unshown, unshown: null, error: null });
  },
  fail: (error) => set({ error }),
  reset: () => set((store) => ({ quota: null, unshown: null, error: null, generation: store.generation + 1 })),
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
  const showNoted = idleTask(() => useQuotaStore.getState().showNoted(), SHOW_WITHIN_MS);
  const stopEvents = getBridge().onQuotaChanged((quota) => {
    useQuotaStore.getState().note(quota);
    showNoted.schedule();
  });
  const stopConnection = useConnectionStore.subscribe((store, previous) => {
    const before = quotaOwner(previous.status);
    // The first status (the app's start) says nothing new; a different one is another account.
    if (before === null || before === quotaOwner(store.status)) return;
    useQuotaStore.getState().reset();
    readQuota();
  });
  readQuota();
  return () => {
    stopEvents();
    showNoted.cancel();
    stopConnection();
  };
});
