/**
 * "camel-nested": a JavaScript-first API. camelCase everywhere, records nested in objects
 * (`lqs`, `pricing`, `links`), numbers as text, tiers in capitals, categories as a
 * `{name: count}` map, quality pillars sent as bare weights beside their scores, licence terms
 * as words ("allowed", "not required"), score intervals as `{lower, upper}` or `ci95` pairs and what a
 * score came from as its `source`, compatibility without a per-dataset breakdown (but with the
 * datasets behind each combined term, `restrictedBy`), how a search matched its words as
 * `searchMatch` (`allButOne`, `missingWords`), errors
 * as `{message, code}`, `X-RateLimit-Reset` as an ISO date and `Retry-After` as an HTTP date.
 */
import type { LicensePermissions } from '../../../shared/wire/api-types';
import { epochSecondsToIso, json, type Dialect } from './dialect';

const allowed = (value: boolean) => (value ? 'allowed' : 'not allowed');
const required = (value: boolean) => (value ? 'required' : 'not required');
const VERDICT = { compatible: 'Compatible', conditional: 'Compatible with conditions', incompatible: 'Not Compatible' } as const;

function terms(permissions: LicensePermissions) {
  return {
    commercial: allowed(permissions.commercial_use),
    training: allowed(permissions.model_training),
    modifications: allowed(permissions.derivatives),
    distribution: allowed(permissions.redistribution),
  };
}

function item(source: DatasetListItemLike) {
  return {
    id: source.id,
    handle: source.slug,
    name: source.title,
    category: { name: source.category, slug: source.category.toLowerCase().replace(/[^a-z0-9]+/g, '-') },
    fileFormat: source.format,
    pricing: { amount: String(source.price), currency: 'USD' },
    records: String(source.item_count),
    licenseType: source.license,
    lqs: { score: source.quality.composite, grade: source.quality.tier?.toUpperCase() ?? null },
    compliance: [...(source.compliance.hipaa ? ['HIPAA'] : []), ...(source.compliance.gdpr ? ['GDPR'] : [])],
    stats: { sales: source.stats.total_sales, rating: { average: source.stats.avg_rating } },
    links: { web: source.urls.dataset, license: source.urls.license, badge: source.urls.badge },
    createdAt: source.created_at,
  };
}
type DatasetListItemLike = Parameters<Dialect['list']>[0]['data'][number];

