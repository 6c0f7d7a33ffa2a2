/**
 * Reads a quality (LQS) record of any reasonable shape: pillars and dimensions as arrays of
 * objects or `{name: value}` maps, dimensions flat or nested in their pillars, scores and weights
 * under several names. The rules that keep it true:
 * - a weight is never shown as a score (bare numbers that sum to about 1 are weights);
 * - the composite is read wherever the record puts it;
 * - each group of scores (composite, trainability, pillars, dimensions) is put on the LQS 0–100
 *   scale from its own evidence (score-scales.ts), keeping the value as sent;
 * - a pillar score the record does not give is the app's own mean, labelled so;
 * - dimensions that name no pillar are grouped by the LQS 3.0 table, and the screen says so.
 */
import type { QualityReading, ScaleReading } from '../../../shared/domain/readings/quality-reading';
import type { Stated } from '../../../shared/domain/stated';
import { unwrapRecord } from './fields/collections';
import { QUALITY_FIELDS, RECORD_WRAPPERS } from './fields/field-aliases';
import { createPillarAssembly, type Placed } from './scores/pillar-assembly';
import { readQualityEvidence, sentSpread, spreadOnLqsScale, type SentSpread } from './scores/score-evidence';
import { entriesFrom, readScoreEntries, type ScoreEntry } from './scores/score-entries';
import { decideScale, onLqsScale, readScaleMax, readScoreValue, scaleInText } from './scores/score-scales';
import { statedFact } from './fields/stated-fact';
import { readTierThresholds } from './scores/tier-thresholds';
import { readDate, readId, readText } from './fields/value-readers';
import { TIER_WORDS, wordReader } from './fields/word-tables';

const sameScale = (scales: ReadonlyArray<Stated<number> | undefined>) => {
  const [first] = scales;
  return first !== undefined && scales.every((scale) => scale?.value === first.value) ? first : undefined;
};

/** The scale of a group of entries: declared for the group, declared alike by every entry, or read from the values of those that declare none. */
function entriesScale(entries: readonly ScoreEntry[], declared: Stated<number> | undefined, composite: ScaleReading | undefined): ScaleReading | undefined {
  const scored = entries.filter((entry) => entry.score !== undefined);
  const undeclared = scored.filter((entry) => entry.scale === undefined).map((entry) => entry.score!.value);
  return decideScale(undeclared, declared ?? sameScale(scored.map((entry) => entry.scale)), composite);
}

/** Each entry's score and interval on the LQS scale: by its own declared scale, else its group's. */
function putOnLqsScale(entries: readonly ScoreEntry[], scale: ScaleReading | undefined): Placed[] {
  return entries.map(({ spread, scale: own, ...entry }) => {
    const max = own?.value ?? scale?.max;
    if (entry.score === undefined || max === undefined) return entry;
    return { ...entry, score: onLqsScale(entry.score, max), interval: spreadOnLqsScale(spread, entry.score, max) };
  });
}

/** A lone score (composite, trainability) and its interval on the LQS scale, with the scale it was sent on. */
function loneScore(score: Stated<number> | undefined, declared: Stated<number> | undefined, spread: SentSpread | undefined, composite?: ScaleReading) {
  const scale = decideScale(score ? [score.value] : [], declared ?? (score && scaleInText(score)), composite);
  if (score === undefined || scale === undefined) return { score: undefined, interval: undefined, scale: undefined };
  return { score: onLqsScale(score, scale.max), interval: spreadOnLqsScale(spread, score, scale.max), scale };
}

export function readQuality(json: unknown): QualityReading | undefined {
  const unwrapped = unwrapRecord(json, RECORD_WRAPPERS);
  if (unwrapped === undefined) return undefined;
  const { record, base } = unwrapped;
  const fact = <T>(aliases: readonly string[], read: (sent: unknown) => T | undefined) => statedFact(record, aliases, read, base);

  const lone = (
    scoreNames: readonly string[],
    scaleNames: readonly string[],
    intervalNames: readonly string[],
    marginNames: readonly string[],
    beside?: ScaleReading,
  ) => {
    const score = fact(scoreNames, readScoreValue);
    return loneScore(score, fact(scaleNames, readScaleMax), sentSpread(record, intervalNames, marginNames, base, score), beside);
  };
  const composite = lone(QUALITY_FIELDS.composite, QUALITY_FIELDS.compositeScale, QUALITY_FIELDS.compositeInterval, QUALITY_FIELDS.compositeMargin);
  const trainability = lone(
    QUALITY_FIELDS.trainability,
    QUALITY_FIELDS.trainabilityScale,
    QUALITY_FIELDS.trainabilityInterval,
    QUALITY_FIELDS.trainabilityMargin,
    composite.scale,
  );

  const rawPillars = [
    ...entriesFrom(record, QUALITY_FIELDS.pillars, base, 'either', 'Pillar'),
    ...entriesFrom(record, QUALITY_FIELDS.pillarScores, base, 'score', 'Pillar'),
    ...entriesFrom(record, QUALITY_FIELDS.pillarWeights, base, 'weight', 'Pillar'),
  ];
  const nested = rawPillars.map((pillar) => (pillar.nested ? readScoreEntries(pillar.nested, 'either', 'Dimension') : []));
  const flat = [
    ...entriesFrom(record, QUALITY_FIELDS.dimensions, base, 'either', 'Dimension'),
    ...entriesFrom(record, QUALITY_FIELDS.dimensionScores, base, 'score', 'Dimension'),
    ...entriesFrom(record, QUALITY_FIELDS.dimensionWeights, base, 'weight', 'Dimension'),
  ];
  const pillarScale = entriesScale(rawPillars, fact(QUALITY_FIELDS.pillarScale, readScaleMax), composite.scale);
  const dimensionScale = entriesScale([...nested.flat(), ...flat], fact(QUALITY_FIELDS.dimensionScale, readScaleMax), composite.scale);

  const assembly = createPillarAssembly();
  putOnLqsScale(rawPillars, pillarScale).forEach((entry, index) => {
    const pillar = assembly.addPillar(entry);
    for (const dimension of putOnLqsScale(nested[index]!, dimensionScale)) assembly.addDimension(dimension, pillar);
  });
  for (const dimension of putOnLqsScale(flat, dimensionScale)) assembly.addDimension(dimension);
  const { pillars, dimensionCount, groupedByApp } = assembly.assemble();

  const scales: QualityReading['scales'] = {};
  if (composite.scale) scales.composite = composite.scale;
  if (trainability.scale) scales.trainability = trainability.scale;
  if (pillarScale) scales.pillars = pillarScale;
  if (dimensionScale) scales.dimensions = dimensionScale;

  return {
    datasetId: fact(QUALITY_FIELDS.datasetId, readId),
    lqsVersion: fact(QUALITY_FIELDS.lqsVersion, (sent) => (typeof sent === 'number' ? String(sent) : readText(sent))),
    composite: composite.score,
    tier: fact(QUALITY_FIELDS.tier, wordReader(TIER_WORDS)),
    trainability: trainability.score,
    compositeInterval: composite.interval,
    trainabilityInterval: trainability.interval,
    evidence: readQualityEvidence(record, base, QUALITY_FIELDS.evidence),
    tierThresholds: readTierThresholds(record, QUALITY_FIELDS.tierThresholds, base),
    badgeUrl: fact(QUALITY_FIELDS.badgeUrl, readText),
    scoredAt: fact(QUALITY_FIELDS.scoredAt, readDate),
    pillars,
    groupedByApp,
    dimensionCount,
    scales,
    raw: json,
  };
}
