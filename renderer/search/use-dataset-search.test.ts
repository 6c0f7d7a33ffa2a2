import { describe, expect, it } from 'vitest';
import { readAsCore } from '../../tests/support/readings';
import { flattenPages, nextPageNumber } from './use-dataset-search';

const page = (ids: string[], meta: Record<string, unknown>, extra: unknown[] = []) => readAsCore.page({ data: [...ids.map((id) => ({ id })), ...extra], meta });

describe('nextPageNumber', () => {
  it('follows has_more when given', () => {
    expect(nextPageNumber([page(['a'], { has_more: true })], 20)).toBe(2);
    expect(nextPageNumber([page(['a'], { has_more: false, total: 99 })], 20)).toBeUndefined();
  });
  it('follows a next link when a server gives one instead', () => {
    expect(nextPageNumber([readAsCore.page({ items: [{ id: 'a' }], links: { next: '/v1/datasets?page=2' } })], 20)).toBe(2);
    expect(nextPageNumber([readAsCore.page({ items: [{ id: 'a' }], links: { next: null } })], 1)).toBeUndefined();
  });
  it('falls back to the total', () => {
    expect(nextPageNumber([page(['a', 'b'], { total: 3 })], 2)).toBe(2);
    expect(nextPageNumber([page(['a', 'b'], { total: 3 }), page(['c'], { total: 3 })], 2)).toBeUndefined();
  });
  it('falls back to a full page, counting entries the app could not use', () => {
    expect(nextPageNumber([page(['a', 'b'], {})], 2)).toBe(2);
    expect(nextPageNumber([page(['a'], {}, [{ title: 'no id' }])], 2)).toBe(2);
    expect(nextPageNumber([page(['a'], {})], 2)).toBeUndefined();
  });
  it('stops at an empty page', () => {
    expect(nextPageNumber([page([], { has_more: true })], 2)).toBeUndefined();
    expect(nextPageNumber([], 2)).toBeUndefined();
  });
});

describe('flattenPages', () => {
  it('keeps order, drops repeats and records without an id', () => {
    const pages = [page(['a', 'b'], {}), page(['b', 'c'], {}, [{ title: 'no id' }])];
    expect(flattenPages(pages).map((item) => item.id)).toEqual(['a', 'b', 'c']);
  });
});
