/**
 * Where servers put each fact the app shows, as data: one list of aliases per fact, most likely
 * first. Names match in any spelling (see field-lookup.ts: snake_case, camelCase, kebab-case,
 * licence/license), a dotted alias matches nested or flat, and `!name` (for yes/no facts) means
 * the name states the opposite. An alias is listed only where the field means exactly that fact:
 * a weight is never a score, a download count is never sales, `published_at` is not `created_at`.
 * README's "What the client accepts" table is this file in words.
 */

/**
 * Sub-objects whose name says what they hold. A fact's own names are looked for inside each too
 * (compliance sent under `regulatory`, provenance under `lineage`, the email under
 * `account.contact`), and only its own names: a value whose name means something else (downloads
 * in `stats`) is never read as the fact.
 */
const CONTAINERS = {
  compliance: ['compliance', 'regulatory', 'regulation', 'regulations', 'legal', 'governance'],
  provenance: ['provenance', 'lineage', 'source', 'sourcing', 'origin', 'data_source'],
  owner: ['user', 'profile', 'account', 'owner', 'me'],
  contact: ['contact', 'contact_info', 'contact_details'],
  plan: ['subscription', 'plan', 'billing', 'membership'],
  usage: ['usage', 'stats', 'statistics', 'metrics'],
} as const;

/** Each name inside each container (`regulatory.hipaa`), then, unless `flat` is false, each name on its own. */
function within(containers: readonly string[], names: readonly string[], flat = true): string[] {
  return [...containers.flatMap((container) => names.map((name) => `${container}.${name}`)), ...(flat ? names : [])];
}

/** Containers one level inside others: `account.contact`, `user.subscription`. */
const inside = (outer: readonly string[], inner: readonly string[]) => outer.flatMap((container) => inner.map((name) => `${container}.${name}`));

