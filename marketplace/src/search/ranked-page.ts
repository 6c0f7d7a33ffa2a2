import type Database from 'better-sqlite3';
import { buildRankedChunkSql, filterArguments, filterShapeKey, nothingBeyondSearch, type DatasetFilters } from '../queries/dataset-list-query';

/** The first chunk of a ranking tested against the filters holds at least this many datasets; each next one twice as many. */
const FIRST_CHUNK = 64;

/**
 * One page of a ranked search (see search-ranking.ts). Without other filters it is a slice of
 * the ranking; with them, the ranking is tested against the filters a chunk at a time, from the
 * top, until the page is full, so a common word does not look up every dataset it matches.
 */
export interface RankedPages {
  /** The seqs of the page; `asc` is worst first. */
  page(ranking: Int32Array, filters: DatasetFilters, order: 'asc' | 'desc', offset: number, limit: number): number[];
}

export function createRankedPages(db: Database.Database): RankedPages {
  const statements = new Map<string, Database.Statement<unknown[], number>>();

  function statement(filters: DatasetFilters): Database.Statement<unknown[], number> {
    const shape = filterShapeKey(filters);
    let prepared = statements.get(shape);
    if (prepared === undefined) {
      prepared = db.prepare<unknown[], number>(buildRankedChunkSql(filters)).pluck();
      statements.set(shape, prepared);
    }
    return prepared;
  }

  return {
    page(ranking, filters, order, offset, limit) {
      const ranked = order === 'asc' ? ranking.slice().reverse() : ranking;
      const wanted = offset + limit;
      if (nothingBeyondSearch(filters)) return Array.from(ranked.subarray(offset, wanted));
      const chunkSql = statement(filters);
      const found: number[] = [];
      for (let start = 0, size = Math.max(FIRST_CHUNK, 2 * wanted); start < ranked.length && found.length < wanted; start += size, size *= 2) {
        const seqsJson = JSON.stringify(Array.from(ranked.subarray(start, start + size)));
        for (const seq of chunkSql.all(...filterArguments(filters, { strategy: 'lookup', seqsJson }))) found.push(seq);
      }
      return found.slice(offset, wanted);
    },
  };
}
