/** A quality (LQS) record as the app read it. Weights and scores are never confused: see electron/core/reading/read-quality.ts. */
import type { QualityTier } from '../api-types';
import type { Stated, Word } from '../stated';

export interface DimensionReading {
  key: string;
  label: string;
  score?: Stated<number>;
  /** A fraction of the composite (0–1). */
  weight?: Stated<number>;
}

export interface PillarReading {
  key: string;
  label: string;
  score?: Stated<number>;
  weight?: Stated<number>;
  /** The app's own figure when the record gives no pillar score: the (weighted) mean of its dimensions. */
  appMeanScore?: number;
  dimensions: DimensionReading[];
}

export interface QualityReading {
  datasetId?: Stated<string>;
  lqsVersion?: Stated<string>;
  composite?: Stated<number>;
  tier?: Stated<Word<QualityTier>>;
  trainability?: Stated<number>;
  badgeUrl?: Stated<string>;
  scoredAt?: Stated<string>;
  pillars: PillarReading[];
  /**
   * True when the record did not say which pillar its dimensions belong to and the app grouped
   * them by the LQS 3.0 methodology (shared/lqs.ts); the screen says so.
   */
  groupedByApp: boolean;
  dimensionCount: number;
  /** The top of the score scale: 100, or 1 when every score the record gives is a fraction. */
  scale: 100 | 1;
  raw: unknown;
}
