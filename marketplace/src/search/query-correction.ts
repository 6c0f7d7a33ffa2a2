import damerauLevenshtein from 'damerau-levenshtein';
import { searchWords } from './fts-query';
import { unknownWords, type SearchVocabulary } from './search-expression';
import { IGNORED_WORDS, NOT_CARRIED_WORDS } from './search-synonyms';

/**
 * Typo tolerance: a word of a search that the catalog knows in no way (see unknownWords: no
 * indexed form, synonym, completion or related word) is replaced by the nearest word of the
 * index's own vocabulary, by optimal string alignment distance (a transposition is one edit):
 * at most one edit for a word of 4 to 7 letters, two for a longer one; a word of 3 letters or
 * fewer, or with other characters than a–z, is left as typed. Among the nearest, the one most
 * datasets hold wins (then the first in order). A word the catalog knows is never corrected.
 */

/** What correction needs of the index: the terms and how many datasets hold each, besides what a search reads. */
export interface CorrectionVocabulary extends SearchVocabulary {
  all(): readonly string[];
}

interface WordCorrection {
  from: string;
  to: string;
}

export interface QueryCorrection {
  /** The search as typed. */
  original: string;
  /** The search with each corrected word replaced. */
  corrected: string;
  words: WordCorrection[];
}

const SHORTEST_CORRECTED = 4;
const LONGEST_WITH_ONE_EDIT = 7;
const LETTERS = /^[a-z]+$/;
const IGNORED = new Set(IGNORED_WORDS);
const NOT_CARRIED = new Set(NOT_CARRIED_WORDS);

/** How many edits a word of this many letters may be away from its correction (0: not corrected). */
export function allowedEdits(length: number): number {
  if (length < SHORTEST_CORRECTED) return 0;
  return length <= LONGEST_WITH_ONE_EDIT ? 1 : 2;
}

/** The optimal string alignment distance of two words (insertion, deletion, substitution, adjacent transposition). */
export function editDistance(a: string, b: string): number {
  return damerauLevenshtein(a, b).steps;
}

const candidatesByVocabulary = new WeakMap<CorrectionVocabulary, Map<number, string[]>>();

/** The index's words a typo may be corrected to, by length: letters only, long enough, not words that say nothing. */
function candidatesByLength(vocabulary: CorrectionVocabulary): Map<number, string[]> {
  const known = candidatesByVocabulary.get(vocabulary);
  if (known !== undefined) return known;
  const byLength = new Map<number, string[]>();
  for (const term of vocabulary.all()) {
    if (term.length < SHORTEST_CORRECTED || !LETTERS.test(term) || IGNORED.has(term)) continue;
    const group = byLength.get(term.length);
    if (group === undefined) byLength.set(term.length, [term]);
    else group.push(term);
  }
  candidatesByVocabulary.set(vocabulary, byLength);
  return byLength;
}

/** The correction of one word the catalog does not know, or null when none is near enough. */
export function correctWord(typed: string, vocabulary: CorrectionVocabulary): string | null {
  const word = typed.toLowerCase();
  const edits = allowedEdits(word.length);
  if (edits === 0 || !LETTERS.test(word) || NOT_CARRIED.has(word)) return null;
  const byLength = candidatesByLength(vocabulary);
  let best: { term: string; distance: number; datasets: number } | null = null;
  for (let length = word.length - edits; length <= word.length + edits; length++) {
    for (const term of byLength.get(length) ?? []) {
      const distance = editDistance(word, term);
      if (distance > edits || (best !== null && distance > best.distance)) continue;
      const datasets = vocabulary.datasetsWith(term);
      if (best === null || distance < best.distance || datasets > best.datasets || (datasets === best.datasets && term < best.term)) {
        best = { term, distance, datasets };
      }
    }
  }
  return best?.term ?? null;
}

/** The search with its unknown words corrected, or null when no word needs or finds a correction. */
export function correctQuery(text: string, vocabulary: CorrectionVocabulary): QueryCorrection | null {
  const corrections = new Map<string, string>();
  for (const typed of unknownWords(text, vocabulary)) {
    const to = correctWord(typed, vocabulary);
    if (to !== null) corrections.set(typed, to);
  }
  if (corrections.size === 0) return null;
  const normalized = text.normalize('NFKC');
  const corrected = normalized.replace(/[\p{L}\p{N}]+/gu, (word) => corrections.get(word) ?? word);
  const words = searchWords(normalized).flatMap((from) => {
    const to = corrections.get(from);
    return to === undefined ? [] : [{ from, to }];
  });
  return { original: text, corrected, words: words.filter((word, index) => words.findIndex((other) => other.from === word.from) === index) };
}
