/**
 * Other words servers use for the app's enumerated values, as data. A word not listed here is
 * kept as the server's own word and shown as sent: it is never mapped to a known value on a guess.
 * Matching ignores case, spaces, dashes and underscores ("Not Compatible" = "not_compatible").
 */
import type { PiiLevel, QualityTier, ScoreBasis, SearchMatchKind, UseCase, Verdict } from '../../../../shared/wire/api-types';
import type { Plan } from '../../../../shared/domain/readings/account-reading';
import type { Word } from '../../../../shared/domain/stated';
import { canonicalName } from './field-lookup';
import type { Reader } from './value-readers';

export type WordTable<K extends string> = Readonly<Record<K, readonly string[]>>;

export const TIER_WORDS: WordTable<QualityTier> = {
  platinum: ['platinum', 'platinum tier', 'tier platinum', 'lqs platinum'],
  gold: ['gold', 'gold tier', 'tier gold', 'lqs gold'],
  silver: ['silver', 'silver tier', 'tier silver', 'lqs silver'],
  bronze: ['bronze', 'bronze tier', 'tier bronze', 'lqs bronze'],
};

export const VERDICT_WORDS: WordTable<Verdict> = {
  compatible: ['compatible', 'fully compatible', 'allowed', 'permitted', 'approved', 'cleared'],
  conditional: [
    'conditional',
    'conditionally compatible',
    'compatible with conditions',
    'compatible with obligations',
    'allowed with conditions',
    'permitted with conditions',
    'with conditions',
    'conditions apply',
  ],
  incompatible: [
    'incompatible',
    'not compatible',
    'noncompatible',
    'blocked',
    'denied',
    'forbidden',
    'prohibited',
    'not allowed',
    'disallowed',
    'not permitted',
    'rejected',
    'conflict',
  ],
};

export const USE_CASE_WORDS: WordTable<UseCase> = {
  commercial_training: [
    'commercial training',
    'commercial model training',
    'commercial ai training',
    'commercial ml training',
    'train commercial',
    'commercial use training',
  ],
  research: ['research', 'academic research', 'non commercial research', 'noncommercial research', 'research training'],
  internal_evaluation: ['internal evaluation', 'internal eval', 'evaluation', 'internal benchmarking', 'internal testing'],
  redistribution: ['redistribution', 'redistribute', 'data redistribution', 'resale', 'republishing'],
};

export const PII_WORDS: WordTable<PiiLevel> = {
  none: ['none', 'no pii', 'no', 'absent', 'not present', 'pii free'],
  deidentified: ['deidentified', 'de identified', 'de-identified pii'],
  contains_pii: ['contains pii', 'contains personal data', 'present', 'yes', 'identifiable', 'pii present', 'has pii'],
};

/** A conflict's severity: whether it blocks the use. */
export const SEVERITY_WORDS: WordTable<'blocking' | 'not_blocking'> = {
  blocking: ['blocking', 'blocker', 'error', 'critical', 'fatal'],
  not_blocking: ['warning', 'caution', 'condition', 'info', 'notice'],
};

/** What a score was computed from. */
export const BASIS_WORDS: WordTable<ScoreBasis> = {
  files: [
    'file',
    'the files',
    'data',
    'data files',
    'file inspection',
    'direct inspection',
    'full data',
    'content',
    'sample',
    'sampled files',
    'sampled items',
  ],
  metadata: ['metadata only', 'meta', 'listing', 'listing only', 'self reported', 'seller metadata'],
};

/** How a list's datasets match the search's words. */
export const SEARCH_MATCH_WORDS: WordTable<SearchMatchKind> = {
  all_words: ['all', 'every word', 'all terms', 'all words matched'],
  all_but_one: ['all words but one', 'all but one word', 'all terms but one'],
};

export const PLAN_WORDS: WordTable<Plan> = {
  free: ['free', 'free tier', 'free plan'],
  pro: ['pro', 'pro tier', 'pro plan', 'professional'],
};

const lookupTables = new WeakMap<object, Map<string, string>>();

function indexOf<K extends string>(table: WordTable<K>): Map<string, K> {
  let index = lookupTables.get(table);
  if (index === undefined) {
    index = new Map();
    for (const [known, words] of Object.entries(table) as Array<[K, readonly string[]]>) {
      for (const word of [known, ...words]) index.set(canonicalName(word), known);
    }
    lookupTables.set(table, index);
  }
  return index as Map<string, K>;
}

/** The known value a word means, or undefined. */
export function knownValueOf<K extends string>(table: WordTable<K>, word: string): K | undefined {
  return indexOf(table).get(canonicalName(word));
}

/** A word (text) as a known value, or as the server's own word. */
export function wordReader<K extends string>(table: WordTable<K>): Reader<Word<K>> {
  return (sent) => {
    if (typeof sent !== 'string' || sent.trim() === '') return undefined;
    const known = knownValueOf(table, sent);
    return known !== undefined ? { known } : { other: sent.trim() };
  };
}
