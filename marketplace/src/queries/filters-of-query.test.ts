import { describe, expect, it } from 'vitest';
import { FILTER_KEYS, SEARCH_FILTERS, type FilterDefinition, type SearchFilters } from '@dmd/shared/domain/search-filters';
import { filterShapeKey, NO_FILTERS } from './dataset-list-query';
import { filtersOfQuery } from './filters-of-query';

/** A value that narrows, for a filter of each kind. */
function sampleValue(definition: FilterDefinition): unknown {
  switch (definition.kind) {
    case 'text':
      return ' Some-Text ';
    case 'number':
      return (definition.noFilter ?? definition.min) + 1;
    case 'choice':
      return definition.values[0];
    case 'flag':
      return true;
  }
}

const resolveCategory = (text: string) => (text.trim().toLowerCase() === 'some-text' ? 7 : -1);

describe('filtersOfQuery', () => {
  it('narrows nothing for a query without filters', () => {
    expect({ ...filtersOfQuery({}, resolveCategory), match: null }).toEqual(NO_FILTERS);
  });

  it.each(FILTER_KEYS)('turns the %s filter into a clause of the listing SQL', (key) => {
    const query = { [key]: sampleValue(SEARCH_FILTERS[key]) } as SearchFilters;
    const filters = { ...filtersOfQuery(query, resolveCategory), match: null };
    expect(filterShapeKey(filters)).not.toBe(filterShapeKey(NO_FILTERS));
  });

  it('reads text as the marketplace compares it', () => {
    const filters = filtersOfQuery({ category: ' Some-Text ', format: ' YOLO ', license: ' CC-BY ' }, resolveCategory);
    expect(filters).toMatchObject({ categoryId: 7, format: 'YOLO', licenseContains: 'cc-by' });
  });

  it('leaves a flag that is not set as no filter', () => {
    expect(filtersOfQuery({ hipaa: false, gdpr: false }, resolveCategory)).toMatchObject({ hipaaOnly: false, gdprOnly: false });
  });
});
