import { describe, expect, it } from 'vitest';
import { DEFAULT_UI_STATE, type UiState } from '../ipc/ipc-contract';
import { effectiveSort, queryFingerprint, toListQuery } from './search-query';

type SearchState = UiState['search'];
const search = (partial: Partial<SearchState> = {}): SearchState => ({ ...DEFAULT_UI_STATE.search, ...partial });

describe('effectiveSort', () => {
  it('is newest first without text, relevance with text, else the choice', () => {
    expect(effectiveSort(search())).toBe('created_at');
    expect(effectiveSort(search({ q: 'x-ray' }))).toBe('relevance');
    expect(effectiveSort(search({ q: '  ' }))).toBe('created_at');
    expect(effectiveSort(search({ q: 'x-ray', sort: 'price' }))).toBe('price');
  });
});

describe('toListQuery', () => {
  it('sends only the defaults for an empty search', () => {
    expect(toListQuery(search())).toEqual({ sort: 'created_at', order: 'desc', per_page: 20 });
  });

  it('trims text and drops empty text filters', () => {
    expect(toListQuery(search({ q: '  chest x-ray ', format: ' ', license: '', category: ' Medical Imaging ' }))).toEqual({
      q: 'chest x-ray',
      category: 'Medical Imaging',
      per_page: 20,
    });
  });

  it('omits sort and order for relevance, sends them for a chosen sort', () => {
    expect(toListQuery(search({ q: 'cats' }))).not.toHaveProperty('order');
    expect(toListQuery(search({ q: 'cats', sort: 'quality_score', order: 'asc' }))).toMatchObject({ sort: 'quality_score', order: 'asc' });
  });

  it('maps every filter', () => {
    expect(toListQuery(search({ format: 'CSV', license: 'cc', lqs_min: 80, lqs_tier: 'gold', hipaa: true, gdpr: true, price_max: 0, per_page: 100 }))).toEqual({
      format: 'CSV',
      license: 'cc',
      lqs_min: 80,
      lqs_tier: 'gold',
      hipaa: true,
      gdpr: true,
      price_max: 0,
      sort: 'created_at',
      order: 'desc',
      per_page: 100,
    });
  });

  it('treats LQS 0 and unticked boxes as no filter', () => {
    expect(toListQuery(search({ lqs_min: 0, hipaa: false, gdpr: false }))).toEqual(toListQuery(search()));
  });
});

describe('queryFingerprint', () => {
  it('ignores key order', () => {
    expect(queryFingerprint({ q: 'a', per_page: 20 })).toBe(queryFingerprint({ per_page: 20, q: 'a' }));
    expect(queryFingerprint({ q: 'a' })).not.toBe(queryFingerprint({ q: 'b' }));
  });
});
