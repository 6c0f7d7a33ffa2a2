import { describe, expect, it } from 'vitest';
import { notKnown, received, type NotKnownYet } from '../../shared/domain/fact-state';
import type { ShortlistEntry } from '../../shared/ipc/ipc-contract';
import { readAsCore } from '../../tests/support/readings';
import type { CachedDataset } from '../facts/cached-record-state';
import { shortlistExport } from './shortlist-export';

const quota: NotKnownYet = { reason: 'quota', until: '2030-01-02T00:00:00.000Z' };
/** Starred from a list item that gave no link, licence, price, LQS or tier. */
const entry = (id: string, more: Partial<ShortlistEntry> = {}): ShortlistEntry => ({
  id,
  title: id.toUpperCase(),
  note: '',
  addedAt: '2030-01-01T00:00:00.000Z',
  ...more,
});
const waiting: CachedDataset = { record: notKnown(quota), quality: notKnown(quota), license: notKnown(quota) };
const receivedWith = (detail: Record<string, unknown>): CachedDataset => ({
  record: received(readAsCore.detail({ id: 'x', ...detail }, 'x')),
  quality: received(readAsCore.quality({})),
  license: received(readAsCore.license({})),
});

describe('shortlistExport', () => {
  it('keeps what the listing stated when starred; a fact it lacked is what the cached records say now, or not loaded and why, never "not stated" for a record not received', () => {
    const cached: Record<string, CachedDataset> = {
      a: waiting,
      b: receivedWith({}),
      c: receivedWith({ price: 12, license: 'CC0-1.0', quality: { composite: 81.5, tier: 'gold' } }),
    };
    const table = shortlistExport(
      [entry('a'), entry('b'), entry('c'), entry('d', { price: 3, license: 'MIT', composite: 70, tier: 'silver', pageUrl: 'https://market.test/d' })],
      [],
      (id) => cached[id] ?? waiting,
    );
    const cells = (id: string) => table.rows.find((row) => row[1] === id)!.slice(2, 7);
    expect(cells('a')).toEqual(Array(5).fill('not loaded: quota used up'));
    expect(cells('b')).toEqual(Array(5).fill('not stated'));
    expect(cells('c')).toEqual(['not stated', 'CC0-1.0', '12', '81.5', 'Gold']);
    expect(cells('d')).toEqual(['https://market.test/d', 'MIT', '3', '70', 'Silver']);
    expect(table.columns.slice(2, 7)).toEqual(['Link', 'Licence', 'Price (USD)', 'LQS (0–100)', 'Tier']);
    expect(table.meta).toEqual([['Not loaded', expect.stringMatching(/^Today’s request quota is used up: the rest can load after /)]]);
  });

  it('writes prices and scores as numbers, free as 0, the currency in the header or, when they differ, in a column of its own', () => {
    const table = shortlistExport([entry('a', { price: 327.99, composite: 83.84 }), entry('b', { price: 0 }), entry('c')], [], (id) =>
      id === 'c' ? receivedWith({}) : waiting,
    );
    expect(table.columns).toContain('Price (USD)');
    expect(table.rows.map((row) => row[4])).toEqual(['327.99', '0', 'not stated']);
    expect(table.rows[0]![5]).toBe('83.8');
    const mixed = shortlistExport([entry('a', { price: 12, currency: 'eur' }), entry('b', { price: 0 })], [], () => waiting);
    expect(mixed.columns.slice(4, 6)).toEqual(['Price', 'Currency']);
    expect(mixed.rows.map((row) => row.slice(4, 6))).toEqual([
      ['12', 'EUR'],
      ['0', 'USD'],
    ]);
  });

  it('links a dataset’s page, never its API record: a link starred before pages were served is read again from the records', () => {
    const api = 'http://127.0.0.1:8787/v1/datasets/e';
    const cached: Record<string, CachedDataset> = {
      e: receivedWith({ urls: { dataset: api } }),
      f: receivedWith({ urls: { dataset: 'http://127.0.0.1:8787/v1/datasets/f', page: 'https://market.test/f' } }),
    };
    const table = shortlistExport(
      [entry('e', { pageUrl: api }), entry('f', { pageUrl: 'http://127.0.0.1:8787/v1/datasets/f' })],
      [],
      (id) => cached[id] ?? waiting,
    );
    expect(table.rows.map((row) => row[2])).toEqual(['not stated', 'https://market.test/f']);
  });
});
