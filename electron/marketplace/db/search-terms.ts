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
export class SearchTerms {
  private readonly terms: string[];
  private readonly byStem = new Map<string, string[]>();
  private readonly datasets: ReadonlyMap<string, number>;

  /** The terms the catalog build wrote to search_terms. */
  static ofIndex(db: Database.Database): SearchTerms {
    const rows = db.prepare('SELECT term, datasets FROM search_terms').raw().all() as Array<[string, number]>;
    return new SearchTerms(new Map(rows));
  }

  /** Each term with the number of datasets that hold it. */
  constructor(datasetsByTerm: ReadonlyMap<string, number>) {
    this.datasets = datasetsByTerm;
    this.terms = [...datasetsByTerm.keys()].sort();
    for (const term of this.terms) {
      const key = stem(term);
      const group = this.byStem.get(key);
      if (group === undefined) this.byStem.set(key, [term]);
      else group.push(term);
    }
  }

  /** The indexed terms that start with `prefix` (in index form), or null when there are more than `limit`. */
  withPrefix(prefix: string, limit: number): string[] | null {
    const { terms } = this;
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
  }

  /** How many datasets hold the term, in any column (0 for a term the index does not hold). */
  datasetsWith(term: string): number {
    return this.datasets.get(term) ?? 0;
  }

  /** Every indexed term, in order. */
  all(): readonly string[] {
    return this.terms;
  }

  /** The indexed terms whose stem (see english-stemmer) is `stemmed`, in order; none when no term has it. */
  withStem(stemmed: string): readonly string[] {
    return this.byStem.get(stemmed) ?? [];
  }
}
