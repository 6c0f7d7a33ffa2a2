import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type Database from 'better-sqlite3';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SORT_FIELDS } from '@dmd/shared/wire/api-types';
import { buildCountSql, buildPageSql, filterArguments, NO_FILTERS, type DatasetFilters, type ListSort } from './dataset-list-query';
import { type DatasetStore, openDatasetStore } from './dataset-store';
import { openMarketplaceDatabase } from '../db/open-database';
import type { SearchUnit } from '../search/search-expression';
import { createSearchMatchSets } from '../search/search-match-sets';
import { readSearchTerms } from '../search/search-terms';

/**
 * Every way of joining a full-text match to the other filters (FTS driving, the cached set
 * looked up, the cached set probed while an index is walked, the ranking tested chunk by
 * chunk) must give exactly the rows, the order and the total of the plain SQL that joins the
 * FTS index (for relevance: the rows of that SQL, in the order of the search's own ranking).
 */
let dir: string;
let db: Database.Database;
let store: DatasetStore;
/** Searches start from real listings, so that most of them find something. */
let listings: Array<{ words: string[]; category_id: number; price: number }>;

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'dataset-store-test-'));
  db = await openMarketplaceDatabase({ file: path.join(dir, 's.db'), seed: 9, datasets: 1500, now: new Date('2025-03-01T00:00:00Z') });
  store = openDatasetStore(db);
  const rows = db.prepare('SELECT title, category_id, price FROM datasets WHERE published = 1 LIMIT 300').all() as Array<{
    title: string;
    category_id: number;
    price: number;
  }>;
  listings = rows.map((row) => ({ ...row, words: row.title.toLowerCase().match(/[a-z]{3,}/g) ?? ['data'] }));
});
afterAll(() => {
  db.close();
  rmSync(dir, { recursive: true, force: true });
});

/** The plain reference: FTS joined to the table, sorted, counted, paged in SQL. */
function reference(filters: DatasetFilters, sort: ListSort, order: 'asc' | 'desc', limit: number, offset: number) {
  if (sort === 'relevance') return rankedReference(filters, order, limit, offset);
  const page = db.prepare(buildPageSql({ filters, sort, order, strategy: 'drive' })).pluck();
  return { seqs: page.all(...filterArguments(filters), limit, offset) as number[], total: plainTotal(filters) };
}

function plainTotal(filters: DatasetFilters): number {
  const where = buildPageSql({ filters, sort: 'price', order: 'asc', strategy: 'drive' })
    .split(' ORDER BY ')[0]
    ?.replace('SELECT d.seq', 'SELECT count(*)') as string;
  return db
    .prepare(where)
    .pluck()
    .get(...filterArguments(filters)) as number;
}

/** Relevance: the search's whole ranking (nothing but the search), keeping the rows the plain SQL finds with every filter. */
function rankedReference(filters: DatasetFilters, order: 'asc' | 'desc', limit: number, offset: number) {
  const units = unitsOf.get(filters.match as string) as SearchUnit[];
  const searchOnly = { ...NO_FILTERS, match: filters.match, categoryId: filters.categoryId };
  const ranking = store.list({ filters: searchOnly, sort: 'relevance', order, limit: 1_000_000, offset: 0, units }).seqs;
  const plain = db.prepare(buildPageSql({ filters, sort: 'price', order: 'asc', strategy: 'drive' })).pluck();
  const passing = new Set(plain.all(...filterArguments(filters), 1_000_000, 0) as number[]);
  const kept = ranking.filter((seq) => passing.has(seq));
  return { seqs: kept.slice(offset, offset + limit), total: kept.length };
}

/** The units of each search expression the tests built, for ranking. */
const unitsOf = new Map<string, SearchUnit[]>();

