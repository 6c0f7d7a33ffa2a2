/**
 * "sdk-fractions": a server shaped the way the real service's SDK reports quality. The composite
 * is on 0–100 under `lqs.score`, but trainability and every pillar and dimension score are 0–1
 * fractions; dimensions come by display name with no key and no pillar; pillars as a map keyed
 * by label; intervals as `ci` pairs on each score's own scale, trainability's as a margin, the
 * evidence under `scoring`, each dimension's `definition`, the tier cut-offs as fractions; list items give `quality_score` as a 0–1 fraction and `license_type`. Facts sit one
 * level deeper: compliance under `regulatory`, sales under `statistics` (beside `usage.downloads`,
 * which is no sale), provenance under `lineage`, the account's email in `account.contact` and
 * its plan and quota in `account.subscription`, usage under `stats`.
 */
import type { DatasetListItem } from '../../../shared/wire/api-types';
import { fractionPair, marginOf, type Dialect } from './dialect';
import { decided } from './decided';

const fraction = (score: number | null) => (score === null ? null : score / 100);

function item(source: DatasetListItem) {
  const { quality, license, compliance, stats, ...rest } = source;
  return {
    ...rest,
    license_type: license,
    quality_score: fraction(quality.composite),
    quality_tier: quality.tier,
    regulatory: compliance,
    statistics: { sales: stats.total_sales, avg_rating: stats.avg_rating },
    usage: { downloads: stats.total_sales * 7 + 3 },
  };
}

export const sdkFractions: Dialect = {
  ...decided,
  name: 'sdk-fractions',
  description: 'the SDK’s scales: a 0–100 composite beside 0–1 trainability, pillars and dimensions; a 0–1 quality_score in lists; facts one level deeper',
  list: (list) => ({ data: list.data.map(item), meta: list.meta }),
  detail: (detail) => ({
    ...item(detail),
    description: detail.description,
    tags: detail.tags,
    modality: detail.modality,
    languages: detail.languages,
    size_bytes: detail.size_bytes,
    version: detail.version,
    updated_at: detail.updated_at,
    lineage: { publisher: detail.seller },
    sample_url: detail.sample_url,
  }),
  quality: (record) => ({
    dataset_id: record.dataset_id,
    lqs_version: record.lqs_version,
    lqs: {
      score: record.composite,
      tier: record.tier,
      trainability: fraction(record.trainability),
      ci: record.composite_interval && [record.composite_interval.low, record.composite_interval.high],
      trainability_margin: record.trainability_interval && fraction(marginOf(record.trainability, record.trainability_interval) || null),
    },
    scoring: record.evidence && {
      scored_from: record.evidence.basis,
      items_sampled: record.evidence.sample_size,
      confidence_level: `${record.evidence.confidence_level * 100}%`,
    },
    badge_url: record.badge_url,
    scored_at: record.scored_at,
    pillars: Object.fromEntries(
      record.pillars.map((pillar) => [pillar.label, { score: fraction(pillar.score), weight: pillar.weight, ci: fractionPair(pillar.interval) }]),
    ),
    dimensions: record.dimensions.map((dimension) => ({
      name: dimension.label,
      score: fraction(dimension.score),
      weight: dimension.weight,
      ci: fractionPair(dimension.interval),
      scored_from: dimension.basis,
      definition: dimension.description,
    })),
    tiers: record.tier_thresholds && Object.entries(record.tier_thresholds).map(([tier, min]) => ({ name: tier.toUpperCase(), min: fraction(min) })),
  }),
  license: (record) => ({
    dataset_id: record.dataset_id,
    license_type: record.license.type,
    license_name: record.license.name,
    spdx_id: record.license.spdx_id,
    license_url: record.license.url,
    permissions: record.permissions,
    regulatory: record.compliance,
    lineage: record.provenance,
  }),
  account: (profile) => ({
    id: profile.id,
    active_listings: profile.active_listings,
    account: { name: profile.name, contact: { email: profile.email }, subscription: { plan: profile.tier, quota: profile.quota } },
    stats: {
      requests_today: profile.usage.requests_today,
      total_requests: profile.usage.requests_all_time,
      active_keys: profile.usage.active_keys,
      keys: profile.usage.keys,
      daily: profile.usage.daily,
    },
  }),
};
