/**
 * The start-up check of saved searches, loaded after the first paint: once the connection is
 * known (the core then talks to a ready marketplace) and the browser is online, it sends the
 * saved searches as the requests they run; the core decides what the day's budget allows
 * (electron/core/saved-search-checks/). What it found is named here, with a button to run each;
 * in Electron the main process also raises a desktop notification.
 */
import { useEffect, useRef } from 'react';
import { getBridge } from '../bridge/get-bridge';
import { useConnectionStore } from '../state/connection-store';
import { useUiStore } from '../state/ui-store';
import { toListQuery } from '../search/search-query';
import { runSavedSearch } from '../saved-searches/saved-search-run';
import { Banner } from '../ui/feedback/banner';
import { Button } from '../ui/controls/button';
import { currentFinds, useSavedSearchCheck } from './check-store';
import { foundText } from './check-text';

/** Runs the check once per window; resolves when the core has answered (or it was not sent). */
export async function runStartupCheck(online: boolean): Promise<void> {
  const searches = useUiStore.getState().savedSearches;
  const bridge = getBridge();
  if (!online || searches.length === 0) {
    const state = await bridge.getSavedSearchCheck();
    if (state.ok) useSavedSearchCheck.getState().receive({ ...state.value, ...(online ? {} : { skipped: 'Not checked: the computer is offline.' }) });
    return;
  }
  const answer = await bridge.checkSavedSearches({
    searches: searches.map((saved) => ({
      id: saved.id,
      name: saved.name,
      ...(saved.lastRunAt ? { lastRunAt: saved.lastRunAt } : {}),
      query: toListQuery(saved.search),
    })),
  });
  if (!answer.ok) return;
  const current = answer.value;
  const before = useSavedSearchCheck.getState().state;
  // This start's finds: results checked by this call (their time is after the previous state's).
  const found = Object.values(current.results).filter((result) => result.count > 0 && before?.results[result.id]?.checkedAt !== result.checkedAt);
  useSavedSearchCheck.getState().receive(current, found);
}

export function StartupCheck() {
  const ready = useConnectionStore((store) => store.status?.hasKey === true);
  const found = useSavedSearchCheck((store) => store.found);
  const searches = useUiStore((store) => store.savedSearches);
  const started = useRef(false);
  useEffect(() => {
    if (!ready || started.current) return;
    started.current = true;
    // The state before the check tells this start's finds from earlier ones.
    void getBridge()
      .getSavedSearchCheck()
      .then((state) => state.ok && useSavedSearchCheck.getState().receive(state.value))
      .then(() => runStartupCheck(navigator.onLine));
  }, [ready]);

  const shown = currentFinds(found, searches);
  if (shown.length === 0) return null;
  return (
    <div className="app-banners">
      <Banner tone="info" title="Saved searches with new datasets" className="startup-check-notice" onDismiss={() => useSavedSearchCheck.getState().dismiss()}>
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
    </div>
  );
}
