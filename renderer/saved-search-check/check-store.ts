/**
 * The start-up check's state as the core last told it, which finds the notice still shows, and
 * the sidebar's "3 new" per saved search (kept in saved-search-run.ts, so the first paint carries
 * no more than a lookup). A count lasts while it counts from the search's last run: running the
 * search ends it.
 */
import { create } from 'zustand';
import type { SavedSearch, SavedSearchCheckResult, SavedSearchCheckState } from '../../shared/ipc/ipc-contract';
import { useSavedSearchRun } from '../saved-searches/saved-search-run';
import { useUiStore } from '../state/ui-store';
import { shortCountText } from './check-text';

interface CheckStore {
  state: SavedSearchCheckState | null;
  /** Found by this start's check; the notice names them until closed. */
  found: SavedSearchCheckResult[];
  receive(state: SavedSearchCheckState, found?: SavedSearchCheckResult[]): void;
  dismiss(): void;
}

/** The results that still count new datasets since each saved search's last run. */
export function currentFinds(results: readonly SavedSearchCheckResult[], searches: readonly SavedSearch[]): SavedSearchCheckResult[] {
  return results.filter((result) => result.count > 0 && searches.some((saved) => saved.id === result.id && saved.lastRunAt === result.lastRunAt));
}

export const useSavedSearchCheck = create<CheckStore>()((set) => ({
  state: null,
  found: [],
  receive: (state, found) => set(found ? { state, found } : { state }),
  dismiss: () => set({ found: [] }),
}));

function showFinds(): void {
  const results = Object.values(useSavedSearchCheck.getState().state?.results ?? {});
  const finds = currentFinds(results, useUiStore.getState().savedSearches);
  useSavedSearchRun.setState({ finds: Object.fromEntries(finds.map((result) => [result.id, shortCountText(result)])) });
}

useSavedSearchCheck.subscribe(showFinds);
useUiStore.subscribe((next, previous) => next.savedSearches !== previous.savedSearches && showFinds());
