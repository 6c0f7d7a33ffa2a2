import { describe, expect, it } from 'vitest';
import type { ReceivedDatasetList } from '../../shared/received';
import { flattenPages, nextPageNumber } from './use-dataset-search';

const page = (ids: string[], meta: ReceivedDatasetList['meta']): ReceivedDatasetList => ({ data: ids.map((id) => ({ id })), meta });

describe('nextPageNumber', () => {
  it('follows has_more when given', () => {
    expect(nextPageNumber([page(['a'], { has_more: true })], 20)).toBe(2);
    expect(nextPageNumber([page(['a'], { has_more: false, total: 99 })], 20)).toBeUndefined();
  });
  it('falls back to the total', () => {
    expect(nextPageNumber([page(['a', 'b'], { total: 3 })], 2)).toBe(2);
    expect(nextPageNumber([page(['a', 'b'], { total: 3 }), page(['c'], { total: 3 })], 2)).toBeUndefined();
  });
  it('falls back to a full page', () => {
    expect(nextPageNumber([page(['a', 'b'], {})], 2)).toBe(2);
    expect(nextPageNumber([page(['a'], {})], 2)).toBeUndefined();
  });
  it('stops at an empty page', () => {
    expect(nextPageNumber([page([], { has_more: true })], 2)).toBeUndefined();
    expect(nextPageNumber([], 2)).toBeUndefined();
  });
});

describe('flattenPages', () => {
  it('keeps order, drops repeats and records without an id', () => {
    const pages = [page(['a', 'b'], {}), { data: [{ id: 'b' }, { title: 'no id' } as never, { id: 'c' }], meta: {} }];
    expect(flattenPages(pages).map((item) => item.id)).toEqual(['a', 'b', 'c']);
  });
  it('tolerates a page without data', () => {
    expect(flattenPages([{ meta: {} } as unknown as ReceivedDatasetList])).toEqual([]);
  });
});