/** A dataset in a list or as a detail record (GET /v1/datasets, /v1/datasets/:id). */
export const DATASET_FIELDS = {
  id: ['id', 'uuid', 'dataset_id', 'dataset_uuid', '_id', 'identifier'],
  slug: ['slug', 'handle', 'url_slug', 'short_name'],
  title: ['title', 'name', 'dataset_title', 'dataset_name', 'display_name', 'label'],
  category: ['category.name', 'category.title', 'category.label', 'category', 'category_name', 'primary_category', 'topic', 'domain'],
  format: ['format', 'file_format', 'data_format', 'formats', 'file_formats'],
  price: [
    'price.amount',
    'price.value',
    'price.usd',
    'price',
    'price_usd',
    'pricing.price',
    'pricing.amount',
    'pricing.usd',
    'list_price',
    'cost.amount',
    'cost.value',
    'cost.usd',
    'cost',
  ],
  priceInCents: ['price_cents', 'price.cents', 'price_in_cents', 'pricing.cents'],
  currency: ['price.currency', 'currency', 'pricing.currency', 'cost.currency', 'price_currency'],
  itemCount: [
    'item_count',
    'items_count',
    'num_items',
    'number_of_items',
    'items',
    'record_count',
    'num_records',
    'records',
    'row_count',
    'rows',
    'sample_count',
    'num_samples',
    'example_count',
    'num_examples',
    'size.items',
    'stats.items',
  ],
  license: [
    'license.type',
    'license.spdx_id',
    'license.id',
    'license.code',
    'license.short_name',
    'license',
    'license_type',
    'license_id',
    'license_spdx',
    'license.name',
    'license_name',
  ],
  composite: [
    'quality.composite',
    'quality.composite_score',
    'quality.lqs',
    'quality.score',
    'quality.overall',
    'quality.value',
    'lqs.composite',
    'lqs.score',
    'lqs',
    'lqs_score',
    'lqs_composite',
    'composite',
    'composite_score',
    'quality_score',
    'overall_score',
    'quality',
  ],
  tier: [
    'quality.tier',
    'quality.tier_name',
    'quality.level',
    'quality.grade',
    'lqs.tier',
    'lqs.grade',
    'lqs.level',
    'lqs_tier',
    'quality_tier',
    'tier',
    'tier_name',
  ],
  /** What a list item's scores were computed from (files, metadata only). */
  scoreBasis: [
    'quality.basis',
    'quality.scored_from',
    'quality.scoring_basis',
    'quality.evidence.basis',
    'lqs.basis',
    'lqs.scored_from',
    'evidence.basis',
    'score_basis',
    'scored_from',
    'scoring_basis',
  ],
  hipaa: [...within(CONTAINERS.compliance, ['hipaa', 'hipaa_compliant']), 'is_hipaa_compliant'],
  gdpr: [...within(CONTAINERS.compliance, ['gdpr', 'gdpr_compliant']), 'is_gdpr_compliant'],
  /** A list of the regimes a dataset complies with, e.g. `compliance: ["HIPAA"]`: a listed one is a yes. */
  complianceList: [...CONTAINERS.compliance, 'compliance_list', ...within(CONTAINERS.compliance, ['certifications', 'compliant_with'])],
  totalSales: within(CONTAINERS.usage, ['total_sales', 'sales', 'sales_count', 'num_sales', 'purchases']),
  averageRating: [
    ...within(CONTAINERS.usage, ['avg_rating', 'average_rating', 'rating.average', 'rating.value', 'rating'], false),
    'rating.average',
    'rating.avg',
    'rating.value',
    'avg_rating',
    'average_rating',
    'rating',
  ],
  pageUrl: [
    'urls.dataset',
    'urls.page',
    'urls.web',
    'urls.html',
    'links.dataset',
    'links.page',
    'links.web',
    'links.html',
    'dataset_url',
    'page_url',
    'web_url',
    'html_url',
    'url',
  ],
  licenseUrl: ['urls.license', 'links.license', 'license_url', 'license.url', 'license.link'],
  badgeUrl: ['urls.badge', 'links.badge', 'badge_url', 'quality.badge_url', 'quality.badge', 'badge.url', 'badge'],
  createdAt: ['created_at', 'created', 'date_created', 'creation_date', 'created_on'],
  description: ['description', 'desc', 'long_description', 'summary', 'abstract', 'about'],
  tags: ['tags', 'keywords', 'topics'],
  modality: ['modality', 'modalities', 'data_modality', 'data_type'],
  languages: ['languages', 'language', 'langs'],
  sizeBytes: ['size_bytes', 'size.bytes', 'bytes', 'file_size', 'file_size_bytes', 'total_bytes', 'download_size_bytes'],
  version: ['version', 'dataset_version', 'release', 'revision'],
  // When the dataset was published: never its listing's created_at, which only says when the listing was made.
  publishedAt: ['published_at', 'published', 'date_published', 'publication_date', 'published_on', 'released_at', 'release_date'],
  updatedAt: ['updated_at', 'updated', 'modified_at', 'last_modified', 'last_updated', 'date_modified', 'updated_on'],
  sampleUrl: ['sample_url', 'sample.url', 'samples_url', 'preview_url', 'preview.url', 'urls.sample', 'links.sample', 'sample', 'preview'],
  seller: [...within(CONTAINERS.provenance, ['seller', 'vendor', 'provider', 'publisher'], false), 'seller', 'vendor', 'provider', 'publisher', 'owner'],
} as const;

/** A seller, inside `seller` (or vendor/provider/…) or flat beside the dataset's fields. */
export const SELLER_FIELDS = {
  id: ['id', 'seller_id', 'uuid'],
  name: ['name', 'display_name', 'title', 'seller_name', 'company'],
  verified: ['verified', 'is_verified', 'verified_seller'],
} as const;
export const FLAT_SELLER_FIELDS = {
  id: ['seller_id', 'vendor_id', 'provider_id', 'publisher_id'],
  name: ['seller_name', 'vendor_name', 'provider_name', 'publisher_name'],
  verified: ['seller_verified', 'verified_seller', 'vendor_verified'],
} as const;

