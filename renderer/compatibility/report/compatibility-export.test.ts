import { describe, expect, it } from 'vitest';
import { NOT_ASKED, notKnown, received, type NotKnownYet, type RecordState } from '../../../shared/domain/fact-state';
import type { DatasetDetailReading, DatasetSummaryReading } from '../../../shared/domain/readings/dataset-reading';
import { readAsCore } from '../../../tests/support/readings';
import type { CachedDataset } from '../../facts/cached-record-state';
import { cachedLicense as cachedLicenseOf, compatibilityExport } from './compatibility-export';
import { toCompatibilityReport } from '../compatibility-result';
import { conditionalRequest, conditionalResult } from '../compatibility-result.fixture';
import { toMarkdown } from './to-markdown';
import { toMarkdownDocument } from '../../export/export-table';

const quota: NotKnownYet = { reason: 'quota', until: '2030-01-02T00:00:00.000Z' };
/** A list item with no price and no LQS, standing in for a detail record not known yet, for `why`. */
const listedOnly = (id: string, why: NotKnownYet): CachedDataset => ({
  record: { state: 'partial', part: readAsCore.item({ id, title: 'Street Signs', urls: { dataset: `https://market.test/d/${id}` } }), rest: why },
  quality: notKnown(why),
  license: notKnown(why),
});
const receivedDetail = (id: string, detail: Record<string, unknown>): CachedDataset => ({
  record: received(readAsCore.detail({ id, ...detail }, id)) as RecordState<DatasetDetailReading, DatasetSummaryReading>,
  quality: received(readAsCore.quality({})),
  license: received(readAsCore.license({})),
});
const report = toCompatibilityReport(conditionalResult, conditionalRequest);
const rowOf = (table: ReturnType<typeof compatibilityExport>, id: string) =>
  Object.fromEntries(table.columns.map((column, index) => [column, table.rows.find((row) => row[1] === id)![index]]));

