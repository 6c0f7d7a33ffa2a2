/**
 * The start-up check of saved searches, loaded after the first paint: once the connection is
 * known (the core then talks to a ready marketplace) and the browser is online, it sends the
 * saved searches as the requests they run; the core decides what the day's budget allows
 * (electron/core/saved-search-check/). What it found is named here, with a button to run each;
 * in Electron the main process also raises a desktop notification.
 */
import { useEffect } from 'react';
import { getBridge } from '../bridge/get-bridge';
import type { InfiniteData } from '@tanstack/react-query';
import type { DatasetPageReading } from '../../shared/domain/readings/dataset-reading';
import { cachePolicy, queryClient } from '../queries/query-client';
import { queryKeys } from '../queries/query-keys';
import { connectionNamespace, useConnectionStore } from '../state/connection-store';
import { useUiStore } from '../state/ui-store';
import { toListQuery } from '../../shared/domain/search-query';
import { runSavedSearch } from '../saved-searches/saved-search-run';
import { Banner } from '../ui/feedback/banner';
import { Button } from '../ui/controls/button';
import { currentFinds, useSavedSearchCheck } from './check-store';
import { foundText } from './check-text';
import { openNotifiedSearch, useNotifiedSearchMiss } from './open-notified-search';
import { hasOwnKey, ownValue } from '../../shared/domain/own-keys';

/** Runs the check once per window; resolves when the core has answered (or it was not sent). */
export async function runStartupCheck(online: boolean): Promise<void> {
  const searches = useUiStore.getState().savedSearches;
  const bridge = getBridge();
  if (!online || searches.length === 0) {
    const state = await bridge.getSavedSearchCheck();
    if (state.ok) useSavedSearchCheck.getState().receive({ ...state.value, ...(online ? {} : { skipped: 'Not checked: the computer is offline.' }) });
    return;
  }
  const requests = searches.map((saved) => ({
    id: saved.id,
    name: saved.name,
    ...(saved.lastRunAt ? { lastRunAt: saved.lastRunAt } : {}),
    query: toListQuery(saved.search),
  }));
  const answer = await bridge.checkSavedSearches({ searches: requests });
  if (!answer.ok) return;
  const { pages, ...current } = answer.value;
  // Each page checked is the first page of its search: cached (over a copy gone stale), running the
  // search from the notice, the sidebar or the desktop notification sends nothing more while it is fresh.
  const status = useConnectionStore.getState().status;
  for (const request of requests) {
    const page = ownValue(pages, request.id);
    if (!page || !status) continue;
    const key = queryKeys.datasetList(connectionNamespace(status), request.query);
    const checkedAt = Date.parse(ownValue(current.results, request.id)?.checkedAt ?? '');
    const updatedAt = Number.isNaN(checkedAt) ? Date.now() : checkedAt;
    if (heldFreshAt(key) < updatedAt)
      queryClient.setQueryData<InfiniteData<DatasetPageReading, number>>(key, { pages: [page], pageParams: [1] }, { updatedAt });
  }
  // This start's finds: the searches this call checked (those it has a page of) with something new.
  const found = Object.values(current.results).filter((result) => result.count > 0 && hasOwnKey(pages, result.id));
  useSavedSearchCheck.getState().receive(current, found);
}

/** Until when the cache's copy at `key` stays fresh (0 when it holds none). */
function heldFreshAt(key: readonly unknown[]): number {
  const held = queryClient.getQueryState(key);
  return held?.data === undefined || held.isInvalidated ? 0 : held.dataUpdatedAt + cachePolicy('lists').staleTime;
}

/** Once per window, however often the notice mounts. */
let checkStarted = false;

export function StartupCheck() {
  // The connection is known and the saved searches are loaded from disk (they arrive apart).
  const connected = useConnectionStore((store) => store.status?.hasKey === true);
  const hydrated = useUiStore((store) => store.hydrated);
  const ready = connected && hydrated;
  const found = useSavedSearchCheck((store) => store.found);
  const searches = useUiStore((store) => store.savedSearches);
  // The desktop notification's click (Electron): this chunk is loaded before any check can raise one.
  useEffect(() => getBridge().onOpenSavedSearch(openNotifiedSearch), []);
  const miss = useNotifiedSearchMiss((store) => store.miss);
  useEffect(() => {
    if (!ready || checkStarted) return;
    checkStarted = true;
    void runStartupCheck(navigator.onLine);
  }, [ready]);

  const shown = currentFinds(found, searches);
  if (shown.length === 0 && miss === null) return null;
  return (
    <div className="app-banners">
      {miss !== null && (
        <Banner tone="warning" title="Saved search not found" onDismiss={() => useNotifiedSearchMiss.setState({ miss: null })}>
          {miss}
        </Banner>
      )}
      {shown.length > 0 && (
        <Banner
          tone="info"
          title="Saved searches with new datasets"
          className="startup-check-notice"
          onDismiss={() => useSavedSearchCheck.getState().dismiss()}
        >
          {foundText(shown)}
          <span className="startup-check-notice__runs">
            {shown.map((result) => {
              const saved = searches.find((candidate) => candidate.id === result.id);
              return saved ? (
                <Button
                  key={result.id}
                  size="sm"
                  variant="secondary"
                  onClick={() => {
                    // Running it moves its last run on, which ends its count here and in the sidebar.
                    runSavedSearch(saved);
                  }}
                >
                  Run “{result.name}”
                </Button>
              ) : null;
            })}
          </span>
        </Banner>
      )}
    </div>
  );
}
