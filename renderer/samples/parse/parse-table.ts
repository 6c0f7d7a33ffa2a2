/**
 * Tables from a sample's files: CSV and TSV (papaparse, delimiter guessed, header row),
 * JSON Lines, a JSON array of records (or one wrapped in `data`, `records`, `rows`, `items`),
 * GeoJSON features (their properties, geometry type and a point's coordinates) and Parquet
 * (hyparquet). Values stay as read; a nested value is shown as its JSON.
 */
import Papa from 'papaparse';
import { parquetMetadata, parquetReadObjects, parquetSchema } from 'hyparquet';
import { MAX_TABLE_COLUMNS, MAX_TABLE_ROWS } from '../../../shared/domain/samples/sample-types';
import { ownValue } from '../../../shared/domain/own-keys';
import { boundedTable, rowLimit } from './table-bounds';
import type { CellValue, TableView } from './view-model';

export type TableSource = { kind: 'parquet'; path: string; bytes: Uint8Array } | { kind: 'text'; path: string; text: string };

const RECORD_KEYS = ['data', 'records', 'rows', 'items', 'results'];
/** The delimiter is guessed from this much of the start of a file (whole lines of it). */
const DELIMITER_GUESS_CHARS = 64 * 1024;

function cell(value: unknown): CellValue {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string' || typeof value === 'boolean') return value;
  if (typeof value === 'number') return Number.isFinite(value) ? value : String(value);
  if (typeof value === 'bigint') return Number.isSafeInteger(Number(value)) ? Number(value) : value.toString();
  if (value instanceof Date) return value.toISOString();
  return JSON.stringify(value, (_key, inner: unknown) => (typeof inner === 'bigint' ? inner.toString() : inner));
}

function fromRecords(
  records: ReadonlyArray<Record<string, unknown>>,
  format: string,
  path: string,
  rowCount = records.length,
  problems: string[] = [],
): TableView {
  const names: string[] = [];
  const seen = new Set<string>();
  for (const record of records.slice(0, MAX_TABLE_ROWS)) {
    for (const name of Object.keys(record)) {
      if (!seen.has(name)) {
        seen.add(name);
        if (names.length < MAX_TABLE_COLUMNS) names.push(name);
      }
    }
  }
  const rows = records.slice(0, rowLimit(names.length)).map((record) => names.map((name) => cell(ownValue(record, name))));
  return boundedTable({ format, sourceFile: path, names, columnCount: seen.size, rows, rowCount, problems });
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** A JSON document as a table, or null when it holds no list of records. */
function tableOfJson(json: unknown, path: string): TableView | null {
  if (isRecord(json) && json.type === 'FeatureCollection' && Array.isArray(json.features)) {
    const records = json.features.filter(isRecord).map((feature) => {
      const geometry = isRecord(feature.geometry) ? feature.geometry : null;
      const point = geometry?.type === 'Point' && Array.isArray(geometry.coordinates) ? geometry.coordinates : null;
      return {
        ...(isRecord(feature.properties) ? feature.properties : {}),
        geometry: typeof geometry?.type === 'string' ? geometry.type : null,
        ...(point ? { longitude: point[0], latitude: point[1] } : {}),
      };
    });
    return fromRecords(records, 'GeoJSON', path);
  }
  const list = Array.isArray(json) ? json : isRecord(json) ? RECORD_KEYS.map((key) => ownValue(json, key)).find(Array.isArray) : undefined;
  if (!Array.isArray(list) || list.length === 0 || !list.every(isRecord)) return null;
  return fromRecords(list, 'JSON', path);
}

/** Text as JSON Lines when most of its lines are JSON objects. */
function tableOfJsonLines(text: string, path: string): TableView | null {
  const lines = text.split(/\r?\n/).filter((line) => line.trim() !== '');
  if (lines.length < 2) return null;
  const records: Array<Record<string, unknown>> = [];
  const problems: string[] = [];
  for (const [index, line] of lines.entries()) {
    try {
      const value: unknown = JSON.parse(line);
      if (isRecord(value)) records.push(value);
      else problems.push(`Line ${index + 1} is not a JSON object.`);
    } catch {
      problems.push(`Line ${index + 1} is not valid JSON.`);
    }
  }
  if (records.length < lines.length * 0.8) return null;
  return fromRecords(records, 'JSON Lines', path, records.length, problems.slice(0, 5));
}

/** The delimiter papaparse guesses from the first lines (one gigantic line is not read whole for it). */
function guessDelimiter(text: string): string {
  let head = text.slice(0, DELIMITER_GUESS_CHARS);
  const lastBreak = head.lastIndexOf('\n');
  if (text.length > head.length && lastBreak > 0) head = head.slice(0, lastBreak);
  return Papa.parse<string[]>(head, { delimitersToGuess: [',', '\t', ';', '|'], preview: 10, skipEmptyLines: 'greedy' }).meta.delimiter;
}

/**
 * Delimited text (a header row and at least two columns), or null. Read a row at a time: only the
 * first columns of the rows the view keeps are held; the others are counted.
 */
function tableOfDelimited(text: string, path: string): TableView | null {
  const delimiter = /\.tsv$/i.test(path) ? '\t' : guessDelimiter(text);
  let header = null as string[] | null;
  let columnCount = 0;
  let keep = 0;
  let read = 0;
  let consistent = 0;
  const rows: CellValue[][] = [];
  const problems: string[] = [];
  Papa.parse<string[]>(text, {
    delimiter,
    skipEmptyLines: 'greedy',
    step: ({ data, errors }) => {
      for (const error of errors) if (problems.length < 5) problems.push(`Row ${read + 1}: ${error.message}`);
      read += 1;
      if (header === null) {
        columnCount = data.length;
        header = data.slice(0, MAX_TABLE_COLUMNS);
        keep = rowLimit(header.length);
        return;
      }
      if (data.length === columnCount) consistent += 1;
      if (rows.length < keep) rows.push(data.slice(0, MAX_TABLE_COLUMNS));
    },
  });
  const body = read - 1;
  if (header === null || columnCount < 2 || body <= 0 || consistent < body * 0.9) return null;
  const names = header.map((name, index) => (name.trim() === '' ? `column ${index + 1}` : name.trim()));
  return boundedTable({ format: delimiter === '\t' ? 'TSV' : 'CSV', sourceFile: path, names, columnCount, rows, rowCount: body, problems });
}

export async function parseTable(source: TableSource): Promise<TableView | null> {
  if (source.kind === 'parquet') {
    const file = source.bytes.buffer.slice(source.bytes.byteOffset, source.bytes.byteOffset + source.bytes.byteLength) as ArrayBuffer;
    const metadata = parquetMetadata(file);
    const names = parquetSchema(metadata).children.map((child) => child.element.name);
    const columns = names.slice(0, MAX_TABLE_COLUMNS);
    const records = (await parquetReadObjects({ file, metadata, columns, rowEnd: rowLimit(columns.length) })) as Array<Record<string, unknown>>;
    const rows = records.map((record) => columns.map((name) => cell(ownValue(record, name))));
    return boundedTable({ format: 'Parquet', sourceFile: source.path, names, rows, rowCount: Number(metadata.num_rows) });
  }
  const trimmed = source.text.trimStart();
  if (trimmed.startsWith('{') || trimmed.startsWith('[')) {
    try {
      return tableOfJson(JSON.parse(source.text), source.path);
    } catch {
      return tableOfJsonLines(source.text, source.path);
    }
  }
  return tableOfDelimited(source.text, source.path);
}
