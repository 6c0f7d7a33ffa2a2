/**
 * Pillars and dimensions as a record lists them: an array of objects, or a `{name: value}` map
 * whose values are objects or bare numbers. Scores are kept as sent here (their group's scale is
 * decided afterwards, in score-scales.ts); weights become fractions of the composite.
 */
import type { ScoreBasis } from '../../../../shared/wire/api-types';
import type { Stated, Word } from '../../../../shared/domain/stated';
import { collectionAt, type Entry } from '../fields/collections';
import { SCORE_ENTRY_FIELDS } from '../fields/field-aliases';
import { isJsonObject } from '../fields/field-lookup';
import { humanize } from '../fields/humanize';
import { readBasis, readSampleSize, sentSpread, type SentSpread } from './score-evidence';
import { parseScore, readScaleMax, readScoreValue, scaleInText } from './score-scales';
import { asFractions, looksLikeWeights, readWeight } from './scores';
import { statedFact } from '../fields/stated-fact';
import { readId, readText } from '../fields/value-readers';

/** One pillar or dimension as found, before pillars and dimensions are put together. */
export interface ScoreEntry {
  key: string;
  label: string;
  /** As sent, on the scale of its group (or its own `scale`). */
  score?: Stated<number>;
  /** A scale this entry states for its own score (`"max": 5`, `"score": "93%"`). */
  scale?: Stated<number>;
  weight?: Stated<number>;
  /** How far the score may be off, as sent (on the score's scale). */
  spread?: SentSpread;
  basis?: Stated<Word<ScoreBasis>>;
  sampleSize?: Stated<number | null>;
  description?: Stated<string>;
  /** A dimension's pillar, as the entry names it. */
  pillar?: string;
  /** A pillar's nested dimensions. */
  nested?: Entry[];
}

/** What bare numbers in a collection are: its name may say; otherwise they are weights only if they look like weights. */
export type NumberMeaning = 'score' | 'weight' | 'either';

interface Draft extends Omit<ScoreEntry, 'weight'> {
  rawWeight?: Stated<number>;
}

function draftOf(entry: Entry, index: number, bareNumber: number | undefined, bareAreWeights: boolean, fallbackName: string): Draft | null {
  const name = entry.name ?? `${fallbackName} ${index + 1}`;
  if (bareNumber !== undefined) {
    if (bareAreWeights) return { key: name, label: humanize(name), rawWeight: { value: bareNumber, from: entry.from, sent: entry.value } };
    const score: Stated<number> =
      bareNumber === entry.value ? { value: bareNumber, from: entry.from } : { value: bareNumber, from: entry.from, sent: entry.value };
    return { key: name, label: humanize(name), score, scale: scaleInText(score), spread: sentSpread(undefined, [], [], '', score) };
  }
  if (!isJsonObject(entry.value)) return null;
  const record = entry.value;
  const key = statedFact(record, SCORE_ENTRY_FIELDS.key, readId)?.value ?? name;
  const score = statedFact(record, SCORE_ENTRY_FIELDS.score, readScoreValue, entry.from);
  return {
    key,
    label: statedFact(record, SCORE_ENTRY_FIELDS.label, readText)?.value ?? humanize(key),
    score,
    scale: statedFact(record, SCORE_ENTRY_FIELDS.scale, readScaleMax, entry.from) ?? (score && scaleInText(score)),
    rawWeight: statedFact(record, SCORE_ENTRY_FIELDS.weight, readWeight, entry.from),
    spread: sentSpread(record, SCORE_ENTRY_FIELDS.interval, SCORE_ENTRY_FIELDS.margin, entry.from, score),
    basis: readBasis(record, SCORE_ENTRY_FIELDS.basis, SCORE_ENTRY_FIELDS.basisIfKnownWord, entry.from),
    sampleSize: readSampleSize(record, SCORE_ENTRY_FIELDS.sampleSize, entry.from),
    description: statedFact(record, SCORE_ENTRY_FIELDS.description, readText, entry.from),
    pillar: statedFact(record, SCORE_ENTRY_FIELDS.pillar, readText)?.value,
    nested: collectionAt(record, SCORE_ENTRY_FIELDS.dimensions, entry.from)?.entries,
  };
}

export function readScoreEntries(entries: readonly Entry[], meaning: NumberMeaning, fallbackName: string): ScoreEntry[] {
  const bareNumbers = entries.map((entry) =>
    isJsonObject(entry.value) ? undefined : meaning === 'weight' ? readWeight(entry.value) : parseScore(entry.value)?.value,
  );
  const bare = bareNumbers.filter((value): value is number => value !== undefined);
  const bareAreWeights = meaning === 'weight' || (meaning === 'either' && looksLikeWeights(bare));
  const drafts = entries.map((entry, index) => draftOf(entry, index, bareNumbers[index], bareAreWeights, fallbackName));

  // Weights given as percentages (35, 30, …) become fractions; the value as sent is kept.
  const weights = asFractions(drafts.flatMap((draft) => (draft?.rawWeight ? [draft.rawWeight.value] : [])));
  let weightIndex = 0;
  return drafts.flatMap((draft): ScoreEntry[] => {
    if (draft === null) return [];
    const { rawWeight, ...rest } = draft;
    if (rawWeight === undefined) return [rest];
    const fraction = weights[weightIndex++]!;
    const sent = rawWeight.sent !== undefined ? rawWeight.sent : rawWeight.value;
    const weight: Stated<number> = fraction === sent ? { value: fraction, from: rawWeight.from } : { value: fraction, from: rawWeight.from, sent };
    return [{ ...rest, weight }];
  });
}

export function entriesFrom(record: unknown, aliases: readonly string[], base: string, meaning: NumberMeaning, fallbackName: string): ScoreEntry[] {
  const collection = collectionAt(record, aliases, base);
  return collection ? readScoreEntries(collection.entries, meaning, fallbackName) : [];
}
