/**
 * A comparison row as an export writes it: stated numbers as plain numbers a spreadsheet can sum
 * (429, not "$429 (best)"; 67086, not "67,086 items"), with the currency or unit in the row's
 * label, and which dataset is best in a column of its own. A cell not stated or not loaded keeps
 * its words, as on screen.
 */
import type { ComparedDataset, CompareCell, CompareRow } from './compare-rows';
import { factOf, valueOf } from '../../shared/domain/fact-state';

/** The number a cell states, when it states one. */
function statedNumber(cell: CompareCell): number | undefined {
  const value = cell.fact === undefined ? undefined : valueOf(cell.fact);
  return typeof value === 'number' && Number.isFinite(value) ? value : undefined;
}

/** A dataset's price currency (USD when its listing names none, as the spec's prices are), or null without a price. */
function currencyOf(dataset: ComparedDataset): string | null {
  if (valueOf(factOf(dataset.record, (listing) => listing.price)) === undefined) return null;
  return (valueOf(factOf(dataset.record, (listing) => listing.currency)) ?? 'USD').toUpperCase();
}

function unitOf(row: CompareRow, currencies: readonly string[]): string | null {
  if (row.label === 'Price') return currencies.length === 1 ? currencies[0]! : null;
  if (row.label === 'Items') return 'count';
  if (row.group === 'Quality') return 'LQS, 0–100';
  return null;
}

const plain = (value: number, row: CompareRow) => String(row.group === 'Quality' ? Math.round(value * 10) / 10 : value);

/** The rows of a comparison's export: label (with unit), one cell per dataset, then the best. */
export function exportCells(rows: readonly CompareRow[], datasets: readonly ComparedDataset[], titles: readonly string[]): string[][] {
  const currencies = [...new Set(datasets.map(currencyOf).filter((currency): currency is string => currency !== null))];
  const lines: string[][] = [];
  for (const row of rows) {
    const numbers = row.cells.map(statedNumber);
    const numeric = numbers.some((value) => value !== undefined) && row.cells.every((cell, i) => numbers[i] !== undefined || statedNumber(cell) === undefined);
    const unit = numeric ? unitOf(row, currencies) : null;
    const label = unit === null ? row.label : `${row.label} (${unit})`;
    const cells = row.cells.map((cell, i) => (numeric && numbers[i] !== undefined ? plain(numbers[i], row) : cell.text));
    const best = titles.filter((_, i) => row.cells[i]?.best);
    lines.push([label, ...cells, best.length === 0 ? '' : `${best.join('; ')}${row.provisional ? ' (so far)' : ''}`]);
    // Prices in more than one currency: each dataset's in a row of its own, no exchange rate guessed.
    if (row.label === 'Price' && currencies.length > 1) lines.push(['Currency', ...datasets.map((dataset) => currencyOf(dataset) ?? ''), '']);
  }
  return lines;
}
