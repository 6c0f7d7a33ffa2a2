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

export class Random {
  private readonly next: () => number;
  private spareNormal: number | null = null;

  constructor(seed: number) {
    this.next = mulberry32(seed);
  }

  /** Uniform in [0, 1). */
  float(): number {
    return this.next();
  }

  /** Uniform integer in [min, max] (both inclusive). */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }

  chance(probability: number): boolean {
    return this.next() < probability;
  }

  pick<T>(items: readonly T[]): T {
    if (items.length === 0) throw new RangeError('pick from an empty list');
    return items[Math.floor(this.next() * items.length)] as T;
  }

  weighted<T>(items: readonly Weighted<T>[]): T {
    let total = 0;
    for (const item of items) total += item.weight;
    let threshold = this.next() * total;
    for (const item of items) {
      threshold -= item.weight;
      if (threshold < 0) return item.value;
    }
    const last = items[items.length - 1];
    if (!last) throw new RangeError('weighted pick from an empty list');
    return last.value;
  }

  /** A draw from a precomputed table: O(log n), for long lists. */
  fromTable<T>(table: WeightedTable<T>): T {
    return table.at(this.next());
  }

  /** `count` distinct items in random order (fewer if the list is shorter). */
  sample<T>(items: readonly T[], count: number): T[] {
    const pool = items.slice();
    const taken: T[] = [];
    while (taken.length < count && pool.length > 0) {
      const index = Math.floor(this.next() * pool.length);
      taken.push(pool[index] as T);
      pool[index] = pool[pool.length - 1] as T;
      pool.pop();
    }
    return taken;
  }

  /** Normally distributed (Box–Muller). */
  normal(mean: number, deviation: number): number {
    if (this.spareNormal !== null) {
      const spare = this.spareNormal;
      this.spareNormal = null;
      return mean + deviation * spare;
    }
    const u = 1 - this.next();
    const v = this.next();
    const radius = Math.sqrt(-2 * Math.log(u));
    this.spareNormal = radius * Math.sin(2 * Math.PI * v);
    return mean + deviation * radius * Math.cos(2 * Math.PI * v);
  }

  /** Log-uniform in [min, max]: as many small values as large orders of magnitude. */
  logUniform(min: number, max: number): number {
    return Math.exp(Math.log(min) + this.next() * (Math.log(max) - Math.log(min)));
  }

  /** A version-4-shaped UUID drawn from this generator (deterministic per seed). */
  uuid(): string {
    let out = '';
    for (let i = 0; i < 32; i++) {
      let nibble = Math.floor(this.next() * 16);
      if (i === 12) nibble = 4;
      else if (i === 16) nibble = 8 + (nibble & 3);
      out += HEX[nibble];
      if (i === 7 || i === 11 || i === 15 || i === 19) out += '-';
    }
    return out;
  }
}

/** Cumulative weights for drawing from long lists by binary search. */
export class WeightedTable<T> {
  private readonly values: T[];
  private readonly cumulative: Float64Array;
  private readonly total: number;

  constructor(items: readonly Weighted<T>[]) {
    if (items.length === 0) throw new RangeError('a weighted table needs at least one item');
    this.values = items.map((item) => item.value);
    this.cumulative = new Float64Array(items.length);
    let total = 0;
    items.forEach((item, index) => {
      total += item.weight;
      this.cumulative[index] = total;
    });
    this.total = total;
  }

  /** The item at fraction `unit` ∈ [0, 1) of the total weight. */
  at(unit: number): T {
    const threshold = unit * this.total;
    let low = 0;
    let high = this.cumulative.length - 1;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if ((this.cumulative[middle] as number) > threshold) high = middle;
      else low = middle + 1;
    }
    return this.values[low] as T;
  }
}
