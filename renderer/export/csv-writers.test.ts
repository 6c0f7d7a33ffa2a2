/**
 * Every CSV the app writes (the shortlist, a comparison, a compatibility report, the request log:
 * each an ExportTable through toCsv) with a marketplace's hostile text in every place it can
 * reach: no cell may start a formula, however its first character is hidden.
 */
import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { received } from '../../shared/domain/fact-state';
import type { LoggedRequest, ShortlistEntry } from '../../shared/ipc/ipc-contract';
import { readAsCore } from '../../tests/support/readings';
import { compareExport } from '../compare/compare-export';
import { compareRows, type ComparedDataset } from '../compare/compare-rows';
import { compatibilityExport } from '../compatibility/report/compatibility-export';
import { toCompatibilityReport } from '../compatibility/compatibility-result';
import { conditionalRequest, conditionalResult } from '../compatibility/compatibility-result.fixture';
import type { CachedDataset } from '../facts/cached-record-state';
import { logRows, requestLogExport } from '../request-log/log-rows';
import { shortlistExport } from '../shortlist/shortlist-export';
import { toCsv, type ExportTable } from './export-table';

const HIDDEN = [
  '\u0000',
  '\u0000\u0000 ',
  '\u0007',
  '\u001F',
  '\u007F',
  '\u0085',
  '\u009B',
  '\u200B',
  '\u202E',
  '\u2060',
  '\uFEFF',
  '\u00AD',
  '\u180E',
  '\u061C',
  ' \t',
  '\r',
];
const STARTS = ['=', '+', '-', '@', '|', '\uFF1D'];
const FORMULA = 'HYPERLINK("http://evil.test","open")';

/** A cell a spreadsheet that skips every control and invisible character would still run. */
const live = (cell: string) =>
  /^[=+\-@|]/.test(cell.normalize('NFKC').replace(/^[\s\p{Cc}\p{Cf}\p{M}]*/u, '')) && !/^[-+]?(\d+\.?\d*|\.\d+)(e[-+]?\d+)?$/i.test(cell);

function cellsOf(table: ExportTable): string[] {
  const parsed = Papa.parse<string[]>(toCsv(table), { delimiter: ',', newline: '\r\n' });
  expect(parsed.errors).toEqual([]);
  return parsed.data.flat();
}

const cached = (id: string, title: string): CachedDataset => ({
  record: received(readAsCore.detail({ id, title, license: title, urls: { dataset: `https://market.test/d/${id}` } }, id)),
  quality: received(readAsCore.quality({})),
  license: received(readAsCore.license({ license: { type: title } })),
});

const writers: Array<[string, (hostile: string) => ExportTable]> = [
  [
    'the shortlist',
    (hostile) => {
      const entry: ShortlistEntry = { id: 'a', title: hostile, note: hostile, license: hostile, tier: hostile, addedAt: '2030-01-01T00:00:00.000Z' };
      return shortlistExport([entry], [['Use', hostile]], (id) => cached(id, hostile));
    },
  ],
  [
    'a comparison',
    (hostile) => {
      const dataset = (id: string): ComparedDataset => ({ id, ...cached(id, hostile) });
      const datasets = [dataset('a'), dataset('b')];
      return compareExport(datasets, [hostile, hostile], compareRows(datasets, 'research'), [['Use', hostile]]);
    },
  ],
  [
    'a compatibility report',
    (hostile) => {
      const report = toCompatibilityReport(conditionalResult, conditionalRequest);
      const datasets = report.datasets.map((dataset) => ({ ...dataset, title: hostile, license: hostile, reasons: [hostile], conditions: [hostile] }));
      return compatibilityExport({ ...report, datasets, useCaseLabel: hostile }, 0, (id) => cached(id, hostile));
    },
  ],
  [
    'the request log',
    (hostile) => {
      const request: LoggedRequest = {
        id: 1,
        at: hostile,
        method: hostile,
        path: hostile,
        status: 200,
        failure: null,
        counted: 'yes',
        remainingAfter: -1,
        keyCheck: false,
      };
      return requestLogExport(logRows({ startedAt: '2026-11-26T10:00:00.000Z', dropped: 0, entries: [request] }, []), [['Marketplace', hostile]]);
    },
  ],
];

describe('every CSV the app writes, with hostile text', () => {
  it.each(writers)('%s: no cell runs as a formula and no control character is left', (_, write) => {
    for (const hidden of HIDDEN) {
      for (const start of STARTS) {
        const hostile = `${hidden}${start}${FORMULA}`;
        const cells = cellsOf(write(hostile));
        expect(cells.filter(live)).toEqual([]);
        expect([...cells.join('')].filter((c) => /\p{Cc}/u.test(c) && !'\t\n\r'.includes(c))).toEqual([]);
        expect(cells.filter((cell) => cell.startsWith("'") && cell.endsWith(`${start}${FORMULA}`)).length).toBeGreaterThan(0);
      }
    }
  });

  it('keeps a negative number a number', () => {
    expect(cellsOf(writers[3]![1]('x'))).toContain('-1');
  });
});

describe('a CSV as a colleague opens it', () => {
  /** The table's rows, parsed by papaparse with its header, the byte order mark stripped first, numbers typed. */
  const rowsOf = (table: ExportTable) => {
    const csv = toCsv(table);
    expect(csv.charCodeAt(0)).toBe(0xfeff);
    expect(csv.charCodeAt(1)).not.toBe(0xfeff);
    const body = csv.slice(1).split('\r\n"",')[0]!;
    const parsed = Papa.parse<Record<string, unknown>>(body, { header: true, dynamicTyping: true, skipEmptyLines: true });
    expect(parsed.errors).toEqual([]);
    return parsed.data;
  };

  it('the shortlist: prices and LQS are numbers, free is 0, the unit in the header, the first header cell undisturbed by the mark', () => {
    const entries: ShortlistEntry[] = [
      { id: 'a', title: 'Street signs', note: '', price: 327.99, composite: 84.25, addedAt: '2030-01-01T00:00:00.000Z' },
      { id: 'b', title: '“Free” maps', note: '', price: 0, composite: 70, addedAt: '2030-01-01T00:00:00.000Z' },
    ];
    const rows = rowsOf(shortlistExport(entries, [], (id) => cached(id, 'x')));
    expect(Object.keys(rows[0]!)[0]).toBe('Dataset');
    expect(rows.map((row) => [row.Dataset, row['Price (USD)'], row['LQS (0–100)']])).toEqual([
      ['Street signs', 327.99, 84.3],
      ['“Free” maps', 0, 70],
    ]);
  });

  it('a compatibility report: prices and LQS are numbers under headers with their units', () => {
    const report = toCompatibilityReport(conditionalResult, conditionalRequest);
    const priced = (id: string): CachedDataset => ({
      ...cached(id, 'x'),
      record: received(readAsCore.detail({ id, title: id, price: 12.5, urls: { dataset: `https://market.test/d/${id}` } }, id)),
      quality: received(readAsCore.quality({ composite: 61.2 })),
    });
    const rows = rowsOf(compatibilityExport(report, 0, priced));
    for (const row of rows) {
      expect(row['Price (USD)']).toBe(12.5);
      expect(row['LQS (0–100)']).toBe(61.2);
    }
  });
});
