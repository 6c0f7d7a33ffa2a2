import { describe, expect, it } from 'vitest';
import type { DatasetSummaryReading } from '../../shared/domain/readings/dataset-reading';
import { decadeLabel, plottablePoints, priceDecades, priceFraction } from './price-quality-points';

const item = (id: string, price?: number, lqs?: number): DatasetSummaryReading => ({
  id,
  raw: {},
  ...(price !== undefined ? { price: { value: price, from: 'price' } } : {}),
  ...(lqs !== undefined ? { composite: { value: lqs, from: 'quality_score' } } : {}),
  tier: { value: { known: 'gold' }, from: 'tier' },
});

describe('the price against quality chart', () => {
  it('places a result only when the marketplace stated both its price and its LQS', () => {
    const { points, unplaced } = plottablePoints([item('a', 10, 80), item('b', undefined, 70), item('c', 5), item('d', 0, 50)]);
    expect(points.map((point) => [point.item.id, point.tone])).toEqual([
      ['a', 'gold'],
      ['d', 'gold'],
    ]);
    expect(unplaced).toBe(2);
  });

  it('spans the prices in decades on a log scale, free at the left edge', () => {
    const decades = priceDecades([0, 49, 28_541]);
    expect(decades).toEqual([10, 100, 1000, 10_000, 100_000]);
    expect(priceFraction(0, decades)).toBe(0);
    expect(priceFraction(1000, decades)).toBe(0.5);
    expect(decades.map(decadeLabel)).toEqual(['10', '100', '1k', '10k', '100k']);
  });
});
