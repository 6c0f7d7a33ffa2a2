/**
 * Links to a dataset, followed into the app (shared/domain/deep-link.ts): `#dataset=<id>` in the page's
 * URL — the browser shell's form, and how the Electron window is opened with the link the app was
 * started with — read once the saved UI state is in (so it is not overwritten by it) and again on
 * every `hashchange`; and `app:open-dataset` from the Electron main process for a link opened
 * while the app runs. Each shows the search screen with that dataset open.
 */
import { datasetOfFragment, fragmentWithoutDataset } from '../../shared/domain/deep-link';
import type { MarketplaceBridge } from '../../shared/ipc/bridge';
import { useUiStore } from '../state/ui-store';

export interface DatasetLinkEnvironment {
  bridge: Pick<MarketplaceBridge, 'onOpenDataset'>;
  window: Pick<Window, 'addEventListener' | 'removeEventListener'> & {
    location: Pick<Location, 'hash' | 'pathname' | 'search'>;
    history: Pick<History, 'replaceState' | 'state'>;
  };
}

function openDataset(id: string): void {
  useUiStore.getState().setView('search');
  useUiStore.getState().selectDataset(id);
}

/** Starts following links; returns the stop. */
export function followDatasetLinks(env: DatasetLinkEnvironment): () => void {
  const { location, history } = env.window;
  const fromFragment = () => {
    const id = datasetOfFragment(location.hash);
    if (id === null) return;
    // Followed once: a reload shows the saved state, not the link again.
    history.replaceState(history.state, '', `${location.pathname}${location.search}${fragmentWithoutDataset(location.hash)}`);
    openDataset(id);
  };
  let stopWaiting: () => void = () => undefined;
  if (useUiStore.getState().hydrated) fromFragment();
  else {
    stopWaiting = useUiStore.subscribe((store) => {
      if (!store.hydrated) return;
      stopWaiting();
      fromFragment();
    });
  }
  env.window.addEventListener('hashchange', fromFragment);
  const stopEvents = env.bridge.onOpenDataset(({ id }) => openDataset(id));
  return () => {
    stopWaiting();
    env.window.removeEventListener('hashchange', fromFragment);
    stopEvents();
  };
}
