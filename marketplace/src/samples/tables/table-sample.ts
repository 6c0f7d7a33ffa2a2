/**
 * A tabular sample written in the dataset's own format: CSV or TSV (papaparse), JSON Lines, a
 * JSON array, Parquet (hyparquet-writer) or a GeoJSON FeatureCollection of points.
 */
import Papa from 'papaparse';
import { parquetWriteBuffer } from 'hyparquet-writer';
import type { Random } from '../../catalog/prng';
import type { SampleFile } from '../sample-file';
import type { SampleContext } from '../sample-context';
import type { SampleContent, SampleTheme, TableFormat } from '../sample-plan';
import { chatRecord } from './chat-records';
import { columnsOf, drawRows, type CellValue, type ColumnType } from './table-columns';

/** Rows in a tabular sample: enough for the figures to mean something, a few dozen KB. */
const TABLE_SAMPLE_ROWS = 500;

const PARQUET_TYPES: Readonly<Record<ColumnType, 'STRING' | 'INT32' | 'DOUBLE' | 'BOOLEAN'>> = {
  string: 'STRING',
  timestamp: 'STRING',
  integer: 'INT32',
  number: 'DOUBLE',
  boolean: 'BOOLEAN',
};

const CONTENT_TYPES: Readonly<Record<TableFormat, string>> = {
  csv: 'text/csv; charset=utf-8',
  tsv: 'text/tab-separated-values; charset=utf-8',
  jsonl: 'application/x-ndjson; charset=utf-8',
  json: 'application/json; charset=utf-8',
  parquet: 'application/vnd.apache.parquet',
  geojson: 'application/geo+json; charset=utf-8',
};

export function tableSample(random: Random, content: SampleTheme | SampleContent, format: TableFormat, context: SampleContext): SampleFile {
  const columns = columnsOf(content, context);
  const rows = drawRows(random, columns, TABLE_SAMPLE_ROWS);
  const names = columns.map((column) => column.name);
  const contentType = CONTENT_TYPES[format];
  const fileName = `sample.${format}`;
  switch (format) {
    case 'csv':
    case 'tsv':
      return {
        fileName,
        contentType,
        bytes: Buffer.from(
          `${Papa.unparse({ fields: names, data: rows.map((row) => names.map((name) => row[name] ?? '')) }, { delimiter: format === 'tsv' ? '\t' : ',', newline: '\n' })}\n`,
        ),
      };
    case 'jsonl':
      return { fileName, contentType, bytes: Buffer.from(`${rows.map((row) => JSON.stringify(chatRecord(content, row))).join('\n')}\n`) };
    case 'json':
      return {
        fileName,
        contentType,
        bytes: Buffer.from(
          `${JSON.stringify(
            rows.map((row) => chatRecord(content, row)),
            null,
            1,
          )}\n`,
        ),
      };
    case 'geojson':
      return { fileName, contentType, bytes: Buffer.from(JSON.stringify(featureCollection(rows))) };
    case 'parquet': {
      const columnData = columns.map((column) => ({
        name: column.name,
        data: rows.map((row) => row[column.name] ?? null),
        type: PARQUET_TYPES[column.type],
        nullable: true,
      }));
      return { fileName, contentType, bytes: Buffer.from(parquetWriteBuffer({ columnData })) };
    }
  }
}

/** Points at each row's latitude and longitude (when the theme has them), the rest as properties. */
function featureCollection(rows: Array<Record<string, CellValue>>) {
  return {
    type: 'FeatureCollection',
    features: rows.map((row) => {
      const { latitude, longitude, ...properties } = row;
      const geometry = typeof latitude === 'number' && typeof longitude === 'number' ? { type: 'Point', coordinates: [longitude, latitude] } : null;
      return { type: 'Feature', geometry, properties };
    }),
  };
}
