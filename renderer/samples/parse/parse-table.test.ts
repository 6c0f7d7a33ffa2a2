import { parquetWriteBuffer } from 'hyparquet-writer';
import { describe, expect, it } from 'vitest';
import { MAX_TABLE_CELLS, MAX_TABLE_COLUMNS, MAX_TABLE_ROWS } from '../../../shared/domain/samples/sample-types';
import { parseTable } from './parse-table';
import type { TableView } from './view-model';

const WIDE = 200_000;
const names = (count: number) => Array.from({ length: count }, (_, index) => `c${index}`);
const line = (count: number, delimiter: string, value: (index: number) => string) => Array.from({ length: count }, (_, index) => value(index)).join(delimiter);

async function tableOf(path: string, text: string): Promise<TableView> {
  const table = await parseTable({ kind: 'text', path, text });
  expect(table).not.toBeNull();
  return table!;
}

/** The view holds no more than the caps, every row as wide as its columns. */
function expectWithinCaps(table: TableView) {
  expect(table.columns.length).toBeLessThanOrEqual(MAX_TABLE_COLUMNS);
  expect(table.rows.length).toBeLessThanOrEqual(MAX_TABLE_ROWS);
  expect(table.rows.length * table.columns.length).toBeLessThanOrEqual(MAX_TABLE_CELLS);
  for (const row of table.rows) expect(row).toHaveLength(table.columns.length);
}

describe('parseTable on wide and long tables', () => {
  it('reads a CSV of 200,000 columns as its first 200, profiled, and states the file’s own count', async () => {
    const text = `${names(WIDE).join(',')}\n${[1, 2, 3].map((row) => line(WIDE, ',', (index) => String(index * row))).join('\n')}\n`;
    const table = await tableOf('wide.csv', text);
    expectWithinCaps(table);
    expect(table).toMatchObject({ format: 'CSV', columnCount: WIDE, rowCount: 3 });
    expect(table.columns).toHaveLength(MAX_TABLE_COLUMNS);
    expect(table.columns.map((column) => column.name)).toEqual(names(MAX_TABLE_COLUMNS));
    expect(table.columns[7]).toMatchObject({ type: 'integer', min: '7', max: '21' });
    expect(table.rows[2]!.slice(0, 3)).toEqual(['0', '3', '6']);
  });

  it('reads a TSV of 200,000 columns the same way', async () => {
    const text = `${names(WIDE).join('\t')}\n${line(WIDE, '\t', String)}\n${line(WIDE, '\t', String)}\n`;
    const table = await tableOf('wide.tsv', text);
    expectWithinCaps(table);
    expect(table).toMatchObject({ format: 'TSV', columnCount: WIDE, rowCount: 2 });
  });

  it('keeps no more cells than the cap from a table both wide and long', async () => {
    const text = `${names(300).join(',')}\n${Array.from({ length: 5_000 }, () => line(300, ',', () => '1')).join('\n')}\n`;
    const table = await tableOf('both.csv', text);
    expectWithinCaps(table);
    expect(table).toMatchObject({ columnCount: 300, rowCount: 5_000 });
    expect(table.rows).toHaveLength(Math.floor(MAX_TABLE_CELLS / MAX_TABLE_COLUMNS));
  });

  it('reads one gigantic header line (2,000,000 columns) within the caps', async () => {
    const count = 2_000_000;
    const table = await tableOf('giant.csv', `${'a,'.repeat(count - 1)}a\n${'1,'.repeat(count - 1)}1\n`);
    expectWithinCaps(table);
    expect(table).toMatchObject({ columnCount: count, rowCount: 1 });
  });

  it('reads JSON Lines and a JSON array with 200,000 keys a record within the caps', async () => {
    const record = (row: number) => JSON.stringify(Object.fromEntries(names(WIDE).map((name, index) => [name, index + row])));
    const lines = await tableOf('wide.jsonl', `${record(0)}\n${record(1)}\n`);
    expectWithinCaps(lines);
    expect(lines).toMatchObject({ format: 'JSON Lines', columnCount: WIDE, rowCount: 2 });
    expect(lines.columns).toHaveLength(MAX_TABLE_COLUMNS);
    const array = await tableOf('wide.json', `[${record(0)},${record(1)},${record(2)}]`);
    expectWithinCaps(array);
    expect(array).toMatchObject({ format: 'JSON', columnCount: WIDE, rowCount: 3 });
  });

  it('reads only the first columns of a Parquet file with many, and as many rows as the cells allow', async () => {
    const count = 1_000;
    const rows = 3_000;
    const columnData = names(count).map((name, column) => ({ name, data: Array.from({ length: rows }, (_, row) => row + column), type: 'INT32' as const }));
    const bytes = new Uint8Array(parquetWriteBuffer({ columnData }));
    const table = (await parseTable({ kind: 'parquet', path: 'wide.parquet', bytes }))!;
    expectWithinCaps(table);
    expect(table).toMatchObject({ format: 'Parquet', columnCount: count, rowCount: rows });
    expect(table.columns.map((column) => column.name)).toEqual(names(MAX_TABLE_COLUMNS));
    expect(table.rows).toHaveLength(Math.floor(MAX_TABLE_CELLS / MAX_TABLE_COLUMNS));
    expect(table.rows[1]!.slice(0, 2)).toEqual([1, 2]);
  });

  it('keeps a narrow table whole, its counts unchanged', async () => {
    const table = await tableOf('small.csv', 'a,b\n1,x\n2,y\n');
    expect(table).toMatchObject({
      columnCount: 2,
      rowCount: 2,
      rows: [
        ['1', 'x'],
        ['2', 'y'],
      ],
    });
  });

  it('reads a column named like an Object.prototype member as the file holds it, missing where a record lacks it', async () => {
    // Written as JSON text: an object literal's __proto__ would set the prototype, not a key.
    const lines = ['{"__proto__":"p","constructor":"a","toString":"b","x":1}', '{"x":2}'];
    for (const table of [await tableOf('p.json', `[${lines.join(',')}]`), await tableOf('p.jsonl', lines.join('\n'))]) {
      expect(table.columns.map((column) => column.name)).toEqual(['__proto__', 'constructor', 'toString', 'x']);
      expect(table.rows).toEqual([
        ['p', 'a', 'b', 1],
        [null, null, null, 2],
      ]);
    }
  });
});
