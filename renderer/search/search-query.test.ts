import { describe, expect, it } from 'vitest';
import { DEFAULT_SEARCH, type SearchState } from '../state/ui-store';
import { activeFilters } from './filters/active-filters';
import { effectiveSort, queryFingerprint, toListQuery } from './search-query';

const search = (partial: Partial<SearchState> = {}): SearchState => ({ ...DEFAULT_SEARCH, ...partial });

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

describe('activeFilters', () => {
  it('lists nothing for the defaults', () => expect(activeFilters(search({ q: 'text is not a filter' }))).toEqual([]));

  it('labels each active filter in a fixed order', () => {
    expect(
      activeFilters(
        search({ gdpr: true, category: 'Audio', lqs_tier: 'platinum', lqs_min: 70, price_max: 1250, license: 'cc-by', format: 'json', hipaa: false }),
      ).map((filter) => filter.label),
    ).toEqual(['Category: Audio', 'Format: json', 'Licence contains: cc-by', 'LQS ≥ 70', 'Tier: Platinum', 'GDPR', 'Max price: $1,250']);
  });

  it('skips blank text and an LQS minimum of 0', () => {
    expect(activeFilters(search({ format: '  ', lqs_min: 0 }))).toEqual([]);
  });
});
