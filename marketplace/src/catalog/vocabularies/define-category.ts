import type { PiiLevel } from '@dmd/shared/wire/api-types';
import type { Weighted } from '../prng';
import type { SampleContent } from '../../samples/sample-content';

/**
 * One kind of data a category holds (chest X-rays, mammograms, retinal photographs…) with
 * every part a listing of it is composed from. A listing takes all its parts from one kind, so
 * they agree: mammograms carry BI-RADS scores read by breast radiologists, retinal photographs
 * are graded by ophthalmologists, clickstream sessions ship as csv or parquet, never as jpeg.
 */
export interface DataKind {
  /** Title-case plural noun phrases naming this kind of data. */
  subjects: readonly string[];
  modality: string;
  /** Text and speech carry languages; images and sensor data do not. */
  languageBound: boolean;
  formats: readonly Weighted<string>[];
  unit: readonly [singular: string, plural: string];
  itemCount: readonly [min: number, max: number];
  bytesPerItem: readonly [min: number, max: number];
  /** Title-case adjectives. */
  modifiers: readonly string[];
  /** Lower-case annotation kinds. */
  annotations: readonly string[];
  annotators: readonly string[];
  /** Title-case capture devices or data sources. */
  sensors: readonly string[];
  /** Lower-case tasks the data is suited for (at least two). */
  useCases: readonly string[];
  sources: readonly string[];
  collectionMethods: readonly string[];
  tags: readonly string[];
  upstream: ReadonlyArray<{ name: string; license: string }>;
  /** How often its items hold personal data: none for birdsong, often for voices. */
  pii: readonly Weighted<PiiLevel>[];
  /** What its sample holds when not its category's usual content (notes, not a table of vitals). */
  sample?: SampleContent;
}

/** A category: what all its listings share, and the kinds of data it holds. */
export interface CategoryVocabulary {
  name: string;
  /** Relative share of the catalog. */
  weight: number;
  /** HIPAA is only meaningful for medical data. */
  medical: boolean;
  price: readonly [min: number, max: number];
  /** Multipliers on the licence table's weights for this category. */
  licenseBias?: Readonly<Record<string, number>>;
  kinds: readonly DataKind[];
}

/** What a category's data files write: parts shared by its kinds, and each kind's own. */
export interface CategoryDefinition extends Omit<CategoryVocabulary, 'kinds'> {
  /** Parts every kind takes unless it names its own; modifiers and tags add to a kind's own. */
  shared: Partial<DataKind>;
  kinds: ReadonlyArray<Partial<DataKind> & { subjects: readonly string[] }>;
}

const ADDED_PARTS = ['modifiers', 'tags'] as const;

/** Resolves each kind of a category definition into all its parts; throws when one is missing. */
export function defineCategory({ shared, kinds, ...category }: CategoryDefinition): CategoryVocabulary {
  return {
    ...category,
    kinds: kinds.map((own) => {
      const kind: Partial<DataKind> = { ...shared, ...own };
      for (const part of ADDED_PARTS) kind[part] = [...new Set([...(shared[part] ?? []), ...(own[part] ?? [])])];
      return complete(category.name, kind);
    }),
  };
}

const REQUIRED_PARTS: ReadonlyArray<keyof DataKind> = [
  'subjects',
  'modality',
  'languageBound',
  'formats',
  'unit',
  'itemCount',
  'bytesPerItem',
  'modifiers',
  'annotations',
  'annotators',
  'sensors',
  'useCases',
  'sources',
  'collectionMethods',
  'tags',
  'upstream',
  'pii',
];

function complete(category: string, kind: Partial<DataKind>): DataKind {
  const name = `${category}: ${kind.subjects?.[0] ?? 'a kind'}`;
  for (const part of REQUIRED_PARTS) {
    const value = kind[part];
    if (value === undefined || (Array.isArray(value) && value.length === 0 && part !== 'upstream')) throw new Error(`${name} has no ${part}`);
  }
  if ((kind.useCases?.length ?? 0) < 2) throw new Error(`${name} needs at least two use cases`);
  return kind as DataKind;
}

/** A weighted choice, as the data files write it. */
export const w = <T>(value: T, weight: number): Weighted<T> => ({ value, weight });

/** For kinds of data that hold nothing about people (birdsong, market prices, machine vibration). */
export const NO_PERSONAL_DATA: readonly Weighted<PiiLevel>[] = [{ value: 'none', weight: 1 }];
