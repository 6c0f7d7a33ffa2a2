/** A small seeded PRNG (mulberry32) plus the draws the catalog generator needs. */
export function mulberry32(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export interface Weighted<T> {
  value: T;
  weight: number;
}

const HEX = '0123456789abcdef';

export interface Random {
  /** Uniform in [0, 1). */
  float(): number;
  /** Uniform integer in [min, max] (both inclusive). */
  int(min: number, max: number): number;
  chance(probability: number): boolean;
  pick<T>(items: readonly T[]): T;
  weighted<T>(items: readonly Weighted<T>[]): T;
  /** A draw from a precomputed table: O(log n), for long lists. */
  fromTable<T>(table: WeightedTable<T>): T;
  /** `count` distinct items in random order (fewer if the list is shorter). */
  sample<T>(items: readonly T[], count: number): T[];
  /** Normally distributed (Box–Muller). */
  normal(mean: number, deviation: number): number;
  /** Log-uniform in [min, max]: as many small values as large orders of magnitude. */
  logUniform(min: number, max: number): number;
  /** A version-4-shaped UUID drawn from this generator (deterministic per seed). */
  uuid(): string;
}

export function createRandom(seed: number): Random {
  const next = mulberry32(seed);
  let spareNormal: number | null = null;
  return {
    float: next,
    int: (min, max) => min + Math.floor(next() * (max - min + 1)),
    chance: (probability) => next() < probability,
    pick(items) {
      if (items.length === 0) throw new RangeError('pick from an empty list');
      return items[Math.floor(next() * items.length)]!;
    },
    weighted(items) {
      let total = 0;
      for (const item of items) total += item.weight;
      let threshold = next() * total;
      for (const item of items) {
        threshold -= item.weight;
        if (threshold < 0) return item.value;
      }
      const last = items[items.length - 1];
      if (!last) throw new RangeError('weighted pick from an empty list');
      return last.value;
    },
    fromTable: (table) => table.at(next()),
    sample(items, count) {
      const pool = items.slice();
      const taken: (typeof pool)[number][] = [];
      while (taken.length < count && pool.length > 0) {
        const index = Math.floor(next() * pool.length);
        taken.push(pool[index]!);
        pool[index] = pool[pool.length - 1]!;
        pool.pop();
      }
      return taken;
    },
    normal(mean, deviation) {
      if (spareNormal !== null) {
        const spare = spareNormal;
        spareNormal = null;
        return mean + deviation * spare;
      }
      const u = 1 - next();
      const v = next();
      const radius = Math.sqrt(-2 * Math.log(u));
      spareNormal = radius * Math.sin(2 * Math.PI * v);
      return mean + deviation * radius * Math.cos(2 * Math.PI * v);
    },
    logUniform: (min, max) => Math.exp(Math.log(min) + next() * (Math.log(max) - Math.log(min))),
    uuid() {
      let out = '';
      for (let i = 0; i < 32; i++) {
        let nibble = Math.floor(next() * 16);
        if (i === 12) nibble = 4;
        else if (i === 16) nibble = 8 + (nibble & 3);
        out += HEX[nibble];
        if (i === 7 || i === 11 || i === 15 || i === 19) out += '-';
      }
      return out;
    },
  };
}

/** Cumulative weights for drawing from long lists by binary search. */
export interface WeightedTable<T> {
  /** The item at fraction `unit` ∈ [0, 1) of the total weight. */
  at(unit: number): T;
}

export function createWeightedTable<T>(items: readonly Weighted<T>[]): WeightedTable<T> {
  if (items.length === 0) throw new RangeError('a weighted table needs at least one item');
  const values = items.map((item) => item.value);
  const cumulative = new Float64Array(items.length);
  let total = 0;
  items.forEach((item, index) => {
    total += item.weight;
    cumulative[index] = total;
  });
  return {
    at(unit) {
      const threshold = unit * total;
      let low = 0;
      let high = cumulative.length - 1;
      while (low < high) {
        const middle = (low + high) >>> 1;
        if (cumulative[middle]! > threshold) high = middle;
        else low = middle + 1;
      }
      return values[low]!;
    },
  };
}
