import { describe, expect, it } from 'vitest';
import {
  buildCountSql,
  buildPageSql,
  buildRankedChunkSql,
  filterArguments,
  listShapeKey,
  NO_FILTERS,
  nothingBeyondSearch,
  type DatasetFilters,
  type DatasetListQuery,
} from './dataset-list-query';

/** A listing's page SQL and its count SQL. */
const buildListSql = (query: Pick<DatasetListQuery, 'filters' | 'sort' | 'order'>) => ({ list: buildPageSql(query), count: buildCountSql(query.filters) });

describe('list SQL', () => {
  it('always restricts to published rows and breaks ties by seq', () => {
    const sql = buildListSql({ filters: NO_FILTERS, sort: 'price', order: 'asc' });
    expect(sql.list).toContain('d.published = 1');
    expect(sql.count).toContain('d.published = 1');
    expect(sql.list).toContain('ORDER BY d.price ASC, d.seq ASC LIMIT (+?) OFFSET ?');
  });

  it('adds one clause per filter and binds values in the same order', () => {
    const filters: DatasetFilters = { ...NO_FILTERS, categoryId: 3, lqsMin: 80, hipaaOnly: true, priceMax: 500, licenseContains: 'cc-by' };
    const sql = buildListSql({ filters, sort: 'created_at', order: 'desc' });
    expect(sql.count).toBe(
      'SELECT count(*) FROM datasets d WHERE d.published = 1 AND d.category_id = ? AND (instr(lower(d.license_type), ?) > 0 OR instr(d.license_canonical, ?) > 0) AND d.composite >= ? AND d.hipaa = 1 AND d.price <= ?',
    );
    expect(filterArguments(filters)).toEqual([3, 'cc-by', 'cc-by', 80, 500]);
  });

  it('joins the full-text index for a plain search, and leaves relevance to the ranking', () => {
    const sql = buildListSql({ filters: { ...NO_FILTERS, match: '"chest"*' }, sort: 'price', order: 'desc' });
    expect(sql.list).toContain('FROM datasets_fts JOIN datasets d ON d.seq = datasets_fts.rowid');
    expect(sql.list).toContain('datasets_fts MATCH ?');
    expect(() => buildListSql({ filters: { ...NO_FILTERS, match: '"chest"*' }, sort: 'relevance', order: 'desc' })).toThrow(/ranked/);
  });

  it('tests a chunk of a ranking against the other filters, keeping its order', () => {
    const filters: DatasetFilters = { ...NO_FILTERS, match: '"chest"', categoryId: 2, priceMax: 100 };
    expect(buildRankedChunkSql(filters)).toBe(
      'SELECT d.seq FROM json_each(?) AS m CROSS JOIN datasets d ON d.seq = m.value WHERE d.published = 1 AND d.category_id = ? AND d.price <= ? ORDER BY m.key',
    );
    expect(filterArguments(filters, { strategy: 'lookup', seqsJson: '[5,3]' })).toEqual(['[5,3]', 2, 100]);
  });

  it('knows when a search has no filter besides its match and a known category', () => {
    expect(nothingBeyondSearch({ ...NO_FILTERS, match: '"a"' })).toBe(true);
    expect(nothingBeyondSearch({ ...NO_FILTERS, match: '"a"', categoryId: 4 })).toBe(true);
    expect(nothingBeyondSearch({ ...NO_FILTERS, match: '"a"', categoryId: -1 })).toBe(false);
    expect(nothingBeyondSearch({ ...NO_FILTERS, match: '"a"', gdprOnly: true })).toBe(false);
  });

  it('gives queries of one shape one key, whatever the values', () => {
    const a = listShapeKey({ filters: { ...NO_FILTERS, categoryId: 1 }, sort: 'price', order: 'asc' });
    expect(listShapeKey({ filters: { ...NO_FILTERS, categoryId: 9 }, sort: 'price', order: 'asc' })).toBe(a);
    expect(listShapeKey({ filters: { ...NO_FILTERS, categoryId: 1 }, sort: 'price', order: 'desc' })).not.toBe(a);
    expect(listShapeKey({ filters: { ...NO_FILTERS, format: 'csv' }, sort: 'price', order: 'asc' })).not.toBe(a);
  });
});
