import { QueryClientProvider } from '@tanstack/react-query';
import { PersistQueryClientProvider } from '@tanstack/react-query-persist-client';
import { useEffect } from 'react';
import { getBridge } from '../bridge/get-bridge';
import { App } from './app';
import { bootApp } from './boot';
import { queryCacheMode } from '../queries/query-cache-mode';
import { queryClient } from '../queries/query-client';
import { createCorePersister, QUERY_CACHE_BUSTER, QUERY_CACHE_MAX_AGE_MS, shouldPersistQuery } from '../queries/query-persister';
import { useApplyTheme } from './theme';
import { useUiStore } from '../state/ui-store';
import { followSavedView, offerSavedView } from '../state/saved-view';
import { limitFirstView } from '../state/first-view-handoff';

/** A search changed this recently may still be on its way (its pause, then its answer). */
const SEARCH_ON_ITS_WAY_MS = 1_000;
const userIsWaiting = () => queryClient.isFetching() > 0 || performance.now() - useUiStore.getState().searchChangedAt < SEARCH_ON_ITS_WAY_MS;
const persister = createCorePersister(getBridge(), undefined, undefined, userIsWaiting, undefined, async () =>
  // Fetched with the first save, after start-up, as the cache's own serialiser is.
  (await import('./first-view-capture')).captureFirstView(),
);
if (typeof window !== 'undefined') window.addEventListener('pagehide', () => void persister.flush());
const showSavedView = () => offerSavedView(queryClient, persister.restoredConnection() ?? null);

const persistOptions = {
  persister,
  maxAge: QUERY_CACHE_MAX_AGE_MS,
  buster: QUERY_CACHE_BUSTER,
  dehydrateOptions: { shouldDehydrateQuery: shouldPersistQuery },
};

/**
 * Applies the theme, loads the saved UI state (quick: a file the core has read), then shows the
 * app frame at once. The connection status may take longer (the embedded marketplace may be
 * building its catalog): the frame shows that progress meanwhile (starting-screen.tsx).
 */
export function Root() {
  useApplyTheme();
  const hydrated = useUiStore((s) => s.hydrated);

  useEffect(() => {
    if (queryCacheMode === 'on') persister.loadEarly();
    limitFirstView();
    void bootApp();
    return followSavedView(queryClient);
  }, []);

  if (!hydrated) return <BootScreen />;
  if (queryCacheMode === 'off') {
    return (
      <QueryClientProvider client={queryClient}>
        <App />
      </QueryClientProvider>
    );
  }
  return (
    <PersistQueryClientProvider client={queryClient} persistOptions={persistOptions} onSuccess={showSavedView}>
      <App />
    </PersistQueryClientProvider>
  );
}

/** The moment before the saved UI state (theme, view) is read: the page's colours, and words for assistive tech. */
function BootScreen() {
  return (
    <div className="boot-screen" aria-busy="true">
      <span className="visually-hidden" role="status">
        Starting…
      </span>
    </div>
  );
}
