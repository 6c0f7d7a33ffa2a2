import { create } from 'zustand';
import type { AppError } from '../../shared/domain/app-error';
import type { SavedSearch, Theme, UiState } from '../../shared/ipc/ipc-contract';
import { MAX_COMPARED } from '../../shared/domain/limits';
import { FILTER_KEYS, type FilterKey } from '../../shared/domain/search-filters';
import { ownValue } from '../../shared/domain/own-keys';
import { getBridge } from '../bridge/get-bridge';
import { createUiStateSaver } from './ui-state-saver';
import { DEFAULT_SEARCH, DEFAULT_UI_STATE, withoutUndefined, type CompatibilityState, type SearchState, type View } from './ui-state-defaults';

export { DEFAULT_SEARCH, DEFAULT_UI_STATE, type SearchState, type View };

interface UiActions {
  setTheme(theme: Theme): void;
  setView(view: View): void;
  /**
   * Merges into the search; a key given as `undefined` is removed. `typed` (text typed, a slider
   * dragged) waits for the user to pause before searching; a choice (a click) searches at once.
   */
  updateSearch(partial: Partial<SearchState>, how?: SearchChange): void;
  removeFilter(key: FilterKey): void;
  clearFilters(): void;
  selectDataset(id: string | null): void;
  updateCompatibility(partial: Partial<CompatibilityState>): void;
  /** The datasets to compare, in column order (at most MAX_COMPARED), with the titles known of any added (kept for those still compared). */
  setCompared(ids: readonly string[], titles?: Readonly<Record<string, string>>): void;
  setFitsMyUse(on: boolean): void;
  /** Replaces the saved searches (see renderer/saved-searches/saved-searches.ts for the operations). */
  setSavedSearches(searches: SavedSearch[]): void;
}

export type SearchChange = 'typed' | 'chosen';

export type UiStore = UiState &
  UiActions & {
    /** How the search last changed (not saved): the search screen waits only after typing. */
    searchChange: SearchChange;
    /** When the search last changed (`performance.now()` ms): the wait after typing counts from the keystroke. */
    searchChangedAt: number;
    /** True once the state stored by the core has been loaded (or found missing). */
    hydrated: boolean;
  };

/** The store's note of a change to the search: how, and when. */
const searchChanged = (how: SearchChange): Pick<UiStore, 'searchChange' | 'searchChangedAt'> => ({ searchChange: how, searchChangedAt: performance.now() });

export const useUiStore = create<UiStore>()((set) => ({
  ...DEFAULT_UI_STATE,
  hydrated: false,
  setTheme: (theme) => set({ theme }),
  setView: (view) => set({ view }),
  searchChange: 'chosen',
  searchChangedAt: 0,
  updateSearch: (partial, how = 'chosen') => set((state) => ({ search: withoutUndefined({ ...state.search, ...partial }), ...searchChanged(how) })),
  removeFilter: (key) =>
    set((state) => {
      const search = { ...state.search };
      delete search[key];
      return { search, ...searchChanged('chosen') };
    }),
  clearFilters: () =>
    set((state) => {
      const search = { ...state.search };
      for (const key of FILTER_KEYS) delete search[key];
      return { search, ...searchChanged('chosen') };
    }),
  selectDataset: (selectedDatasetId) => set({ selectedDatasetId }),
  updateCompatibility: (partial) => set((state) => ({ compatibility: withoutUndefined({ ...state.compatibility, ...partial }) })),
  setCompared: (ids, titles = {}) => set((state) => ({ compare: comparedWithTitles(ids, { ...state.compare.titles, ...titles }) })),
  setFitsMyUse: (fitsMyUse) => set({ fitsMyUse }),
  setSavedSearches: (savedSearches) => set({ savedSearches }),
}));

/** The comparison's ids (distinct, at most MAX_COMPARED) and the titles of those, never an id standing in for one. */
function comparedWithTitles(ids: readonly string[], titles: Readonly<Record<string, string>>): UiState['compare'] {
  const kept = [...new Set(ids)].slice(0, MAX_COMPARED);
  const known = kept.flatMap((id) => {
    const title = ownValue(titles, id);
    return title !== undefined && title !== id ? [[id, title] as const] : [];
  });
  return known.length === 0 ? { ids: kept } : { ids: kept, titles: Object.fromEntries(known) };
}

/** The persisted part of the store. */
function selectUiState(store: UiStore): UiState {
  return {
    theme: store.theme,
    search: store.search,
    compatibility: store.compatibility,
    compare: store.compare,
    savedSearches: store.savedSearches,
    fitsMyUse: store.fitsMyUse,
    selectedDatasetId: store.selectedDatasetId,
    view: store.view,
  };
}

/**
 * Set while a change of the persisted state could not be saved yet (a full disk): the change
 * stays on screen and pending, and the app keeps trying (ui-state-saver.ts).
 */
export const useUiStateSaveProblem = create<{ problem: AppError | null }>()(() => ({ problem: null }));

/**
 * Loads the stored UiState once (none stored, or the core cannot be asked → the defaults), marks
 * the store hydrated, then saves every change through the core, debounced, keeping a change that
 * could not be saved until it is. Returns a stop function that flushes a pending save.
 */
export async function hydrateUiStore(): Promise<() => void> {
  const bridge = getBridge();
  let loaded: UiState = DEFAULT_UI_STATE;
  try {
    const result = await bridge.getUiState();
    if (result.ok) loaded = result.value ?? DEFAULT_UI_STATE;
    else console.warn(`Could not load the saved window state: ${result.error.message}`);
  } catch (error) {
    console.warn('Could not load the saved window state.', error);
  }
  useUiStore.setState({ ...loaded, hydrated: true });

  const saver = createUiStateSaver({
    save: (state) => bridge.setUiState(state),
    initial: loaded,
    onProblem: (problem) => {
      if (problem) console.warn(`Could not save the window state yet: ${problem.message}`);
      useUiStateSaveProblem.setState({ problem });
    },
  });
  const unsubscribe = useUiStore.subscribe((store) => saver.change(selectUiState(store)));
  const flush = () => void saver.flush();
  window.addEventListener('pagehide', flush);
  return () => {
    unsubscribe();
    window.removeEventListener('pagehide', flush);
    flush();
    saver.stop();
  };
}
