/**
 * Reads a quality (LQS) record of any reasonable shape: pillars and dimensions as arrays of
 * objects or `{name: value}` maps, dimensions flat or nested in their pillars, scores and weights
 * under several names. The rules that keep it true:
 * - a weight is never shown as a score (bare numbers that sum to about 1 are weights);
 * - the composite is read wherever the record puts it;
 * - a pillar score the record does not give is the app's own mean, labelled so;
 * - dimensions that name no pillar are grouped by the LQS 3.0 table, and the screen says so.
 */
import { PILLARS } from '../../../shared/lqs';
import type { DimensionReading, PillarReading, QualityReading } from '../../../shared/readings/quality-reading';
import type { Stated } from '../../../shared/stated';
import { collectionAt, unwrapRecord, type Entry } from './collections';
import { QUALITY_FIELDS, RECORD_WRAPPERS, SCORE_ENTRY_FIELDS } from './field-aliases';
import { canonicalName, isJsonObject } from './field-lookup';
import { humanize } from './humanize';
import { asFractions, looksLikeWeights, readScore, readWeight } from './scores';
import { statedFact, statedFrom } from './stated-fact';
import { readDate, readId, readText } from './value-readers';
import { TIER_WORDS, wordReader } from './word-tables';

/** One pillar or dimension as found, before pillars and dimensions are put together. */
interface ScoreEntry {
  key: string;
  label: string;
  score?: Stated<number>;
  weight?: Stated<number>;
  /** A dimension's pillar, as the entry names it. */
  pillar?: string;
  /** A pillar's nested dimensions. */
  nested?: Entry[];
}

/** What bare numbers in a collection are: its name may say; otherwise they are weights only if they look like weights. */
type NumberMeaning = 'score' | 'weight' | 'either';

function readScoreEntries(entries: readonly Entry[], meaning: NumberMeaning, fallbackName: string): ScoreEntry[] {
  const bareNumbers = entries.map((entry) => (isJsonObject(entry.value) ? undefined : readWeight(entry.value)));
  const bare = bareNumbers.filter((value): value is number => value !== undefined);
  const bareAreWeights = meaning === 'weight' || (meaning === 'either' && looksLikeWeights(bare));

  const drafts = entries.map((entry, index) => {
    const name = entry.name ?? `${fallbackName} ${index + 1}`;
    const number = bareNumbers[index];
    if (number !== undefined) {
      const found = { value: entry.value, from: entry.from };
      return bareAreWeights
        ? { key: name, label: humanize(name), rawWeight: { value: number, from: entry.from, sent: entry.value } }
        : { key: name, label: humanize(name), score: readScore(entry.value) === undefined ? undefined : statedFrom(readScore(entry.value)!, found) };
    }
    if (!isJsonObject(entry.value)) return null;
    const record = entry.value;
    const key = statedFact(record, SCORE_ENTRY_FIELDS.key, readId)?.value ?? name;
    return {
      key,
      label: statedFact(record, SCORE_ENTRY_FIELDS.label, readText)?.value ?? humanize(key),
      score: statedFact(record, SCORE_ENTRY_FIELDS.score, readScore, entry.from),
      rawWeight: statedFact(record, SCORE_ENTRY_FIELDS.weight, readWeight, entry.from),
      pillar: statedFact(record, SCORE_ENTRY_FIELDS.pillar, readText)?.value,
      nested: collectionAt(record, SCORE_ENTRY_FIELDS.dimensions, entry.from)?.entries,
    };
  });

  // Weights given as percentages (35, 30, …) become fractions; the value as sent is kept.
  const weights = asFractions(drafts.flatMap((draft) => (draft?.rawWeight ? [draft.rawWeight.value] : [])));
  let weightIndex = 0;
  return drafts.flatMap((draft): ScoreEntry[] => {
    if (draft === null) return [];
    const { rawWeight, ...rest } = draft;
    if (rawWeight === undefined) return [rest];
    const fraction = weights[weightIndex++]!;
    const sent = 'sent' in rawWeight && rawWeight.sent !== undefined ? rawWeight.sent : rawWeight.value;
    const weight: Stated<number> = fraction === sent ? { value: fraction, from: rawWeight.from } : { value: fraction, from: rawWeight.from, sent };
    return [{ ...rest, weight }];
  });
}

