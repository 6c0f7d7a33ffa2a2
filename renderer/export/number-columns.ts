/**
 * Prices and scores in an export as numbers a spreadsheet can sum: 327.99, not "$327.99"; a free
 * dataset (the marketplace's price 0) as 0, not "Free"; the unit in the column's header ("Price
 * (USD)", "LQS (0–100)"). When the priced rows' currencies differ, a Currency column stands beside
 * the price (no exchange rate guessed). A value not stated or not loaded keeps its words.
 */

export interface PriceCell {
  /** The price stated, in `currency`. */
  price?: number;
  /** ISO 4217; the spec's prices are dollars when a record names none. */
  currency?: string;
  /** What the cell says when no price is stated or loaded. */
  words: string;
}

export const SCORE_COLUMN = 'LQS (0–100)';

/** An LQS score as a number with one decimal at most: 84.2, 70. */
export const scoreNumber = (value: number): string => String(Math.round(value * 10) / 10);

const currencyOf = (cell: PriceCell) => (cell.currency ?? 'USD').toUpperCase();

/** The price columns' headers, and each row's cells under them. */
export function priceColumns(cells: readonly PriceCell[]): { columns: string[]; rows: string[][] } {
  const currencies = [...new Set(cells.filter((cell) => cell.price !== undefined).map(currencyOf))];
  const amount = (cell: PriceCell) => (cell.price === undefined ? cell.words : String(cell.price));
  if (currencies.length <= 1) return { columns: [`Price (${currencies[0] ?? 'USD'})`], rows: cells.map((cell) => [amount(cell)]) };
  return { columns: ['Price', 'Currency'], rows: cells.map((cell) => [amount(cell), cell.price === undefined ? '' : currencyOf(cell)]) };
}
