import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { LOADING, received, type NotKnownYet, type RecordState } from '../../shared/domain/fact-state';
import { readAsCore } from '../../tests/support/readings';
import { compareExport } from './compare-export';
import { clearlyBest, compareRows, overlapNote, visibleRows, type ComparedDataset } from './compare-rows';

/** A dataset whose three records were received (an empty licence or quality record when none is given). */
const dataset = (
  id: string,
  listing: Record<string, unknown>,
  license: Record<string, unknown> = {},
  quality: Record<string, unknown> = {},
): ComparedDataset => ({
  id,
  record: received(readAsCore.detail({ id, ...listing }, id)),
  license: received(readAsCore.license(license)),
  quality: received(readAsCore.quality(quality)),
});

/** A dataset of which only the search result arrived; its detail, quality and licence are not known yet, for `why`. */
const listedOnly = (id: string, listing: Record<string, unknown>, why: NotKnownYet = LOADING): ComparedDataset => ({
  id,
  record: { state: 'partial', part: readAsCore.item({ id, ...listing }), rest: why },
  license: { state: 'not-known', why },
  quality: { state: 'not-known', why },
});

const a = dataset(
  'a',
  { price: 100, item_count: 5000, format: 'csv', license: 'CC0-1.0' },
  { license: { type: 'CC0-1.0' }, permissions: { commercial_use: true, attribution_required: false }, compliance: { hipaa: true, pii: 'none' } },
  { composite: 82, pillars: [{ key: 'provenance', label: 'Provenance', score: 70 }] },
);
const b = dataset(
  'b',
  { price: 0, item_count: 9000, format: 'csv', license: 'CC-BY-NC-4.0' },
  { license: { type: 'CC-BY-NC-4.0' }, permissions: { commercial_use: false, attribution_required: true }, compliance: { hipaa: false, pii: 'contains_pii' } },
  { composite: 91 },
);
const c = dataset('c', { format: 'csv' });

const find = (label: string, rows = compareRows([a, b, c], 'commercial_training')) => rows.find((row) => row.label === label)!;
const texts = (label: string) => find(label).cells.map((cell) => [cell.text, cell.best]);

