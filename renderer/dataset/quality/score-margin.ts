/** A score's interval in short, "±2.2": the larger side either way round the score, so it says no less than the interval. */
import type { ScoreInterval } from '../../../shared/wire/api-types';
import { formatScore } from '../../../shared/display/format';

function marginOf(score: number, interval: ScoreInterval): number {
  return Math.max(interval.high - score, score - interval.low);
}

export const formatMargin = (score: number, interval: ScoreInterval) => `±${formatScore(marginOf(score, interval))}`;