/** The list envelope of GET /v1/datasets. */
export const LIST_FIELDS = {
  items: ['data', 'items', 'results', 'datasets', 'records', 'hits', 'data.items', 'data.results', 'data.datasets'],
  total: [
    'meta.total',
    'meta.total_count',
    'meta.count',
    'pagination.total',
    'pagination.total_count',
    'page_info.total',
    'paging.total',
    'total',
    'total_count',
    'total_results',
    'count',
    'hits_total',
  ],
  page: ['meta.page', 'meta.current_page', 'pagination.page', 'pagination.current_page', 'page_info.page', 'paging.page', 'page', 'current_page'],
  perPage: [
    'meta.per_page',
    'meta.page_size',
    'meta.limit',
    'pagination.per_page',
    'pagination.page_size',
    'pagination.limit',
    'page_info.per_page',
    'paging.per_page',
    'per_page',
    'page_size',
    'limit',
  ],
  /** A link to the next page: present means more, `null` means none. */
  nextLink: ['links.next', 'meta.next', 'pagination.next', 'pagination.next_page', 'next', 'next_page', 'next_url', 'next_cursor'],
  hasMore: [
    'meta.has_more',
    'meta.has_next',
    'meta.has_next_page',
    'pagination.has_more',
    'pagination.has_next',
    'pagination.has_next_page',
    'page_info.has_next_page',
    'paging.has_more',
    'has_more',
    'has_next',
    'has_next_page',
    'more',
  ],
  /** How the datasets match the search's words (docs/api.md, `meta.match`). */
  match: ['meta.match', 'meta.search_match', 'search.match', 'match', 'search_match'],
  /** The search as corrected before it ran (docs/api.md, `meta.query_correction`). */
  correction: ['meta.query_correction', 'meta.spelling_correction', 'meta.did_you_mean', 'query_correction'],
} as const;

/** The parts of a list's `query_correction`. */
export const QUERY_CORRECTION_FIELDS = {
  original: ['original', 'query', 'typed'],
  corrected: ['corrected', 'corrected_query', 'suggestion'],
  words: ['words', 'corrections'],
  from: ['from', 'original', 'typed'],
  to: ['to', 'corrected', 'suggestion'],
} as const;

/** The parts of a list's `match`. */
export const SEARCH_MATCH_FIELDS = {
  kind: ['kind', 'type'],
  words: ['words', 'query_words', 'terms'],
  missing: ['missing', 'missing_words', 'missing_terms'],
  notFound: ['not_found', 'not_found_words', 'unmatched', 'unmatched_words'],
} as const;

/** Wrappers some services put one record in: `{"data": {...}}`, `{"dataset": {...}}`. */
export const RECORD_WRAPPERS = ['data', 'dataset', 'record', 'result', 'item', 'quality', 'license', 'profile', 'account', 'user'] as const;

/** Names of a score's interval (`[low, high]`, `{lower, upper}`, `"79.5–83.9"`) and of its margin (`± 3.1`). */
const INTERVAL = ['interval', 'ci', 'ci95', 'ci_95', 'confidence_interval', 'interval_95', 'credible_interval'];
const MARGIN = ['margin', 'margin_of_error', 'moe', 'plus_minus', '±', 'half_width', 'error_margin'];
/** Where a record keeps the evidence behind its scores. */
const EVIDENCE = ['evidence', 'scoring', 'confidence', 'uncertainty', 'methodology'];
/** Where the composite and trainability sit beside their evidence. */
const SCORE_HOLDERS = ['lqs', 'summary', 'scores', ...EVIDENCE];
/** The composite's names that its evidence may be named after (`overall_score_ci`). */
const COMPOSITE_NAMES = ['composite', 'composite_score', 'lqs', 'lqs_score', 'score', 'overall', 'overall_score', 'quality_score'];
/** `composite_ci`, `lqs.composite_margin`, `composite.ci`: a score's evidence named after it, flat or in a holder. */
const evidenceOf = (score: readonly string[], names: readonly string[]) => {
  const prefixed = score.flatMap((prefix) => names.map((name) => `${prefix}_${name}`));
  return [...within(score, names, false), ...within(SCORE_HOLDERS, prefixed)];
};

