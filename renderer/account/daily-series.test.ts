import { describe, expect, it } from 'vitest';
import { niceCeiling, summarizeSeries, toDailySeries, withDayAtLeast } from './daily-series';

describe('toDailySeries', () => {
  it('sorts oldest first and keeps one entry per day', () => {
    expect(
      toDailySeries([
        { date: '2025-03-02', requests: 4 },
        { date: '2025-03-01', requests: 1 },
        { date: '2025-03-02T00:00:00Z', requests: 2 },
      ]),
    ).toEqual([
      { date: '2025-03-01', requests: 1 },
      { date: '2025-03-02', requests: 6 },
    ]);
  });

  it('drops entries without a date and counts unreadable numbers as 0', () => {
    expect(
      toDailySeries([
        null,
        'x',
        { requests: 3 },
        { date: 'yesterday', requests: 3 },
        { date: '2025-03-01', requests: 'many' },
        { date: '2025-03-03', requests: -2 },
      ]),
    ).toEqual([
      { date: '2025-03-01', requests: 0 },
      { date: '2025-03-03', requests: 0 },
    ]);
  });

  it('gives an empty series for anything that is not a list', () => {
    expect(toDailySeries(undefined)).toEqual([]);
    expect(toDailySeries({ '2025-03-01': 3 })).toEqual([]);
  });
});

describe('niceCeiling', () => {
  it('rounds up to 1, 2 or 5 times a power of ten', () => {
    expect(niceCeiling(7)).toBe(10);
    expect(niceCeiling(10)).toBe(10);
    expect(niceCeiling(11)).toBe(20);
    expect(niceCeiling(37)).toBe(50);
    expect(niceCeiling(87)).toBe(100);
    expect(niceCeiling(1999)).toBe(2000);
  });

  it('never goes below 5', () => {
    expect(niceCeiling(0)).toBe(5);
    expect(niceCeiling(3)).toBe(5);
    expect(niceCeiling(Number.NaN)).toBe(5);
  });
});

describe('summarizeSeries', () => {
  it('totals, finds the first peak and counts active days', () => {
    expect(
      summarizeSeries([
        { date: 'a', requests: 0 },
        { date: 'b', requests: 5 },
        { date: 'c', requests: 5 },
        { date: 'd', requests: 2 },
      ]),
    ).toEqual({ total: 12, peak: { date: 'b', requests: 5 }, activeDays: 3 });
  });

  it('has no peak for an empty series', () => {
    expect(summarizeSeries([])).toEqual({ total: 0, peak: null, activeDays: 0 });
  });
});

describe('withDayAtLeast', () => {
  const series = [
    { date: '2030-01-01', requests: 4 },
    { date: '2030-01-02', requests: 1 },
  ];
  it('raises the day when the newer figure is higher, never lowers it', () => {
    expect(withDayAtLeast(series, '2030-01-02', 100)).toEqual([series[0], { date: '2030-01-02', requests: 100 }]);
    expect(withDayAtLeast(series, '2030-01-01', 2)).toEqual(series);
  });
  it('moves the window on for a later day, and ignores an earlier unknown one', () => {
    expect(withDayAtLeast(series, '2030-01-03', 7)).toEqual([series[1], { date: '2030-01-03', requests: 7 }]);
    expect(withDayAtLeast(series, '2029-12-01', 7)).toEqual(series);
    expect(withDayAtLeast([], '2030-01-03', 7)).toEqual([{ date: '2030-01-03', requests: 7 }]);
  });
});
