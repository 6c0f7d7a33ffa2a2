/** A table as the preview's worker reads it: its columns' profiles and its first rows. */
export type CellValue = string | number | boolean | null;
export type ColumnType = 'integer' | 'number' | 'boolean' | 'date' | 'text' | 'empty';

export interface ColumnProfile {
  name: string;
  type: ColumnType;
  missing: number;
  unique: number;
  /** Numbers and dates: the smallest and largest value, as shown. */
  min: string | null;
  max: string | null;
  /** Text and yes/no columns: the commonest values. */
  top: Array<{ value: string; count: number }>;
}

export interface LabelHistogram {
  column: string;
  /** 'name': the column is called label, class, target…; 'values': the app's guess from its few distinct values. */
  recognisedBy: 'name' | 'values';
  bins: Array<{ value: string; count: number }>;
  /** Values beyond the bins shown. */
  otherCount: number;
}

export interface TableView {
  view: 'table';
  /** CSV, TSV, JSON Lines, JSON, GeoJSON or Parquet. */
  format: string;
  sourceFile: string;
  /** The first columns, at most MAX_TABLE_COLUMNS (shared/domain/samples/sample-types.ts). */
  columns: ColumnProfile[];
  /** The first rows, at most MAX_TABLE_ROWS and MAX_TABLE_CELLS cells; each as wide as `columns`. */
  rows: CellValue[][];
  /** Columns in the file (in the rows read, for records). */
  columnCount: number;
  /** Rows in the file. */
  rowCount: number;
  label: LabelHistogram | null;
  /** Lines the parser could not read, when any. */
  problems: string[];
}
