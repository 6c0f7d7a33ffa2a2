import { describe, expect, it } from 'vitest';
import { readAsCore } from '../../tests/support/readings';
import { clearlyBest, compareRows, visibleRows, type ComparedDataset } from './compare-rows';

const dataset = (id: string, listing: Record<string, unknown>, license?: Record<string, unknown>, quality?: Record<string, unknown>): ComparedDataset => ({
  id,
  record: readAsCore.detail({ id, ...listing }, id),
  license: license ? readAsCore.license(license) : undefined,
  quality: quality ? readAsCore.quality(quality) : undefined,
});

const a = dataset('a', { price: 100, item_count: 5000, format: 'csv', license: 'CC0-1.0' }, { license: { type: 'CC0-1.0' }, permissions: { commercial_use: true, attribution_required: false }, compliance: { hipaa: true, pii: 'none' } }, { composite: 82, pillars: [{ key: 'provenance', label: 'Provenance', score: 70 }] });
const b = dataset('b', { price: 0, item_count: 9000, format: 'csv', license: 'CC-BY-NC-4.0' }, { license: { type: 'CC-BY-NC-4.0' }, permissions: { commercial_use: false, attribution_required: true }, compliance: { hipaa: false, pii: 'contains_pii' } }, { composite: 91 });
const c = dataset('c', { format: 'csv' });

const find = (label: string, rows = compareRows([a, b, c], 'commercial_training')) => rows.find((row) => row.label === label)!;
const texts = (label: string) => find(label).cells.map((cell) => [cell.text, cell.best]);

describe('compareRows', () => {
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
    expect(compareRows([euros, dollars], 'research').find((row) => row.label === 'Price')!.cells.map((cell) => cell.best)).toEqual([false, false]);
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
    expect(find('Price').cells[0]?.fact?.from).toBe('price');
  });

  it('lists every pillar any dataset has, "not stated" for the others, and the app’s use-fit reading', () => {
    expect(texts('Provenance').map(([text]) => text)).toEqual(['70.0', 'Not stated', 'Not stated']);
    expect(find('Commercial model training').cells.map((cell) => cell.text)).toEqual(['OK for commercial training', 'Not for commercial training', 'Licence not stated']);
  });

  it('shows only rows that differ when asked', () => {
    const rows = compareRows([a, b, c], 'research');
    expect(visibleRows(rows, true).some((row) => row.label === 'Format')).toBe(false);
    expect(visibleRows(rows, true).some((row) => row.label === 'Price')).toBe(true);
    expect(visibleRows(rows, false)).toHaveLength(rows.length);
  });

  it('marks no best score where the best one’s interval overlaps another’s, and shows each score’s margin', () => {
    const sure = dataset('s', {}, undefined, { composite: 88, composite_interval: [87, 89], pillars: [{ key: 'provenance', label: 'Provenance', score: 90, interval: [70, 99] }] });
    const unsure = dataset('u', {}, undefined, { composite: 84, composite_interval: [80, 86.5], pillars: [{ key: 'provenance', label: 'Provenance', score: 80, interval: [75, 85] }] });
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
});

describe('clearlyBest', () => {
  it('claims the highest score only when its interval clears every lower one (a score with none counts as exact)', () => {
    expect(clearlyBest([{ value: 80 }, { value: 70 }, undefined])).toEqual([true, false, false]);
    expect(clearlyBest([{ value: 80, interval: { low: 78, high: 82 } }, { value: 70, interval: { low: 65, high: 77.9 } }])).toEqual([true, false]);
    expect(clearlyBest([{ value: 80, interval: { low: 78, high: 82 } }, { value: 70, interval: { low: 65, high: 78 } }])).toEqual([false, false]);
    expect(clearlyBest([{ value: 80, interval: { low: 69, high: 90 } }, { value: 70 }])).toEqual([false, false]);
    expect(clearlyBest([{ value: 80 }, { value: 80 }, { value: 70 }])).toEqual([true, true, false]);
    expect(clearlyBest([{ value: 80 }, { value: 80 }])).toEqual([false, false]);
    expect(clearlyBest([{ value: 80 }, undefined])).toEqual([false, false]);
  });
});
