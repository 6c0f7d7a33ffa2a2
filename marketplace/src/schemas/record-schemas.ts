import { z } from 'zod';
import {
  ERROR_CODES,
  QUALITY_TIERS,
  SCOPES,
  SCORE_BASES,
  SEARCH_MATCH_KINDS,
  USE_CASES,
  type AccountProfile,
  type ApiErrorBody,
  type CategoryList,
  type CompatibilityResult,
  type DatasetDetail,
  type DatasetList,
  type LicenseRecord,
  type QualityRecord,
} from '@dmd/shared/wire/api-types';
import { LQS_MAX, LQS_MIN } from '@dmd/shared/domain/limits';

/**
 * Response schemas: they document the responses in the OpenAPI document and let the tests
 * check every response. The type assertions at the end keep them equal to shared/wire/api-types.ts.
 */
const isoTimestamp = z.string().describe('ISO 8601 UTC timestamp');
const seller = z.object({ id: z.string(), name: z.string(), verified: z.boolean() });
const tier = z.enum(QUALITY_TIERS);

const datasetListItemSchema = z.object({
  id: z.string().describe('UUID'),
  slug: z.string().describe('URL-safe name; usable in place of the id in paths'),
  title: z.string(),
  category: z.string(),
  format: z.string(),
  price: z.number().describe('Dollars'),
  item_count: z.number().int(),
  license: z.string().describe('Licence type label'),
  quality: z.object({
    composite: z.number().min(LQS_MIN).max(LQS_MAX).nullable().describe('Null when scored from metadata only: LQS gives no composite without the files'),
    tier: tier.nullable(),
    basis: z.enum(SCORE_BASES).optional().describe('What the scores were computed from: the files, or the metadata only'),
  }),
  compliance: z.object({ hipaa: z.boolean(), gdpr: z.boolean() }),
  stats: z.object({ total_sales: z.number().int(), avg_rating: z.number() }),
  urls: z.object({ dataset: z.string(), license: z.string(), badge: z.string() }),
  created_at: isoTimestamp,
});

const searchWordList = z.array(z.string());
const searchMatchSchema = z
  .object({
    kind: z
      .enum(SEARCH_MATCH_KINDS)
      .describe(
        '`all_words`: each listed dataset holds every word searched for (as typed, in another form or as a synonym); `all_but_one`: no dataset holds them all, so each listed one holds all but one of `missing`',
      ),
    words: searchWordList.describe('The words the search read, as typed, in order; words that say nothing about a dataset ("data", "for") are left out'),
    missing: searchWordList.describe('For `all_but_one`: the words of which each listed dataset may lack one; empty for `all_words`'),
    not_found: searchWordList.describe('Words no dataset holds in any form, which the search did not require: every listed dataset lacks them'),
  })
  .describe('How the listed datasets match the words of `q`; given when `q` has words');

const queryCorrectionSchema = z
  .object({
    original: z.string().describe('`q` as sent'),
    corrected: z.string().describe('The search that ran: `q` with each corrected word replaced'),
    words: z.array(z.object({ from: z.string(), to: z.string() })).describe('Each corrected word, as typed, and the word of the catalog searched instead'),
  })
  .describe('An extension: given when a word of `q` the catalog knows in no way was corrected (never with `q_as_typed`); other clients may ignore it');

export const datasetListSchema = z.object({
  data: z.array(datasetListItemSchema),
  meta: z.object({
    total: z.number().int(),
    page: z.number().int(),
    per_page: z.number().int(),
    has_more: z.boolean(),
    match: searchMatchSchema.optional(),
    query_correction: queryCorrectionSchema.optional(),
  }),
});

export const datasetDetailSchema = datasetListItemSchema.extend({
  description: z.string(),
  tags: z.array(z.string()),
  modality: z.string(),
  languages: z.array(z.string()),
  size_bytes: z.number().int(),
  version: z.string(),
  updated_at: isoTimestamp,
  seller,
  sample_url: z.string().nullable(),
});

const scoreBasis = z.enum(SCORE_BASES).describe('What the score was computed from: the dataset’s files, or its metadata only');
const scoreInterval = z
  .object({ low: z.number().min(LQS_MIN).max(LQS_MAX), high: z.number().min(LQS_MIN).max(LQS_MAX) })
  .describe('The score’s interval at `evidence.confidence_level` (0–100); it narrows as the sample grows');

