/**
 * The scale of each group of LQS scores (composite, trainability, pillars, dimensions), decided
 * from that group's own evidence, and its scores put on the LQS 0–100 scale. A group never takes
 * its scale from another group, with one exception the methodology makes safe: a lone value of 1
 * or less beside a composite on 0–100 is a fraction (the real service's SDK sends its
 * `quality_score` as one). See docs/quality-and-scores.md.
 */
import { LQS_MAX } from '../../../../shared/domain/limits';
import type { ScaleReading } from '../../../../shared/domain/readings/quality-reading';
import type { Stated } from '../../../../shared/domain/stated';
import { canonicalName, isJsonObject } from '../fields/field-lookup';
import { readNumber, type Reader } from '../fields/value-readers';

const PERCENT_WORDS = new Set(['percent', 'percentage', 'pct', 'percentpoints']);
const FRACTION_WORDS = new Set(['fraction', 'ratio', 'proportion', 'unitinterval', 'decimal']);
/** "0-100", "0–1", "0..10", "0 to 5", "out of 100", "/100". */
const RANGE_TEXT = /^\s*(?:0(?:\.0+)?\s*(?:-|–|—|\.\.|to)\s*|out\s+of\s+|\/\s*)(\d+(?:\.\d+)?)\s*$/i;

const positive = (value: number | undefined) => (value !== undefined && value > 0 ? value : undefined);

/**
 * A declared scale, as its top: a number (1, 5, 10, 100), a range from 0 (`"0-100"`, `[0, 1]`,
 * `{min: 0, max: 1}`), or a unit word (`"percent"`, `"%"`, `"fraction"`). A range that does not
 * start at 0 is no scale (it may be an interval).
 */
export const readScaleMax: Reader<number> = (sent) => {
  if (typeof sent === 'number') return positive(readNumber(sent));
  if (typeof sent === 'string') {
    if (sent.trim() === '%') return LQS_MAX;
    const range = RANGE_TEXT.exec(sent);
    if (range) return positive(Number(range[1]));
    const word = canonicalName(sent);
    if (PERCENT_WORDS.has(word)) return LQS_MAX;
    if (FRACTION_WORDS.has(word)) return 1;
    return positive(readNumber(sent));
  }
  if (Array.isArray(sent) && sent.length === 2) return readNumber(sent[0]) === 0 ? positive(readNumber(sent[1])) : undefined;
  if (isJsonObject(sent)) {
    const min = readNumber(sent.min ?? sent.from ?? sent.lower ?? 0);
    return min === 0 ? positive(readNumber(sent.max ?? sent.to ?? sent.upper)) : undefined;
  }
  return undefined;
};

/** A score as sent: a number, or text that also says its scale or margin ("93%", "4.5/5", "83.8 ± 3.1"). */
export interface SentScore {
  value: number;
  /** The scale the text itself gives. */
  max?: number;
  /** A margin the text gives ("± 3.1"), on the score's own scale. */
  margin?: number;
}

const SCORE_TEXT = /^\s*(\d+(?:\.\d+)?)\s*(%|\/\s*\d+(?:\.\d+)?|out\s+of\s+\d+(?:\.\d+)?)?\s*(?:\(?\s*(?:±|\+\/-|\+-)\s*(\d+(?:\.\d+)?)\s*%?\s*\)?)?\s*$/i;

export function parseScore(sent: unknown): SentScore | undefined {
  if (typeof sent === 'number') return sent >= 0 && Number.isFinite(sent) ? { value: sent } : undefined;
  if (typeof sent !== 'string') return undefined;
  const plain = readNumber(sent);
  if (plain !== undefined) return plain >= 0 ? { value: plain } : undefined;
  const match = SCORE_TEXT.exec(sent);
  if (match === null) return undefined;
  const [, value, scale, margin] = match;
  const max = scale === undefined ? undefined : scale.trim() === '%' ? LQS_MAX : positive(Number(scale.replace(/[^\d.]/g, '')));
  return { value: Number(value), ...(max !== undefined ? { max } : {}), ...(margin !== undefined ? { margin: Number(margin) } : {}) };
}

/** A score's number, in whatever form it came. */
export const readScoreValue: Reader<number> = (sent) => parseScore(sent)?.value;

/** The scale a score's own text gives ("93%", "4/5"), as a declaration from its field. */
export function scaleInText(score: Stated<number>): Stated<number> | undefined {
  const max = parseScore(score.sent ?? score.value)?.max;
  return max === undefined ? undefined : { value: max, from: score.from, sent: score.sent };
}

/**
 * The scale of one group. `values`: the group's scores as sent (those with no scale of their own);
 * `declared`: a scale the record states for the group; `composite`: the composite's scale, for a
 * lone value of 1 or less in another group.
 */
export function decideScale(values: readonly number[], declared: Stated<number> | undefined, composite?: ScaleReading): ScaleReading | undefined {
  if (declared !== undefined) return { max: declared.value, basis: 'declared', from: declared.from };
  if (values.length === 0) return undefined;
  if (values.some((value) => value > 1)) return { max: LQS_MAX, basis: 'range' };
  if (values.length >= 2) return { max: 1, basis: 'range' };
  const compositeOnLqsScale = composite !== undefined && composite.max === LQS_MAX && composite.basis !== 'lone-fraction';
  return { max: 1, basis: compositeOnLqsScale ? 'beside-composite' : 'lone-fraction' };
}

/** `value` (on a scale topped by `max`) on the LQS scale; rounded off float noise (0.93 × 100 is 93, not 93.00000000000001). */
export function toLqsScale(value: number, max: number): number {
  return Math.round((value / max) * LQS_MAX * 1e6) / 1e6;
}

/** A stated score on the LQS scale, keeping what was sent; undefined when it lies beyond its scale (it cannot be that scale's). */
export function onLqsScale(score: Stated<number>, max: number): Stated<number> | undefined {
  if (score.value > max) return undefined;
  if (max === LQS_MAX) return score;
  return { value: toLqsScale(score.value, max), from: score.from, sent: score.sent ?? score.value };
}

/** A score that stands alone (a list item's composite): on the LQS scale by its own evidence. */
export function loneScoreOnLqsScale(score: Stated<number> | undefined): Stated<number> | undefined {
  if (score === undefined) return undefined;
  const scale = decideScale([score.value], scaleInText(score))!;
  return onLqsScale(score, scale.max);
}
