import { stem } from './english-stemmer';
import { MAX_SEARCH_WORDS, MAX_SPELLED_OUT_TERMS, quotedPhrase, searchWords } from './fts-query';
import relatedTermsTable from './search-related-terms.json' with { type: 'json' };
import { IGNORED_WORDS, SYNONYM_GROUPS } from './search-synonyms';

/**
 * Turns what a buyer typed into the FTS5 expressions of what they mean, against an unstemmed
 * index. The text becomes units, each a word or a synonym phrase, all required (AND):
 * - a word matches every indexed form of its stem ("signs" → "sign" OR "signs"), and the last
 *   one also its completions, for search as you type ("pedestri" → "pedestri"*);
 * - a word or phrase of a synonym group matches any entry of the group ("xray" → "x rays" OR
 *   "radiographs"), see search-synonyms.ts;
 * - words that say nothing about a dataset ("data", "for") are dropped;
 * - a word the catalog never uses (no indexed form, no synonym, no completion) is read through
 *   the catalog's words related to it (search-related-terms.json: "spam" → "emails"): beside words
 *   the catalog has, such a unit only ranks ("speaker identifications" is every "speaker", those
 *   that also mention recognition first); alone, it is the search. A word without related words
 *   either is dropped: "chest xray zebra" finds chest X-rays rather than nothing. When no word
 *   is left the search matches nothing.
 * Words are quoted, so FTS5 syntax in the text means nothing.
 */

/** What the expressions are built against: the index's terms (see SearchTerms). */
export interface SearchVocabulary {
  withStem(stemmed: string): readonly string[];
  withPrefix(prefix: string, limit: number): readonly string[] | null;
  /** How many datasets hold the term (in any column). */
  datasetsWith(term: string): number;
}

/** One required part of a search: a word, or a phrase of a synonym group. */
export interface SearchUnit {
  /** The words of the search it stands for, as typed, joined by a space ("x ray" for "x-ray"). */
  typed: string;
  /** FTS5 phrases (OR) of the indexed forms of the words as typed ("sign", "signs"). */
  words: readonly string[];
  /** FTS5 phrases of the indexed forms of their synonyms that `words` does not hold. */
  synonyms: readonly string[];
  /** The last word's completions as an FTS5 prefix phrase ("car"*), when they add terms to the others. */
  prefix: string | null;
  /** FTS5 phrases of the catalog's words related to a word it never uses ("spam" → "emails"). */
  related: readonly string[];
  /** Ranks the datasets that hold it without leaving out those that do not (see buildSearchUnits). */
  optional: boolean;
  /** About how many datasets the unit matches (its weight in ranking: the rarer, the more it says). */
  datasets: number;
}

/** Alternatives of a multi-word entry spelled out as phrases up to this many, else ANDed groups. */
const MAX_PHRASE_COMBINATIONS = 16;

interface QueryWord {
  /** As typed (after NFKC). */
  typed: string;
  /** The index form (lower case, no diacritics) when that is plain ASCII, else null (FTS5 folds it). */
  folded: string | null;
  /** The stem of the index form; the typed word when there is none. */
  stem: string;
}

/** One word or phrase of a synonym group, as stems. */
type Entry = readonly string[];

interface Phrase {
  text: string;
  datasets: number;
}

const IGNORED = new Set(IGNORED_WORDS);

interface SearchTables {
  /** The related-terms table by the stem of its word: its related terms, as the table writes them ("a|b c"). */
  relatedByStem: Map<string, string>;
  /** Groups by the stems of each of their entries ("x ray" → the x-ray group). */
  groupsByEntry: Map<string, Entry[][]>;
  /** The most words in one entry. */
  longestEntry: number;
}

let tables: SearchTables | null = null;

/**
 * Built at the first search that has words, not when the marketplace starts: stemming the two
 * tables takes some 20 ms of the start, and the app's first question (a listing) reads no words.
 */
function searchTables(): SearchTables {
  if (tables !== null) return tables;
  const relatedByStem = new Map<string, string>();
  for (const [word, terms] of Object.entries(relatedTermsTable.terms as Record<string, readonly string[]>)) {
    const key = stem(word);
    const related = terms.join('|');
    const known = relatedByStem.get(key);
    relatedByStem.set(key, known === undefined ? related : `${known}|${related}`);
  }
  const groupsByEntry = new Map<string, Entry[][]>();
  let longestEntry = 1;
  for (const group of SYNONYM_GROUPS) {
    const entries = group.map((text) => searchWords(text).map((word) => toQueryWord(word).stem));
    for (const entry of entries) {
      const key = entry.join(' ');
      groupsByEntry.set(key, [...(groupsByEntry.get(key) ?? []), entries]);
      longestEntry = Math.max(longestEntry, entry.length);
    }
  }
  tables = { relatedByStem, groupsByEntry, longestEntry };
  return tables;
}

