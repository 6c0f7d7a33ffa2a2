import { CATEGORY_VOCABULARIES, type CategoryVocabulary, stem } from '@dmd/marketplace/testing';
import type { Synset, WordNet } from './wordnet';

/**
 * Words buyers may type that the catalog never uses, each with the catalog's own words it
 * stands for, derived from the catalog generator's category vocabularies and WordNet:
 * - every word of a category's vocabulary is looked up in WordNet, and only its senses that fit
 *   the category are read (sensesInDomain: "pose" as a posture, not "to puzzle");
 * - its synonyms and derived forms in those senses stand for it ("transcribe" for
 *   "transcription"), and its own other forms in any sense ("recognize" for "recognition");
 * - for a word of one or two categories only (it says what the data is about), so do its
 *   narrower terms ("spam" for "email", "rainfall" for "precipitation") and its broader terms,
 *   one level away, unless they are too many or too broad to say anything of it;
 * - a buyer's word stands for a catalog word only in one of its own usual senses.
 * Never from buyer queries.
 */

/** Words that say nothing about a domain, left out of the categories' contexts. */
const CONTEXT_STOP_WORDS = new Set(
  'a an and are as at be by for from in into is it of on or the to with that this these those which who whom its their any each every all one two three data dataset datasets set sets'.split(
    ' ',
  ),
);

/** Broader and narrower terms. */
const HYPERNYMS = ['@'];
const HYPONYMS = ['~'];
/** What the sense of a word is judged by: its broader terms, parts and topic (not its narrower terms, which would favour the broadest sense). */
const CONTEXT_POINTERS = ['@', '@i', ';c', '-c', '#p', '%p', '#m', '%m'];

export interface RelatedTermsTable {
  /** Buyer word → the catalog's words it stands for, sorted. */
  terms: Record<string, string[]>;
  /** How many catalog words were found in WordNet. */
  catalogWordsFound: number;
}

/** The words of a phrase as the search index would split them, lower case. */
function wordsOf(text: string): string[] {
  return text.toLowerCase().match(/[a-z]+/g) ?? [];
}

function phrasesOf(category: CategoryVocabulary): string[] {
  return [
    category.name,
    ...category.kinds.flatMap((kind) => [
      ...kind.subjects,
      ...kind.modifiers,
      ...kind.annotations,
      ...kind.annotators,
      ...kind.sensors,
      ...kind.useCases,
      ...kind.sources,
      ...kind.collectionMethods,
      ...kind.tags.map((tag) => tag.replaceAll('-', ' ')),
      kind.modality.replaceAll('-', ' '),
      ...kind.unit,
    ]),
  ];
}

/** The forms WordNet may list a word under: as written, then singular. */
function baseForms(word: string): string[] {
  const forms = [word];
  if (word.endsWith('ies')) forms.push(`${word.slice(0, -3)}y`);
  if (/(s|x|ch|sh)es$/.test(word)) forms.push(word.slice(0, -2));
  if (word.endsWith('s') && !word.endsWith('ss')) forms.push(word.slice(0, -1));
  return forms;
}

export function buildRelatedTerms(wordnet: WordNet, vocabularies: readonly CategoryVocabulary[] = CATEGORY_VOCABULARIES): RelatedTermsTable {
  // Each catalog term (word, or two-word phrase WordNet knows) with the categories that use it.
  const contexts = vocabularies.map(
    (category) =>
      new Set(
        phrasesOf(category)
          .flatMap(wordsOf)
          .filter((word) => !CONTEXT_STOP_WORDS.has(word)),
      ),
  );
  const categoriesOf = new Map<string, Set<number>>();
  vocabularies.forEach((category, index) => {
    for (const phrase of phrasesOf(category)) {
      const words = wordsOf(phrase);
      const terms = [...words, ...words.slice(1).map((word, at) => `${words[at] as string} ${word}`)];
      for (const term of terms) if (!CONTEXT_STOP_WORDS.has(term)) categoriesOf.set(term, (categoriesOf.get(term) ?? new Set()).add(index));
    }
  });
  const catalogStems = new Set([...categoriesOf.keys()].filter((term) => !term.includes(' ')).map(stem));

  const related = new Map<string, Set<string>>();
  // A buyer's word stands for the term only in a sense it is commonly used in ("face" is not read
  // as "front" because to face is, in its 16th sense, to front), unless it is a form of the term
  // ("recognize" for "recognition").
  const add = (lemma: string, term: string, sense: Synset) => {
    if (!/^[a-z]{3,}$/.test(lemma) || catalogStems.has(stem(lemma))) return;
    if (isFormOf(lemma, term)) {
      related.set(lemma, (related.get(lemma) ?? new Set()).add(term));
      return;
    }
    const rank = wordnet
      .sensesOf(lemma)
      .filter((other) => other.id[0] === sense.id[0])
      .findIndex((other) => other.id === sense.id);
    if (rank < 0 || rank >= MAX_LEMMA_RANK) return;
    related.set(lemma, (related.get(lemma) ?? new Set()).add(term));
  };

  // What each category's words mean: the lexicographer files (noun.body, noun.artifact…) of its
  // words' senses, each word's weight shared among its senses, so a word of one sense counts whole.
  const profiles = contexts.map((context) => {
    const files = new Map<number, number>();
    for (const word of context) {
      const senses = sensesOfTerm(wordnet, word);
      for (const sense of senses) files.set(sense.lexFile, (files.get(sense.lexFile) ?? 0) + 1 / senses.length);
    }
    return files;
  });

  let found = 0;
  for (const [term, categories] of categoriesOf) {
    const all = sensesOfTerm(wordnet, term);
    if (all.length === 0) continue;
    found += 1;
    const own = [...categories];
    const senses = sensesInDomain(
      wordnet,
      all,
      term,
      own.map((index) => contexts[index] as Set<string>),
      own.map((index) => profiles[index] as Map<number, number>),
    );
    // Other names of the term in the senses the catalog's domains use: a buyer's word the catalog lacks is read through them.
    for (const sense of senses) {
      for (const lemma of sense.lemmas) add(lemma, term, sense);
      for (const derived of derivedForms(wordnet, sense, term)) add(derived.lemma, term, derived.sense);
    }
    // Its own other forms in any sense ("recognize" for "recognition").
    for (const sense of all)
      for (const derived of derivedForms(wordnet, sense, term)) if (isFormOf(derived.lemma, term)) add(derived.lemma, term, derived.sense);
    // Broader and narrower terms only for words about one or two domains.
    if (categories.size > 2) continue;
    for (const sense of senses) {
      // A broader term with many narrower terms ("person" for "experts") says nothing of the word.
      for (const broader of wordnet.related(sense, HYPERNYMS))
        if (wordnet.related(broader, HYPONYMS).length <= MAX_NARROWER) for (const lemma of broader.lemmas) add(lemma, term, broader);
      const narrower = wordnet.related(sense, HYPONYMS);
      // A broad word's many narrower terms say little of it ("archer" is an expert).
      if (narrower.length <= MAX_NARROWER) for (const synset of narrower) for (const lemma of synset.lemmas) add(lemma, term, synset);
    }
  }
  const terms: Record<string, string[]> = {};
  for (const lemma of [...related.keys()].sort()) terms[lemma] = [...(related.get(lemma) as Set<string>)].sort();
  return { terms, catalogWordsFound: found };
}

