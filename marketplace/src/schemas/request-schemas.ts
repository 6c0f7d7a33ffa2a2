import { z } from 'zod';
import { SORT_FIELDS, SORT_ORDERS, USE_CASES } from '@dmd/shared/wire/api-types';
import {
  DATASET_ID_MAX_LENGTH,
  DEFAULT_PER_PAGE,
  LQS_MAX,
  LQS_MIN,
  MAX_COMPATIBILITY_DATASETS,
  MAX_PAGE,
  MAX_PER_PAGE,
  MAX_SEARCH_LENGTH,
  MIN_COMPATIBILITY_DATASETS,
  TIER_CUT_OFFS,
} from '@dmd/shared/domain/limits';
import { filterShape } from '@dmd/shared/domain/search-filter-schemas';
import type { FilterKey } from '@dmd/shared/domain/search-filters';

/**
 * The zod schemas that validate requests. The OpenAPI document is generated from these same
 * schemas, so the document and the validation cannot drift apart; their limits are the app's
 * (shared/domain/limits.ts), so neither can the app's inputs.
 */

const DECIMAL = /^[+-]?(\d+(\.\d*)?|\.\d+)$/;

/** A query value that must be a plain decimal number ("12", "4.5"; not "0x10", "1e3", "abc"). */
function decimal<T extends z.ZodType>(inner: T) {
  return z.preprocess((value) => (typeof value === 'string' && DECIMAL.test(value) ? Number(value) : value), inner);
}

const FLAG_VALUES = '"true" or "1" filters; "false" or "0" means no filter.';
const booleanFlag = z
  .enum(['true', 'false', '1', '0'])
  .transform((value) => value === 'true' || value === '1')
  .describe(FLAG_VALUES);

/** What each filter means, for the OpenAPI document: a filter added to the table needs one here. */
const FILTER_DESCRIPTIONS: Record<FilterKey, string> = {
  category: 'Category name or slug, case-insensitive, exact.',
  format: 'Format, case-insensitive, exact (e.g. csv, json, yolo, DICOM).',
  license:
    'Case-insensitive substring of the licence type: of the label as the listing writes it, or of the licence type it names (the licence record\'s license.type). "cc-by" matches CC-BY-4.0 and CC-BY-SA-4.0 in any spelling; "CC-BY-4.0" also matches "cc by 4.0" and the licence\'s URL.',
  lqs_min: `Minimum LQS composite score, ${LQS_MIN}–${LQS_MAX}.`,
  lqs_tier: `Quality tier: platinum ≥ ${TIER_CUT_OFFS.platinum}, gold ≥ ${TIER_CUT_OFFS.gold}, silver ≥ ${TIER_CUT_OFFS.silver}, bronze < ${TIER_CUT_OFFS.silver}.`,
  hipaa: `Only datasets marked HIPAA-compliant. ${FLAG_VALUES}`,
  gdpr: `Only datasets marked GDPR-compliant. ${FLAG_VALUES}`,
  price_max: 'Maximum price in dollars.',
};

const filterParameters = filterShape<'text'>({ number: decimal, flag: booleanFlag, descriptions: FILTER_DESCRIPTIONS });

export const listDatasetsQuerySchema = z.object({
  q: z
    .string()
    .max(MAX_SEARCH_LENGTH)
    .optional()
    .describe(
      'Full-text search over title, description, category name, format and tags. Words match their plurals and other forms ("signs" finds "sign") and a small table of synonyms ("xray" finds "X-rays" and "radiographs"); every word the catalog uses must match, words it never uses and words such as "data" or "for" are ignored, and the last word also matches as a prefix. Ranked by relevance (titles first) unless `sort` is given.',
    ),
  q_as_typed: z
    .enum(['true', 'false', '1', '0'])
    .transform((value) => value === 'true' || value === '1')
    .optional()
    .describe(
      'An extension of this marketplace: "true" or "1" searches the words of `q` as typed. Otherwise a word the catalog knows in no way is corrected to the nearest one it has, and `meta.query_correction` says so.',
    ),
  ...filterParameters,
  sort: z.enum(SORT_FIELDS).optional().describe('Sort field. Default: relevance when `q` is given, else created_at.'),
  order: z.enum(SORT_ORDERS).default('desc').describe('Sort order.'),
  page: decimal(z.number().int().min(1).max(MAX_PAGE).default(1)).describe('Page number; a page past the end returns no data.'),
  per_page: decimal(
    z
      .number()
      .int()
      .min(1)
      .default(DEFAULT_PER_PAGE)
      .transform((size) => Math.min(size, MAX_PER_PAGE)),
  ).describe(`Results per page; values above ${MAX_PER_PAGE} are clamped to ${MAX_PER_PAGE} (see meta.per_page).`),
});

export const compatibilityRequestSchema = z.object({
  dataset_ids: z
    .array(z.string().trim().min(1).max(DATASET_ID_MAX_LENGTH))
    .min(MIN_COMPATIBILITY_DATASETS)
    .max(MAX_COMPATIBILITY_DATASETS)
    .superRefine((ids, context) => {
      const duplicates = [...new Set(ids.filter((id, index) => ids.indexOf(id) !== index))];
      if (duplicates.length > 0) {
        context.addIssue({ code: 'custom', message: `dataset_ids must be distinct; repeated: ${duplicates.join(', ')}.`, params: { duplicates } });
      }
    })
    .describe(`${MIN_COMPATIBILITY_DATASETS} to ${MAX_COMPATIBILITY_DATASETS} distinct dataset ids (UUIDs) or slugs.`),
  use_case: z.enum(USE_CASES).default('commercial_training').describe('The intended use.'),
});
