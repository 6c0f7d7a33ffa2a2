/**
 * What a search result's row says, in words: the row itself (renderer/search/results/result-row.tsx)
 * and the first results the shells serve inside the page (results-first-view.ts) say it alike.
 * Only what the record states; the dataset's page says "not stated" for the rest.
 */
import type { DatasetSummaryReading } from '../domain/readings/dataset-reading';
import { datasetTitle } from './dataset-text';
import { formatCompactCount, formatCount, formatNumber, formatPrice } from './format';

export interface ResultRowText {
  title: string;
  /** '' when no price is stated. */
  price: string;
  /** Category · format · items · licence, or "No details stated". */
  facts: string;
  /** The exact item count, for the facts' tooltip (the facts round it). */
  exactItems?: string;
  /** Sales and rating, in that order. The date follows them where the row is drawn, in the reader's locale. */
  figures: string[];
}

export function resultRowText(item: DatasetSummaryReading): ResultRowText {
  const itemCount = item.itemCount?.value;
  const sales = item.totalSales?.value;
  const rating = item.averageRating?.value;
  const facts = [
    item.category?.value,
    item.format?.value,
    itemCount !== undefined ? formatCompactCount(itemCount, 'item') : undefined,
    item.license?.value,
  ].filter((fact): fact is string => Boolean(fact));
  const figures = [
    sales !== undefined ? formatCount(sales, 'sale') : undefined,
    rating !== undefined && rating > 0 ? `rated ${formatNumber(Math.round(rating * 10) / 10)}` : undefined,
  ].filter((figure): figure is string => figure !== undefined);
  return {
    title: datasetTitle(item),
    price: item.price ? formatPrice(item.price.value, item.currency?.value) : '',
    facts: facts.join(' · ') || 'No details stated',
    ...(itemCount !== undefined ? { exactItems: formatCount(itemCount, 'item') } : {}),
    figures,
  };
}
