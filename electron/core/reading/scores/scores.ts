/** Readers for LQS weights: a weight as a fraction or a percentage. Scores and their scales: score-scales.ts. */
import { readNumber, type Reader } from '../fields/value-readers';

/** A weight from 0 to 1, or a percentage up to 100 (turned into a fraction by `asFractions`). */
export const readWeight: Reader<number> = (sent) => {
  const value = readNumber(sent);
  return value !== undefined && value >= 0 && value <= 100 ? value : undefined;
};

const near = (value: number, target: number, tolerance: number) => Math.abs(value - target) <= tolerance;

/**
 * Bare numbers under a name that does not say what they are (`pillars: {"provenance": 0.05}`)
 * are weights when they look like weights: at least two, each 0–1, summing to about 1. A weight
 * must never be shown as a score.
 */
export function looksLikeWeights(values: readonly number[]): boolean {
  if (values.length < 2 || values.some((value) => value < 0 || value > 1)) return false;
  return near(
    values.reduce((sum, value) => sum + value, 0),
    1,
    0.02,
  );
}

/** Weights that sum to about 100 are percentages: as fractions. Others are left as they are. */
export function asFractions(weights: readonly number[]): number[] {
  const sum = weights.reduce((total, weight) => total + weight, 0);
  const percentages = weights.some((weight) => weight > 1) && near(sum, 100, 2);
  return percentages ? weights.map((weight) => weight / 100) : [...weights];
}
