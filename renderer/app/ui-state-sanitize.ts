import { uiStateSchema, type UiState } from '../../shared/ipc-contract';

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

const shape = uiStateSchema.shape;
const searchShape = shape.search.shape;

/**
 * Turns whatever the core stored into a valid UiState. A valid record passes as is; a damaged one
 * keeps every part that is still valid (field by field for the search) and falls back to defaults
 * for the rest, so one bad value never throws away the user's other settings.
 */
export function sanitizeUiState(raw: unknown): UiState {
  const whole = uiStateSchema.safeParse(raw);
  if (whole.success) return whole.data;
  if (typeof raw !== 'object' || raw === null) return DEFAULT_UI_STATE;
  const record = raw as Record<string, unknown>;

  const pick = <T>(schema: { safeParse(v: unknown): { success: true; data: T } | { success: false } }, value: unknown, fallback: T): T => {
    const parsed = schema.safeParse(value);
    return parsed.success ? parsed.data : fallback;
  };

  return {
    theme: pick(shape.theme, record.theme, DEFAULT_UI_STATE.theme),
    search: sanitizeSearch(record.search),
    compatibility: pick(shape.compatibility, record.compatibility, DEFAULT_UI_STATE.compatibility),
    compare: pick(shape.compare, record.compare, DEFAULT_UI_STATE.compare),
    savedSearches: pick(shape.savedSearches, record.savedSearches, DEFAULT_UI_STATE.savedSearches),
    fitsMyUse: pick(shape.fitsMyUse, record.fitsMyUse, DEFAULT_UI_STATE.fitsMyUse),
    selectedDatasetId: pick(shape.selectedDatasetId, record.selectedDatasetId, null),
    view: pick(shape.view, record.view, DEFAULT_UI_STATE.view),
  };
}

function sanitizeSearch(raw: unknown): SearchState {
  const whole = shape.search.safeParse(raw);
  if (whole.success) return whole.data;
  if (typeof raw !== 'object' || raw === null) return DEFAULT_SEARCH;
  const record = raw as Record<string, unknown>;
  const result: Record<string, unknown> = { ...DEFAULT_SEARCH };
  for (const [key, schema] of Object.entries(searchShape)) {
    if (!(key in record)) continue;
    const parsed = (schema as { safeParse(v: unknown): { success: boolean; data?: unknown } }).safeParse(record[key]);
    if (parsed.success && parsed.data !== undefined) result[key] = parsed.data;
  }
  return shape.search.parse(result);
}

/** Drops keys whose value is undefined so a stored search has no empty entries. */
export function withoutUndefined<T extends object>(value: T): T {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as T;
}
