/**
 * What each search filter (shared/domain/search-filters.ts) is called on screen: its field in the filter
 * panel and its chip. Keyed by the shared table, so a filter added there is not complete until it
 * is named here.
 */
import type { FilterKey, FilterValue } from '../../../shared/domain/search-filters';
import { formatPrice } from '../../../shared/display/format';
import { tierLabel } from '../../../shared/display/tier';

export interface FilterField<K extends FilterKey> {
  /** The field's label in the panel. */
  label: string;
  placeholder?: string;
  /** Text: offered as a choice among the marketplace's categories, or with the formats seen as suggestions. */
  offers?: 'categories' | 'formats';
  /** A number without an upper bound: its unit before the box. */
  prefix?: string;
  /** A choice: each option's text, and a mark drawn before it (a class name). */
  optionLabel?(value: FilterValue<K>): string;
  optionMark?(value: FilterValue<K>): string;
  /** Flags shown together under one heading. */
  group?: string;
  /** The chip's text for a value that narrows the search, when not "<label>: <value>" (a flag's is its label). */
  chip?(value: FilterValue<K>): string;
}

export const FILTER_FIELDS: { [K in FilterKey]: FilterField<K> } = {
  category: { label: 'Category', placeholder: 'e.g. Computer Vision', offers: 'categories' },
  format: { label: 'Format', placeholder: 'e.g. csv, DICOM', offers: 'formats' },
  license: { label: 'Licence contains', placeholder: 'e.g. cc-by' },
  lqs_min: { label: 'Minimum LQS', placeholder: 'Any', chip: (value) => `LQS ≥ ${value}` },
  lqs_tier: { label: 'Tier', optionLabel: tierLabel, optionMark: (tier) => `tier-dot tier-dot--${tier}` },
  hipaa: { label: 'HIPAA', group: 'Compliance' },
  gdpr: { label: 'GDPR', group: 'Compliance' },
  price_max: { label: 'Maximum price', placeholder: 'Any', prefix: '$', chip: (value) => `Max price: ${formatPrice(value)}` },
};

/** A narrowing value's chip text, e.g. "Tier: Gold". */
export function chipText<K extends FilterKey>(key: K, value: FilterValue<K>): string {
  const field: FilterField<K> = FILTER_FIELDS[key];
  if (field.chip) return field.chip(value);
  return value === true ? field.label : `${field.label}: ${field.optionLabel?.(value) ?? String(value)}`;
}
