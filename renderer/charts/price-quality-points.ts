/**
 * The price-against-quality chart's geometry: which loaded results can be placed (a stated price
 * and a stated LQS), a log scale for the price (free datasets on its left edge), the ticks, and
 * the area the filters allow.
 */
import type { DatasetSummaryReading } from '../../shared/domain/readings/dataset-reading';
import type { QualityTier } from '../../shared/wire/api-types';

export interface PricePoint {
  item: DatasetSummaryReading;
  price: number;
  lqs: number;
  /** The stated tier when the app knows the word; 'unknown' for another word or none. */
  tone: QualityTier | 'unknown';
}

export function plottablePoints(items: readonly DatasetSummaryReading[]): { points: PricePoint[]; unplaced: number } {
  const points: PricePoint[] = [];
  for (const item of items) {
    const price = item.price?.value;
    const lqs = item.composite?.value;
    if (price === undefined || lqs === undefined || !Number.isFinite(price) || !Number.isFinite(lqs) || price < 0) continue;
    const tier = item.tier?.value;
    points.push({ item, price, lqs, tone: tier !== undefined && 'known' in tier ? tier.known : 'unknown' });
  }
  return { points, unplaced: items.length - points.length };
}

/** Powers of ten spanning the prices (at least 1 to 10): the log scale's domain and ticks. */
export function priceDecades(prices: readonly number[]): number[] {
  const positive = prices.filter((price) => price > 0);
  const low = positive.length > 0 ? Math.floor(Math.log10(Math.min(...positive))) : 0;
  const high = Math.max(low + 1, positive.length > 0 ? Math.ceil(Math.log10(Math.max(...positive))) : 1);
  return Array.from({ length: high - Math.max(0, low) + 1 }, (_, index) => 10 ** (Math.max(0, low) + index));
}

/** x in [0, 1] of a price on the decades' log scale; a price below the first decade (free) sits at 0. */
export function priceFraction(price: number, decades: readonly number[]): number {
  const first = decades[0] ?? 1;
  const last = decades[decades.length - 1] ?? 10;
  if (price <= first) return 0;
  return Math.min(1, (Math.log10(price) - Math.log10(first)) / (Math.log10(last) - Math.log10(first)));
}

export function decadeLabel(value: number): string {
  if (value >= 1_000_000) return `${value / 1_000_000}M`;
  if (value >= 1_000) return `${value / 1_000}k`;
  return String(value);
}
