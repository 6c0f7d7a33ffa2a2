import { FILTER_KEYS, type FilterKey, type SearchState } from '../app/ui-store';
import { formatPrice } from '../ui/format';
import { tierLabel } from '../ui/tier';

export interface ActiveFilter {
  key: FilterKey;
  /** Chip text, e.g. "Tier: Gold". */
  label: string;
}

function describe(key: FilterKey, search: SearchState): string | null {
  switch (key) {
    case 'category':
      return search.category?.trim() ? `Category: ${search.category.trim()}` : null;
    case 'format':
      return search.format?.trim() ? `Format: ${search.format.trim()}` : null;
    case 'license':
      return search.license?.trim() ? `Licence contains: ${search.license.trim()}` : null;
    case 'lqs_min':
      return search.lqs_min !== undefined && search.lqs_min > 0 ? `LQS ≥ ${search.lqs_min}` : null;
    case 'lqs_tier':
      return search.lqs_tier ? `Tier: ${tierLabel(search.lqs_tier)}` : null;
    case 'hipaa':
      return search.hipaa ? 'HIPAA' : null;
    case 'gdpr':
      return search.gdpr ? 'GDPR' : null;
    case 'price_max':
      return search.price_max !== undefined ? `Max price: ${formatPrice(search.price_max)}` : null;
  }
}

/** The filters that narrow the current search, in a fixed order, each with its chip text. */
export function activeFilters(search: SearchState): ActiveFilter[] {
  const result: ActiveFilter[] = [];
  for (const key of FILTER_KEYS) {
    const label = describe(key, search);
    if (label) result.push({ key, label });
  }
  return result;
}
