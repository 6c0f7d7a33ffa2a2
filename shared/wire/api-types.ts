/**
 * Record shapes of the Dataset Marketplace Query API (/v1), as docs/api.md decides them where
 * the API's description leaves a point open. The embedded marketplace produces exactly these;
 * the desktop client reads them leniently (a real service may differ), so
 * everything the client renders treats optional parts as possibly missing.
 */
import type { QualityTier } from '../domain/quality-tiers';
import type { SearchFilters } from '../domain/search-filters';

export { QUALITY_TIERS, type QualityTier } from '../domain/quality-tiers';

export const SORT_FIELDS = ['created_at', 'price', 'quality_score', 'total_sales'] as const;
export type SortField = (typeof SORT_FIELDS)[number];

export const SORT_ORDERS = ['asc', 'desc'] as const;
export type SortOrder = (typeof SORT_ORDERS)[number];

export const USE_CASES = ['commercial_training', 'research', 'internal_evaluation', 'redistribution'] as const;
export type UseCase = (typeof USE_CASES)[number];

export const SCOPES = ['datasets:read', 'licenses:check', 'account:read'] as const;
export type Scope = (typeof SCOPES)[number];

export interface DatasetListItem {
  id: string;
  slug: string;
  title: string;
  category: string;
  format: string;
  price: number;
  item_count: number;
  license: string;
  /** `composite` and `tier` are null when the dataset was scored from its metadata only (LQS gives none without its files); `basis` says which. */
  quality: { composite: number | null; tier: QualityTier | null; basis?: ScoreBasis };
  compliance: { hipaa: boolean; gdpr: boolean };
  stats: { total_sales: number; avg_rating: number };
  urls: { dataset: string; license: string; badge: string };
  created_at: string;
}

/**
 * How the listed datasets match the words of `q`, as the embedded marketplace states it (optional:
 * another server may not say). `all_words`: each holds every word it searched for (as typed, as
 * another form of the word or as a synonym); `all_but_one`: no dataset holds them all, so each
 * listed one holds all but one of `missing`. `not_found`: words no dataset holds in any form,
 * which the search did not require (each listed dataset lacks them).
 */
export const SEARCH_MATCH_KINDS = ['all_words', 'all_but_one'] as const;
export type SearchMatchKind = (typeof SEARCH_MATCH_KINDS)[number];

export interface SearchMatch {
  kind: SearchMatchKind;
  /** The words the search read, as typed, in order (without words that say nothing, such as "data"). */
  words: string[];
  missing: string[];
  not_found: string[];
}

/**
 * A search the embedded marketplace corrected before running it (optional: another server may
 * not say): each word the catalog knows in no way, replaced by the nearest word it has.
 */
interface SearchCorrection {
  /** `q` as sent. */
  original: string;
  /** The search that ran. */
  corrected: string;
  words: Array<{ from: string; to: string }>;
}

export interface ListMeta {
  total: number;
  page: number;
  per_page: number;
  has_more: boolean;
  /** Given when `q` has words. */
  match?: SearchMatch;
  /** Given when a word of `q` was corrected (never with `q_as_typed`). */
  query_correction?: SearchCorrection;
}

export interface DatasetList {
  data: DatasetListItem[];
  meta: ListMeta;
}

interface Seller {
  id: string;
  name: string;
  verified: boolean;
}

export interface DatasetDetail extends DatasetListItem {
  description: string;
  tags: string[];
  modality: string;
  languages: string[];
  size_bytes: number;
  version: string;
  updated_at: string;
  seller: Seller;
  sample_url: string | null;
}

/** What a score was computed from: the dataset's files, or its metadata (listing) only. */
export const SCORE_BASES = ['files', 'metadata'] as const;
export type ScoreBasis = (typeof SCORE_BASES)[number];

/** A score's interval at the record's confidence level, on the score's own scale (0–100). */
export interface ScoreInterval {
  low: number;
  high: number;
}

/** How a dataset's scores were obtained. Optional: a marketplace need not state it. */
export interface QualityEvidence {
  basis: ScoreBasis;
  /** Items examined to score it; null when it was scored from metadata only. */
  sample_size: number | null;
  /** The confidence level of every interval in the record, e.g. 0.95. */
  confidence_level: number;
  /** How the intervals were computed, in words. */
  interval_method: string;
}

interface QualityPillar {
  key: string;
  label: string;
  weight: number;
  /** Null when not scored (a dimension of it was not scored). */
  score: number | null;
  interval?: ScoreInterval;
  description?: string;
}

