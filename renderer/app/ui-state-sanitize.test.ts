import { describe, expect, it } from 'vitest';
import { DEFAULT_SEARCH, DEFAULT_UI_STATE, sanitizeUiState, withoutUndefined } from './ui-state-sanitize';

describe('sanitizeUiState', () => {
  it('passes a valid state through unchanged', () => {
    const state = {
      ...DEFAULT_UI_STATE,
      theme: 'dark' as const,
      search: { q: 'x-ray', category: 'Medical Imaging', hipaa: true, sort: 'price' as const, order: 'asc' as const, per_page: 50 as const },
      selectedDatasetId: 'chest-xray-1',
      view: 'account' as const,
    };
    expect(sanitizeUiState(state)).toEqual(state);
  });

  it('falls back to the defaults for anything that is not a state', () => {
    expect(sanitizeUiState(null)).toEqual(DEFAULT_UI_STATE);
    expect(sanitizeUiState('dark')).toEqual(DEFAULT_UI_STATE);
  });

  it('keeps every valid part of a damaged state', () => {
    const result = sanitizeUiState({
      theme: 'purple',
      search: { q: 'cats', lqs_min: 250, per_page: 30, format: 'csv', order: 'asc', unknown: 1 },
      compatibility: { tray: 'nope' },
      selectedDatasetId: 'has spaces',
      view: 'settings',
    });
    expect(result).toEqual({
      theme: 'system',
      search: { ...DEFAULT_SEARCH, q: 'cats', format: 'csv', order: 'asc' },
      compatibility: DEFAULT_UI_STATE.compatibility,
      compare: { ids: [] },
      savedSearches: [],
      fitsMyUse: false,
      selectedDatasetId: null,
      view: 'settings',
    });
  });

  it('reads a state saved before compare, saved searches and "fits my use" existed, with their defaults', () => {
    const older = { theme: 'dark', search: { q: 'cats', order: 'desc', per_page: 20 }, compatibility: { tray: [], useCase: 'research' }, selectedDatasetId: null, view: 'account' };
    expect(sanitizeUiState(older)).toEqual({ ...older, compare: { ids: [] }, savedSearches: [], fitsMyUse: false });
  });
});

describe('withoutUndefined', () => {
  it('drops undefined keys only', () => {
    expect(withoutUndefined({ a: 1, b: undefined, c: false, d: null })).toEqual({ a: 1, c: false, d: null });
  });
});
