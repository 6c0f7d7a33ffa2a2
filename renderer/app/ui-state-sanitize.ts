/**
 * The renderer's starting UI state, and what its parts are called. What the core hands back
 * (`ui-state:get`) it has already checked against the contract's schema (settings-store.ts: a state
 * that does not pass is reset there, with a notice), so the renderer takes it as it is and ships
 * without the schemas (shared/ipc-schemas.ts).
 */
import type { UiState } from '../../shared/ipc-contract';

export type SearchState = UiState['search'];
export type CompatibilityState = UiState['compatibility'];
export type View = UiState['view'];

export const DEFAULT_SEARCH: SearchState = { q: '', order: 'desc', per_page: 20 };

export const DEFAULT_UI_STATE: UiState = {
  theme: 'system',
  search: DEFAULT_SEARCH,
  compatibility: { tray: [], useCase: 'commercial_training' },
  compare: { ids: [] },
  savedSearches: [],
  fitsMyUse: false,
  selectedDatasetId: null,
  view: 'search',
};

/** Drops keys whose value is undefined so a stored search has no empty entries. */
export function withoutUndefined<T extends object>(value: T): T {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as T;
}
