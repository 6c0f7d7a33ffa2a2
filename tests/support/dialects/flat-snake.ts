/**
 * "flat-snake": a Python-first API. Flat snake_case records (`quality_score`, `seller_name`),
 * yes/no words for flags, epoch seconds for dates, tags as one comma-separated text, licence
 * terms as lists of words (`permissions: ["commercial-use"]`, `conditions: ["attribution"]`,
 * `limitations: [...]`), quality dimensions as a bare `{name: score}` map with no pillar named,
 * the composite's interval as text ("79.5–83.9") and trainability's as a margin,
 * categories as a bare list of names, compatibility as a decision word with the per-dataset
 * breakdown keyed by id, `{"detail": "…"}` errors (plain text for 5xx), `RateLimit-*` draft
 * headers with the reset as seconds until.
 */
import type { LicensePermissions } from '../../../shared/wire/api-types';
import { marginOf, type Dialect } from './dialect';

const yesNo = (value: boolean) => (value ? 'yes' : 'no');
const epochSeconds = (iso: string) => Math.floor(Date.parse(iso) / 1000);
const DECISION = { compatible: 'allowed', conditional: 'allowed with conditions', incompatible: 'denied' } as const;

const PERMISSION_WORDS: Array<[keyof LicensePermissions, string]> = [
  ['commercial_use', 'commercial-use'],
  ['model_training', 'model-training'],
  ['derivatives', 'derivatives'],
  ['redistribution', 'redistribution'],
];

function termLists(permissions: LicensePermissions) {
  return {
    permissions: PERMISSION_WORDS.filter(([key]) => permissions[key]).map(([, word]) => word),
    limitations: PERMISSION_WORDS.filter(([key]) => !permissions[key]).map(([, word]) => word),
    conditions: [...(permissions.attribution_required ? ['attribution'] : []), ...(permissions.share_alike ? ['share-alike'] : [])],
  };
}

function item(source: Parameters<Dialect['list']>[0]['data'][number]) {
  return {
    dataset_id: source.id,
    slug: source.slug,
    title: source.title,
    category_name: source.category,
    file_format: source.format,
    price_usd: source.price,
    num_items: String(source.item_count),
    license_name: source.license,
    quality_score: String(source.quality.composite),
    quality_tier: source.quality.tier === null ? null : `tier ${source.quality.tier}`,
    hipaa_compliant: yesNo(source.compliance.hipaa),
    gdpr_compliant: yesNo(source.compliance.gdpr),
    sales_count: source.stats.total_sales,
    average_rating: source.stats.avg_rating,
    dataset_url: source.urls.dataset,
    license_url: source.urls.license,
    badge_url: source.urls.badge,
    created: epochSeconds(source.created_at),
  };
}

