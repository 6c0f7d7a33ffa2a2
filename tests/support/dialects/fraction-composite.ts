/**
 * "fraction-composite": the other way round from "sdk-fractions". The composite is a 0–1
 * fraction (`quality_score`, in lists under `quality.score`), while trainability is on 0–100,
 * dimension scores are percentages as text ("93.5%"), and pillar scores are on a 0–10 scale the
 * record declares (`scales.pillars`), with pillar weights as percentages; the composite's interval
 * as an unnamed `confidence_interval` {lower, upper}, dimensions' as margins, the basis as a
 * `method` word. Facts sit one level
 * deeper: compliance under `legal`, provenance in a `source` object, the email in
 * `profile.contact_info`, the plan under `billing`, usage under `statistics`.
 */
import type { DatasetListItem } from '../../../shared/wire/api-types';
import { marginOf, type Dialect } from './dialect';
import { decided } from './decided';

const fraction = (score: number | null) => (score === null ? null : score / 100);

function item(source: DatasetListItem) {
  const { quality, ...rest } = source;
  return { ...rest, quality: { score: fraction(quality.composite), level: quality.tier } };
}

export const fractionComposite: Dialect = {
  ...decided,
  name: 'fraction-composite',
  description: 'a 0–1 composite beside 0–100 trainability, percentage dimension scores and pillars on a declared 0–10 scale',
  list: (list) => ({ ...list, data: list.data.map(item) }),
  detail: (detail) => ({ data: { ...detail, ...item(detail) } }),
  quality: (record) => ({
    id: record.dataset_id,
    version: record.lqs_version,
    quality_score: fraction(record.composite),
    confidence_interval: record.composite_interval && { lower: fraction(record.composite_interval.low), upper: fraction(record.composite_interval.high) },
    grade: record.tier,
    trainability_score: record.trainability,
    trainability_ci: record.trainability_interval && `${record.trainability_interval.low} to ${record.trainability_interval.high}`,
    evidence: record.evidence && { method: record.evidence.basis, sample_size: record.evidence.sample_size, level: record.evidence.confidence_level },
    badge: record.badge_url,
    computed_at: record.scored_at,
    scales: { pillars: '0-10' },
    pillar_scores: Object.fromEntries(record.pillars.map((pillar) => [pillar.key, pillar.score === null ? null : pillar.score / 10])),
    pillar_weights: Object.fromEntries(record.pillars.map((pillar) => [pillar.key, pillar.weight * 100])),
    dimension_scores: record.dimensions.map((dimension) => ({
      key: dimension.key,
      pillar: dimension.pillar,
      score: `${dimension.score}%`,
      weight: dimension.weight,
      margin_of_error: marginOf(dimension.score, dimension.interval),
      method: dimension.basis,
    })),
  }),
  license: (record) => {
    const { source, ...provenance } = record.provenance;
    return {
      dataset_id: record.dataset_id,
      license: record.license,
      permissions: record.permissions,
      legal: record.compliance,
      source: { origin: source, ...provenance },
    };
  },
  account: (profile) => ({
    id: profile.id,
    profile: { display_name: profile.name, contact_info: { email_address: profile.email } },
    billing: { tier: profile.tier },
    active_listings: profile.active_listings,
    quota: profile.quota,
    statistics: profile.usage,
  }),
};
