import { describe, expect, it } from 'vitest';
import { buildListSql, filterArguments, listShapeKey, type DatasetFilters } from './dataset-list-query';

const none: DatasetFilters = {
  match: null,
  categoryId: null,
  format: null,
  licenseContains: null,
  lqsMin: null,
  tier: null,
  hipaaOnly: false,
  gdprOnly: false,
  priceMax: null,
};

describe('list SQL', () => {
  it('always restricts to published rows and breaks ties by seq', () => {
    const sql = buildListSql({ filters: none, sort: 'price', order: 'asc' });
    expect(sql.list).toContain('d.published = 1');
    expect(sql.count).toContain('d.published = 1');
    expect(sql.list).toContain('ORDER BY d.price ASC, d.seq ASC LIMIT (+?) OFFSET ?');
  });

  it('adds one clause per filter and binds values in the same order', () => {
    const filters: DatasetFilters = { ...none, categoryId: 3, lqsMin: 80, hipaaOnly: true, priceMax: 500, licenseContains: 'cc-by' };
    const sql = buildListSql({ filters, sort: 'created_at', order: 'desc' });
    expect(sql.count).toBe(
      'SELECT count(*) FROM datasets d WHERE d.published = 1 AND d.category_id = ? AND instr(lower(d.license_type), ?) > 0 AND d.composite >= ? AND d.hipaa = 1 AND d.price <= ?',
    );
    expect(filterArguments(filters)).toEqual([3, 'cc-by', 80, 500]);
  });

  it('joins the full-text index and ranks best first for relevance', () => {
    const sql = buildListSql({ filters: { ...none, match: '"chest"*' }, sort: 'relevance', order: 'desc' });
    expect(sql.list).toContain('FROM datasets_fts JOIN datasets d ON d.seq = datasets_fts.rowid');
    expect(sql.list).toContain('datasets_fts MATCH ?');
    expect(sql.list).toContain('ORDER BY bm25(datasets_fts, 4.0, 1.0, 0.0) ASC');
    expect(() => buildListSql({ filters: none, sort: 'relevance', order: 'desc' })).toThrow();
  });

  it('gives queries of one shape one key, whatever the values', () => {
    const a = listShapeKey({ filters: { ...none, categoryId: 1 }, sort: 'price', order: 'asc' });
    expect(listShapeKey({ filters: { ...none, categoryId: 9 }, sort: 'price', order: 'asc' })).toBe(a);
    expect(listShapeKey({ filters: { ...none, categoryId: 1 }, sort: 'price', order: 'desc' })).not.toBe(a);
    expect(listShapeKey({ filters: { ...none, format: 'csv' }, sort: 'price', order: 'asc' })).not.toBe(a);
  });
});
