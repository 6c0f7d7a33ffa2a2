/**
 * `app:open-saved-search`: the desktop notification of the start-up check was clicked (Electron's
 * main process, electron/main/notifications/open-saved-search.ts). The saved search runs as from the sidebar; its
 * first page is the one the check just cached (startup-check.tsx), so while that is fresh nothing
 * is sent. A saved search removed since the check is said, not silently ignored.
 */
import { create } from 'zustand';
import { runSavedSearch } from '../saved-searches/saved-search-run';
import { useUiStore } from '../state/ui-store';

export const NO_LONGER_SAVED = 'The saved search the notification named is no longer saved, so nothing was run.';

/** What the last click could not open, for the notice; null when it opened. */
export const useNotifiedSearchMiss = create<{ miss: string | null }>(() => ({ miss: null }));

export function openNotifiedSearch(request: { id?: unknown } | null | undefined, now: Date = new Date()): boolean {
  const id = typeof request?.id === 'string' ? request.id : null;
  const saved = id === null ? undefined : useUiStore.getState().savedSearches.find((candidate) => candidate.id === id);
  if (!saved) {
    useNotifiedSearchMiss.setState({ miss: NO_LONGER_SAVED });
    return false;
  }
  useNotifiedSearchMiss.setState({ miss: null });
  runSavedSearch(saved, now);
  return true;
}