function entriesFrom(record: unknown, aliases: readonly string[], base: string, meaning: NumberMeaning, fallbackName: string): ScoreEntry[] {
  const collection = collectionAt(record, aliases, base);
  return collection ? readScoreEntries(collection.entries, meaning, fallbackName) : [];
}

interface PillarDraft extends PillarReading {
  order: number;
}

interface DimensionDraft {
  reading: DimensionReading;
  /** The pillar it was nested in. */
  pillar?: PillarDraft;
  /** The pillar it names. */
  named?: string;
}

/** Pillars and dimensions found under several names, put together by key or label. */
class PillarAssembly {
  private readonly pillars: PillarDraft[] = [];
  private readonly pillarByName = new Map<string, PillarDraft>();
  private readonly dimensions: DimensionDraft[] = [];
  private readonly dimensionByName = new Map<string, DimensionDraft>();
  groupedByApp = false;

  private pillarNamed(name: string): PillarDraft | undefined {
    return this.pillarByName.get(canonicalName(name));
  }

  addPillar(entry: ScoreEntry): PillarDraft {
    let pillar = this.pillarNamed(entry.key) ?? this.pillarNamed(entry.label);
    if (pillar === undefined) {
      pillar = { key: entry.key, label: entry.label, dimensions: [], order: this.pillars.length };
      this.pillars.push(pillar);
    }
    pillar.score ??= entry.score;
    pillar.weight ??= entry.weight;
    for (const name of [entry.key, entry.label]) this.pillarByName.set(canonicalName(name), pillar);
    return pillar;
  }

  addDimension(entry: ScoreEntry, parent?: PillarDraft): void {
    const existing = this.dimensionByName.get(canonicalName(entry.key)) ?? this.dimensionByName.get(canonicalName(entry.label));
    if (existing) {
      existing.reading.score ??= entry.score;
      existing.reading.weight ??= entry.weight;
      existing.pillar ??= parent;
      existing.named ??= entry.pillar;
      return;
    }
    const dimension: DimensionDraft = { reading: { key: entry.key, label: entry.label, score: entry.score, weight: entry.weight }, pillar: parent, named: entry.pillar };
    this.dimensions.push(dimension);
    for (const name of [entry.key, entry.label]) this.dimensionByName.set(canonicalName(name), dimension);
  }

  /** The app's LQS 3.0 pillar of a dimension the record did not place. */
  private methodologyPillar(dimensionKey: string): PillarDraft | undefined {
    const definition = PILLARS.find((pillar) => pillar.dimensions.some((dimension) => canonicalName(dimension.key) === canonicalName(dimensionKey)));
    if (definition === undefined) return undefined;
    return this.pillarNamed(definition.key) ?? this.pillarNamed(definition.label) ?? this.addPillar({ key: definition.key, label: definition.label });
  }

  assemble(): { pillars: PillarReading[]; dimensionCount: number } {
    let other: PillarDraft | undefined;
    for (const dimension of this.dimensions) {
      let pillar = dimension.pillar;
      if (pillar === undefined && dimension.named !== undefined) {
        pillar = this.pillarNamed(dimension.named) ?? this.addPillar({ key: dimension.named, label: humanize(dimension.named) });
      }
      if (pillar === undefined) {
        pillar = this.methodologyPillar(dimension.reading.key);
        if (pillar === undefined) {
          other ??= { key: 'other', label: 'Other', dimensions: [], order: Number.MAX_SAFE_INTEGER };
          pillar = other;
        }
        this.groupedByApp = true;
      }
      pillar.dimensions.push(dimension.reading);
    }
    const all = other ? [...this.pillars, other] : this.pillars;
    const pillars = all
      .filter((pillar) => pillar.score !== undefined || pillar.weight !== undefined || pillar.dimensions.length > 0)
      .sort((a, b) => a.order - b.order)
      .map(({ order: _order, ...pillar }) => withAppMean(pillar));
    return { pillars, dimensionCount: this.dimensions.length };
  }
}