export const flatSnake: Dialect = {
  name: 'flat-snake',
  description: 'flat snake_case, yes/no words, epoch dates, term lists, dimension maps without pillars, a bare category list, decision words',
  list: (list) => ({
    results: list.data.map(item),
    count: list.meta.total,
    next: list.meta.has_more ? `/v1/datasets?page=${list.meta.page + 1}` : null,
  }),
  detail: (detail) => ({
    ...item(detail),
    desc: detail.description,
    keywords: detail.tags.join(', '),
    modality: detail.modality,
    language: detail.languages,
    file_size_bytes: detail.size_bytes,
    release: detail.version,
    last_modified: epochSeconds(detail.updated_at),
    seller_id: detail.seller.id,
    seller_name: detail.seller.name,
    seller_verified: yesNo(detail.seller.verified),
    sample_url: detail.sample_url,
  }),
  quality: (record) => ({
    dataset_id: record.dataset_id,
    overall_score: record.composite,
    overall_score_ci: record.composite_interval && `${record.composite_interval.low}–${record.composite_interval.high}`,
    tier: record.tier === null ? null : `LQS ${record.tier}`,
    trainability_score: record.trainability,
    trainability_margin: marginOf(record.trainability, record.trainability_interval),
    scoring_basis: record.evidence?.basis,
    sample_size: record.evidence?.sample_size,
    scoring_version: record.lqs_version,
    badge_svg: record.badge_url,
    evaluated_at: record.scored_at,
    pillar_weights: Object.fromEntries(record.pillars.map((pillar) => [pillar.key, pillar.weight])),
    dimension_scores: Object.fromEntries(record.dimensions.map((dimension) => [dimension.key, dimension.score])),
  }),
  license: (record) => ({
    dataset_id: record.dataset_id,
    license_type: record.license.type,
    license_name: record.license.name,
    spdx: record.license.spdx_id,
    license_url: record.license.url,
    ...termLists(record.permissions),
    hipaa: yesNo(record.compliance.hipaa),
    gdpr: yesNo(record.compliance.gdpr),
    pii_level: record.compliance.pii,
    consent_documented: yesNo(record.compliance.consent_documented),
    residency: record.compliance.data_residency,
    source: record.provenance.source,
    collection_method: record.provenance.collection_method,
    collection_start: record.provenance.collected_from,
    collection_end: record.provenance.collected_to,
    seller_name: record.provenance.seller.name,
    seller_verified: yesNo(record.provenance.seller.verified),
    upstream_sources: record.provenance.upstream.map((upstream) => ({ source: upstream.name, license_type: upstream.license })),
  }),
  categories: (list) => list.data.map((category) => category.name),
  compatibility: (result) => ({
    status: 'success',
    decision: DECISION[result.verdict],
    purpose: result.use_case,
    per_dataset: Object.fromEntries(
      result.datasets.map((dataset) => [
        dataset.id,
        {
          dataset_title: dataset.title,
          license_type: dataset.license,
          permitted: yesNo(dataset.allowed),
          requirements: dataset.conditions,
          notes: dataset.reasons.join(' ') || undefined,
        },
      ]),
    ),
    combined: {
      commercial_use: yesNo(result.combined_terms.commercial_use),
      model_training: yesNo(result.combined_terms.model_training),
      derivatives: yesNo(result.combined_terms.derivatives),
      redistribution: yesNo(result.combined_terms.redistribution),
      attribution_required: yesNo(result.combined_terms.attribution_required),
      share_alike: yesNo(result.combined_terms.share_alike),
      most_restrictive: result.combined_terms.most_restrictive_license,
      obligations: result.combined_terms.obligations,
    },
    conflicts: result.conflicts.map((conflict) => ({ dataset_ids: conflict.dataset_ids, explanation: conflict.reason })),
  }),
  account: (profile) => ({
    account_id: profile.id,
    full_name: profile.name,
    email: profile.email,
    account_type: profile.tier,
    listing_count: profile.active_listings,
    daily_limit: profile.quota.limit,
    requests_remaining: profile.quota.remaining,
    reset_at: epochSeconds(profile.quota.resets_at),
    requests_today: profile.usage.requests_today,
    total_requests: profile.usage.requests_all_time,
    active_keys: profile.usage.active_keys,
    keys: Object.fromEntries(
      profile.usage.keys.map((key) => [
        key.name,
        {
          key_id: key.id,
          prefix: key.prefix,
          scope: key.scopes.join(','),
          requests_today: key.requests_today,
          total_requests: key.requests_all_time,
          last_seen: key.last_used_at === null ? null : epochSeconds(key.last_used_at),
          created: epochSeconds(key.created_at),
        },
      ]),
    ),
    daily_usage: profile.usage.daily.map((day) => ({ day: day.date, count: day.requests })),
  }),
  error: (status, body) =>
    status >= 500
      ? { contentType: 'text/plain', body: `${status} ${body.error.message}` }
      : { contentType: 'application/json', body: JSON.stringify({ detail: body.error.message }) },
  rateLimitHeaders: (decided, now) => {
    const headers: Record<string, string> = {};
    if (decided.limit !== null) headers['RateLimit-Limit'] = decided.limit;
    if (decided.remaining !== null) headers['RateLimit-Remaining'] = decided.remaining;
    if (decided.reset !== null) headers['RateLimit-Reset'] = String(Math.max(0, Number(decided.reset) - Math.floor(now.getTime() / 1000)));
    if (decided.retryAfter !== null) headers['Retry-After'] = decided.retryAfter;
    return headers;
  },
};
