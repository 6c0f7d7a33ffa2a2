import type Database from 'better-sqlite3';

/**
 * The terms of the full-text index (title and description), as written by the catalog build,
 * kept sorted in memory (a few thousand short words) to spell out prefixes.
 */
export class SearchTerms {
  private readonly terms: string[];

  constructor(db: Database.Database) {
    this.terms = (db.prepare('SELECT term FROM search_terms').pluck().all() as string[]).sort();
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
}