/** The quality record (GET /v1/datasets/:id/quality), LQS 3.0. */
export const QUALITY_FIELDS = {
  datasetId: ['dataset_id', 'dataset.id', 'id'],
  lqsVersion: ['lqs_version', 'lqs.version', 'methodology_version', 'scoring_version', 'scheme_version', 'version'],
  composite: [
    'composite',
    'composite_score',
    'lqs.composite',
    'lqs.score',
    'lqs',
    'lqs_score',
    'scores.composite',
    'scores.overall',
    'summary.composite',
    'summary.score',
    'overall',
    'overall_score',
    'total_score',
    'quality_score',
    'score',
    'composite.value',
    'composite.score',
  ],
  tier: ['tier', 'tier_name', 'lqs.tier', 'lqs.grade', 'lqs.level', 'lqs_tier', 'scores.tier', 'summary.tier', 'level', 'grade'],
  trainability: [
    'trainability',
    'trainability_score',
    'lqs.trainability',
    'scores.trainability',
    'summary.trainability',
    'training_readiness',
    'trainability.value',
    'trainability.score',
  ],
  badgeUrl: ['badge_url', 'badge.url', 'urls.badge', 'links.badge', 'badge_svg', 'badge'],
  scoredAt: ['scored_at', 'evaluated_at', 'assessed_at', 'computed_at', 'last_scored_at', 'scored_on', 'updated_at'],
  /** Collections of pillars: entries are objects, or numbers whose meaning the name may say. */
  pillars: ['pillars', 'lqs.pillars', 'scores.pillars', 'breakdown.pillars'],
  pillarScores: ['pillar_scores', 'scores.pillar_scores', 'lqs.pillar_scores'],
  pillarWeights: ['pillar_weights', 'weights.pillars', 'lqs.pillar_weights'],
  dimensions: ['dimensions', 'lqs.dimensions', 'scores.dimensions', 'breakdown.dimensions', 'metrics', 'criteria'],
  dimensionScores: ['dimension_scores', 'scores.dimension_scores', 'lqs.dimension_scores'],
  dimensionWeights: ['dimension_weights', 'weights.dimensions', 'lqs.dimension_weights'],
  /**
   * A scale the record declares for one group of scores (a number, `"0-1"`, `[0, 100]`,
   * `"percent"`): each is read for its own group only. An unnamed `scale` is the composite's.
   */
  compositeScale: ['composite_scale', 'composite_max', 'lqs.scale', 'lqs.max_score', 'scales.composite', 'score_scale', 'scale', 'max_score', 'out_of'],
  trainabilityScale: ['trainability_scale', 'trainability_max', 'lqs.trainability_scale', 'scales.trainability'],
  pillarScale: ['pillar_scale', 'pillars_scale', 'pillar_score_scale', 'scales.pillars', 'scales.pillar'],
  dimensionScale: ['dimension_scale', 'dimensions_scale', 'dimension_score_scale', 'scales.dimensions', 'scales.dimension'],
  /**
   * The composite's interval and margin: named after it, in its holder (`lqs.ci`), or unnamed at
   * the top of the record or in its evidence (`ci`, `evidence.interval`): a record's headline score.
   */
  compositeInterval: [...evidenceOf(COMPOSITE_NAMES, INTERVAL), ...within(SCORE_HOLDERS, INTERVAL)],
  compositeMargin: [...evidenceOf(COMPOSITE_NAMES, MARGIN), ...within(SCORE_HOLDERS, MARGIN)],
  trainabilityInterval: evidenceOf(['trainability'], INTERVAL),
  trainabilityMargin: evidenceOf(['trainability'], MARGIN),
  /** The lowest composite of each tier: `{gold: 75, …}` or `[{tier, min}]`. */
  tierThresholds: [
    'tier_thresholds',
    'tier_cutoffs',
    'tier_minimums',
    'tiers',
    'thresholds',
    'lqs.tiers',
    'lqs.tier_thresholds',
    'methodology.tiers',
    'scheme.tiers',
  ],
  /** How the record's scores were obtained, as a whole. */
  evidence: {
    /** Names that can only mean the basis: another word there is kept as sent. */
    basis: within(EVIDENCE, ['basis', 'scored_from', 'scoring_basis', 'evidence_basis']),
    /** Names that may mean other things (`method: "Wilson"`): only a basis word the app knows counts. */
    basisIfKnownWord: within(EVIDENCE, ['method', 'scoring_method', 'source', 'scored_on'], false),
    sampleSize: [...within(EVIDENCE, ['sample_size', 'items_sampled', 'sampled_items', 'n_sampled', 'sample_n']), ...within(EVIDENCE, ['n'], false)],
    confidenceLevel: [...within(EVIDENCE, ['confidence_level', 'ci_level', 'interval_level']), ...within(EVIDENCE, ['level'], false)],
    intervalMethod: within(EVIDENCE, ['interval_method', 'ci_method', 'interval_type']),
  },
} as const;

