import { describe, expect, it } from 'vitest';
import { buildListSql, filterArguments, listShapeKey, type DatasetFilters } from './dataset-list-query';
import { NO_FILTERS } from '../testing/no-filters';

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
      'SELECT count(*) FROM datasets d WHERE d.published = 1 AND d.category_id = ? AND instr(lower(d.license_type), ?) > 0 AND d.composite >= ? AND d.hipaa = 1 AND d.price <= ?',
    );
    expect(filterArguments(filters)).toEqual([3, 'cc-by', 80, 500]);
  });

  it('joins the full-text index and ranks best first for relevance', () => {
    const sql = buildListSql({ filters: { ...NO_FILTERS, match: '"chest"*' }, sort: 'relevance', order: 'desc' });
    expect(sql.list).toContain('FROM datasets_fts JOIN datasets d ON d.seq = datasets_fts.rowid');
    expect(sql.list).toContain('datasets_fts MATCH ?');
    expect(sql.list).toContain('ORDER BY bm25(datasets_fts, 4.0, 1.0, 0.0) ASC');
    expect(() => buildListSql({ filters: NO_FILTERS, sort: 'relevance', order: 'desc' })).toThrow();
  });

  it('gives queries of one shape one key, whatever the values', () => {
    const a = listShapeKey({ filters: { ...NO_FILTERS, categoryId: 1 }, sort: 'price', order: 'asc' });
    expect(listShapeKey({ filters: { ...NO_FILTERS, categoryId: 9 }, sort: 'price', order: 'asc' })).toBe(a);
    expect(listShapeKey({ filters: { ...NO_FILTERS, categoryId: 1 }, sort: 'price', order: 'desc' })).not.toBe(a);
    expect(listShapeKey({ filters: { ...NO_FILTERS, format: 'csv' }, sort: 'price', order: 'asc' })).not.toBe(a);
  });
});
