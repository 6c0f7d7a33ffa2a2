/**
 * "wrapped-envelope": an enterprise gateway. Every answer sits in `{"status": "ok", "data": …}`
 * with paging under `meta`, British spellings (`licence`), different names throughout
 * (`uuid`, `topic`, `cost`, `licence.code`), pillars with their dimensions nested inside
 * (`metrics`) and score intervals as `{from, to}` in `evidence` or `uncertainty` objects, rights
 * and duties as booleans under other names (`no_derivatives`,
 * `credit_required`, `copyleft`), compatibility as a report with one assessment per dataset,
 * JSON:API-style `{"errors": [{title, detail, code}]}` errors, `X-RateLimit-Reset` in epoch
 * milliseconds and `Retry-After` as an HTTP date.
 */
import type { LicensePermissions, ScoreInterval } from '../../../shared/wire/api-types';
import { epochSecondsToIso, json, type Dialect } from './dialect';

const VERDICT = { compatible: 'cleared', conditional: 'permitted with conditions', incompatible: 'blocked' } as const;
const USE = {
  commercial_training: 'commercial model training',
  research: 'academic research',
  internal_evaluation: 'internal evaluation',
  redistribution: 'data redistribution',
} as const;

function item(source: Parameters<Dialect['list']>[0]['data'][number]) {
  return {
    uuid: source.id,
    slug: source.slug,
    display_name: source.title,
    topic: source.category,
    formats: [source.format],
    cost: { usd: source.price },
    row_count: source.item_count,
    licence: { code: source.license },
    quality: {
      composite_score: source.quality.composite,
      level: source.quality.tier === null ? null : source.quality.tier[0]!.toUpperCase() + source.quality.tier.slice(1),
    },
    compliance: { HIPAA: source.compliance.hipaa, GDPR: source.compliance.gdpr },
    stats: { purchases: source.stats.total_sales, average_rating: source.stats.avg_rating },
    urls: { page: source.urls.dataset, licence: source.urls.license, badge: source.urls.badge },
    created_on: source.created_at,
  };
}

/** A licence's terms (or a check's combined terms) as rights, one of them negated, and duties. */
function rightsAndDuties(terms: LicensePermissions) {
  return {
    rights: {
      commercial_usage: terms.commercial_use,
      ai_training: terms.model_training,
      no_derivatives: !terms.derivatives,
      redistribute: terms.redistribution,
    },
    duties: { credit_required: terms.attribution_required, copyleft: terms.share_alike },
  };
}

/** An interval as `{from, to}`. */
const span = (interval: ScoreInterval | undefined) => interval && { from: interval.low, to: interval.high };

const ok = (data: unknown, meta?: Record<string, unknown>) => ({ status: 'ok', data, ...(meta ? { meta } : {}) });

