import { FILTER_KEYS, narrowingValue, type FilterKey, type FilterValue } from '../../../shared/domain/search-filters';
import type { SearchState } from '../../state/ui-store';
import { chipText } from './filter-fields';

export interface ActiveFilter {
  key: FilterKey;
  /** Chip text, e.g. "Tier: Gold". */
  label: string;
}

function chipOf<K extends FilterKey>(key: K, search: SearchState): string | null {
  const value = narrowingValue(key, search[key] as FilterValue<K> | undefined);
  return value === undefined ? null : chipText(key, value);
}

/** The filters that narrow the current search, in the table's order, each with its chip text. */
export function activeFilters(search: SearchState): ActiveFilter[] {
  const result: ActiveFilter[] = [];
  for (const key of FILTER_KEYS) {
    const label = chipOf(key, search);
    if (label !== null) result.push({ key, label });
  }
  return result;
}
