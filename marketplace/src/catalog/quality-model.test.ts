import { describe, expect, it } from 'vitest';
import { compositeScore, DIMENSIONS, PILLARS, pillarScores, tierOf, trainabilityScore } from './quality-model';

describe('LQS 3.0 model', () => {
  it('has 14 dimensions in 5 pillars weighted 35/30/20/10/5 %, all weights summing to 1', () => {
    expect(DIMENSIONS).toHaveLength(14);
    expect(PILLARS.map((pillar) => pillar.weight)).toEqual([0.35, 0.3, 0.2, 0.1, 0.05]);
    expect(DIMENSIONS.reduce((sum, dimension) => sum + dimension.weight, 0)).toBeCloseTo(1, 12);
    for (const pillar of PILLARS) {
      const share = DIMENSIONS.filter((d) => d.pillar === pillar.key).reduce((sum, d) => sum + d.weight, 0);
      expect(share).toBeCloseTo(pillar.weight, 12);
    }
  });

  it('composite is the weighted sum to one decimal', () => {
    expect(compositeScore(new Array(14).fill(80))).toBe(80);
    const scores = DIMENSIONS.map((d) => (d.pillar === 'structural_integrity' ? 100 : 0));
    expect(compositeScore(scores)).toBe(35);
    expect(() => compositeScore([1, 2, 3])).toThrow(RangeError);
  });

  it('tiers at 90, 75 and 60', () => {
    expect([100, 90, 89.9, 75, 74.9, 60, 59.9, 0].map(tierOf)).toEqual(['platinum', 'platinum', 'gold', 'gold', 'silver', 'silver', 'bronze', 'bronze']);
  });

  it('trainability is the mean of the four training dimensions; pillars are their means', () => {
    const scores = DIMENSIONS.map((d) => (['label_accuracy', 'label_consistency', 'downstream_headroom', 'contamination_clean'].includes(d.key) ? 90 : 10));
    expect(trainabilityScore(scores)).toBe(90);
    expect(pillarScores(scores)).toEqual([10, 50, 10, 90, 10]);
  });
});
