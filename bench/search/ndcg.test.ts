import { describe, expect, it } from 'vitest';
import { ndcgAt10 } from './ndcg';

const outcome = (topCategories: string[]) => ({ total: topCategories.length, topCategories });

describe('ndcgAt10', () => {
  it('is 1 when every result shown is in an expected category, 0 without results or right ones', () => {
    expect(ndcgAt10(outcome(['A', 'A', 'B']), ['A', 'B'])).toBe(1);
    expect(ndcgAt10(outcome([]), ['A'])).toBe(0);
    expect(ndcgAt10(outcome(['C', 'C']), ['A'])).toBe(0);
  });

  it('weighs a right answer first above the same answer last', () => {
    const first = ndcgAt10(outcome(['A', 'C', 'C', 'C']), ['A']);
    const last = ndcgAt10(outcome(['C', 'C', 'C', 'A']), ['A']);
    expect(first).toBeGreaterThan(last);
    // rank 1 gains 1, rank 4 gains 1/log2(5); the ideal of four results is the sum of all four.
    const ideal = 1 + 1 / Math.log2(3) + 1 / Math.log2(4) + 1 / Math.log2(5);
    expect(first).toBeCloseTo(1 / ideal, 10);
    expect(last).toBeCloseTo(1 / Math.log2(5) / ideal, 10);
  });

  it('reads only the first ten results', () => {
    expect(ndcgAt10(outcome([...Array<string>(10).fill('A'), 'C', 'C']), ['A'])).toBe(1);
  });
});
