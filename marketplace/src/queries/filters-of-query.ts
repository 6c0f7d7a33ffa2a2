import type { FilterKey, SearchFilters } from '@dmd/shared/domain/search-filters';
import { NO_FILTERS, type DatasetFilters } from './dataset-list-query';

type ColumnFilters = Omit<DatasetFilters, 'match'>;

/**
 * How each filter of the search table (shared/domain/search-filters.ts) narrows the listing's SQL:
 * typed by the table's keys, so a filter added there does not compile until it is mapped here.
 */
const FILTER_COLUMNS: { [K in FilterKey]: (value: NonNullable<SearchFilters[K]>, resolveCategory: (text: string) => number) => Partial<ColumnFilters> } = {
  category: (text, resolveCategory) => ({ categoryId: resolveCategory(text) }),
  format: (text) => ({ format: text.trim() }),
  license: (text) => ({ licenseContains: text.trim().toLowerCase() }),
  lqs_min: (minimum) => ({ lqsMin: minimum }),
  lqs_tier: (tier) => ({ tier }),
  hipaa: (only) => ({ hipaaOnly: only }),
  gdpr: (only) => ({ gdprOnly: only }),
  price_max: (maximum) => ({ priceMax: maximum }),
};

/** The column filters of a validated listing query; `resolveCategory` gives a category's id (an unknown one: an id no row has). */
export function filtersOfQuery(query: SearchFilters, resolveCategory: (text: string) => number): ColumnFilters {
  const { match: _match, ...filters } = NO_FILTERS;
  for (const key of Object.keys(FILTER_COLUMNS) as FilterKey[]) {
    const value = query[key];
    if (value === undefined) continue;
    const map = FILTER_COLUMNS[key] as (value: unknown, resolve: (text: string) => number) => Partial<ColumnFilters>;
    Object.assign(filters, map(value, resolveCategory));
  }
  return filters;
}