const queryArbitrary = fc.record({
  listing: fc.integer({ min: 0, max: 299 }),
  firstWord: fc.integer({ min: 0, max: 20 }),
  twoWords: fc.boolean(),
  prefixCut: fc.integer({ min: 0, max: 3 }),
  inCategory: fc.boolean(),
  priceMax: fc.constantFrom(null, 50, 500, 5000, 100_000),
  lqsMin: fc.constantFrom(null, null, 60, 85),
  gdprOnly: fc.boolean(),
  sort: fc.constantFrom<ListSort>(...SORT_FIELDS, 'relevance'),
  order: fc.constantFrom<'asc' | 'desc'>('asc', 'desc'),
  page: fc.integer({ min: 1, max: 4 }),
  limit: fc.constantFrom(5, 20, 100),
});

type Query = typeof queryArbitrary extends fc.Arbitrary<infer T> ? T : never;

function filtersOf(q: Query): DatasetFilters | null {
  const listing = listings[q.listing % listings.length] as (typeof listings)[number];
  const start = q.firstWord % listing.words.length;
  const picked = listing.words.slice(start, start + (q.twoWords ? 2 : 1));
  const last = picked.length - 1;
  picked[last] = (picked[last] as string).slice(0, Math.max(1, (picked[last] as string).length - q.prefixCut));
  const categoryId = q.inCategory ? listing.category_id : null;
  const search = store.search(picked.join(' '), categoryId);
  if (search === null) return null;
  unitsOf.set(search.match, search.units);
  return { ...NO_FILTERS, match: search.match, categoryId, priceMax: q.priceMax, lqsMin: q.lqsMin, gdprOnly: q.gdprOnly };
}

describe('DatasetStore full-text listing', () => {
  it('gives the rows, order and total of the plain SQL, whichever strategy it picks', () => {
    fc.assert(
      fc.property(queryArbitrary, (q) => {
        const filters = filtersOf(q);
        if (filters === null) return;
        const offset = (q.page - 1) * q.limit;
        const expected = reference(filters, q.sort, q.order, q.limit, offset);
        const units = unitsOf.get(filters.match as string);
        expect(store.list({ filters, sort: q.sort, order: q.order, limit: q.limit, offset, units })).toEqual(expected);
      }),
      { numRuns: 250 },
    );
  });

  it('lookup and probe each give the same pages and counts as FTS driving', () => {
    const sets = createSearchMatchSets(db, readSearchTerms(db));
    let nonEmpty = 0;
    fc.assert(
      fc.property(queryArbitrary, (q) => {
        const filters = filtersOf(q);
        if (filters === null || q.sort === 'relevance') return;
        const offset = (q.page - 1) * q.limit;
        const expected = reference(filters, q.sort, q.order, q.limit, offset);
        if (expected.seqs.length > 0) nonEmpty += 1;
        const set = sets.of(filters.match as string);
        for (const binding of [
          { strategy: 'lookup', seqsJson: set.seqsJson() },
          { strategy: 'probe', setId: set.id },
        ] as const) {
          const page = db.prepare(buildPageSql({ filters, sort: q.sort, order: q.order, strategy: binding.strategy })).pluck();
          const count = db.prepare(buildCountSql(filters, binding.strategy)).pluck();
          const args = filterArguments(filters, binding);
          expect(page.all(...args, q.limit, offset), binding.strategy).toEqual(expected.seqs);
          expect(count.get(...args), binding.strategy).toBe(expected.total);
        }
      }),
      { numRuns: 250 },
    );
    // The comparison must not hold only because the queries match nothing.
    expect(nonEmpty).toBeGreaterThan(50);
  });

  it('answers a search that matches nothing with no rows and a zero total', () => {
    const search = store.search('qqqzzzx', null);
    const filters = { ...NO_FILTERS, match: search?.match ?? null };
    expect(store.list({ filters, sort: 'price', order: 'asc', limit: 20, offset: 0 })).toEqual({ seqs: [], total: 0 });
    expect(store.list({ filters, sort: 'relevance', order: 'desc', limit: 20, offset: 0, units: search?.units })).toEqual({ seqs: [], total: 0 });
  });
});
