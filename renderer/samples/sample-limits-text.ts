import {
  MAX_SAMPLE_DOWNLOAD_BYTES,
  MAX_SAMPLE_FILES,
  MAX_SAMPLE_UNPACKED_BYTES,
  MAX_TABLE_CELLS,
  MAX_TABLE_COLUMNS,
  MAX_TABLE_ROWS,
  MAX_TEXT_LINE_CHARS,
} from '../../shared/domain/samples/sample-types';
import { formatCount, formatNumber } from '../../shared/display/format';
import type { TableView, TextView } from './parse/view-model';

const mb = (bytes: number) => `${Math.round(bytes / (1024 * 1024))} MB`;

/** The core's limits on a sample, in words. */
export function describeLimit(): string {
  return `${mb(MAX_SAMPLE_DOWNLOAD_BYTES)} (${mb(MAX_SAMPLE_UNPACKED_BYTES)} once unpacked, ${MAX_SAMPLE_FILES} files at most)`;
}

/** What the Preview reads of a table, in words. */
function describeTableLimit(): string {
  return `the first ${formatNumber(MAX_TABLE_COLUMNS)} columns and ${formatNumber(MAX_TABLE_ROWS)} rows, ${formatNumber(MAX_TABLE_CELLS)} cells in all`;
}

/** "200 of 200,000 columns", or "12 columns" for a table shown whole. */
export function describeColumnsShown(view: Pick<TableView, 'columns' | 'columnCount'>): string {
  return view.columns.length < view.columnCount
    ? `${formatNumber(view.columns.length)} of ${formatCount(view.columnCount, 'column')}`
    : formatCount(view.columns.length, 'column');
}

/** What a table's view leaves out of the file, in words, or null when it holds all of it. */
export function describeTableCut(view: Pick<TableView, 'columns' | 'columnCount' | 'rows' | 'rowCount'>): string | null {
  const cut: string[] = [];
  if (view.columns.length < view.columnCount) cut.push(describeColumnsShown(view));
  if (view.rows.length < view.rowCount) cut.push(`${formatNumber(view.rows.length)} of ${formatCount(view.rowCount, 'row')}`);
  return cut.length === 0 ? null : `Showing ${cut.join(' and ')}: the preview reads ${describeTableLimit()}.`;
}

/** What a text's view cut, in words, or null. */
export function describeTextCut(view: Pick<TextView, 'cutLines'>): string | null {
  if (view.cutLines === 0) return null;
  return `${view.cutLines === 1 ? 'One line is' : `${formatNumber(view.cutLines)} lines are`} longer than ${formatNumber(MAX_TEXT_LINE_CHARS)} characters and cut there.`;
}
