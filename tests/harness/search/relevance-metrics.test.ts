import { describe, expect, it } from 'vitest';
import { meetsTargets, precisionAt10, summarize } from './relevance-metrics';

describe('precisionAt10', () => {
  it('is the share of the first ten results in an expected category', () => {
    const top = ['A', 'A', 'B', 'A', 'C', 'A', 'A', 'A', 'A', 'A', 'B', 'B'];
    expect(precisionAt10({ total: 12, topCategories: top }, ['A'])).toBe(0.8);
    expect(precisionAt10({ total: 12, topCategories: top }, ['A', 'B'])).toBe(0.9);
  });

  it('counts over all results when there are fewer than ten, and is 0 without any', () => {
    expect(precisionAt10({ total: 4, topCategories: ['A', 'B', 'A', 'A'] }, ['A'])).toBe(0.75);
    expect(precisionAt10({ total: 0, topCategories: [] }, ['A'])).toBe(0);
  });
});

describe('summarize', () => {
  it('gives the zero-result rate and the mean precision over all queries, misses included', () => {
    const summary = summarize([
      { outcome: { total: 3, topCategories: ['A', 'A', 'A'] }, expected: ['A'] },
      { outcome: { total: 2, topCategories: ['A', 'B'] }, expected: ['A'] },
      { outcome: { total: 0, topCategories: [] }, expected: ['A'] },
      { outcome: { total: 1, topCategories: ['A'] }, expected: ['A'] },
    ]);
    expect(summary).toEqual({ queries: 4, zeroResults: 1, zeroResultRate: 0.25, precisionAt10: 0.625 });
    expect(meetsTargets(summary)).toBe(false);
    expect(meetsTargets({ queries: 40, zeroResults: 2, zeroResultRate: 0.05, precisionAt10: 0.8 })).toBe(true);
  });
});