describe('compareRows', () => {
  it('says what each dataset was scored from, from its quality record or else its listing, marking metadata only', () => {
    const fromMetadata = dataset('m', { price: 5 }, {}, { composite: null, tier: null, evidence: { basis: 'metadata', sample_size: null } });
    const listedMetadata = listedOnly('l', { quality: { composite: null, tier: null, basis: 'metadata' } });
    const fromFiles = dataset('f', {}, {}, { composite: 80, evidence: { basis: 'files', sample_size: 2000 } });
    expect(find('Scored from', compareRows([fromMetadata, listedMetadata, fromFiles, c], 'commercial_training')).cells.map((cell) => cell.text)).toEqual([
      'metadata only',
      'metadata only',
      'the files',
      'Not stated',
    ]);
  });

  it('marks the best stated value of each row: the lowest price, the most items, the highest score', () => {
    expect(texts('Price')).toEqual([
      ['$100', false],
      ['Free', true],
      ['Not stated', false],
    ]);
    expect(texts('Items')).toEqual([
      ['5,000 items', false],
      ['9,000 items', true],
      ['Not stated', false],
    ]);
    expect(texts('LQS composite')).toEqual([
      ['82.0', false],
      ['91.0', true],
      ['Not stated', false],
    ]);
  });

  it('marks a permission granted and an obligation not required as the better value, and PII none above any', () => {
    expect(texts('Commercial use')).toEqual([
      ['Allowed', true],
      ['Not allowed', false],
      ['Not stated', false],
    ]);
    expect(texts('Attribution')).toEqual([
      ['Not required', true],
      ['Required', false],
      ['Not stated', false],
    ]);
    expect(find('Personal data (PII)').cells.map((cell) => cell.best)).toEqual([true, false, false]);
  });

  it('ranks no price when the prices are in different currencies, and scores sent on different scales on the LQS scale', () => {
    const euros = dataset('e', { price: 50, currency: 'EUR' });
    const dollars = dataset('d', { price: 80 });
    expect(
      compareRows([euros, dollars], 'research')
        .find((row) => row.label === 'Price')!
        .cells.map((cell) => cell.best),
    ).toEqual([false, false]);
    const fraction = dataset('f', {}, undefined, { composite: 0.9, pillars: [{ key: 'provenance', label: 'Provenance', score: 0.5 }] });
    const percent = dataset('p', {}, undefined, { composite: 85, pillars: [{ key: 'provenance', label: 'Provenance', score: 60 }] });
    const rows = compareRows([fraction, percent], 'research');
    expect(rows.find((row) => row.label === 'LQS composite')!.cells.map((cell) => [cell.text, cell.best])).toEqual([
      ['90.0', true],
      ['85.0', false],
    ]);
    expect(rows.find((row) => row.label === 'Provenance')!.cells.map((cell) => cell.best)).toEqual([false, true]);
  });

  it('marks nothing where all stated values are the same, and keeps each cell’s source', () => {
    expect(texts('Format')).toEqual([
      ['csv', false],
      ['csv', false],
      ['csv', false],
    ]);
    expect(find('Format').differs).toBe(false);
    expect(find('Price').cells[0]?.fact).toMatchObject({ state: 'stated', fact: { from: 'price' } });
  });

  it('lists every pillar any dataset has, "not stated" for the others, and the app’s use-fit reading', () => {
    expect(texts('Provenance').map(([text]) => text)).toEqual(['70.0', 'Not stated', 'Not stated']);
    expect(find('Commercial model training').cells.map((cell) => cell.text)).toEqual([
      'OK for commercial training',
      'Not for commercial training',
      'Licence not stated',
    ]);
  });

  it('shows only rows that differ when asked', () => {
    const rows = compareRows([a, b, c], 'research');
    expect(visibleRows(rows, true).some((row) => row.label === 'Format')).toBe(false);
    expect(visibleRows(rows, true).some((row) => row.label === 'Price')).toBe(true);
    expect(visibleRows(rows, false)).toHaveLength(rows.length);
  });

  it('marks no best score where the best one’s interval overlaps another’s, and shows each score’s margin', () => {
    const sure = dataset('s', {}, undefined, {
      composite: 88,
      composite_interval: [87, 89],
      pillars: [{ key: 'provenance', label: 'Provenance', score: 90, interval: [70, 99] }],
    });
    const unsure = dataset('u', {}, undefined, {
      composite: 84,
      composite_interval: [80, 86.5],
      pillars: [{ key: 'provenance', label: 'Provenance', score: 80, interval: [75, 85] }],
    });
    const rows = compareRows([sure, unsure], 'research');
    expect(rows.find((row) => row.label === 'LQS composite')!.cells.map((cell) => [cell.text, cell.best])).toEqual([
      ['88.0 ±1.0', true],
      ['84.0 ±4.0', false],
    ]);
    // 90 ±20 beside 80 ±5: no winner is claimed.
    expect(rows.find((row) => row.label === 'Provenance')!.cells.map((cell) => [cell.text, cell.best])).toEqual([
      ['90.0 ±20.0', false],
      ['80.0 ±5.0', false],
    ]);
  });

  it('says in one line for the table why no best is marked, only while a shown row has overlapping intervals, with the level every record states', () => {
    const evidence = { basis: 'files', sample_size: 2000, confidence_level: 0.95, interval_method: 'bootstrap' };
    const sure = dataset('s', {}, undefined, {
      composite: 88,
      composite_interval: [87, 89],
      evidence,
      pillars: [{ key: 'provenance', label: 'Provenance', score: 90, interval: [70, 99] }],
    });
    const unsure = dataset('u', {}, undefined, {
      composite: 84,
      composite_interval: [80, 86.5],
      evidence,
      pillars: [{ key: 'provenance', label: 'Provenance', score: 80, interval: [75, 85] }],
    });
    const rows = compareRows([sure, unsure], 'research');
    expect(rows.filter((row) => row.overlap).map((row) => row.label)).toEqual(['Provenance']);
    expect(overlapNote(rows, [sure, unsure])).toBe('No “Best” is marked where the scores’ 95 % intervals overlap: the difference may be chance.');
    expect(
      overlapNote(
        rows.filter((row) => row.label !== 'Provenance'),
        [sure, unsure],
      ),
    ).toBeNull();
    // No level stated (or not the same in every record): the intervals, unnamed.
    const plain = dataset('p', {}, undefined, { composite: 70, pillars: [{ key: 'provenance', label: 'Provenance', score: 85, interval: [80, 90] }] });
    expect(overlapNote(compareRows([sure, plain], 'research'), [sure, plain])).toBe(
      'No “Best” is marked where the scores’ intervals overlap: the difference may be chance.',
    );
    // Equal scores, or a clear winner: nothing to explain.
    expect(overlapNote(compareRows([a, b, c], 'research'), [a, b, c])).toBeNull();
    const table = compareExport([sure, unsure], ['S', 'U'], rows, []);
    expect(table.meta).toEqual([['Best', 'No “Best” is marked where the scores’ 95 % intervals overlap: the difference may be chance.']]);
  });
});

