/**
 * A light English stemmer for search: folds plurals and the -ed/-ing forms onto one stem
 * ("tumors" and "tumor", "labelled" and "label", "driving" and "drive"), and nothing more.
 * It is the inflectional part of M. F. Porter's algorithm (1980): steps 1a, 1b and 1c, then
 * 5a and 5b so that a stripped "-es" or a doubled "l" meets the plain word. The derivational
 * steps (2-4) are left out on purpose: they conflate words a buyer keeps apart ("generation"
 * and "general", "organ" and "organization", "news" and "new").
 *
 * Words are expected in index form (lower case ASCII letters and digits); stems are only ever
 * compared with other stems, never shown.
 */

/** Words whose final "s" is not a plural ending and would meet an unrelated word without it. */
const INVARIANT_WORDS: ReadonlySet<string> = new Set(['news', 'series', 'species']);

/** Words of one or two letters are left alone, as in Porter's own implementation. */
const MIN_STEMMED_LENGTH = 3;

export function stem(word: string): string {
  if (word.length < MIN_STEMMED_LENGTH || INVARIANT_WORDS.has(word) || !/^[a-z]+$/.test(word)) return word;
  let w = step1a(word);
  w = step1b(w);
  w = step1c(w);
  w = step5a(w);
  return step5b(w);
}

function isConsonant(w: string, i: number): boolean {
  const c = w[i];
  if (c === 'a' || c === 'e' || c === 'i' || c === 'o' || c === 'u') return false;
  if (c === 'y') return i === 0 || !isConsonant(w, i - 1);
  return true;
}

/** Porter's m: the number of vowel-consonant sequences in the stem, [C](VC)^m[V]. */
function measure(w: string): number {
  let m = 0;
  let i = 0;
  while (i < w.length && isConsonant(w, i)) i++;
  while (i < w.length) {
    while (i < w.length && !isConsonant(w, i)) i++;
    if (i >= w.length) break;
    m++;
    while (i < w.length && isConsonant(w, i)) i++;
  }
  return m;
}

function hasVowel(w: string): boolean {
  for (let i = 0; i < w.length; i++) if (!isConsonant(w, i)) return true;
  return false;
}

function endsWithDoubleConsonant(w: string): boolean {
  const n = w.length;
  return n >= 2 && w[n - 1] === w[n - 2] && isConsonant(w, n - 1);
}

/** Porter's *o: ends consonant-vowel-consonant, the last consonant not w, x or y ("hop", not "box"). */
function endsCvc(w: string): boolean {
  const n = w.length;
  if (n < 3 || !isConsonant(w, n - 1) || isConsonant(w, n - 2) || !isConsonant(w, n - 3)) return false;
  const last = w[n - 1];
  return last !== 'w' && last !== 'x' && last !== 'y';
}

/**
 * Plurals: caresses → caress, ponies → poni, cats → cat. Like Lucene's minimal English stemmer,
 * a word in -us or -is is not taken for a plural (virus, corpus, analysis, diagnosis).
 */
function step1a(w: string): string {
  if (w.endsWith('sses')) return w.slice(0, -2);
  if (w.endsWith('ies')) return w.slice(0, -2);
  if (w.endsWith('ss') || w.endsWith('us') || w.endsWith('is')) return w;
  if (w.endsWith('s')) return w.slice(0, -1);
  return w;
}

/** -eed, -ed, -ing: agreed → agree, plastered → plaster, motoring → motor, hopping → hop, filing → file. */
function step1b(w: string): string {
  if (w.endsWith('eed')) return measure(w.slice(0, -3)) > 0 ? w.slice(0, -1) : w;
  let stemmed: string | null = null;
  if (w.endsWith('ed') && hasVowel(w.slice(0, -2))) stemmed = w.slice(0, -2);
  else if (w.endsWith('ing') && hasVowel(w.slice(0, -3))) stemmed = w.slice(0, -3);
  if (stemmed === null) return w;
  if (stemmed.endsWith('at') || stemmed.endsWith('bl') || stemmed.endsWith('iz')) return `${stemmed}e`;
  if (endsWithDoubleConsonant(stemmed) && !/[lsz]$/.test(stemmed)) return stemmed.slice(0, -1);
  if (measure(stemmed) === 1 && endsCvc(stemmed)) return `${stemmed}e`;
  return stemmed;
}

/** happy → happi, so that it meets "happies"/"happied" (sky stays: no vowel before the y). */
function step1c(w: string): string {
  return w.endsWith('y') && hasVowel(w.slice(0, -1)) ? `${w.slice(0, -1)}i` : w;
}

/** A final e goes when enough is left: images → image → imag, boxes → boxe → box; "drive" keeps it. */
function step5a(w: string): string {
  if (!w.endsWith('e')) return w;
  const rest = w.slice(0, -1);
  const m = measure(rest);
  return m > 1 || (m === 1 && !endsCvc(rest)) ? rest : w;
}

/** A doubled l goes when enough is left: labell → label, modell → model. */
function step5b(w: string): string {
  return w.endsWith('ll') && measure(w) > 1 ? w.slice(0, -1) : w;
}
