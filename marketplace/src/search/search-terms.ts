import type Database from 'better-sqlite3';
import { stem } from './english-stemmer';

/**
 * The terms of the full-text index (title, description and keywords), as written by the catalog
 * build, kept in memory (a few thousand short words): sorted, to spell out prefixes; grouped
 * by stem, so that a query word can be spelled out as every indexed form of it ("sign" →
 * "sign", "signs", "signed"); with how many datasets hold each, to weigh rare words above
 * common ones. The index itself stays unstemmed: a typed prefix still meets the words as
 * written ("conversat" finds "conversations", which a stemmed index would hold as "convers").
 */
export interface SearchTerms {
  /** The indexed terms that start with `prefix` (in index form), or null when there are more than `limit`. */
  withPrefix(prefix: string, limit: number): string[] | null;
  /** How many datasets hold the term, in any column (0 for a term the index does not hold). */
  datasetsWith(term: string): number;
  /** Every indexed term, in order. */
  all(): readonly string[];
  /** The indexed terms whose stem (see english-stemmer) is `stemmed`, in order; none when no term has it. */
  withStem(stemmed: string): readonly string[];
}

/** The terms the catalog build wrote to search_terms. */
export function readSearchTerms(db: Database.Database): SearchTerms {
  const rows = db.prepare('SELECT term, datasets FROM search_terms').raw().all() as Array<[string, number]>;
  return createSearchTerms(new Map(rows));
}

/** Each term with the number of datasets that hold it. */
export function createSearchTerms(datasetsByTerm: ReadonlyMap<string, number>): SearchTerms {
  const terms = [...datasetsByTerm.keys()].sort();
  const byStem = new Map<string, string[]>();
  for (const term of terms) {
    const key = stem(term);
    const group = byStem.get(key);
    if (group === undefined) byStem.set(key, [term]);
    else group.push(term);
  }
  return {
    withPrefix(prefix, limit) {
      let low = 0;
      let high = terms.length;
      while (low < high) {
        const middle = (low + high) >>> 1;
        if ((terms[middle] as string) < prefix) low = middle + 1;
        else high = middle;
      }
      const found: string[] = [];
      for (let i = low; i < terms.length && (terms[i] as string).startsWith(prefix); i++) {
        if (found.length === limit) return null;
        found.push(terms[i] as string);
      }
      return found;
    },
    datasetsWith: (term) => datasetsByTerm.get(term) ?? 0,
    all: () => terms,
    withStem: (stemmed) => byStem.get(stemmed) ?? [],
  };
}