interface QualityDimension {
  key: string;
  label: string;
  pillar: string;
  weight: number;
  /** Null when not scored: from metadata only, every dimension but provenance quality. */
  score: number | null;
  /** Why the score is null, in words ("not scored: no files read"). */
  not_scored?: string;
  interval?: ScoreInterval;
  basis?: ScoreBasis;
  description?: string;
}

export interface QualityRecord {
  dataset_id: string;
  slug: string;
  lqs_version: string;
  /** Null, and no tier, when a dimension was not scored: the methodology has no composite without all 14. */
  composite: number | null;
  tier: QualityTier | null;
  trainability: number | null;
  badge_url: string;
  scored_at: string;
  pillars: QualityPillar[];
  dimensions: QualityDimension[];
  composite_interval?: ScoreInterval;
  trainability_interval?: ScoreInterval;
  evidence?: QualityEvidence;
  /** The lowest composite of each tier. */
  tier_thresholds?: Record<QualityTier, number>;
}

export type PiiLevel = 'none' | 'deidentified' | 'contains_pii';

export interface LicensePermissions {
  commercial_use: boolean;
  model_training: boolean;
  derivatives: boolean;
  redistribution: boolean;
  attribution_required: boolean;
  share_alike: boolean;
}

export interface LicenseRecord {
  dataset_id: string;
  license: { type: string; name: string; spdx_id: string | null; url: string | null };
  permissions: LicensePermissions;
  compliance: {
    hipaa: boolean;
    gdpr: boolean;
    pii: PiiLevel;
    consent_documented: boolean;
    data_residency: string | null;
  };
  provenance: {
    source: string;
    collection_method: string;
    collected_from: string;
    collected_to: string;
    seller: Seller;
    upstream: Array<{ name: string; license: string }>;
  };
}

export interface Category {
  name: string;
  slug: string;
  count: number;
}

export interface CategoryList {
  data: Category[];
}

export type Verdict = 'compatible' | 'conditional' | 'incompatible';

export interface CompatibilityRequest {
  dataset_ids: string[];
  use_case?: UseCase;
}

export interface CompatibilityDatasetResult {
  id: string;
  slug: string;
  title: string;
  license: string;
  allowed: boolean;
  conditions: string[];
  reasons: string[];
}

/**
 * For each combined term, the ids of the datasets that set it: those whose licence withholds the
 * right (a permission the combination lacks) or imposes the duty (attribution, share-alike).
 * Empty when no dataset does.
 */
export type TermSources = Record<keyof LicensePermissions, string[]>;

interface CombinedTerms extends LicensePermissions {
  most_restrictive_license: string;
  obligations: string[];
  term_sources: TermSources;
}

export interface CompatibilityConflict {
  dataset_ids: string[];
  reason: string;
  /**
   * True when the conflict blocks the use (the verdict is then incompatible); false for a tension
   * the buyer can resolve by how they use the data (the verdict is at most conditional).
   */
  blocking: boolean;
}

export interface CompatibilityResult {
  verdict: Verdict;
  use_case: UseCase;
  datasets: CompatibilityDatasetResult[];
  combined_terms: CombinedTerms;
  conflicts: CompatibilityConflict[];
}

export interface ApiKeyUsage {
  id: string;
  name: string;
  prefix: string;
  scopes: Scope[];
  requests_today: number;
  requests_all_time: number;
  last_used_at: string | null;
  created_at: string;
}

export interface AccountProfile {
  id: string;
  name: string;
  email: string;
  tier: 'free' | 'pro';
  active_listings: number;
  quota: { limit: number; used: number; remaining: number; resets_at: string };
  usage: {
    requests_today: number;
    requests_all_time: number;
    active_keys: number;
    keys: ApiKeyUsage[];
    daily: Array<{ date: string; requests: number }>;
  };
}

export const ERROR_CODES = [
  'invalid_parameter',
  'invalid_json',
  'missing_api_key',
  'invalid_api_key',
  'insufficient_scope',
  'dataset_not_found',
  'not_found',
  'method_not_allowed',
  'unsupported_media_type',
  'quota_exceeded',
  'internal_error',
] as const;
export type ApiErrorCode = (typeof ERROR_CODES)[number];

export interface ApiErrorBody {
  error: {
    code: ApiErrorCode;
    message: string;
    status: number;
    details?: Record<string, unknown>;
  };
}

/** Query parameters of GET /v1/datasets as the client sends them (the filters: ./search-filters.ts). */
export interface DatasetQuery extends SearchFilters {
  q?: string;
  /** The embedded marketplace's extension: search the words of `q` as typed, uncorrected (docs/api.md). */
  q_as_typed?: true;
  sort?: SortField;
  order?: SortOrder;
  page?: number;
  per_page?: number;
}
