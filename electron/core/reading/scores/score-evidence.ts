/**
 * The evidence behind a score, wherever and however a record states it: an interval (`[low,
 * high]`, `{lower, upper}`, `"79.5–83.9"`) or a margin (`± 3.1`, or in the score's own text
 * "83.8 ± 3.1"), what it was scored from (files or metadata), the sample size, the confidence
 * level. An interval is on its score's scale, so it is put on the LQS scale with the same factor;
 * one that does not hold its score, or lies beyond the scale, is not read (it cannot be that
 * score's).
 */
import type { ScoreBasis, ScoreInterval } from '../../../../shared/wire/api-types';
import type { QualityEvidenceReading } from '../../../../shared/domain/readings/quality-reading';
import type { Stated, Word } from '../../../../shared/domain/stated';
import { isJsonObject, lookupAll } from '../fields/field-lookup';
import { parseScore, toLqsScale } from './score-scales';
import { statedFact } from '../fields/stated-fact';
import { readCount, readNumber, readText, type Reader } from '../fields/value-readers';
import { BASIS_WORDS, knownValueOf, wordReader } from '../fields/word-tables';
import { ownValue } from '../../../../shared/domain/own-keys';

const first = (record: Record<string, unknown>, names: readonly string[]) => names.map((name) => ownValue(record, name)).find((value) => value !== undefined);
const RANGE_TEXT = /^\s*\[?\s*(\d+(?:\.\d+)?)\s*(?:-|–|—|,|\.\.|to)\s*(\d+(?:\.\d+)?)\s*\]?\s*$/i;

/** An interval as sent, on its score's scale. */
export const readInterval: Reader<ScoreInterval> = (sent) => {
  let low: number | undefined;
  let high: number | undefined;
  if (Array.isArray(sent) && sent.length === 2) [low, high] = [readNumber(sent[0]), readNumber(sent[1])];
  else if (isJsonObject(sent)) {
    low = readNumber(first(sent, ['low', 'lower', 'lo', 'lower_bound', 'lowerBound', 'min', 'from', 'start']));
    high = readNumber(first(sent, ['high', 'upper', 'hi', 'upper_bound', 'upperBound', 'max', 'to', 'end']));
  } else if (typeof sent === 'string') {
    const match = RANGE_TEXT.exec(sent);
    if (match) [low, high] = [Number(match[1]), Number(match[2])];
  }
  return low !== undefined && high !== undefined && low >= 0 && low <= high ? { low, high } : undefined;
};

/** A margin: a number ≥ 0, or text such as "± 3.1". */
export const readMargin: Reader<number> = (sent) => {
  const value = readNumber(typeof sent === 'string' ? sent.replace(/^\s*(?:±|\+\/-|\+-)\s*/, '') : sent);
  return value !== undefined && value >= 0 ? value : undefined;
};

/** A confidence level as a fraction: 0.95, 95 or "95%". */
export const readConfidenceLevel: Reader<number> = (sent) => {
  const value = readNumber(typeof sent === 'string' ? sent.replace(/%\s*$/, '') : sent);
  if (value === undefined || value <= 0 || value >= 100) return undefined;
  return value < 1 ? value : value / 100;
};

const basisWord = wordReader(BASIS_WORDS);
/** A basis word the app knows, for names that may mean something else. */
const knownBasis: Reader<Word<ScoreBasis>> = (sent) => {
  const known = typeof sent === 'string' ? knownValueOf(BASIS_WORDS, sent) : undefined;
  return known === undefined ? undefined : { known };
};

export function readBasis(record: unknown, names: readonly string[], namesIfKnown: readonly string[] = [], base = ''): Stated<Word<ScoreBasis>> | undefined {
  return statedFact(record, names, basisWord, base) ?? statedFact(record, namesIfKnown, knownBasis, base);
}

/** A sample size: a count of items (`null`: none, from metadata). */
export function readSampleSize(record: unknown, names: readonly string[], base: string): Stated<number | null> | undefined {
  for (const found of lookupAll(record, names, base)) {
    if (found.value === null) return { value: null, from: found.from };
    const count = readCount(found.value);
    if (count !== undefined) return count === found.value ? { value: count, from: found.from } : { value: count, from: found.from, sent: found.value };
  }
  return undefined;
}

/** How far a score may be off, as sent: an interval, or a margin either side (on the score's scale). */
export type SentSpread = { interval: Stated<ScoreInterval> } | { margin: Stated<number> };

/** A score's spread as sent: a stated interval, else a margin, else the margin in the score's own text ("83.8 ± 3.1"). */
export function sentSpread(
  record: unknown,
  intervalNames: readonly string[],
  marginNames: readonly string[],
  base: string,
  score: Stated<number> | undefined,
): SentSpread | undefined {
  const interval = statedFact(record, intervalNames, readInterval, base);
  if (interval) return { interval };
  const margin = statedFact(record, marginNames, readMargin, base);
  if (margin) return { margin };
  const textMargin = score && parseScore(score.sent ?? score.value)?.margin;
  return textMargin === undefined ? undefined : { margin: { value: textMargin, from: score!.from, sent: score!.sent } };
}

/**
 * The interval on the LQS scale, given the score as sent (`score`, on the scale topped by `max`).
 * A stated interval must hold the score and lie within the scale, give or take the sender's round-off;
 * a margin is cut at 0 and the top.
 */
export function spreadOnLqsScale(spread: SentSpread | undefined, score: Stated<number> | undefined, max: number): Stated<ScoreInterval> | undefined {
  if (spread === undefined || score === undefined || score.value > max) return undefined;
  const sentAs = (stated: Stated<unknown>) => stated.sent ?? stated.value;
  let interval: ScoreInterval;
  let stated: Stated<unknown>;
  if ('interval' in spread) {
    const sent = spread.interval.value;
    stated = spread.interval;
    // Round-off from the sender's arithmetic (54.3 sent with a high of 54.29999999999999) is not a contradiction.
    const slack = max * 1e-9;
    if (sent.low > score.value + slack || sent.high < score.value - slack || sent.high > max + slack) return undefined;
    interval = { low: Math.min(sent.low, score.value), high: Math.min(max, Math.max(sent.high, score.value)) };
  } else {
    if (spread.margin.value > max) return undefined;
    interval = { low: Math.max(0, score.value - spread.margin.value), high: Math.min(max, score.value + spread.margin.value) };
    stated = spread.margin;
  }
  return { value: { low: toLqsScale(interval.low, max), high: toLqsScale(interval.high, max) }, from: stated.from, sent: sentAs(stated) };
}

export function readQualityEvidence(
  record: unknown,
  base: string,
  names: {
    basis: readonly string[];
    basisIfKnownWord: readonly string[];
    sampleSize: readonly string[];
    confidenceLevel: readonly string[];
    intervalMethod: readonly string[];
  },
): QualityEvidenceReading {
  return {
    basis: readBasis(record, names.basis, names.basisIfKnownWord, base),
    sampleSize: readSampleSize(record, names.sampleSize, base),
    confidenceLevel: statedFact(record, names.confidenceLevel, readConfidenceLevel, base),
    intervalMethod: statedFact(record, names.intervalMethod, readText, base),
  };
}