/** One pillar or dimension. */
export const SCORE_ENTRY_FIELDS = {
  key: ['key', 'id', 'slug', 'code', 'name'],
  label: ['label', 'name', 'title', 'display_name'],
  score: ['score', 'value', 'points', 'rating', 'score.value', 'score.point', 'score.estimate'],
  weight: ['weight', 'weighting', 'w', 'share'],
  /** The scale of this entry's own score (`"max": 5`). */
  scale: ['scale', 'max', 'max_score', 'out_of', 'scale_max', 'unit'],
  /** The evidence of this entry's score, beside it, inside it (`score.ci`) or in an evidence object. */
  interval: [...INTERVAL, ...within(['score', ...EVIDENCE], INTERVAL, false), ...INTERVAL.map((name) => `score_${name}`)],
  margin: [...MARGIN, ...within(['score', ...EVIDENCE], MARGIN, false), ...MARGIN.map((name) => `score_${name}`)],
  basis: within(EVIDENCE, ['basis', 'scored_from', 'scoring_basis']),
  basisIfKnownWord: within(EVIDENCE, ['method', 'scoring_method', 'source']),
  sampleSize: within(EVIDENCE, ['sample_size', 'items_sampled', 'sampled_items', 'n_sampled', 'sample_n', 'n']),
  pillar: ['pillar', 'pillar_key', 'pillar_id', 'pillar_name', 'group', 'parent'],
  dimensions: ['dimensions', 'metrics', 'criteria', 'children'],
  /** What it measures, in the marketplace's words. */
  description: ['description', 'definition', 'measures', 'what_it_measures', 'explanation', 'about', 'help_text'],
} as const;

/** One tier's threshold in a list of them. */
export const TIER_THRESHOLD_FIELDS = {
  tier: ['tier', 'name', 'label', 'grade', 'level'],
  min: ['min', 'minimum', 'min_score', 'from', 'threshold', 'cutoff', 'lower_bound', 'at_least'],
} as const;

/** Permissions: what the buyer may do. Used in licence records and in combined terms. */
export const PERMISSION_FIELDS = {
  commercialUse: ['commercial_use', 'commercial', 'commercial_usage', 'allows_commercial_use', '!non_commercial', '!noncommercial_only'],
  modelTraining: ['model_training', 'training', 'ml_training', 'ai_training', 'allows_training', 'machine_learning'],
  derivatives: ['derivatives', 'derivative_works', 'derivative', 'modifications', 'modification', 'adaptations', 'allows_derivatives', '!no_derivatives'],
  redistribution: ['redistribution', 'redistribute', 'distribution', 'allows_redistribution', '!no_redistribution'],
} as const;