describe('compliance rows', () => {
  it('say "Marked compliant" or "Not marked compliant", never a bare Yes or No, and mark no best', () => {
    const marked = dataset('m', {}, { compliance: { hipaa: true, gdpr: true } });
    const unmarked = dataset('u', {}, { compliance: { hipaa: false, gdpr: false } });
    for (const label of ['HIPAA', 'GDPR']) {
      const row = compareRows([marked, unmarked], 'research').find((candidate) => candidate.label === label)!;
      expect(row.cells.map((cell) => cell.text)).toEqual(['Marked compliant', 'Not marked compliant']);
      expect(row.cells.some((cell) => cell.best)).toBe(false);
    }
  });
});

describe('clearlyBest', () => {
  it('claims the highest score only when its interval clears every lower one (a score with none counts as exact)', () => {
    expect(clearlyBest([{ value: 80 }, { value: 70 }, undefined])).toEqual([true, false, false]);
    expect(
      clearlyBest([
        { value: 80, interval: { low: 78, high: 82 } },
        { value: 70, interval: { low: 65, high: 77.9 } },
      ]),
    ).toEqual([true, false]);
    expect(
      clearlyBest([
        { value: 80, interval: { low: 78, high: 82 } },
        { value: 70, interval: { low: 65, high: 78 } },
      ]),
    ).toEqual([false, false]);
    expect(clearlyBest([{ value: 80, interval: { low: 69, high: 90 } }, { value: 70 }])).toEqual([false, false]);
    expect(clearlyBest([{ value: 80 }, { value: 80 }, { value: 70 }])).toEqual([true, true, false]);
    expect(clearlyBest([{ value: 80 }, { value: 80 }])).toEqual([false, false]);
    expect(clearlyBest([{ value: 80 }, undefined])).toEqual([false, false]);
  });
});

