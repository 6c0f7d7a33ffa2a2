import type { QualityRecord, QualityTier } from '../../../shared/wire/api-types';
import { TIER_THRESHOLDS } from '../../../shared/domain/lqs';
import { DIMENSIONS, LQS_VERSION, PILLARS, pillarScores, trainabilityScore } from '../catalog/quality-model';
import type { DatasetRow } from '../queries/dataset-store';
import { datasetUrls } from './dataset-records';
import { scoreEvidence } from './quality-evidence';

export function toQualityRecord(row: DatasetRow, baseUrl: string): QualityRecord {
  const scores = JSON.parse(row.dimension_scores) as number[];
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
      score: pillars[index] as number,
      interval: evidence.pillars[index]!,
      description: pillar.description,
    })),
    dimensions: DIMENSIONS.map((dimension, index) => ({
      key: dimension.key,
      label: dimension.label,
      pillar: dimension.pillar,
      weight: Math.round(dimension.weight * 1e6) / 1e6,
      score: scores[index] as number,
      ...evidence.dimensions[index]!,
      description: dimension.description,
    })),
    composite_interval: evidence.composite,
    trainability_interval: evidence.trainability,
    evidence: evidence.evidence,
    tier_thresholds: Object.fromEntries(TIER_THRESHOLDS.map((threshold) => [threshold.tier, threshold.min])) as Record<QualityTier, number>,
  };
}