describe('compatibilityExport', () => {
  it('says in plain words where the verdict and each dataset’s row come from', () => {
    const table = compatibilityExport(report, 0, (id) => listedOnly(id, quota));
    const labels = table.meta.map(([label]) => label);
    expect(labels).toContain('Where the verdict comes from');
    expect(table.meta).toContainEqual(['Each dataset’s row comes from', 'the marketplace’s answer']);
    expect(compatibilityExport({ ...report, datasetsReadBy: 'app' }, 0, (id) => listedOnly(id, quota)).meta).toContainEqual([
      'Each dataset’s row comes from',
      'the app’s own licence table: the marketplace gave no answer for each dataset',
    ]);
    expect(labels.join(' ')).not.toMatch(/reading/i);
  });

  it('says a fact a list item lacks is not loaded, and why and until when, while the detail is not known', () => {
    const table = compatibilityExport(report, 0, (id) =>
      id === 'a1' ? listedOnly(id, quota) : receivedDetail(id, { price: 12, quality: { composite: 81.5 } }),
    );
    expect(rowOf(table, 'a1')).toMatchObject({
      Link: 'https://market.test/d/a1',
      'Price (USD)': 'not loaded: quota used up',
      'LQS (0–100)': 'not loaded: quota used up',
    });
    expect(rowOf(table, 'b2')).toMatchObject({ 'Price (USD)': '12', 'LQS (0–100)': '81.5' });
    expect(table.meta).toContainEqual(['Not loaded', expect.stringMatching(/^Today’s request quota is used up: the rest can load after .*2 Jan.*UTC\)?\.$/)]);
  });

  it('says "not stated" only where a received record does not state the fact', () => {
    const table = compatibilityExport(report, 0, (id) => receivedDetail(id, {}));
    expect(rowOf(table, 'a1')).toMatchObject({ Link: 'not stated', 'Price (USD)': 'not stated', 'LQS (0–100)': 'not stated' });
    expect(table.meta.map(([label]) => label)).not.toContain('Not loaded');
  });

  it('says which records the app never asked for, loading, offline or failed', () => {
    const offline: NotKnownYet = { reason: 'offline', error: { kind: 'network', message: 'Connection refused.' } };
    const failed: NotKnownYet = { reason: 'failed', error: { kind: 'server', message: 'Upstream is restarting.' } };
    for (const [why, cell, line] of [
      [NOT_ASKED, 'not loaded yet', 'The app has not asked the marketplace for the rest yet (opening a dataset loads its records).'],
      [{ reason: 'loading' }, 'loading…', 'Loading the rest from the marketplace…'],
      [offline, 'not loaded: offline', 'Can’t reach the marketplace: Connection refused. The rest loads when you retry with the connection back.'],
      [failed, 'not loaded: request failed', 'The marketplace had a problem: Upstream is restarting.'],
    ] as const) {
      const table = compatibilityExport(report, 0, (id) => listedOnly(id, why));
      expect(rowOf(table, 'b2')['Price (USD)'], why.reason).toBe(cell);
      expect(table.meta, why.reason).toContainEqual(['Not loaded', line]);
    }
  });

  it('takes a licence the check did not name from the cached records, or says why it is not loaded, in the exports and Copy as Markdown', () => {
    const unnamed = toCompatibilityReport(conditionalResult, { ...conditionalRequest, licenses: {} });
    const withoutLicense = { ...unnamed, datasets: unnamed.datasets.map((dataset) => ({ ...dataset, license: null })) };
    const cached = (id: string) => (id === 'a1' ? listedOnly(id, quota) : receivedDetail(id, { license: 'CC0-1.0' }));
    const table = compatibilityExport(withoutLicense, 0, cached);
    expect([rowOf(table, 'a1').Licence, rowOf(table, 'b2').Licence]).toEqual(['not loaded: quota used up', 'CC0-1.0']);
    const markdown = toMarkdown(withoutLicense, { licenseOf: (dataset) => cachedLicenseOf(cached(dataset.ref)) });
    expect(markdown).toContain('| Street Signs | Not loaded: quota used up |');
    expect(markdown).toContain('| Medical Notes | CC0-1.0 |');
    expect(markdown).toMatch(/- \*\*Not loaded:\*\* Today’s request quota is used up: the rest can load after /);
    expect(toMarkdown(withoutLicense)).toContain('| Street Signs | Not stated |');
  });

  it('leaves out the credit lines whose records are not loaded and says so at the top, with the cost; no placeholder in any line', () => {
    const table = compatibilityExport(report, 0, (id) => listedOnly(id, quota));
    expect(table.missing).toEqual([
      'Credit lines for 2 datasets are missing (Street Signs; Medical Notes): their records are not loaded (Load 4 records · 4 requests).',
    ]);
    const lines = [...table.meta.map(([, value]) => value), ...table.rows.flat(), ...(table.notes ?? []).flatMap((note) => note.lines)];
    for (const line of lines) expect(line).not.toMatch(/\[|open the dataset|by not loaded|Credit: null/);
    expect(toMarkdownDocument(table).split('\n')[2]).toBe('> **Missing from this export:**');
  });

  it('names each dataset of a conflict once, and not again when the reason names them', () => {
    const named = { ...report.conflicts![0]!, datasetRefs: ['a1', 'street-signs', 'b2'], datasetNames: ['Street Signs', 'Street Signs', 'Medical Notes'] };
    const lines = (conflicts: NonNullable<typeof report.conflicts>) =>
      compatibilityExport({ ...report, conflicts }, 0, (id) => receivedDetail(id, {})).notes!.find((note) => note.heading === 'Conflicts')!.lines;
    expect(lines([named])).toEqual(['Does not block: a condition to meet. Street Signs and Medical Notes: Different share-alike licences']);
    expect(lines([{ ...named, reason: 'CC-BY-SA-4.0 (Street Signs) and ODbL-1.0 (Medical Notes) cannot be combined' }])).toEqual([
      'Does not block: a condition to meet. CC-BY-SA-4.0 (Street Signs) and ODbL-1.0 (Medical Notes) cannot be combined',
    ]);
  });
});
