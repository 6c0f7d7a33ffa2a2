import type Database from 'better-sqlite3';
import { datasetSearchExpression, toFtsMatchExpression } from '@dmd/marketplace/testing';
import { TOP_K, type SearchOutcome } from '../../tests/harness/search/relevance-metrics';

/**
 * The search as it was before stemming, synonyms and searchable keywords, run on the same
 * catalog store: the typed words, all required, the last as a prefix, over title and
 * description only, ranked by FTS5's bm25 with titles weighted 4 to 1. The search benchmark's
 * peer, so that its report shows before and after from one run.
 */
export class LiteralSearch {
  private readonly top: Database.Statement<[string], string>;
  private readonly count: Database.Statement<[string], number>;

  constructor(db: Database.Database) {
    this.top = db
      .prepare<[string], string>(
        `SELECT c.name FROM datasets_fts JOIN datasets d ON d.seq = datasets_fts.rowid JOIN categories c ON c.id = d.category_id
         WHERE datasets_fts MATCH ? AND d.published = 1 ORDER BY bm25(datasets_fts, 4.0, 1.0, 0.0, 0.0), d.seq LIMIT ${TOP_K}`,
      )
      .pluck();
    this.count = db.prepare<[string], number>('SELECT count(*) FROM datasets_fts WHERE datasets_fts MATCH ?').pluck();
  }

  search(q: string): SearchOutcome {
    const words = toFtsMatchExpression(q);
    if (words === null) return { total: 0, topCategories: [] };
    const match = datasetSearchExpression(words, null, '{title description}');
    return { total: this.count.get(match) ?? 0, topCategories: this.top.all(match) };
  }
}