/** Obligations: what the buyer must do. Read as required / not required, never as allowed. */
export const OBLIGATION_FIELDS = {
  attribution: ['attribution_required', 'requires_attribution', 'attribution', 'credit_required', 'by'],
  shareAlike: ['share_alike', 'sharealike', 'share_alike_required', 'requires_share_alike', 'copyleft', 'sa'],
} as const;

/** Where permissions and obligations sit in a licence record or combined terms. */
export const TERMS_CONTAINERS = {
  permissions: ['permissions', 'rights', 'terms', 'grants', 'permitted', 'allowed'],
  obligations: ['obligations', 'conditions', 'requirements', 'duties'],
  /** A list of what the licence forbids, e.g. `["commercial-use"]`. */
  prohibitions: ['prohibitions', 'restrictions', 'limitations', 'forbidden', 'not_permitted'],
} as const;

/** Words in permission/obligation lists (e.g. `permissions: ["commercial-use"]`), by the fact they name. */
export const TERM_LIST_WORDS = {
  commercialUse: ['commercial use', 'commercial', 'commercial usage'],
  modelTraining: ['model training', 'training', 'ml training', 'ai training'],
  derivatives: ['derivatives', 'derivative works', 'modifications', 'modify', 'adaptations'],
  redistribution: ['redistribution', 'redistribute', 'distribution', 'distribute'],
  attribution: ['attribution', 'attribution required', 'credit', 'include copyright', 'by'],
  shareAlike: ['share alike', 'sharealike', 'same license', 'copyleft', 'sa'],
} as const;

/** The licence record (GET /v1/datasets/:id/license). */
export const LICENSE_FIELDS = {
  datasetId: ['dataset_id', 'dataset.id', 'id'],
  type: ['license.type', 'license.id', 'license.code', 'license.short_name', 'license', 'license_type', 'license_id', 'type'],
  name: ['license.name', 'license.title', 'license.full_name', 'license.label', 'license_name', 'license_title', 'name', 'title'],
  spdxId: ['license.spdx_id', 'license.spdx', 'spdx_id', 'spdx', 'license_spdx'],
  url: ['license.url', 'license.link', 'license.href', 'license_url', 'urls.license', 'links.license', 'url'],
  hipaa: within(CONTAINERS.compliance, ['hipaa', 'hipaa_compliant']),
  gdpr: within(CONTAINERS.compliance, ['gdpr', 'gdpr_compliant']),
  pii: within(CONTAINERS.compliance, ['pii', 'pii_level', 'personal_data']),
  containsPii: within(CONTAINERS.compliance, ['contains_pii', 'has_pii']),
  consentDocumented: within(CONTAINERS.compliance, ['consent_documented', 'consent_obtained', 'consent']),
  dataResidency: within(CONTAINERS.compliance, ['data_residency', 'residency', 'data_location']),
  source: within(CONTAINERS.provenance, ['source', 'origin']),
  collectionMethod: [...within(CONTAINERS.provenance, ['collection_method', 'method'], false), 'collection_method', 'collection.method'],
  collectedFrom: within(CONTAINERS.provenance, ['collected_from', 'collection_period.from', 'collection_period.start', 'collection_start']),
  collectedTo: within(CONTAINERS.provenance, ['collected_to', 'collection_period.to', 'collection_period.end', 'collection_end']),
  seller: within(CONTAINERS.provenance, ['seller', 'vendor', 'provider']),
  upstream: [
    ...within(CONTAINERS.provenance, ['upstream', 'sources', 'upstream_sources', 'derived_from'], false),
    'upstream',
    'upstream_sources',
    'derived_from',
  ],
} as const;

