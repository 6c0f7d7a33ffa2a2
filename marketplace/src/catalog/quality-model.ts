/**
 * LQS 3.0 scoring for the generated catalog: the methodology's table is shared/domain/lqs.ts. A
 * dimension's weight is its pillar's weight shared equally among the pillar's dimensions, so all
 * weights sum to 1.
 */
import type { QualityTier, ScoreBasis } from '@dmd/shared/wire/api-types';
import { PILLARS, tierOf, TRAINABILITY_DIMENSIONS } from '@dmd/shared/domain/lqs';

export { LQS_VERSION, PILLARS, tierOf } from '@dmd/shared/domain/lqs';

/** A dimension's score, or null where it was not scored (no files were read). */
export type DimensionScore = number | null;

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
/** The one dimension that scores the metadata itself (its completeness), whatever the rest was scored from. */
export const METADATA_DIMENSION = 'provenance_quality';
/** About one dataset in this many is scored from its metadata only. */
const METADATA_ONLY_ONE_IN = 8;

/** FNV-1a: a stable hash of the id, so the same dataset is always scored the same way. */
function hash(text: string): number {
  let value = 0x811c9dc5;
  for (let index = 0; index < text.length; index++) value = Math.imul(value ^ text.charCodeAt(index), 0x01000193) >>> 0;
  return value;
}

/** What a dataset was scored from: its files, or (about one in eight, by a hash of its id) its metadata only. */
export function scoringBasis(datasetId: string): ScoreBasis {
  return hash(datasetId) % METADATA_ONLY_ONE_IN === 0 ? 'metadata' : 'files';
}

/**
 * The scores a basis can give: from metadata only, provenance quality alone; LQS computes every
 * other dimension from the files, so without them those are not scored.
 */
export function scoresFrom(basis: ScoreBasis, dimensionScores: readonly number[]): DimensionScore[] {
  return basis === 'files'
    ? [...dimensionScores]
    : DIMENSIONS.map((dimension, index) => (dimension.key === METADATA_DIMENSION ? (dimensionScores[index] as number) : null));
}

const allScored = (scores: readonly DimensionScore[]): scores is readonly number[] => scores.every((score) => score !== null);
const sumOf = (scores: readonly number[]) => scores.reduce((sum, score) => sum + score, 0);

export function roundToTenth(value: number): number {
  return Math.round(value * 10) / 10;
}

/**
 * Composite = Σ weight × score over the 14 dimension scores (given in DIMENSIONS order), 1 decimal.
 * The methodology has no composite without every dimension: null when one is not scored.
 */
export function compositeScore(dimensionScores: readonly number[]): number;
export function compositeScore(dimensionScores: readonly DimensionScore[]): number | null;
export function compositeScore(dimensionScores: readonly DimensionScore[]): number | null {
  if (dimensionScores.length !== DIMENSIONS.length) {
    throw new RangeError(`expected ${DIMENSIONS.length} dimension scores, got ${dimensionScores.length}`);
  }
  if (!allScored(dimensionScores)) return null;
  let sum = 0;
  DIMENSIONS.forEach((dimension, index) => {
    sum += dimension.weight * (dimensionScores[index] as number);
  });
  return roundToTenth(sum);
}

/** The tier of a composite, from the one table of cut-offs; none without a composite. */
export function tierOfComposite(composite: number | null): QualityTier | null {
  return composite === null ? null : tierOf(composite);
}

/** Mean of label_accuracy, label_consistency, downstream_headroom and contamination_clean, 1 decimal; null when one is not scored. */
export function trainabilityScore(dimensionScores: readonly DimensionScore[]): number | null {
  const scores = TRAINABILITY_INDEXES.map((index) => dimensionScores[index] ?? null);
  return allScored(scores) ? roundToTenth(sumOf(scores) / scores.length) : null;
}

/** Each pillar's score: the mean of its dimensions' scores, 1 decimal; null for a pillar with a dimension not scored. */
export function pillarScores(dimensionScores: readonly DimensionScore[]): Array<number | null> {
  let offset = 0;
  return PILLARS.map((pillar) => {
    const scores = dimensionScores.slice(offset, offset + pillar.dimensions.length);
    offset += pillar.dimensions.length;
    return allScored(scores) ? roundToTenth(sumOf(scores) / scores.length) : null;
  });
}
