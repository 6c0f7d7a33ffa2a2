import { describe, expect, it } from 'vitest';
import { FILTER_KEYS, narrowingValue, SEARCH_FILTERS } from './search-filters';

describe('the search filters', () => {
  it('lists each filter once, in the order the screens show them', () => {
    expect(FILTER_KEYS).toEqual(['category', 'format', 'license', 'lqs_min', 'lqs_tier', 'hipaa', 'gdpr', 'price_max']);
  });

  it('sends only what narrows: trimmed text, a number other than its no-filter value, a set flag, a choice', () => {
    expect(narrowingValue('category', '  Medical Imaging ')).toBe('Medical Imaging');
    expect(narrowingValue('format', '   ')).toBeUndefined();
    expect(narrowingValue('lqs_min', SEARCH_FILTERS.lqs_min.noFilter)).toBeUndefined();
    expect(narrowingValue('lqs_min', 70)).toBe(70);
    expect(narrowingValue('price_max', 0)).toBe(0);
    expect(narrowingValue('hipaa', false)).toBeUndefined();
    expect(narrowingValue('gdpr', true)).toBe(true);
    expect(narrowingValue('lqs_tier', 'gold')).toBe('gold');
    expect(narrowingValue('license', undefined)).toBeUndefined();
  });
});