/** Whether a derived word is a form of the term, by their shared start ("recognize", "recognition"). */
function isFormOf(lemma: string, term: string): boolean {
  return lemma.slice(0, 5) === term.slice(0, 5);
}

/** The senses of a term under the first of its forms WordNet lists ("sound" for "sounds" only when "sounds" is not listed). */
function sensesOfTerm(wordnet: WordNet, term: string): Synset[] {
  for (const form of baseForms(term)) {
    const senses = wordnet.sensesOf(form);
    if (senses.length > 0) return senses;
  }
  return [];
}

/** A sense of a word of several is told by at least this many words it shares with the category's vocabulary (one is chance). */
const MIN_SHARED_WORDS = 2;

/** A word is read as another only in one of its this many most frequent senses (of a part of speech). */
const MAX_LEMMA_RANK = 3;

/** A sense with more narrower terms than this is too broad to be read through them, or to read them through it. */
const MAX_NARROWER = 20;

/** A lexicographer file that holds this much of a category's words (in shares of their senses) is of its domain. */
const DOMAIN_FILE_WORDS = 2;

/** How many of a sense's neighbouring words (gloss, lemmas, family, parts, topic) a category's vocabulary uses. */
function contextScore(wordnet: WordNet, sense: Synset, own: ReadonlySet<string>, context: ReadonlySet<string>): number {
  const neighbourhood = new Set(
    [sense, ...wordnet.related(sense, CONTEXT_POINTERS)].flatMap((synset) => [...synset.lemmas.flatMap(wordsOf), ...wordsOf(synset.gloss)]),
  );
  return [...neighbourhood].filter((word) => !own.has(word) && context.has(word)).length;
}

/**
 * The senses of a catalog term its categories use: of a kind of meaning (lexicographer file) the
 * category's words have and, for a word of several senses, sharing the most words with the
 * category's vocabulary ("pose" as a posture in vision, not the verb "to puzzle"). A word of one
 * sense keeps it when its kind of meaning fits.
 */
function sensesInDomain(
  wordnet: WordNet,
  senses: readonly Synset[],
  term: string,
  contexts: ReadonlyArray<Set<string>>,
  profiles: ReadonlyArray<Map<number, number>>,
): Synset[] {
  const own = new Set(wordsOf(term));
  // The vocabularies name and describe things: a word that can be a noun or adjective is not read as a verb.
  const named = senses.filter((sense) => !sense.id.startsWith('v'));
  const candidates = named.length > 0 ? named : senses;
  const kept = new Set<Synset>();
  contexts.forEach((context, index) => {
    const profile = profiles[index] as Map<number, number>;
    const inDomain = candidates.filter((sense) => (profile.get(sense.lexFile) ?? 0) >= DOMAIN_FILE_WORDS);
    if (senses.length === 1) {
      for (const sense of inDomain) kept.add(sense);
      return;
    }
    const scored = inDomain.map((sense) => ({ sense, score: contextScore(wordnet, sense, own, context) }));
    const best = Math.max(0, ...scored.map(({ score }) => score));
    const fitting = scored.filter(({ score }) => best >= MIN_SHARED_WORDS && score === best);
    // Senses the vocabulary does not tell apart ("bearing": a machine part or a heraldic charge) are none.
    if (fitting.length === 1) kept.add((fitting[0] as { sense: Synset }).sense);
  });
  return senses.filter((sense) => kept.has(sense));
}

/** The lemmas derivationally related to `term` in a sense ("identify" for "identification"). */
function derivedForms(wordnet: WordNet, sense: Synset, term: string): Array<{ lemma: string; sense: Synset }> {
  const position = sense.lemmas.indexOf(term) + 1;
  return sense.pointers
    .filter((pointer) => pointer.symbol === '+' && (pointer.sourceWord === 0 || pointer.sourceWord === position))
    .flatMap((pointer) => {
      const target = wordnet.synset(pointer.target);
      if (target === undefined) return [];
      const lemmas = pointer.targetWord === 0 ? target.lemmas : [target.lemmas[pointer.targetWord - 1] ?? ''];
      return lemmas.map((lemma) => ({ lemma, sense: target }));
    });
}
