import { QueryClientProvider } from '@tanstack/react-query';
import { PersistQueryClientProvider } from '@tanstack/react-query-persist-client';
import { useEffect, useState } from 'react';
import { getBridge } from '../bridge/get-bridge';
import { ErrorPanel } from '../ui/error-panel';
import { Skeleton } from '../ui/skeleton';
import { App } from './app';
import { bootApp } from './boot';
import { CatalogBuildBanner } from './catalog-build-banner';
import { useConnectionStore } from './connection-store';
import { queryCacheMode } from './query-cache-mode';
import { queryClient } from './query-client';
import { createCorePersister, QUERY_CACHE_BUSTER, QUERY_CACHE_MAX_AGE_MS, shouldPersistQuery } from './query-persister';
import { useApplyTheme } from './theme';
import { useUiStore } from './ui-store';

const persister = createCorePersister(getBridge());
if (typeof window !== 'undefined') window.addEventListener('pagehide', () => void persister.flush());

const persistOptions = {
  persister,
  maxAge: QUERY_CACHE_MAX_AGE_MS,
  buster: QUERY_CACHE_BUSTER,
  dehydrateOptions: { shouldDehydrateQuery: shouldPersistQuery },
};

/** Boots (saved UI state + connection), applies the theme, restores the saved cache, then shows the app. */
export function Root() {
  useApplyTheme();
  const [booted, setBooted] = useState(false);
  const hydrated = useUiStore((s) => s.hydrated);
  const status = useConnectionStore((s) => s.status);
  const connectionError = useConnectionStore((s) => s.error);

  useEffect(() => {
    let active = true;
    bootApp().finally(() => {
      if (active) setBooted(true);
    });
    return () => {
      active = false;
    };
  }, []);

  if (!booted || !hydrated) return <BootScreen />;
  if (!status) {
    return (
      <div className="boot-screen">
        <ErrorPanel
          error={connectionError ?? { kind: 'network', message: 'The app’s core did not say which marketplace to use.' }}
          onRetry={() => void useConnectionStore.getState().load()}
        />
      </div>
    );
  }
  if (queryCacheMode === 'off') {
    return (
      <QueryClientProvider client={queryClient}>
        <App />
      </QueryClientProvider>
    );
  }
  return (
    <PersistQueryClientProvider client={queryClient} persistOptions={persistOptions}>
      <App />
    </PersistQueryClientProvider>
  );
}

function BootScreen() {
  return (
    <div className="boot-screen" aria-busy="true">
      <span className="visually-hidden" role="status">
        Loading…
      </span>
      <Skeleton width={220} height={16} />
      <Skeleton width={320} height={12} />
      <CatalogBuildBanner />
    </div>
  );
}
