/**
 * The built-in marketplace's catalog while the core builds or rebuilds it (its
 * `marketplace:catalog` events): shown while it runs, and after a rebuild what happened, until
 * dismissed. The end of a first build needs no words.
 */
import { create } from 'zustand';
import type { CatalogBuildStatus } from '../../shared/ipc-contract';
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

/** Follows the core's catalog events; returns the unsubscribe. */
export function startCatalogBuildTracking(): () => void {
  return getBridge().onCatalogBuild((status) => useCatalogBuild.getState().receive(status));
}
