import type { QualityRecord, QualityTier } from '@dmd/shared/wire/api-types';
import { TIER_THRESHOLDS } from '@dmd/shared/domain/lqs';
import { DIMENSIONS, LQS_VERSION, PILLARS, pillarScores, trainabilityScore, type DimensionScore } from '../catalog/quality-model';
import type { DatasetRow } from '../queries/dataset-store';
import { datasetUrls } from './dataset-records';
import { scoreEvidence } from './quality-evidence';

/** What a dimension without a score says instead (from metadata only, no file was read). */
const NOT_SCORED = 'not scored: no files read';

export function toQualityRecord(row: DatasetRow, baseUrl: string): QualityRecord {
  const scores = JSON.parse(row.dimension_scores) as DimensionScore[];
  const pillars = pillarScores(scores);
  const trainability = trainabilityScore(scores);
  const evidence = scoreEvidence(row.id, row.item_count, scores, { composite: row.composite, trainability, pillars });
  return {
    dataset_id: row.id,
    slug: row.slug,
    lqs_version: LQS_VERSION,
    composite: row.composite,
    tier: row.tier,
    trainability,
    badge_url: datasetUrls(baseUrl, row.slug).badge,
    scored_at: row.scored_at,
    pillars: PILLARS.map((pillar, index) => ({
      key: pillar.key,
      label: pillar.label,
      weight: pillar.weight,
      score: pillars[index] ?? null,
      ...intervalOf(evidence.pillars[index] ?? null),
      description: pillar.description,
    })),
    dimensions: DIMENSIONS.map((dimension, index) => {
      const score = scores[index] ?? null;
      const { interval, basis } = evidence.dimensions[index]!;
      return {
        key: dimension.key,
        label: dimension.label,
        pillar: dimension.pillar,
        weight: Math.round(dimension.weight * 1e6) / 1e6,
        score,
        ...(score === null ? { not_scored: NOT_SCORED } : {}),
        ...intervalOf(interval),
        basis,
        description: dimension.description,
      };
    }),
    ...(evidence.composite === null ? {} : { composite_interval: evidence.composite }),
    ...(evidence.trainability === null ? {} : { trainability_interval: evidence.trainability }),
    evidence: evidence.evidence,
    tier_thresholds: Object.fromEntries(TIER_THRESHOLDS.map((threshold) => [threshold.tier, threshold.min])) as Record<QualityTier, number>,
  };
}

const intervalOf = <T>(interval: T | null): { interval?: T } => (interval === null ? {} : { interval });
