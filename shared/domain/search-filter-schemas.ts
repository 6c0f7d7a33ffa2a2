/**
 * The zod schemas of the search filters, built from their table (./search-filters.ts): the IPC
 * schema (./ipc-schemas.ts) and the embedded marketplace's request schema both take them from
 * here, each reading numbers and flags as its transport carries them.
 */
import { z } from 'zod';
import { FILTER_KEYS, SEARCH_FILTERS, type FilterDefinition, type FilterKey, type FilterValue } from './search-filters';

/** How values travel: IPC carries them as JSON values, a URL query as text (parsed here). */
type Carried = 'values' | 'text';
type InputOf<C extends Carried, T> = C extends 'values' ? T : unknown;

export interface FilterEncoding<C extends Carried> {
  number(schema: z.ZodNumber): z.ZodType<number, InputOf<C, number>>;
  flag: z.ZodType<boolean, InputOf<C, boolean>>;
  /** What each filter means, where the schema documents it (the OpenAPI text). */
  descriptions?: Partial<Record<FilterKey, string>>;
}

export type FilterShape<C extends Carried> = { [K in FilterKey]: z.ZodOptional<z.ZodType<FilterValue<K>, InputOf<C, FilterValue<K>>>> };

function filterSchema<C extends Carried>(definition: FilterDefinition, encoding: FilterEncoding<C>): z.ZodType {
  switch (definition.kind) {
    case 'text':
      return z.string().max(definition.maxLength);
    case 'number': {
      const atLeast = z.number().min(definition.min);
      return encoding.number(definition.max === undefined ? atLeast : atLeast.max(definition.max));
    }
    case 'choice':
      return z.enum(definition.values as readonly [string, ...string[]]);
    case 'flag':
      return encoding.flag;
  }
}

/** Every filter's schema, each optional, in the table's order. */
export function filterShape<C extends Carried>(encoding: FilterEncoding<C>): FilterShape<C> {
  return Object.fromEntries(
    FILTER_KEYS.map((key) => {
      const schema = filterSchema(SEARCH_FILTERS[key], encoding).optional();
      const description = encoding.descriptions?.[key];
      return [key, description === undefined ? schema : schema.describe(description)];
    }),
  ) as FilterShape<C>;
}
