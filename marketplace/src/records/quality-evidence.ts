/**
 * How the embedded marketplace's scores were obtained, derived from a dataset's id, item count
 * and dimension scores, so that every answer about a dataset says the same:
 * - basis: most datasets are scored from their files, about one in eight from metadata only
 *   (chosen by a hash of the id, catalog/quality-model.ts); provenance quality always scores
 *   metadata (its completeness), and from metadata only it is the one dimension scored;
 * - sample size: up to 2,000 items examined (every item of a smaller dataset); none from metadata;
 * - intervals at 95 %: a Wilson score interval per dimension with the sample size as n (a score
 *   from metadata counts as a 50-item sample, so its interval is wider); pillars, trainability
 *   and the composite add up their dimensions' standard errors with their weights, as if the
 *   errors moved together (the dimensions are measured on the same items): a conservative bound.
 * An interval narrows as the sample grows, and always contains its score; a score not stated has none.
 */
import type { QualityEvidence, ScoreBasis, ScoreInterval } from '@dmd/shared/wire/api-types';
import { TRAINABILITY_DIMENSIONS } from '@dmd/shared/domain/lqs';
import { DIMENSIONS, METADATA_DIMENSION, PILLARS, scoringBasis, type DimensionScore } from '../catalog/quality-model';

export { scoringBasis } from '../catalog/quality-model';

export const SAMPLE_CAP = 2000;
export const METADATA_EQUIVALENT_ITEMS = 50;
const CONFIDENCE_LEVEL = 0.95;
const Z = 1.959964;

const INTERVAL_METHOD =
  `Wilson score interval per dimension (a score from metadata counts as a ${METADATA_EQUIVALENT_ITEMS}-item sample); ` +
  'pillars, trainability and the composite add their dimensions’ standard errors with their weights (a conservative bound)';

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

/** A weighted combination's interval around its stated value, from its parts' standard errors; none for a value not stated. */
function combinedInterval(value: number | null, parts: ReadonlyArray<{ weight: number; standardError: number }>): ScoreInterval | null {
  if (value === null) return null;
  const standardError = parts.reduce((sum, part) => sum + part.weight * part.standardError, 0);
  return outward(value - Z * standardError, value + Z * standardError);
}

export interface ScoreEvidence {
  evidence: QualityEvidence;
  /** Null where the score is not stated (not scored). */
  composite: ScoreInterval | null;
  trainability: ScoreInterval | null;
  pillars: Array<ScoreInterval | null>;
  /** In DIMENSIONS order; no interval for a dimension not scored. */
  dimensions: Array<{ interval: ScoreInterval | null; basis: ScoreBasis }>;
}

/**
 * The evidence of a dataset's scores: `dimensionScores` in DIMENSIONS order, and the composite,
 * trainability and pillar scores as the record states them.
 */
export function scoreEvidence(
  datasetId: string,
  itemCount: number,
  dimensionScores: readonly DimensionScore[],
  stated: { composite: number | null; trainability: number | null; pillars: ReadonlyArray<number | null> },
): ScoreEvidence {
  const basis = scoringBasis(datasetId);
  const n = sampleSize(basis, itemCount);
  const dimensions = DIMENSIONS.map((dimension, index) => {
    const dimensionBasis: ScoreBasis = dimension.key === METADATA_DIMENSION ? 'metadata' : basis;
    const score = dimensionScores[index] ?? null;
    const wilson =
      score === null
        ? { interval: null, standardError: 0 }
        : wilsonInterval(score, dimensionBasis === 'metadata' || n === null ? METADATA_EQUIVALENT_ITEMS : n);
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