export const camelNested: Dialect = {
  name: 'camel-nested',
  description: 'camelCase, nested records, numbers as text, maps for lists, words for terms, no per-dataset compatibility answer',
  list: (list) => ({
    items: list.data.map(item),
    pagination: { totalCount: list.meta.total, currentPage: list.meta.page, pageSize: list.meta.per_page, hasNextPage: list.meta.has_more },
    ...(list.meta.match && {
      searchMatch: {
        type: list.meta.match.kind === 'all_words' ? 'allWords' : 'allButOne',
        queryWords: list.meta.match.words,
        missingWords: list.meta.match.missing,
        unmatchedWords: list.meta.match.not_found,
      },
    }),
  }),
  detail: (detail) => ({
    data: {
      ...item(detail),
      summary: detail.description,
      keywords: detail.tags,
      dataModality: detail.modality,
      languages: detail.languages,
      size: { bytes: detail.size_bytes },
      release: detail.version,
      lastModified: detail.updated_at,
      vendor: { id: detail.seller.id, displayName: detail.seller.name, isVerified: detail.seller.verified },
      preview: detail.sample_url === null ? null : { url: detail.sample_url },
    },
  }),
  quality: (record) => ({
    datasetId: record.dataset_id,
    lqs: {
      composite: record.composite,
      tier: record.tier?.toUpperCase() ?? null,
      version: record.lqs_version,
      trainability: record.trainability,
      confidenceInterval: record.composite_interval && { lower: record.composite_interval.low, upper: record.composite_interval.high },
      trainabilityCi: record.trainability_interval && [record.trainability_interval.low, record.trainability_interval.high],
    },
    evidence: record.evidence && {
      scoredFrom: record.evidence.basis,
      itemsSampled: record.evidence.sample_size,
      confidenceLevel: `${record.evidence.confidence_level * 100}%`,
    },
    badge: { url: record.badge_url },
    scoredAt: record.scored_at,
    // Weights alone, as a bare map: they must never be read as scores.
    pillars: Object.fromEntries(record.pillars.map((pillar) => [pillar.key, pillar.weight])),
    pillarScores: Object.fromEntries(record.pillars.map((pillar) => [pillar.key, pillar.score])),
    metrics: record.dimensions.map((dimension) => ({
      id: dimension.key,
      title: dimension.label,
      pillarId: dimension.pillar,
      value: String(dimension.score),
      weighting: Math.round(dimension.weight * 100 * 10_000) / 10_000,
      ci95: dimension.interval && [dimension.interval.low, dimension.interval.high],
      source: dimension.basis,
    })),
  }),
  license: (record) => ({
    datasetId: record.dataset_id,
    license: { id: record.license.type, title: record.license.name, spdx: record.license.spdx_id, link: record.license.url },
    terms: terms(record.permissions),
    obligations: { attribution: required(record.permissions.attribution_required), shareAlike: required(record.permissions.share_alike) },
    compliance: {
      hipaaCompliant: record.compliance.hipaa,
      gdprCompliant: record.compliance.gdpr,
      personalData: record.compliance.pii === 'contains_pii' ? 'contains personal data' : record.compliance.pii === 'deidentified' ? 'de-identified' : 'none',
      consentObtained: record.compliance.consent_documented ? 'yes' : 'no',
      dataLocation: record.compliance.data_residency,
    },
    provenance: {
      origin: record.provenance.source,
      method: record.provenance.collection_method,
      collectionPeriod: { start: record.provenance.collected_from, end: record.provenance.collected_to },
      vendor: { displayName: record.provenance.seller.name, isVerified: record.provenance.seller.verified },
      derivedFrom: record.provenance.upstream.map((upstream) => ({ title: upstream.name, licenseName: upstream.license })),
    },
  }),
  categories: (list) => ({ categories: Object.fromEntries(list.data.map((category) => [category.name, category.count])) }),
  compatibility: (result) => ({
    result: {
      outcome: VERDICT[result.verdict],
      intendedUse: result.use_case.replace(/_/g, ' '),
      terms: {
        ...terms(result.combined_terms),
        attribution: required(result.combined_terms.attribution_required),
        shareAlike: required(result.combined_terms.share_alike),
        strictestLicense: result.combined_terms.most_restrictive_license,
        restrictedBy: {
          commercial: result.combined_terms.term_sources.commercial_use,
          training: result.combined_terms.term_sources.model_training,
          modifications: result.combined_terms.term_sources.derivatives,
          distribution: result.combined_terms.term_sources.redistribution,
          attribution: result.combined_terms.term_sources.attribution_required,
          shareAlike: result.combined_terms.term_sources.share_alike,
        },
      },
      requirements: result.combined_terms.obligations,
      issues: result.conflicts.map((conflict) => ({
        between: conflict.dataset_ids,
        message: conflict.reason,
        severity: conflict.blocking ? 'error' : 'warning',
      })),
    },
  }),
  account: (profile) => ({
    user: { id: profile.id, displayName: profile.name, emailAddress: profile.email },
    plan: { name: profile.tier === 'pro' ? 'Pro' : 'Free' },
    listings: { active: profile.active_listings },
    quota: { dailyLimit: profile.quota.limit, used: profile.quota.used, left: profile.quota.remaining, resetAt: profile.quota.resets_at },
    usage: {
      today: String(profile.usage.requests_today),
      lifetime: profile.usage.requests_all_time,
      keysActive: profile.usage.active_keys,
      apiKeys: profile.usage.keys.map((key) => ({
        keyId: key.id,
        label: key.name,
        keyPrefix: key.prefix,
        scopes: key.scopes.join(' '),
        usage: { today: key.requests_today, allTime: key.requests_all_time },
        lastUsed: key.last_used_at,
        created: key.created_at,
      })),
      history: Object.fromEntries(profile.usage.daily.map((day) => [day.date, day.requests])),
    },
  }),
  error: (_status, body) => json({ message: body.error.message, code: body.error.code }),
  rateLimitHeaders: (decided, now) => {
    const headers: Record<string, string> = {};
    if (decided.limit !== null) headers['X-RateLimit-Limit'] = decided.limit;
    if (decided.remaining !== null) headers['X-RateLimit-Remaining'] = decided.remaining;
    const reset = epochSecondsToIso(decided.reset);
    if (reset !== null) headers['X-RateLimit-Reset'] = reset;
    if (decided.retryAfter !== null) headers['Retry-After'] = new Date(now.getTime() + Number(decided.retryAfter) * 1000).toUTCString();
    return headers;
  },
};
