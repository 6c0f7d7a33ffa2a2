/**
 * The renderer's starting UI state, and what its parts are called. What the core hands back
 * (`ui-state:get`) it has already checked against the contract's schema (settings-store.ts keeps
 * the parts of a saved state that pass and resets the others, with a notice: ui-state-repair.ts),
 * so the renderer takes it as it is and ships without the schemas (shared/ipc/ipc-schemas.ts).
 */
import { DEFAULT_UI_STATE, type UiState } from '../../shared/ipc/ipc-contract';

export type SearchState = UiState['search'];
export type CompatibilityState = UiState['compatibility'];
export type View = UiState['view'];

export { DEFAULT_UI_STATE };
export const DEFAULT_SEARCH: SearchState = DEFAULT_UI_STATE.search;

/** Drops keys whose value is undefined so a stored search has no empty entries. */
export function withoutUndefined<T extends object>(value: T): T {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as T;
}
