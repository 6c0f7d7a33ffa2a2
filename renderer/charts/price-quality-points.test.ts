import { describe, expect, it } from 'vitest';
import type { DatasetSummaryReading } from '../../shared/domain/readings/dataset-reading';
import { FREE_LANE, decadeLabel, plottablePoints, priceAxis, priceDecades, priceFraction, priceUnit } from './price-quality-points';

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

  it('spans the prices above 0 in decades on a log scale', () => {
    const decades = priceDecades([0, 49, 28_541]);
    expect(decades).toEqual([10, 100, 1000, 10_000, 100_000]);
    expect(priceFraction(1000, decades)).toBe(0.5);
    expect(decades.map(decadeLabel)).toEqual(['10', '100', '1k', '10k', '100k']);
  });

  it('draws a free dataset in a lane of its own, never at a price on the log scale', () => {
    const decades = priceDecades([0, 10, 1000]);
    const axis = priceAxis([0, 10, 1000], decades, 40, 400);
    expect(axis.freeLane).toMatchObject({ left: 40, right: 40 + FREE_LANE.width });
    expect(axis.x(0)).toBe(40 + FREE_LANE.width / 2);
    // The scale starts past the lane and its gap: its first decade is not where free is drawn.
    expect(axis.scale.left).toBe(40 + FREE_LANE.width + FREE_LANE.gap);
    expect(axis.x(10)).toBe(axis.scale.left);
    expect(axis.x(1000)).toBe(440);
    expect(axis.x(10)).toBeGreaterThan(axis.freeLane!.right);
  });

  it('gives the scale the whole width when nothing placed is free', () => {
    const axis = priceAxis([10, 1000], priceDecades([10, 1000]), 40, 400);
    expect(axis.freeLane).toBeUndefined();
    expect(axis.x(10)).toBe(40);
  });

  it('names the price unit, or says the currencies differ', () => {
    const inDollars = plottablePoints([item('a', 10, 80), item('b', 0, 70)]).points;
    expect(priceUnit(inDollars)).toBe('US$');
    const euro = { ...item('c', 5, 60), currency: { value: 'EUR', from: 'currency' } };
    expect(priceUnit(plottablePoints([euro]).points)).toBe('EUR');
    expect(priceUnit(plottablePoints([euro, item('a', 10, 80)]).points)).toBe('each result’s own currency');
  });
});
