/**
 * The filters of a dataset search, once: each one's kind and limits, in the order the screens
 * list them. The IPC schema and the embedded marketplace's request schema are built from this
 * table, and so are the search screen's filter panel, its chips, the request a search sends and
 * the searches saved under a name (renderer/search/filters/filter-fields.ts adds what each is called).
 */
import { QUALITY_TIERS } from './quality-tiers';
import { LQS_MAX, LQS_MIN, MAX_CATEGORY_LENGTH, MAX_FORMAT_LENGTH, MAX_LICENSE_FILTER_LENGTH } from './limits';

/**
 * - `text`: narrows by what was typed (blank is no filter);
 * - `number`: a bound; `noFilter` is the value that narrows nothing (a minimum LQS of 0);
 * - `choice`: one of `values`;
 * - `flag`: only `true` narrows (the API reads `false` as no filter).
 */
export type FilterDefinition =
  | { kind: 'text'; maxLength: number }
  | { kind: 'number'; min: number; max?: number; noFilter?: number }
  | { kind: 'choice'; values: readonly string[] }
  | { kind: 'flag' };

export const SEARCH_FILTERS = {
  category: { kind: 'text', maxLength: MAX_CATEGORY_LENGTH },
  format: { kind: 'text', maxLength: MAX_FORMAT_LENGTH },
  license: { kind: 'text', maxLength: MAX_LICENSE_FILTER_LENGTH },
  lqs_min: { kind: 'number', min: LQS_MIN, max: LQS_MAX, noFilter: LQS_MIN },
  lqs_tier: { kind: 'choice', values: QUALITY_TIERS },
  hipaa: { kind: 'flag' },
  gdpr: { kind: 'flag' },
  price_max: { kind: 'number', min: 0 },
} as const satisfies Record<string, FilterDefinition>;

export type FilterKey = keyof typeof SEARCH_FILTERS;
export const FILTER_KEYS = Object.keys(SEARCH_FILTERS) as FilterKey[];

type ValueOf<D> = D extends { kind: 'text' }
  ? string
  : D extends { kind: 'number' }
    ? number
    : D extends { kind: 'choice'; values: readonly (infer V)[] }
      ? V
      : boolean;
export type FilterValue<K extends FilterKey> = ValueOf<(typeof SEARCH_FILTERS)[K]>;

/** Every filter, each optional: the filters part of a listing's query and of the search state. */
export type SearchFilters = { [K in FilterKey]?: FilterValue<K> };

/**
 * The value a filter narrows by, as a request sends it (text trimmed), or undefined when it
 * narrows nothing (blank text, a number at its `noFilter`, a flag that is not set): equal
 * searches then send equal requests.
 */
export function narrowingValue<K extends FilterKey>(key: K, value: FilterValue<K> | undefined): FilterValue<K> | undefined {
  if (value === undefined) return undefined;
  const definition: FilterDefinition = SEARCH_FILTERS[key];
  switch (definition.kind) {
    case 'text': {
      const trimmed = (value as string).trim();
      return trimmed === '' ? undefined : (trimmed as FilterValue<K>);
    }
    case 'number':
      return value === definition.noFilter ? undefined : value;
    case 'flag':
      return value === true ? value : undefined;
    case 'choice':
      return value;
  }
}
