import { describe, expect, it } from 'vitest';
import { createRandom, createWeightedTable, mulberry32 } from './prng';

describe('mulberry32 / Random', () => {
  it('is deterministic per seed and differs between seeds', () => {
    const a = mulberry32(42);
    const b = mulberry32(42);
    const c = mulberry32(43);
    const first = Array.from({ length: 5 }, () => a());
    expect(Array.from({ length: 5 }, () => b())).toEqual(first);
    expect(Array.from({ length: 5 }, () => c())).not.toEqual(first);
    for (const value of first) expect(value >= 0 && value < 1).toBe(true);
  });

  it('draws integers inclusive of both bounds, and every value of a small range', () => {
    const random = createRandom(1);
    const seen = new Set<number>();
    for (let i = 0; i < 2000; i++) {
      const value = random.int(3, 7);
      expect(value >= 3 && value <= 7 && Number.isInteger(value)).toBe(true);
      seen.add(value);
    }
    expect([...seen].sort()).toEqual([3, 4, 5, 6, 7]);
  });

  it('samples distinct items and never more than there are', () => {
    const random = createRandom(5);
    const picked = random.sample(['a', 'b', 'c', 'd'], 3);
    expect(new Set(picked).size).toBe(3);
    expect(random.sample(['a', 'b'], 5).sort()).toEqual(['a', 'b']);
  });

  it('follows the weights', () => {
    const random = createRandom(9);
    const table = createWeightedTable([
      { value: 'rare', weight: 1 },
      { value: 'common', weight: 9 },
    ]);
    let common = 0;
    for (let i = 0; i < 10_000; i++) if (random.fromTable(table) === 'common') common += 1;
    expect(common / 10_000).toBeGreaterThan(0.87);
    expect(common / 10_000).toBeLessThan(0.93);
    let weightedCommon = 0;
    for (let i = 0; i < 10_000; i++)
      if (
        random.weighted([
          { value: 1, weight: 1 },
          { value: 2, weight: 3 },
        ]) === 2
      )
        weightedCommon += 1;
    expect(weightedCommon / 10_000).toBeGreaterThan(0.72);
    expect(weightedCommon / 10_000).toBeLessThan(0.78);
  });

  it('makes version-4-shaped UUIDs', () => {
    const random = createRandom(3);
    for (let i = 0; i < 50; i++) expect(random.uuid()).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  });

  it('draws normals around the mean and log-uniforms within bounds', () => {
    const random = createRandom(8);
    let sum = 0;
    for (let i = 0; i < 5000; i++) sum += random.normal(50, 10);
    expect(sum / 5000).toBeCloseTo(50, 0);
    for (let i = 0; i < 1000; i++) {
      const value = random.logUniform(10, 1000);
      expect(value >= 10 && value <= 1000).toBe(true);
    }
  });
});
