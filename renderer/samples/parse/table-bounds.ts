/**
 * The bounds of a table view, whatever its format: the first MAX_TABLE_COLUMNS columns, and as
 * many of the first rows as fit MAX_TABLE_ROWS and MAX_TABLE_CELLS. Every table parser builds its
 * view here, so a file with 200,000 columns is profiled, sent to the window and drawn as 200.
 */
import { MAX_TABLE_CELLS, MAX_TABLE_COLUMNS, MAX_TABLE_ROWS } from '../../../shared/domain/samples/sample-types';
import { findLabel, profileColumns } from './column-profile';
import type { CellValue, TableView } from './view-model';

/** How many rows a table of `columns` columns keeps. */
export function rowLimit(columns: number): number {
  return Math.max(1, Math.min(MAX_TABLE_ROWS, Math.floor(MAX_TABLE_CELLS / Math.max(1, columns))));
}

export interface BoundedTable {
  format: string;
  sourceFile: string;
  /** The columns' names: every one, or at least the first MAX_TABLE_COLUMNS. */
  names: readonly string[];
  /** Columns in the file, when `names` holds only the first of them. */
  columnCount?: number;
  /** The first rows (more than the view keeps is fine), each cell by its column's position. */
  rows: ReadonlyArray<readonly CellValue[]>;
  rowCount: number;
  problems?: string[];
}

/** The view of a table within the bounds, with its columns profiled and the file's own counts stated. */
export function boundedTable(table: BoundedTable): TableView {
  const names = table.names.slice(0, MAX_TABLE_COLUMNS);
  const rows = table.rows.slice(0, rowLimit(names.length)).map((row) => names.map((_name, index) => row[index] ?? null));
  const columns = profileColumns(names, rows);
  return {
    view: 'table',
    format: table.format,
    sourceFile: table.sourceFile,
    columns,
    rows,
    columnCount: Math.max(table.columnCount ?? 0, table.names.length),
    rowCount: table.rowCount,
    label: findLabel(names, rows, columns),
    problems: table.problems ?? [],
  };
}
