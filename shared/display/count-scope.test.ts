import { describe, expect, it } from 'vitest';
import { DEFAULT_UI_STATE } from '../ipc/ipc-contract';
import { queryNarrows } from './count-scope';
import { toListQuery } from '../domain/search-query';

const DEFAULT_SEARCH = DEFAULT_UI_STATE.search;

describe('queryNarrows', () => {
  it('is false for the whole catalog, whatever the sort or page size', () => {
    expect(queryNarrows(toListQuery(DEFAULT_SEARCH))).toBe(false);
    expect(queryNarrows(toListQuery({ ...DEFAULT_SEARCH, q: '   ', sort: 'price', per_page: 50 }))).toBe(false);
  });

  it('is true for words or any filter that narrows', () => {
    expect(queryNarrows(toListQuery({ ...DEFAULT_SEARCH, q: 'speech' }))).toBe(true);
    expect(queryNarrows(toListQuery({ ...DEFAULT_SEARCH, category: 'Audio' }))).toBe(true);
    expect(queryNarrows(toListQuery({ ...DEFAULT_SEARCH, hipaa: true }))).toBe(true);
  });
});
