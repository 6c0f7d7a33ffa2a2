/**
 * The embedded marketplace's catalog while the core builds or rebuilds it (its
 * `marketplace:catalog` events): shown while it runs, and after a rebuild what happened, until
 * dismissed. The end of a first build needs no words.
 */
import { create } from 'zustand';
import type { CatalogBuildStatus } from '../../shared/ipc/ipc-contract';
import { getBridge } from '../bridge/get-bridge';

interface CatalogBuildStore {
  /** What to show; null when there is nothing to say. */
  status: CatalogBuildStatus | null;
  receive(status: CatalogBuildStatus): void;
  dismiss(): void;
}

export const useCatalogBuild = create<CatalogBuildStore>()((set, get) => ({
  status: null,
  receive: (status) => {
    const previous = get().status;
    const quietEnd = status.state === 'ready' && (previous === null || previous.state === 'building');
    set({ status: quietEnd ? null : status });
  },
  dismiss: () => set({ status: null }),
}));

/**
 * Follows the core's catalog events; returns the unsubscribe. A build may have started before
 * the window subscribed (the core starts it while the window loads), so the latest status is
 * asked for once too; an event that arrives first is newer and wins.
 */
export function startCatalogBuildTracking(): () => void {
  let heard = false;
  const unsubscribe = getBridge().onCatalogBuild((status) => {
    heard = true;
    useCatalogBuild.getState().receive(status);
  });
  void getBridge()
    .getCatalogStatus()
    .then((result) => {
      if (!heard && result.ok && result.value !== null) useCatalogBuild.getState().receive(result.value);
    });
  return unsubscribe;
}
