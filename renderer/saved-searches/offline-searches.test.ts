import { describe, expect, it } from 'vitest';
import { describeSearch, offlineSearches, searchOfQuery } from './offline-searches';
import { queryFingerprint, toListQuery } from '../../shared/domain/search-query';
import { DEFAULT_SEARCH } from '../state/ui-store';

describe('offline searches', () => {
  it('read a request back as the search that makes it, removing what it does not set', () => {
    const search = { ...DEFAULT_SEARCH, q: 'street signs', category: 'Computer Vision', lqs_min: 75, sort: 'quality_score' as const, order: 'asc' as const };
    const query = toListQuery(search);
    expect(toListQuery({ ...DEFAULT_SEARCH, ...searchOfQuery(query) })).toEqual(query);
    const plain = searchOfQuery(toListQuery(DEFAULT_SEARCH));
    expect(plain).toMatchObject({ q: '' });
    expect('category' in plain && plain.category === undefined).toBe(true);
    expect('sort' in searchOfQuery({ q: 'x' }) && searchOfQuery({ q: 'x' }).sort === undefined).toBe(true);
  });

  it('describe a search by its words and how many filters narrow it', () => {
    expect(describeSearch({})).toBe('All datasets');
    expect(describeSearch({ q: 'cats', category: 'Vision' })).toBe('“cats” · 1 filter');
    expect(describeSearch({ category: 'Vision', lqs_min: 60 })).toBe('All datasets · 2 filters');
  });

  it('offer the newest kept searches, never the one shown now', () => {
    const cached = [
      { query: { q: 'a' }, updatedAt: 1 },
      { query: { q: 'b' }, updatedAt: 3 },
      { query: { q: 'c' }, updatedAt: 2 },
    ];
    expect(offlineSearches(cached, queryFingerprint({ q: 'b' }), queryFingerprint).map((entry) => entry.query.q)).toEqual(['c', 'a']);
    expect(offlineSearches(cached, '', queryFingerprint, 1)).toHaveLength(1);
  });
});
