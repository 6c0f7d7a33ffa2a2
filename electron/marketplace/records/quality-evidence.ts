/**
 * How the embedded marketplace's scores were obtained, derived from a dataset's id, item count
 * and dimension scores, so that every answer about a dataset says the same:
 * - basis: most datasets are scored from their files, about one in eight from metadata only
 *   (chosen by a hash of the id); provenance quality always scores metadata (its completeness);
 * - sample size: up to 2,000 items examined (every item of a smaller dataset); none from metadata;
 * - intervals at 95 %: a Wilson score interval per dimension with the sample size as n (a score
 *   from metadata counts as a 50-item sample, so its interval is wider); pillars, trainability
 *   and the composite add up their dimensions' standard errors with their weights, as if the
 *   errors moved together (the dimensions are measured on the same items): a conservative bound.
 * An interval narrows as the sample grows, and always contains its score.
 */
import type { QualityEvidence, ScoreBasis, ScoreInterval } from '../../../shared/wire/api-types';
import { TRAINABILITY_DIMENSIONS } from '../../../shared/domain/lqs';
import { DIMENSIONS, PILLARS } from '../catalog/quality-model';

export const SAMPLE_CAP = 2000;
export const METADATA_EQUIVALENT_ITEMS = 50;
export const CONFIDENCE_LEVEL = 0.95;
const Z = 1.959964;
/** About one dataset in this many is scored from its metadata only. */
const METADATA_ONLY_ONE_IN = 8;
/** The one dimension that scores the metadata itself, whatever the rest was scored from. */
const METADATA_DIMENSION = 'provenance_quality';

export const INTERVAL_METHOD =
  `Wilson score interval per dimension (a score from metadata counts as a ${METADATA_EQUIVALENT_ITEMS}-item sample); ` +
  'pillars, trainability and the composite add their dimensions’ standard errors with their weights (a conservative bound)';

/** FNV-1a: a stable hash of the id, so the same dataset is always scored the same way. */
function hash(text: string): number {
  let value = 0x811c9dc5;
  for (let index = 0; index < text.length; index++) value = Math.imul(value ^ text.charCodeAt(index), 0x01000193) >>> 0;
  return value;
}

export function scoringBasis(datasetId: string): ScoreBasis {
  return hash(datasetId) % METADATA_ONLY_ONE_IN === 0 ? 'metadata' : 'files';
}

export function sampleSize(basis: ScoreBasis, itemCount: number): number | null {
  return basis === 'metadata' ? null : Math.max(1, Math.min(itemCount, SAMPLE_CAP));
}

const clampScore = (value: number) => Math.min(100, Math.max(0, value));
/** Outward to one decimal, so the rounded interval still holds the score. */
const outward = (low: number, high: number): ScoreInterval => ({ low: Math.floor(clampScore(low) * 10) / 10, high: Math.ceil(clampScore(high) * 10) / 10 });

/** A score's Wilson interval from `n` items, and its standard error, in score points (0–100). */
export function wilsonInterval(score: number, n: number): { interval: ScoreInterval; standardError: number } {
  const p = score / 100;
  const z2 = Z * Z;
  const centre = (p + z2 / (2 * n)) / (1 + z2 / n);
  const half = (Z / (1 + z2 / n)) * Math.sqrt((p * (1 - p)) / n + z2 / (4 * n * n));
  return { interval: outward((centre - half) * 100, (centre + half) * 100), standardError: (half / Z) * 100 };
}

/** A weighted combination's interval around its stated value, from its parts' standard errors. */
function combinedInterval(value: number, parts: ReadonlyArray<{ weight: number; standardError: number }>): ScoreInterval {
  const standardError = parts.reduce((sum, part) => sum + part.weight * part.standardError, 0);
  return outward(value - Z * standardError, value + Z * standardError);
}

export interface ScoreEvidence {
  evidence: QualityEvidence;
  composite: ScoreInterval;
  trainability: ScoreInterval;
  pillars: ScoreInterval[];
  /** In DIMENSIONS order. */
  dimensions: Array<{ interval: ScoreInterval; basis: ScoreBasis }>;
}

/**
 * The evidence of a dataset's scores: `dimensionScores` in DIMENSIONS order, and the composite,
 * trainability and pillar scores as the record states them.
 */
export function scoreEvidence(
  datasetId: string,
  itemCount: number,
  dimensionScores: readonly number[],
  stated: { composite: number; trainability: number; pillars: readonly number[] },
): ScoreEvidence {
  const basis = scoringBasis(datasetId);
  const n = sampleSize(basis, itemCount);
  const dimensions = DIMENSIONS.map((dimension, index) => {
    const dimensionBasis: ScoreBasis = dimension.key === METADATA_DIMENSION ? 'metadata' : basis;
    const wilson = wilsonInterval(dimensionScores[index]!, dimensionBasis === 'metadata' || n === null ? METADATA_EQUIVALENT_ITEMS : n);
    return { key: dimension.key, pillar: dimension.pillar, weight: dimension.weight, basis: dimensionBasis, ...wilson };
  });
  const meanOf = (chosen: typeof dimensions) => chosen.map((dimension) => ({ weight: 1 / chosen.length, standardError: dimension.standardError }));
  return {
    evidence: { basis, sample_size: n, confidence_level: CONFIDENCE_LEVEL, interval_method: INTERVAL_METHOD },
    composite: combinedInterval(stated.composite, dimensions),
    trainability: combinedInterval(stated.trainability, meanOf(dimensions.filter((dimension) => TRAINABILITY_DIMENSIONS.includes(dimension.key)))),
    pillars: PILLARS.map((pillar, index) =>
      combinedInterval(stated.pillars[index]!, meanOf(dimensions.filter((dimension) => dimension.pillar === pillar.key))),
    ),
    dimensions: dimensions.map(({ interval, basis: dimensionBasis }) => ({ interval, basis: dimensionBasis })),
  };
}
