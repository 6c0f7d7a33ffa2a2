import { describe, expect, it } from 'vitest';
import { DEFAULT_UI_STATE } from '../../../shared/ipc/ipc-contract';
import { repairUiState } from './ui-state-repair';

const good = {
  theme: 'dark',
  search: { q: 'x-ray', order: 'asc', per_page: 50, category: 'Medical Imaging', sort: 'price' },
  compatibility: {
    tray: [
      { id: 'a1', title: 'A' },
      { id: 'b2', title: 'B' },
    ],
    useCase: 'research',
  },
  compare: { ids: ['a1', 'b2'] },
  savedSearches: [
    { id: 's1', name: 'Scans', search: { q: 'ct', order: 'desc', per_page: 20 } },
    { id: 's2', name: 'Speech', search: { q: 'speech', order: 'desc', per_page: 20 } },
  ],
  fitsMyUse: true,
  selectedDatasetId: 'a1',
  view: 'compare',
};

describe('repairUiState', () => {
  it('keeps a valid state as it is', () => {
    expect(repairUiState(good)).toEqual({ state: good, dropped: [] });
  });

  it('keeps every part that passes: one bad filter, tray item or saved search costs only that', () => {
    const { state, dropped } = repairUiState({
      ...good,
      search: { ...good.search, sort: 'popularity', lqs_min: 'high' },
      compatibility: { ...good.compatibility, tray: [good.compatibility.tray[0], { id: 7 }, good.compatibility.tray[1]] },
      savedSearches: [good.savedSearches[0], { id: 'bad id!', name: '', search: {} }, good.savedSearches[1]],
    });
    expect(state).toEqual({ ...good, search: { q: 'x-ray', order: 'asc', per_page: 50, category: 'Medical Imaging' } });
    expect(dropped.sort()).toEqual(['compatibility.tray[1]', 'savedSearches[1]', 'search.lqs_min', 'search.sort']);
  });

  it('resets a part that cannot be read to the first start’s, and drops names it does not know', () => {
    const { state, dropped } = repairUiState({ ...good, theme: 'purple', view: 'reports', search: 'x-ray', extra: 1 });
    expect(state).toEqual({ ...good, theme: 'system', view: 'search', search: DEFAULT_UI_STATE.search });
    expect(dropped.sort()).toEqual(['extra', 'search', 'theme', 'view']);
  });

  it('drops names of Object.prototype members a file holds, and says so, like any other unknown name', () => {
    const file = JSON.parse(`{"theme":"purple","constructor":1,"toString":2,"__proto__":{"view":"reports"}}`) as Record<string, unknown>;
    const { state, dropped } = repairUiState({ ...good, ...file });
    expect(state).toEqual({ ...good, theme: 'system' });
    expect(dropped.sort()).toEqual(['__proto__', 'constructor', 'theme', 'toString']);
  });

  it('gives a state from before compare, saved searches and "fits my use" their defaults, without a word', () => {
    const { compare: _compare, savedSearches: _saved, fitsMyUse: _fits, ...older } = good;
    expect(repairUiState(older)).toEqual({ state: { ...older, compare: { ids: [] }, savedSearches: [], fitsMyUse: false }, dropped: [] });
  });

  it('starts afresh from anything that is not a state at all', () => {
    expect(repairUiState('nonsense').state).toEqual(DEFAULT_UI_STATE);
    expect(repairUiState([1, 2]).state).toEqual(DEFAULT_UI_STATE);
  });
});
