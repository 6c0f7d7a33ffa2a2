import { EARTH_VOCABULARIES } from './vocabularies/earth';
import { HEALTH_VOCABULARIES } from './vocabularies/health';
import { LANGUAGE_VOCABULARIES } from './vocabularies/language';
import { MARKET_VOCABULARIES } from './vocabularies/markets';
import { OPERATIONS_VOCABULARIES } from './vocabularies/operations';
import { VISION_VOCABULARIES } from './vocabularies/vision-and-motion';
import type { CategoryVocabulary } from './vocabularies/define-category';

export type { CategoryVocabulary, DataKind } from './vocabularies/define-category';

/**
 * The catalog's 15 categories, in the order of their ids, each with the kinds of data it holds
 * (see DataKind): the generator composes every listing from one kind's parts only.
 */
export const CATEGORY_VOCABULARIES: readonly CategoryVocabulary[] = [
  ...HEALTH_VOCABULARIES,
  ...LANGUAGE_VOCABULARIES,
  ...VISION_VOCABULARIES,
  ...EARTH_VOCABULARIES,
  ...MARKET_VOCABULARIES,
  ...OPERATIONS_VOCABULARIES,
];