/** The app's mean of a pillar's dimension scores, when the record gives no pillar score: weighted when every weight is given. */
function withAppMean(pillar: PillarReading): PillarReading {
  if (pillar.score !== undefined) return pillar;
  const scored = pillar.dimensions.filter((dimension) => dimension.score !== undefined);
  if (scored.length === 0) return pillar;
  const weighted = scored.every((dimension) => (dimension.weight?.value ?? 0) > 0);
  const totalWeight = weighted ? scored.reduce((sum, dimension) => sum + dimension.weight!.value, 0) : scored.length;
  const sum = scored.reduce((total, dimension) => total + dimension.score!.value * (weighted ? dimension.weight!.value : 1), 0);
  return { ...pillar, appMeanScore: Math.round((sum / totalWeight) * 100) / 100 };
}

export function readQuality(json: unknown): QualityReading | undefined {
  const unwrapped = unwrapRecord(json, RECORD_WRAPPERS);
  if (unwrapped === undefined) return undefined;
  const { record, base } = unwrapped;
  const fact = <T>(aliases: readonly string[], read: (sent: unknown) => T | undefined) => statedFact(record, aliases, read, base);

  const assembly = new PillarAssembly();
  const pillarEntries = [
    ...entriesFrom(record, QUALITY_FIELDS.pillars, base, 'either', 'Pillar'),
    ...entriesFrom(record, QUALITY_FIELDS.pillarScores, base, 'score', 'Pillar'),
    ...entriesFrom(record, QUALITY_FIELDS.pillarWeights, base, 'weight', 'Pillar'),
  ];
  for (const entry of pillarEntries) {
    const pillar = assembly.addPillar(entry);
    if (entry.nested) for (const dimension of readScoreEntries(entry.nested, 'either', 'Dimension')) assembly.addDimension(dimension, pillar);
  }
  const dimensionEntries = [
    ...entriesFrom(record, QUALITY_FIELDS.dimensions, base, 'either', 'Dimension'),
    ...entriesFrom(record, QUALITY_FIELDS.dimensionScores, base, 'score', 'Dimension'),
    ...entriesFrom(record, QUALITY_FIELDS.dimensionWeights, base, 'weight', 'Dimension'),
  ];
  for (const dimension of dimensionEntries) assembly.addDimension(dimension);
  const { pillars, dimensionCount } = assembly.assemble();

  const composite = fact(QUALITY_FIELDS.composite, readScore);
  const trainability = fact(QUALITY_FIELDS.trainability, readScore);
  const scores = [composite, trainability, ...pillars.flatMap((pillar) => [pillar.score, ...pillar.dimensions.map((dimension) => dimension.score)])]
    .filter((score): score is Stated<number> => score !== undefined)
    .map((score) => score.value);
  const scale = scores.length > 0 && scores.every((score) => score <= 1) ? 1 : 100;

  return {
    datasetId: fact(QUALITY_FIELDS.datasetId, readId),
    lqsVersion: fact(QUALITY_FIELDS.lqsVersion, (sent) => (typeof sent === 'number' ? String(sent) : readText(sent))),
    composite,
    tier: fact(QUALITY_FIELDS.tier, wordReader(TIER_WORDS)),
    trainability,
    badgeUrl: fact(QUALITY_FIELDS.badgeUrl, readText),
    scoredAt: fact(QUALITY_FIELDS.scoredAt, readDate),
    pillars,
    groupedByApp: assembly.groupedByApp,
    dimensionCount,
    scale,
    raw: json,
  };
}
