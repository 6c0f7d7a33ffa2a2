/**
 * The price-against-quality chart's geometry: which loaded results can be placed (a stated price
 * and a stated LQS), a log scale for the prices above 0 and a lane of its own for free datasets
 * (a log scale has no place for 0), and the ticks.
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

/** x in [0, 1] of a price above 0 on the decades' log scale (clamped to the scale's ends). */
export function priceFraction(price: number, decades: readonly number[]): number {
  const first = decades[0] ?? 1;
  const last = decades[decades.length - 1] ?? 10;
  if (price <= first) return 0;
  return Math.min(1, (Math.log10(price) - Math.log10(first)) / (Math.log10(last) - Math.log10(first)));
}

/** The Free lane's width and the gap that parts it from the log scale, in pixels. */
export const FREE_LANE = { width: 40, gap: 14 };

export interface PriceAxis {
  /** Where a price is drawn: 0 in the middle of the Free lane, any other on the log scale. */
  x(price: number): number;
  /** The Free lane's edges, when a placed result is free, and the columns its marks can take (middle first). */
  freeLane?: { left: number; right: number; columns: number[] };
  /** The log scale's edges. */
  scale: { left: number; right: number };
}

export function priceAxis(prices: readonly number[], decades: readonly number[], left: number, width: number): PriceAxis {
  const middle = left + FREE_LANE.width / 2;
  const freeLane = prices.includes(0) ? { left, right: left + FREE_LANE.width, columns: [middle, middle - 12, middle + 12] } : undefined;
  const scale = { left: freeLane ? freeLane.right + FREE_LANE.gap : left, right: left + width };
  return {
    x: (price) => (price === 0 && freeLane ? (freeLane.left + freeLane.right) / 2 : scale.left + priceFraction(price, decades) * (scale.right - scale.left)),
    ...(freeLane ? { freeLane } : {}),
    scale,
  };
}

/** The axis's unit: "US$" when every placed price is in dollars (the spec's unit, also when none is named). */
export function priceUnit(points: readonly PricePoint[]): string {
  const currencies = new Set(points.map((point) => point.item.currency?.value ?? 'USD'));
  if (currencies.size > 1) return 'each result’s own currency';
  const [only = 'USD'] = currencies;
  return only === 'USD' ? 'US$' : only;
}

export function decadeLabel(value: number): string {
  if (value >= 1_000_000) return `${value / 1_000_000}M`;
  if (value >= 1_000) return `${value / 1_000}k`;
  return String(value);
}