describe('compareRows with records not known yet', () => {
  const quota: NotKnownYet = { reason: 'quota', until: '2030-01-02T00:00:00.000Z' };

  it('says a cell is loading, never "not stated", and marks the best of the loaded values as provisional', () => {
    const rows = compareRows([a, b, listedOnly('l', { price: 40 })], 'commercial_training');
    const row = (label: string) => rows.find((candidate) => candidate.label === label)!;
    // The list item states its price, but the detail may state another: the best is provisional.
    expect(row('Price').cells.map((cell) => [cell.text, cell.best])).toEqual([
      ['$100', false],
      ['Free', true],
      ['$40', false],
    ]);
    expect(row('Price').provisional).toBe(true);
    expect(compareRows([a, b], 'research').some((candidate) => candidate.provisional)).toBe(false);
    // The quality record is loading: the best of the two loaded, provisional.
    expect(row('LQS composite').cells.map((cell) => [cell.text, cell.best])).toEqual([
      ['82.0', false],
      ['91.0', true],
      ['Loading…', false],
    ]);
    expect(row('LQS composite').provisional).toBe(true);
    expect(row('Commercial use').cells[2]?.text).toBe('Loading…');
    expect(row('Commercial model training').cells[2]?.fact).toEqual({ state: 'not-known', why: LOADING });
    // The list item names no format, but the detail may: loading. A row with a cell not known yet may differ: "differences only" keeps it.
    expect(row('Format').cells[2]?.text).toBe('Loading…');
    expect(row('Format').differs).toBe(true);
  });

  it('says why a record was not loaded (quota used up), and marks no best of fewer than two loaded values', () => {
    const rows = compareRows([a, listedOnly('q', { format: 'csv' }, quota)], 'research');
    const composite = rows.find((row) => row.label === 'LQS composite')!;
    expect(composite.cells.map((cell) => [cell.text, cell.best])).toEqual([
      ['82.0', false],
      ['Not loaded: quota used up', false],
    ]);
    expect(rows.filter((row) => row.cells[1]?.text === 'Not stated')).toEqual([]);
  });

  const why: fc.Arbitrary<NotKnownYet> = fc.constantFrom<NotKnownYet>(
    LOADING,
    quota,
    { reason: 'failed', error: { kind: 'server', message: 'Down.' } },
    { reason: 'offline', error: { kind: 'network', message: 'Refused.' } },
  );
  const state = <R>(record: R): fc.Arbitrary<RecordState<R>> =>
    fc.oneof(
      fc.constant(received(record)),
      why.map((reason): RecordState<R> => ({ state: 'not-known', why: reason })),
    );
  const compared: fc.Arbitrary<ComparedDataset> = fc
    .record({ source: fc.constantFrom(a, b, c), detail: why, license: why, quality: why, which: fc.nat({ max: 7 }) })
    .chain(({ source, which }) =>
      fc.record({
        id: fc.constant(source.id),
        record:
          which & 1
            ? fc.constant(source.record)
            : state(readAsCore.detail({}, source.id)).map((record) => (record.state === 'received' ? source.record : record)),
        license:
          which & 2
            ? fc.constant(source.license)
            : state(source.license.state === 'received' ? source.license.record : readAsCore.license({})).map((record) =>
                record.state === 'received' ? source.license : record,
              ),
        quality:
          which & 4
            ? fc.constant(source.quality)
            : state(source.quality.state === 'received' ? source.quality.record : readAsCore.quality({})).map((record) =>
                record.state === 'received' ? source.quality : record,
              ),
      }),
    );

  it('a cell says "not stated" only from a received record, and "best" only on a stated value, provisional until every record is received (property)', () => {
    fc.assert(
      fc.property(fc.array(compared, { minLength: 2, maxLength: 4 }), fc.constantFrom('research', 'commercial_training' as const), (datasets, useCase) => {
        for (const row of compareRows(datasets, useCase)) {
          for (const cell of row.cells) {
            if (cell.text === 'Not stated') expect(cell.fact?.state).toBe('not-stated');
            if (cell.fact?.state === 'not-known') expect(cell.text).not.toMatch(/not stated|none/i);
            if (cell.best) expect(['stated', 'none']).toContain(cell.fact?.state);
          }
          if (row.cells.some((cell) => cell.fact?.state === 'not-known')) expect(row.provisional).toBe(true);
          const allReceived = datasets.every((dataset) => [dataset.record, dataset.quality, dataset.license].every((record) => record.state === 'received'));
          expect(row.provisional).toBe(!allReceived);
        }
      }),
      { numRuns: 60 },
    );
  });
});