export const UPSTREAM_FIELDS = {
  name: ['name', 'title', 'source', 'dataset'],
  license: ['license.type', 'license.name', 'license', 'license_type', 'license_name'],
} as const;

/** GET /v1/categories. */
export const CATEGORY_FIELDS = {
  list: ['data', 'categories', 'items', 'results', 'data.categories', 'data.items'],
  name: ['name', 'title', 'label', 'category', 'display_name'],
  slug: ['slug', 'key', 'code', 'id'],
  count: ['count', 'dataset_count', 'datasets_count', 'num_datasets', 'datasets', 'total', 'n'],
} as const;

/** POST /v1/licenses/compatibility. */
export const COMPATIBILITY_FIELDS = {
  verdict: ['verdict', 'result.verdict', 'summary.verdict', 'assessment.verdict', 'outcome', 'decision', 'compatibility', 'compatibility_verdict'],
  /** Names that may also hold an envelope's status ("success"): only a verdict word the app knows counts there. */
  verdictIfKnownWord: ['status', 'result', 'result.status', 'summary.status'],
  /** A yes/no in place of a verdict word. */
  compatibleFlag: ['compatible', 'is_compatible', 'result.compatible', 'summary.compatible'],
  useCase: ['use_case', 'usecase', 'use', 'intended_use', 'purpose', 'request.use_case'],
  datasets: ['datasets', 'results', 'per_dataset', 'dataset_results', 'breakdown', 'assessments', 'details', 'items', 'licenses'],
  terms: ['combined_terms', 'terms', 'combined', 'combined_license', 'license_terms', 'summary.terms'],
  mostRestrictiveLicense: ['most_restrictive_license', 'most_restrictive', 'strictest_license', 'governing_license', 'most_restrictive_licence'],
  /** For each term, the datasets that set it (see read-term-sources.ts). */
  termSources: ['term_sources', 'sources', 'restricted_by', 'set_by', 'imposed_by', 'term_datasets'],
  obligations: ['obligations', 'requirements', 'conditions', 'duties'],
  conflicts: ['conflicts', 'incompatibilities', 'issues', 'problems', 'blockers'],
} as const;

export const FINDING_FIELDS = {
  ref: ['id', 'dataset_id', 'dataset', 'slug', 'ref'],
  title: ['title', 'name', 'dataset_title', 'dataset_name'],
  license: ['license.type', 'license.name', 'license', 'license_type', 'license_name'],
  allowed: ['allowed', 'permitted', 'compatible', 'is_allowed', 'cleared'],
  /** A verdict word for one dataset, in place of a yes/no (only words the app knows count). */
  verdict: ['verdict', 'outcome', 'decision', 'status', 'result'],
  conditions: ['conditions', 'obligations', 'requirements'],
  reasons: ['reasons', 'reason', 'notes', 'explanation', 'why', 'messages'],
} as const;

export const CONFLICT_FIELDS = {
  datasetRefs: ['dataset_ids', 'datasets', 'ids', 'between', 'dataset_refs'],
  reason: ['reason', 'message', 'description', 'detail', 'explanation'],
  blocking: ['blocking', 'blocks', 'is_blocking'],
  /** A severity word in place of a yes/no: see SEVERITY_WORDS. */
  severity: ['severity', 'level'],
} as const;

/** Each name flat, then inside each of `containers` (`user.email`, `profile.email_address`, …). */
function flatOrWithin(containers: readonly string[], names: readonly string[]): string[] {
  return [...names, ...within(containers, names, false)];
}

