/**
 * The tier cut-offs a marketplace states: `{"gold": 75, …}`, `{"gold": {"min": 75}}` or
 * `[{"tier": "gold", "min": 75}]`. A tier word the app does not know is kept as sent; the
 * minimums go on the LQS scale by their own range (all within 0–1: fractions).
 */
import type { TierThreshold } from '../../../../shared/domain/readings/quality-reading';
import type { Stated } from '../../../../shared/domain/stated';
import { entriesOf } from '../fields/collections';
import { TIER_THRESHOLD_FIELDS } from '../fields/field-aliases';
import { isJsonObject, lookupAll } from '../fields/field-lookup';
import { decideScale, toLqsScale } from './score-scales';
import { statedFact } from '../fields/stated-fact';
import { readNumber, readText } from '../fields/value-readers';
import { TIER_WORDS, wordReader } from '../fields/word-tables';

const tierWord = wordReader(TIER_WORDS);

export function readTierThresholds(record: unknown, aliases: readonly string[], base: string): Stated<TierThreshold[]> | undefined {
  const found = lookupAll(record, aliases, base).find((candidate) => entriesOf(candidate) !== undefined);
  if (found === undefined) return undefined;
  const sent = entriesOf(found)!.flatMap((entry) => {
    const object = isJsonObject(entry.value) ? entry.value : undefined;
    const name = (object && statedFact(object, TIER_THRESHOLD_FIELDS.tier, readText)?.value) ?? entry.name;
    const min = object ? statedFact(object, TIER_THRESHOLD_FIELDS.min, readNumber)?.value : readNumber(entry.value);
    const tier = name === undefined ? undefined : tierWord(name);
    return tier !== undefined && min !== undefined && min >= 0 ? [{ tier, min }] : [];
  });
  if (sent.length === 0) return undefined;
  const scale = decideScale(
    sent.map((threshold) => threshold.min),
    undefined,
  )!;
  if (sent.some((threshold) => threshold.min > scale.max)) return undefined;
  const thresholds = sent.map((threshold) => ({ tier: threshold.tier, min: toLqsScale(threshold.min, scale.max) })).sort((a, b) => b.min - a.min);
  return { value: thresholds, from: found.from, sent: found.value };
}
