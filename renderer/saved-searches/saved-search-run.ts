/** Running a saved search: its filters become the search, and the app remembers when it last ran, to count what is new. */
import { create } from 'zustand';
import type { SavedSearch } from '../../shared/ipc/ipc-contract';
import { useUiStore } from '../state/ui-store';
import { markRun } from './saved-searches';

export interface SavedSearchRun {
  /** Tells this run from an earlier run of the same search. */
  token: number;
  id: string;
  name: string;
  /** When it ran before this run (absent on its first run). */
  previousRunAt?: string;
  /** It was saved just now (saving counts as its first run). */
  justSaved?: boolean;
}

/**
 * The saved search being shown, until the user changes the search by hand; and what the start-up
 * check found new per saved search, e.g. "3 new" (renderer/saved-search-check/ keeps it current).
 */
export const useSavedSearchRun = create<{ run: SavedSearchRun | null; finds: Record<string, string> }>()(() => ({ run: null, finds: {} }));

let runs = 0;

function showRun(run: Omit<SavedSearchRun, 'token'>): void {
  runs += 1;
  useSavedSearchRun.setState({ run: { ...run, token: runs } });
}

/** Saves `searches` (one of them `saved`, just saved from the search on screen): saving is its first run. */
export function keepSavedSearch(searches: SavedSearch[], saved: SavedSearch, now: Date = new Date()): void {
  useUiStore.getState().setSavedSearches(markRun(searches, saved.id, now));
  showRun({ id: saved.id, name: saved.name, justSaved: true });
}

export function runSavedSearch(saved: SavedSearch, now: Date = new Date()): void {
  const ui = useUiStore.getState();
  showRun({ id: saved.id, name: saved.name, ...(saved.lastRunAt ? { previousRunAt: saved.lastRunAt } : {}) });
  ui.updateSearch({ ...saved.search });
  ui.setSavedSearches(markRun(ui.savedSearches, saved.id, now));
  ui.selectDataset(null);
  ui.setView('search');
}