/** Where a person's facts sit: the owner, its contact details, and the contact details inside the owner (`account.contact.email`). */
const PERSON = [...CONTAINERS.owner, ...CONTAINERS.contact, ...inside(CONTAINERS.owner, CONTAINERS.contact)];
/** Where the plan and the quota sit: in a subscription or plan, the owner's too (`user.subscription`). */
const SUBSCRIPTION = [...CONTAINERS.plan, ...inside(CONTAINERS.owner, CONTAINERS.plan)];
const PLAN = [...SUBSCRIPTION, ...CONTAINERS.owner];
const QUOTA_LIMIT = [
  'quota.limit',
  'quota.daily_limit',
  'quota.daily',
  'quota.total',
  'limits.daily',
  'limits.requests_per_day',
  'daily_quota',
  'daily_limit',
  'rate_limit.limit',
];
const QUOTA_USED = ['quota.used', 'quota.used_today', 'quota.consumed'];
const QUOTA_REMAINING = ['quota.remaining', 'quota.left', 'rate_limit.remaining', 'remaining_today', 'requests_remaining'];
const QUOTA_RESETS_AT = ['quota.resets_at', 'quota.reset_at', 'quota.reset', 'quota.resets', 'rate_limit.reset', 'resets_at', 'reset_at'];

/** GET /v1/me. */
export const ACCOUNT_FIELDS = {
  id: flatOrWithin(CONTAINERS.owner, ['id', 'user_id', 'account_id']),
  name: flatOrWithin(PERSON, ['name', 'full_name', 'display_name']),
  username: flatOrWithin(PERSON, ['username', 'user_name', 'login', 'handle']),
  email: flatOrWithin(PERSON, ['email', 'email_address']),
  // A subscription's `name` is its plan; an owner's `name` is a person's.
  plan: [
    'tier',
    'plan',
    'account_type',
    ...within(SUBSCRIPTION, ['tier', 'plan', 'name', 'level'], false),
    ...within(CONTAINERS.owner, ['tier', 'plan'], false),
  ],
  activeListings: ['active_listings', 'listings.active', 'seller.active_listings', 'active_listing_count', 'listing_count'],
  quotaLimit: flatOrWithin(PLAN, QUOTA_LIMIT),
  quotaUsed: flatOrWithin(PLAN, QUOTA_USED),
  quotaRemaining: flatOrWithin(PLAN, QUOTA_REMAINING),
  quotaResetsAt: flatOrWithin(PLAN, QUOTA_RESETS_AT),
  requestsToday: [...within(CONTAINERS.usage, ['requests_today', 'today', 'today.requests'], false), 'requests_today', 'usage_today'],
  requestsAllTime: [
    ...within(CONTAINERS.usage, ['requests_all_time', 'all_time', 'total', 'lifetime', 'total_requests'], false),
    'requests_all_time',
    'total_requests',
    'requests_total',
  ],
  activeKeys: [...within(CONTAINERS.usage, ['active_keys', 'keys_active'], false), 'active_keys', 'keys_active', 'api_keys.active'],
  keys: [...within(CONTAINERS.usage, ['keys', 'api_keys', 'credentials'], false), 'keys', 'api_keys', 'credentials'],
  daily: [...within(CONTAINERS.usage, ['daily', 'history', 'by_day', 'days'], false), 'daily', 'history', 'daily_usage'],
} as const;

export const KEY_FIELDS = {
  id: ['id', 'key_id', 'uuid'],
  label: ['name', 'label', 'title', 'key_name'],
  prefix: ['prefix', 'key_prefix', 'masked', 'masked_key', 'hint', 'preview'],
  scopes: ['scopes', 'scope', 'permissions'],
  requestsToday: ['requests_today', 'usage.requests_today', 'usage.today', 'today'],
  requestsAllTime: ['requests_all_time', 'usage.requests_all_time', 'usage.all_time', 'usage.total', 'all_time', 'total_requests'],
  lastUsedAt: ['last_used_at', 'last_used', 'last_used_on', 'last_seen_at', 'last_seen', 'last_request_at', 'used_at'],
  createdAt: ['created_at', 'created', 'created_on', 'issued_at'],
} as const;

export const DAY_FIELDS = {
  date: ['date', 'day'],
  requests: ['requests', 'count', 'total', 'value', 'calls'],
} as const;