export const wrappedEnvelope: Dialect = {
  name: 'wrapped-envelope',
  description: 'enveloped answers, British spellings, renamed fields, nested pillars, negative flags, per-dataset assessments, JSON:API errors',
  list: (list) =>
    ok(
      { datasets: list.data.map(item) },
      { total_count: list.meta.total, current_page: list.meta.page, page_size: list.meta.per_page, has_next_page: list.meta.has_more },
    ),
  detail: (detail) =>
    ok({
      ...item(detail),
      abstract: detail.description,
      topics: detail.tags,
      modalities: [detail.modality],
      langs: detail.languages,
      total_bytes: detail.size_bytes,
      dataset_version: detail.version,
      updated_on: detail.updated_at,
      provider: { seller_id: detail.seller.id, company: detail.seller.name, verified_seller: detail.seller.verified },
      samples_url: detail.sample_url,
    }),
  quality: (record) =>
    ok({
      dataset: { id: record.dataset_id },
      summary: { score: record.composite, tier: record.tier, trainability: record.trainability, confidence_interval: span(record.composite_interval) },
      methodology_version: record.lqs_version,
      methodology: record.evidence && {
        scoring_basis: record.evidence.basis,
        n: record.evidence.sample_size,
        ci_level: record.evidence.confidence_level * 100,
      },
      links: { badge: record.badge_url },
      assessed_at: record.scored_at,
      pillars: record.pillars.map((pillar) => ({
        name: pillar.label,
        weight: pillar.weight,
        score: pillar.score,
        uncertainty: { interval: span(pillar.interval) },
        metrics: record.dimensions
          .filter((dimension) => dimension.pillar === pillar.key)
          .map((dimension) => ({
            name: dimension.label,
            score: dimension.score,
            weight: dimension.weight,
            evidence: { interval: span(dimension.interval), basis: dimension.basis },
          })),
      })),
    }),
  license: (record) =>
    ok({
      licence: { code: record.license.type, full_name: record.license.name, spdx_id: record.license.spdx_id, href: record.license.url },
      ...rightsAndDuties(record.permissions),
      compliance: {
        hipaa_compliant: record.compliance.hipaa,
        gdpr_compliant: record.compliance.gdpr,
        pii: record.compliance.pii.replace('_', ' '),
        consent: record.compliance.consent_documented,
        residency: record.compliance.data_residency === null ? null : [record.compliance.data_residency],
      },
      provenance: {
        origin: record.provenance.source,
        collection_method: record.provenance.collection_method,
        collection_period: { from: record.provenance.collected_from, to: record.provenance.collected_to },
        provider: { company: record.provenance.seller.name, verified_seller: record.provenance.seller.verified },
        sources: record.provenance.upstream.map((upstream) => ({ dataset: upstream.name, licence: upstream.license })),
      },
    }),
  categories: (list) => ok(list.data.map((category) => ({ label: category.name, key: category.slug, datasets_count: category.count }))),
  compatibility: (result) =>
    ok({
      report: {
        verdict: VERDICT[result.verdict],
        intended_use: USE[result.use_case],
        assessments: result.datasets.map((dataset) => ({
          dataset: { id: dataset.id, title: dataset.title },
          licence: dataset.license,
          outcome: dataset.allowed ? 'cleared' : 'blocked',
          obligations: dataset.conditions,
          why: dataset.reasons,
        })),
        licence_terms: {
          ...rightsAndDuties(result.combined_terms),
          governing_licence: result.combined_terms.most_restrictive_license,
        },
        duties: result.combined_terms.obligations,
        blockers: result.conflicts.map((conflict) => ({ datasets: conflict.dataset_ids.map((id) => ({ id })), description: conflict.reason })),
      },
    }),
  account: (profile) =>
    ok({
      profile: { id: profile.id, name: profile.name },
      contact: { email: profile.email },
      subscription: { tier: profile.tier },
      seller: { active_listings: profile.active_listings },
      limits: { daily: profile.quota.limit },
      quota: { consumed: profile.quota.used, remaining: profile.quota.remaining, reset: profile.quota.resets_at },
      usage: {
        requests_today: profile.usage.requests_today,
        total_requests: profile.usage.requests_all_time,
        active_keys: profile.usage.active_keys,
        credentials: profile.usage.keys.map((key) => ({
          uuid: key.id,
          title: key.name,
          key_prefix: key.prefix,
          scope: key.scopes,
          usage: { requests_today: key.requests_today, total: key.requests_all_time },
          last_seen_at: key.last_used_at,
          issued_at: key.created_at,
        })),
        days: profile.usage.daily.map((day) => ({ date: day.date, calls: day.requests })),
      },
    }),
  error: (status, body) =>
    json({ status: 'error', errors: [{ status: String(status), code: body.error.code, title: body.error.message, detail: body.error.details ?? null }] }),
  rateLimitHeaders: (decided, now) => {
    const headers: Record<string, string> = {};
    if (decided.limit !== null) headers['X-RateLimit-Limit'] = decided.limit;
    if (decided.remaining !== null) headers['X-RateLimit-Remaining'] = decided.remaining;
    const reset = epochSecondsToIso(decided.reset);
    if (reset !== null) headers['X-RateLimit-Reset'] = String(Date.parse(reset));
    if (decided.retryAfter !== null) headers['Retry-After'] = new Date(now.getTime() + Number(decided.retryAfter) * 1000).toUTCString();
    return headers;
  },
};