/** The catalog terms related to a word's stem, each as its stems ("email" for "spam"). */
function relatedEntries(stemmed: string): Entry[] {
  const related = searchTables().relatedByStem.get(stemmed);
  return related === undefined ? [] : related.split('|').map((term) => searchWords(term).map((part) => toQueryWord(part).stem));
}

function toQueryWord(typed: string): QueryWord {
  const lower = typed
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase();
  const folded = /^[a-z0-9]+$/.test(lower) ? lower : null;
  return { typed, folded, stem: folded === null ? typed : stem(folded) };
}

/** The words a search reads: those that say something (all of them when none does), at most MAX_SEARCH_WORDS. */
function readWords(text: string): QueryWord[] {
  const typed = searchWords(text).map(toQueryWord);
  const meaningful = typed.filter((word) => word.folded === null || !IGNORED.has(word.folded));
  return (meaningful.length > 0 ? meaningful : typed).slice(0, MAX_SEARCH_WORDS);
}

/** The words a search for `text` reads, as typed (what it says it matched or missed: see DatasetStore.search). */
export function searchedWords(text: string): string[] {
  return readWords(text).map((word) => word.typed);
}

/** The units of a search for `text`, or null when it has no words. */
export function buildSearchUnits(text: string, vocabulary: SearchVocabulary): SearchUnit[] | null {
  const read = readUnits(text, vocabulary);
  if (read === null) return null;
  const { words, units } = read;
  // Nothing the catalog knows: the words as typed, which match nothing.
  if (units.length === 0) {
    const typed = words.map((word) => word.typed);
    return [{ typed: typed.join(' '), words: [typed.map(quotedPhrase).join(' AND ')], synonyms: [], prefix: null, related: [], optional: false, datasets: 0 }];
  }
  // Words read only through related words are the search when nothing else is.
  return units.every((unit) => unit.optional) ? units.map((unit) => ({ ...unit, optional: false })) : units;
}

/**
 * The words of a search for `text` that the catalog knows in no way (no indexed form, synonym,
 * completion or related word), as typed: those buildSearchUnits leaves out.
 */
export function unknownWords(text: string, vocabulary: SearchVocabulary): string[] {
  return readUnits(text, vocabulary)?.unknown ?? [];
}

/** The units of the words the catalog knows, and the words it does not; null without words. */
function readUnits(text: string, vocabulary: SearchVocabulary): { words: QueryWord[]; units: SearchUnit[]; unknown: string[] } | null {
  const words = readWords(text);
  if (words.length === 0) return null;

  const units: SearchUnit[] = [];
  const unknown: string[] = [];
  for (let start = 0; start < words.length;) {
    const { length, groups } = synonymAt(words, start);
    const span = words.slice(start, start + length);
    start += length;
    const unit = { typed: span.map((word) => word.typed).join(' '), ...unitOf(span, groups, start === words.length, vocabulary) };
    if (unit.words.length > 0 || unit.synonyms.length > 0 || unit.prefix !== null) units.push(unit);
    else if (span.length === 1) {
      const related = relatedUnit(span[0] as QueryWord, vocabulary);
      if (related !== null) units.push({ typed: unit.typed, ...related });
      else unknown.push(unit.typed);
    }
  }
  return { words, units, unknown };
}

/** A word the catalog never uses, as the catalog's words related to it: an optional unit, or null without any. */
function relatedUnit(word: QueryWord, vocabulary: SearchVocabulary): Omit<SearchUnit, 'typed'> | null {
  if (word.folded === null) return null;
  const related = new Map<string, number>();
  for (const entry of relatedEntries(word.stem)) for (const phrase of entryPhrases(entry, vocabulary)) related.set(phrase.text, phrase.datasets);
  if (related.size === 0) return null;
  const datasets = [...related.values()].reduce((sum, count) => sum + count, 0);
  return { words: [], synonyms: [], prefix: null, related: [...related.keys()], optional: true, datasets };
}

/** Any of some FTS5 phrases, as one expression. */
export function anyOf(phrases: readonly string[]): string {
  return phrases.length === 1 ? (phrases[0] as string) : `(${phrases.join(' OR ')})`;
}

/** A unit as one FTS5 expression: any of its phrases. */
export function unitExpression(unit: SearchUnit): string {
  return anyOf([...unit.words, ...unit.synonyms, ...unit.related, ...(unit.prefix === null ? [] : [unit.prefix])]);
}

/** The whole search as one FTS5 expression: every unit that is not optional. */
export function searchExpression(units: readonly SearchUnit[]): string {
  return units
    .filter((unit) => !unit.optional)
    .map(unitExpression)
    .join(' AND ');
}

/**
 * The search for when no dataset holds every unit: the datasets that hold all of its units but
 * one ("network intrusion logs" → network and intrusion, or network and logs, or intrusion and
 * logs), with every unit optional so that ranking counts what each holds; and, for each unit,
 * the expression of the datasets that lack only it (`leftOut`). Null for a search of fewer than
 * two required units, which has nothing to leave out.
 */
