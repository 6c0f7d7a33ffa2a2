/**
 * Tables from a sample's files: CSV and TSV (papaparse, delimiter guessed, header row),
 * JSON Lines, a JSON array of records (or one wrapped in `data`, `records`, `rows`, `items`),
 * GeoJSON features (their properties, geometry type and a point's coordinates) and Parquet
 * (hyparquet). Values stay as read; a nested value is shown as its JSON.
 */
import Papa from 'papaparse';
import { parquetMetadata, parquetReadObjects } from 'hyparquet';
import { findLabel, profileColumns } from './column-profile';
import { MAX_TABLE_ROWS, type CellValue, type TableView } from './view-model';

export type TableSource = { kind: 'parquet'; path: string; bytes: Uint8Array } | { kind: 'text'; path: string; text: string };

const RECORD_KEYS = ['data', 'records', 'rows', 'items', 'results'];

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
        names.push(name);
      }
    }
  }
  const rows = records.slice(0, MAX_TABLE_ROWS).map((record) => names.map((name) => cell(record[name])));
  const columns = profileColumns(names, rows);
  return { view: 'table', format, sourceFile: path, columns, rows, rowCount, label: findLabel(names, rows, columns), problems };
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** A JSON document as a table, or null when it holds no list of records. */
export function tableOfJson(json: unknown, path: string): TableView | null {
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
  const list = Array.isArray(json) ? json : isRecord(json) ? RECORD_KEYS.map((key) => json[key]).find(Array.isArray) : undefined;
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

/** Delimited text (a header row and at least two columns), or null. */
function tableOfDelimited(text: string, path: string): TableView | null {
  const tab = /\.tsv$/i.test(path);
  const parsed = Papa.parse<string[]>(text, { delimiter: tab ? '\t' : '', delimitersToGuess: [',', '\t', ';', '|'], skipEmptyLines: 'greedy' });
  const [header, ...body] = parsed.data;
  if (header === undefined || header.length < 2 || body.length === 0) return null;
  const consistent = body.filter((row) => row.length === header.length).length;
  if (consistent < body.length * 0.9) return null;
  const names = header.map((name, index) => (name.trim() === '' ? `column ${index + 1}` : name.trim()));
  const rows: CellValue[][] = body.slice(0, MAX_TABLE_ROWS).map((row) => names.map((_name, index) => row[index] ?? null));
  const columns = profileColumns(names, rows);
  const problems = parsed.errors.slice(0, 5).map((error) => (error.row === undefined ? error.message : `Row ${error.row + 1}: ${error.message}`));
  const delimiter = parsed.meta.delimiter === '\t' ? 'TSV' : 'CSV';
  return { view: 'table', format: delimiter, sourceFile: path, columns, rows, rowCount: body.length, label: findLabel(names, rows, columns), problems };
}

export async function parseTable(source: TableSource): Promise<TableView | null> {
  if (source.kind === 'parquet') {
    const file = source.bytes.buffer.slice(source.bytes.byteOffset, source.bytes.byteOffset + source.bytes.byteLength) as ArrayBuffer;
    const metadata = parquetMetadata(file);
    const records = (await parquetReadObjects({ file, metadata, rowEnd: MAX_TABLE_ROWS })) as Array<Record<string, unknown>>;
    return fromRecords(records, 'Parquet', source.path, Number(metadata.num_rows));
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
