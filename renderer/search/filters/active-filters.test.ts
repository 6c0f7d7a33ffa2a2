import { describe, expect, it } from 'vitest';
import { DEFAULT_SEARCH, type SearchState } from '../../state/ui-store';
import { activeFilters } from './active-filters';

const search = (partial: Partial<SearchState> = {}): SearchState => ({ ...DEFAULT_SEARCH, ...partial });

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