export const qualityRecordSchema = z.object({
  dataset_id: z.string(),
  slug: z.string(),
  lqs_version: z.string(),
  composite: z.number().min(LQS_MIN).max(LQS_MAX).nullable().describe('Null, with no tier, when a dimension was not scored'),
  tier: tier.nullable(),
  trainability: z.number().min(LQS_MIN).max(LQS_MAX).nullable(),
  badge_url: z.string(),
  scored_at: isoTimestamp,
  pillars: z.array(
    z.object({
      key: z.string(),
      label: z.string(),
      weight: z.number(),
      score: z.number().nullable(),
      interval: scoreInterval.optional(),
      description: z.string().optional().describe('What the pillar asks of the data'),
    }),
  ),
  dimensions: z.array(
    z.object({
      key: z.string(),
      label: z.string(),
      pillar: z.string(),
      weight: z.number(),
      score: z.number().nullable().describe('Null when not scored (from metadata only, every dimension but provenance quality)'),
      not_scored: z.string().optional().describe('Why the score is null'),
      interval: scoreInterval.optional(),
      basis: scoreBasis.optional(),
      description: z.string().optional().describe('What the dimension measures, in one sentence'),
    }),
  ),
  composite_interval: scoreInterval.optional(),
  trainability_interval: scoreInterval.optional(),
  evidence: z
    .object({
      basis: scoreBasis,
      sample_size: z.number().int().nullable().describe('Items examined; null when scored from metadata only'),
      confidence_level: z.number().describe('The confidence level of every interval in the record, e.g. 0.95'),
      interval_method: z.string().describe('How the intervals were computed, in words'),
    })
    .optional()
    .describe('How the scores were obtained (optional)'),
  tier_thresholds: z
    .object({ platinum: z.number(), gold: z.number(), silver: z.number(), bronze: z.number() })
    .optional()
    .describe('The lowest composite of each tier (optional)'),
});

const permissions = z.object({
  commercial_use: z.boolean(),
  model_training: z.boolean(),
  derivatives: z.boolean(),
  redistribution: z.boolean(),
  attribution_required: z.boolean(),
  share_alike: z.boolean(),
});

export const licenseRecordSchema = z.object({
  dataset_id: z.string(),
  license: z.object({ type: z.string(), name: z.string(), spdx_id: z.string().nullable(), url: z.string().nullable() }),
  permissions,
  compliance: z.object({
    hipaa: z.boolean(),
    gdpr: z.boolean(),
    pii: z.enum(['none', 'deidentified', 'contains_pii']),
    consent_documented: z.boolean(),
    data_residency: z.string().nullable(),
  }),
  provenance: z.object({
    source: z.string(),
    collection_method: z.string(),
    collected_from: z.string(),
    collected_to: z.string(),
    seller,
    upstream: z.array(z.object({ name: z.string(), license: z.string() })),
  }),
});

export const categoryListSchema = z.object({
  data: z.array(z.object({ name: z.string(), slug: z.string(), count: z.number().int() })),
});

const datasetIds = z.array(z.string());

export const compatibilityResultSchema = z.object({
  verdict: z.enum(['compatible', 'conditional', 'incompatible']),
  use_case: z.enum(USE_CASES),
  datasets: z.array(
    z.object({
      id: z.string(),
      slug: z.string(),
      title: z.string(),
      license: z.string(),
      allowed: z.boolean(),
      conditions: z.array(z.string()),
      reasons: z.array(z.string()),
    }),
  ),
  combined_terms: permissions.extend({
    most_restrictive_license: z.string(),
    obligations: z.array(z.string()),
    term_sources: z
      .object({
        commercial_use: datasetIds,
        model_training: datasetIds,
        derivatives: datasetIds,
        redistribution: datasetIds,
        attribution_required: datasetIds,
        share_alike: datasetIds,
      })
      .describe(
        'For each term, the ids of the datasets that set it: whose licence withholds the right, or imposes the duty (attribution, share-alike). Empty when none does. Not part of the published API: clients must work without it.',
      ),
  }),
  conflicts: z.array(z.object({ dataset_ids: z.array(z.string()), reason: z.string(), blocking: z.boolean() })),
});

export const accountProfileSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  tier: z.enum(['free', 'pro']),
  active_listings: z.number().int(),
  quota: z.object({ limit: z.number().int(), used: z.number().int(), remaining: z.number().int(), resets_at: isoTimestamp }),
  usage: z.object({
    requests_today: z.number().int(),
    requests_all_time: z.number().int(),
    active_keys: z.number().int(),
    keys: z.array(
      z.object({
        id: z.string(),
        name: z.string(),
        prefix: z.string(),
        scopes: z.array(z.enum(SCOPES)),
        requests_today: z.number().int(),
        requests_all_time: z.number().int(),
        last_used_at: isoTimestamp.nullable(),
        created_at: isoTimestamp,
      }),
    ),
    daily: z.array(z.object({ date: z.string().describe('YYYY-MM-DD'), requests: z.number().int() })).describe('The last 30 UTC days, oldest first'),
  }),
});

export const errorBodySchema = z.object({
  error: z.object({
    code: z.enum(ERROR_CODES),
    message: z.string(),
    status: z.number().int(),
    details: z.record(z.string(), z.unknown()).optional(),
  }),
});

type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const schemasMatchSharedTypes: [
  Same<z.output<typeof datasetListSchema>, DatasetList>,
  Same<z.output<typeof datasetDetailSchema>, DatasetDetail>,
  Same<z.output<typeof qualityRecordSchema>, QualityRecord>,
  Same<z.output<typeof licenseRecordSchema>, LicenseRecord>,
  Same<z.output<typeof categoryListSchema>, CategoryList>,
  Same<z.output<typeof compatibilityResultSchema>, CompatibilityResult>,
  Same<z.output<typeof accountProfileSchema>, AccountProfile>,
  Same<z.output<typeof errorBodySchema>, ApiErrorBody>,
] = [true, true, true, true, true, true, true, true];
void schemasMatchSharedTypes;
