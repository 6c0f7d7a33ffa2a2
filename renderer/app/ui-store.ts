import { create } from 'zustand';
import type { Theme, UiState } from '../../shared/ipc-contract';
import { getBridge } from '../bridge/get-bridge';
import {
  DEFAULT_SEARCH,
  DEFAULT_UI_STATE,
  sanitizeUiState,
  withoutUndefined,
  type CompatibilityState,
  type SearchState,
  type View,
} from './ui-state-sanitize';

export { DEFAULT_SEARCH, DEFAULT_UI_STATE, type CompatibilityState, type SearchState, type View };

/** The search fields that are filters (not the text, sort, order or page size). */
export const FILTER_KEYS = ['category', 'format', 'license', 'lqs_min', 'lqs_tier', 'hipaa', 'gdpr', 'price_max'] as const;
export type FilterKey = (typeof FILTER_KEYS)[number];

export interface UiActions {
  setTheme(theme: Theme): void;
  setView(view: View): void;
  /** Merges into the search; a key given as `undefined` is removed. */
  updateSearch(partial: Partial<SearchState>): void;
  removeFilter(key: FilterKey): void;
  clearFilters(): void;
  selectDataset(id: string | null): void;
  updateCompatibility(partial: Partial<CompatibilityState>): void;
}

export type UiStore = UiState & UiActions & {
  /** True once the state stored by the core has been loaded (or found missing). */
  hydrated: boolean;
};

export const useUiStore = create<UiStore>()((set) => ({
  ...DEFAULT_UI_STATE,
  hydrated: false,
  setTheme: (theme) => set({ theme }),
  setView: (view) => set({ view }),
  updateSearch: (partial) => set((state) => ({ search: withoutUndefined({ ...state.search, ...partial }) })),
  removeFilter: (key) =>
    set((state) => {
      const search = { ...state.search };
      delete search[key];
      return { search };
    }),
  clearFilters: () =>
    set((state) => {
      const search = { ...state.search };
      for (const key of FILTER_KEYS) delete search[key];
      return { search };
    }),
  selectDataset: (selectedDatasetId) => set({ selectedDatasetId }),
  updateCompatibility: (partial) => set((state) => ({ compatibility: { ...state.compatibility, ...partial } })),
}));

/** The persisted part of the store. */
export function selectUiState(store: UiStore): UiState {
  return {
    theme: store.theme,
    search: store.search,
    compatibility: store.compatibility,
    selectedDatasetId: store.selectedDatasetId,
    view: store.view,
  };
}

const SAVE_DELAY_MS = 300;

/**
 * Loads the stored UiState once (missing or unreadable → defaults, keeping every valid part), marks
 * the store hydrated, then saves every change through the core, debounced. Returns a stop function
 * that flushes a pending save.
 */
export async function hydrateUiStore(): Promise<() => void> {
  const bridge = getBridge();
  let loaded: UiState = DEFAULT_UI_STATE;
  try {
    const result = await bridge.getUiState();
    if (result.ok) loaded = result.value === null ? DEFAULT_UI_STATE : sanitizeUiState(result.value);
    else console.warn(`Could not load the saved window state: ${result.error.message}`);
  } catch (error) {
    console.warn('Could not load the saved window state.', error);
  }
  useUiStore.setState({ ...loaded, hydrated: true });

  let timer: ReturnType<typeof setTimeout> | null = null;
  let lastSaved = JSON.stringify(loaded);
  const save = () => {
    timer = null;
    const state = selectUiState(useUiStore.getState());
    const serialised = JSON.stringify(state);
    if (serialised === lastSaved) return;
    lastSaved = serialised;
    bridge.setUiState(state).then(
      (result) => {
        if (!result.ok) console.warn(`Could not save the window state: ${result.error.message}`);
      },
      (error: unknown) => console.warn('Could not save the window state.', error),
    );
  };
  const unsubscribe = useUiStore.subscribe(() => {
    if (timer !== null) clearTimeout(timer);
    timer = setTimeout(save, SAVE_DELAY_MS);
  });
  const flush = () => {
    if (timer === null) return;
    clearTimeout(timer);
    save();
  };
  window.addEventListener('pagehide', flush);
  return () => {
    unsubscribe();
    window.removeEventListener('pagehide', flush);
    flush();
  };
}
