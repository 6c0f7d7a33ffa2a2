/** The core's count of requests sent this session: read once, then kept current by its events. */
import { create } from 'zustand';
import type { SessionStats } from '../../shared/ipc/ipc-contract';
import { getBridge } from '../bridge/get-bridge';
import { sharedSubscription } from '../quota/shared-subscription';

interface SessionStatsStore {
  stats: SessionStats | null;
  receive(stats: SessionStats): void;
}

export const useSessionStatsStore = create<SessionStatsStore>()((set, get) => ({
  stats: null,
  // Counters only grow within a session: a slower first read never replaces a newer event.
  receive: (stats) => {
    const held = get().stats;
    if (held !== null && held.startedAt === stats.startedAt && held.requestsSent > stats.requestsSent) return;
    set({ stats });
  },
}));

/** Follows the core's session statistics while at least one caller does; returns the caller's stop function. */
export const followSessionStats: () => () => void = sharedSubscription(() => {
  const bridge = getBridge();
  const stop = bridge.onSessionStatsChanged((stats) => useSessionStatsStore.getState().receive(stats));
  bridge.getSessionStats().then(
    (result) => {
      if (result.ok) useSessionStatsStore.getState().receive(result.value);
    },
    () => {
      // The figure stays "not known" until the next event.
    },
  );
  return stop;
});
