/**
 * "sdk-fractions": a server shaped the way the real service's SDK reports quality. The composite
 * is on 0–100 under `lqs.score`, but trainability and every pillar and dimension score are 0–1
 * fractions; dimensions come by display name with no key and no pillar; pillars as a map keyed
 * by label; list items give `quality_score` as a 0–1 fraction and `license_type`.
 */
import type { DatasetListItem } from '../../../shared/api-types';
import type { Dialect } from './dialect';
import { decided } from './decided';

const fraction = (score: number) => score / 100;

function item(source: DatasetListItem) {
  const { quality, license, ...rest } = source;
  return { ...rest, license_type: license, quality_score: fraction(quality.composite), quality_tier: quality.tier };
}

export const sdkFractions: Dialect = {
  ...decided,
  name: 'sdk-fractions',
  description: 'the SDK’s scales: a 0–100 composite beside 0–1 trainability, pillars and dimensions; a 0–1 quality_score in lists',
  list: (list) => ({ data: list.data.map(item), meta: list.meta }),
  detail: (detail) => ({ ...detail, ...item(detail) }),
  quality: (record) => ({
    dataset_id: record.dataset_id,
    lqs_version: record.lqs_version,
    lqs: { score: record.composite, tier: record.tier, trainability: fraction(record.trainability) },
    badge_url: record.badge_url,
    scored_at: record.scored_at,
    pillars: Object.fromEntries(record.pillars.map((pillar) => [pillar.label, { score: fraction(pillar.score), weight: pillar.weight }])),
    dimensions: record.dimensions.map((dimension) => ({ name: dimension.label, score: fraction(dimension.score), weight: dimension.weight })),
  }),
};
