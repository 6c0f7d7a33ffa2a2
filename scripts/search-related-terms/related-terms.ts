import { CATEGORY_VOCABULARIES, type CategoryVocabulary } from '../../electron/marketplace/catalog/category-vocabularies';
import { stem } from '../../electron/marketplace/search/english-stemmer';
import type { Synset, WordNet } from './wordnet';

/**
 * Words buyers may type that the catalog never uses, each with the catalog's own words it
 * stands for, derived from the catalog generator's category vocabularies and WordNet:
 * - every word of a category's vocabulary is looked up in WordNet;
 * - its synonyms and derived forms stand for it ("identification" for "recognition");
 * - for a word of one or two categories only (it says what the data is about), so do its
 *   narrower terms ("spam" for "email", "rainfall" for "precipitation") and its broader terms
 *   ("arrhythmia" for "fibrillation"), one level away, in the one sense that fits the category.
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
/** What the sense of a word is judged by: its family, parts and domain. */
const CONTEXT_POINTERS = ['@', '@i', '~', '~i', ';c', '-c', '#p', '%p', '#m', '%m'];

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
  const add = (lemma: string, term: string) => {
    if (!/^[a-z]{3,}$/.test(lemma) || catalogStems.has(stem(lemma))) return;
    related.set(lemma, (related.get(lemma) ?? new Set()).add(term));
  };

  let found = 0;
  for (const [term, categories] of categoriesOf) {
    const all = baseForms(term).flatMap((form) => wordnet.sensesOf(form));
    if (all.length === 0) continue;
    found += 1;
    // Other names of the term in any sense: a buyer's word the catalog lacks is read through them.
    for (const sense of all) {
      for (const lemma of sense.lemmas) add(lemma, term);
      for (const derived of derivedForms(wordnet, sense, term)) add(derived, term);
    }
    // Broader and narrower terms only in the senses that fit, and only for words about one domain.
    if (categories.size > 2) continue;
    for (const sense of sensesFitting(
      wordnet,
      all,
      term,
      [...categories].map((index) => contexts[index] as Set<string>),
    )) {
      for (const broader of wordnet.related(sense, HYPERNYMS)) for (const lemma of broader.lemmas) add(lemma, term);
      for (const narrower of wordnet.related(sense, HYPONYMS)) for (const lemma of narrower.lemmas) add(lemma, term);
    }
  }
  const terms: Record<string, string[]> = {};
  for (const lemma of [...related.keys()].sort()) terms[lemma] = [...(related.get(lemma) as Set<string>)].sort();
  return { terms, catalogWordsFound: found };
}

/**
 * The sense of a catalog term that fits the categories it is used in: the one sense whose gloss,
 * lemmas, family (broader, narrower terms), parts and topic share the most words with a
 * category's vocabulary. None when that is not one sense: a word of several senses that the
 * vocabulary does not tell apart gets no broader or narrower terms.
 */
function sensesFitting(wordnet: WordNet, senses: readonly Synset[], term: string, contexts: ReadonlyArray<Set<string>>): Synset[] {
  if (senses.length <= 1) return [...senses];
  const own = new Set(wordsOf(term));
  const scored = senses.map((sense) => {
    const neighbourhood = new Set(
      [sense, ...wordnet.related(sense, CONTEXT_POINTERS)].flatMap((synset) => [...synset.lemmas.flatMap(wordsOf), ...wordsOf(synset.gloss)]),
    );
    const score = Math.max(...contexts.map((context) => [...neighbourhood].filter((word) => !own.has(word) && context.has(word)).length));
    return { sense, score };
  });
  const best = Math.max(...scored.map(({ score }) => score));
  const fitting = scored.filter(({ score }) => score === best);
  return best === 0 || fitting.length > 1 ? [] : fitting.map(({ sense }) => sense);
}

/** The lemmas derivationally related to `term` in a sense ("identify" for "identification"). */
function derivedForms(wordnet: WordNet, sense: Synset, term: string): string[] {
  const position = sense.lemmas.indexOf(term) + 1;
  return sense.pointers
    .filter((pointer) => pointer.symbol === '+' && (pointer.sourceWord === 0 || pointer.sourceWord === position))
    .flatMap((pointer) => {
      const target = wordnet.synset(pointer.target);
      if (target === undefined) return [];
      return pointer.targetWord === 0 ? target.lemmas : [target.lemmas[pointer.targetWord - 1] ?? ''];
    });
}
