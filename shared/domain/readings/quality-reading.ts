/**
 * A quality (LQS) record as the app read it. Weights and scores are never confused, and every
 * score is on the LQS 0–100 scale whatever scale its group was sent on (the value as sent is kept
 * in `sent`): see electron/core/reading/read-quality.ts and docs/quality-and-scores.md.
 */
import type { QualityTier, ScoreBasis, ScoreInterval } from '../../wire/api-types';
import type { Stated, Word } from '../stated';

/** The groups of scores a record may send on scales of their own. */
export type ScoreGroup = 'composite' | 'trainability' | 'pillars' | 'dimensions';

/**
 * How the app knew a group's scale, from that group's own evidence:
 * - `declared`: the record states it (`dimension_scale: "0-1"`, `"93%"`, `"4/5"`);
 * - `range`: the group's values (a value above 1 means 0–100; several values all within 0–1 mean fractions);
 * - `beside-composite`: a lone value of 1 or less beside a composite on 0–100 is a fraction;
 * - `lone-fraction`: a lone value of 1 or less with nothing else to go by is read as a fraction
 *   (no LQS score on 0–100 is that low in practice): the app's reading, and the screen says so.
 */
type ScaleBasis = 'declared' | 'range' | 'beside-composite' | 'lone-fraction';

export interface ScaleReading {
  /** The top of the scale the group was sent on: 100, 1, or what the record declared (5, 10…). */
  max: number;
  basis: ScaleBasis;
  /** The field that declared it, for `declared`. */
  from?: string;
}

export interface TierThreshold {
  tier: Word<QualityTier>;
  min: number;
}

/** How the record says its scores were obtained; each part absent when it does not say. */
export interface QualityEvidenceReading {
  /** From the files, or from metadata only. */
  basis?: Stated<Word<ScoreBasis>>;
  /** Items examined; `null`: the record says none (scored from metadata). */
  sampleSize?: Stated<number | null>;
  /** The level of the record's intervals, as a fraction (0.95). */
  confidenceLevel?: Stated<number>;
  intervalMethod?: Stated<string>;
}

/** What a pillar and a dimension both state. */
interface ScoredPartReading {
  key: string;
  label: string;
  /** The LQS 3.0 pillar or dimension (shared/domain/lqs.ts) the app recognises in this one, by key or label. */
  known?: string;
  /** What it measures, in the marketplace's words. */
  description?: Stated<string>;
  score?: Stated<number>;
  /** A fraction of the composite (0–1). */
  weight?: Stated<number>;
  /** The score's interval, on 0–100 (from an interval or a margin the record states). */
  interval?: Stated<ScoreInterval>;
}

export interface DimensionReading extends ScoredPartReading {
  /** What this dimension was scored from, when the record says so for it. */
  basis?: Stated<Word<ScoreBasis>>;
  sampleSize?: Stated<number | null>;
}

export interface PillarReading extends ScoredPartReading {
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
  compositeInterval?: Stated<ScoreInterval>;
  trainabilityInterval?: Stated<ScoreInterval>;
  evidence: QualityEvidenceReading;
  /** The lowest composite of each tier, as the marketplace states them (on 0–100), best first. */
  tierThresholds?: Stated<TierThreshold[]>;
  badgeUrl?: Stated<string>;
  scoredAt?: Stated<string>;
  pillars: PillarReading[];
  /**
   * True when the record did not say which pillar its dimensions belong to and the app grouped
   * them by the LQS 3.0 methodology (shared/domain/lqs.ts); the screen says so.
   */
  groupedByApp: boolean;
  dimensionCount: number;
  /** The scale each group was sent on (absent for a group the record gives no score in). Every score above is on 0–100. */
  scales: Partial<Record<ScoreGroup, ScaleReading>>;
  raw: unknown;
}
