/**
 * LQS 3.0 scoring for the generated catalog: the methodology's table is shared/domain/lqs.ts. A
 * dimension's weight is its pillar's weight shared equally among the pillar's dimensions, so all
 * weights sum to 1.
 */
import { PILLARS, TRAINABILITY_DIMENSIONS } from '../../../shared/domain/lqs';

export { LQS_VERSION, PILLARS, tierOf, type PillarDefinition } from '../../../shared/domain/lqs';

export interface DimensionDefinition {
  key: string;
  label: string;
  description: string;
  pillar: string;
  weight: number;
}

export const DIMENSIONS: readonly DimensionDefinition[] = PILLARS.flatMap((pillar) =>
  pillar.dimensions.map((dimension) => ({
    key: dimension.key,
    label: dimension.label,
    description: dimension.description,
    pillar: pillar.key,
    weight: pillar.weight / pillar.dimensions.length,
  })),
);

const TRAINABILITY_INDEXES = TRAINABILITY_DIMENSIONS.map((key) => DIMENSIONS.findIndex((d) => d.key === key));

export function roundToTenth(value: number): number {
  return Math.round(value * 10) / 10;
}

/** Composite = Σ weight × score over the 14 dimension scores (given in DIMENSIONS order), 1 decimal. */
export function compositeScore(dimensionScores: readonly number[]): number {
  if (dimensionScores.length !== DIMENSIONS.length) {
    throw new RangeError(`expected ${DIMENSIONS.length} dimension scores, got ${dimensionScores.length}`);
  }
  let sum = 0;
  DIMENSIONS.forEach((dimension, index) => {
    sum += dimension.weight * (dimensionScores[index] as number);
  });
  return roundToTenth(sum);
}

/** Mean of label_accuracy, label_consistency, downstream_headroom and contamination_clean, 1 decimal. */
export function trainabilityScore(dimensionScores: readonly number[]): number {
  let sum = 0;
  for (const index of TRAINABILITY_INDEXES) sum += dimensionScores[index] as number;
  return roundToTenth(sum / TRAINABILITY_INDEXES.length);
}

/** Each pillar's score: the mean of its dimensions' scores, 1 decimal. */
export function pillarScores(dimensionScores: readonly number[]): number[] {
  let offset = 0;
  return PILLARS.map((pillar) => {
    let sum = 0;
    for (let i = 0; i < pillar.dimensions.length; i++) sum += dimensionScores[offset + i] as number;
    offset += pillar.dimensions.length;
    return roundToTenth(sum / pillar.dimensions.length);
  });
}