export function relaxedSearch(
  units: readonly SearchUnit[],
): { expression: string; units: SearchUnit[]; leftOut: Array<{ typed: string; expression: string }> } | null {
  const required = units.filter((unit) => !unit.optional);
  if (required.length < 2) return null;
  const allButOne = required.map(
    (_, left) =>
      `(${required
        .filter((__, index) => index !== left)
        .map(unitExpression)
        .join(' AND ')})`,
  );
  return {
    expression: allButOne.join(' OR '),
    units: units.map((unit) => ({ ...unit, optional: true })),
    leftOut: required.map((unit, index) => ({ typed: unit.typed, expression: allButOne[index] as string })),
  };
}

/** The longest synonym entry starting at `start` (one word without groups when none does). */
function synonymAt(words: readonly QueryWord[], start: number): { length: number; groups: Entry[][] } {
  const { longestEntry, groupsByEntry } = searchTables();
  for (let length = Math.min(longestEntry, words.length - start); length >= 1; length--) {
    const span = words.slice(start, start + length);
    if (span.some((word) => word.folded === null)) continue;
    const groups = groupsByEntry.get(span.map((word) => word.stem).join(' '));
    if (groups !== undefined) return { length, groups };
  }
  return { length: 1, groups: [] };
}

/**
 * What a word (or a synonym phrase) may match, as FTS5 phrases: the indexed forms of its stems,
 * those of its synonyms, and, for the last word, its completions.
 */
function unitOf(span: readonly QueryWord[], groups: readonly Entry[][], isLast: boolean, vocabulary: SearchVocabulary): Omit<SearchUnit, 'typed'> {
  const only = span.length === 1 ? (span[0] as QueryWord) : null;
  // A word FTS5 must fold itself (not plain ASCII) is searched as typed.
  if (only !== null && only.folded === null) {
    const phrase = quotedPhrase(only.typed);
    const none = { synonyms: [], related: [], optional: false, datasets: 0 };
    return isLast ? { ...none, words: [], prefix: `${phrase}*` } : { ...none, words: [phrase], prefix: null };
  }
  const words = new Map<string, number>();
  for (const phrase of entryPhrases(
    span.map((word) => word.stem),
    vocabulary,
  ))
    words.set(phrase.text, phrase.datasets);
  const synonyms = new Map<string, number>();
  for (const entry of groups.flat()) {
    for (const phrase of entryPhrases(entry, vocabulary)) if (!words.has(phrase.text)) synonyms.set(phrase.text, phrase.datasets);
  }
  const known = (phrase: string) => words.has(phrase) || synonyms.has(phrase);
  let datasets = [...words.values(), ...synonyms.values()].reduce((sum, count) => sum + count, 0);
  let prefix: string | null = null;
  // The last word's completions, unless it is part of a synonym phrase (typed in full, then).
  if (isLast && only !== null) {
    const word = only.folded as string;
    const completions = vocabulary.withPrefix(word, MAX_SPELLED_OUT_TERMS);
    const added = completions?.filter((term) => !known(quotedPhrase(term)));
    if (added === undefined || added.length > 0) {
      prefix = `${quotedPhrase(word)}*`;
      // Too many completions to list: a short prefix, which matches most of the catalog.
      datasets += added === undefined ? Number.POSITIVE_INFINITY : added.reduce((sum, term) => sum + vocabulary.datasetsWith(term), 0);
    }
  }
  return { words: [...words.keys()], synonyms: [...synonyms.keys()], prefix, related: [], optional: false, datasets };
}

/** The phrases that match one entry: every combination of the indexed forms of its stems. */
function entryPhrases(entry: Entry, vocabulary: SearchVocabulary): Phrase[] {
  const forms = entry.map((stemmed) => vocabulary.withStem(stemmed));
  if (forms.some((list) => list.length === 0)) return [];
  // A phrase is in at most as many datasets as its rarest word.
  const datasetsOf = (terms: readonly string[]) => Math.min(...terms.map((term) => vocabulary.datasetsWith(term)));
  const combinations = forms.reduce((product, list) => product * list.length, 1);
  if (combinations > MAX_PHRASE_COMBINATIONS) {
    const text = `(${forms.map((list) => `(${list.map(quotedPhrase).join(' OR ')})`).join(' AND ')})`;
    return [{ text, datasets: Math.min(...forms.map((list) => list.reduce((sum, term) => sum + vocabulary.datasetsWith(term), 0))) }];
  }
  let combined: string[][] = [[]];
  for (const list of forms) combined = combined.flatMap((words) => list.map((form) => [...words, form]));
  return combined.map((words) => ({ text: quotedPhrase(words.join(' ')), datasets: datasetsOf(words) }));
}
