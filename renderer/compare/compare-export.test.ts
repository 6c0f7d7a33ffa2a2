import { describe, expect, it } from 'vitest';
import { received, type NotKnownYet } from '../../shared/domain/fact-state';
import { readAsCore } from '../../tests/support/readings';
import { compareExport } from './compare-export';
import { compareRows, type ComparedDataset } from './compare-rows';

const quota: NotKnownYet = { reason: 'quota', until: '2030-01-02T00:00:00.000Z' };
const full: ComparedDataset = {
  id: 'a',
  record: received(readAsCore.detail({ id: 'a', price: 10, urls: { dataset: 'https://market.test/d/a' } }, 'a')),
  quality: received(readAsCore.quality({ composite: 80 })),
  license: received(readAsCore.license({ license: { type: 'CC0-1.0' } })),
};
const listedOnly: ComparedDataset = {
  id: 'b',
  record: { state: 'partial', part: readAsCore.item({ id: 'b', price: 5 }), rest: quota },
  quality: { state: 'not-known', why: quota },
  license: { state: 'not-known', why: quota },
};

describe('compareExport', () => {
  it('says which cells are not loaded and, once for the export, why and until when; "not stated" only for a received record', () => {
    const table = compareExport([full, listedOnly], ['A', 'B'], compareRows([full, listedOnly], 'research'), []);
    const row = (label: string) => table.rows.find((cells) => cells[0] === label);
    expect(row('Link')).toEqual(['Link', 'https://market.test/d/a', 'not loaded: quota used up', '']);
    expect(row('Trainability')).toEqual(['Trainability', 'Not stated', 'Not loaded: quota used up', '']);
    expect(table.meta).toEqual([['Not loaded', expect.stringMatching(/^Today’s request quota is used up: the rest can load after .*2 Jan/)]]);
    expect(compareExport([full, full], ['A', 'A'], compareRows([full, full], 'research'), []).meta).toEqual([]);
  });

  it('writes numbers as numbers, with the currency or unit in the label and the best in a column of its own', () => {
    const dataset = (id: string, price: number, items: number, composite: number, currency?: string): ComparedDataset => ({
      id,
      record: received(
        readAsCore.detail({ id, price, ...(currency ? { currency } : {}), item_count: items, urls: { dataset: `https://market.test/d/${id}` } }, id),
      ),
      quality: received(readAsCore.quality({ composite })),
      license: received(readAsCore.license({ license: { type: 'CC0-1.0' } })),
    });
    const pair = [dataset('a', 429, 67086, 83.84), dataset('b', 99, 1200, 61.2)];
    const table = compareExport(pair, ['A', 'B'], compareRows(pair, 'research'), []);
    const row = (label: string) => table.rows.find((cells) => cells[0] === label);
    expect(table.columns).toEqual(['', 'A', 'B', 'Best']);
    expect(row('Price (USD)')).toEqual(['Price (USD)', '429', '99', 'B']);
    expect(row('Items (count)')).toEqual(['Items (count)', '67086', '1200', 'A']);
    expect(row('LQS composite (LQS, 0–100)')).toEqual(['LQS composite (LQS, 0–100)', '83.8', '61.2', 'A']);
    for (const line of table.rows) for (const cell of line) expect(cell).not.toMatch(/\(best|\$|,\d{3}/);

    const mixed = [dataset('a', 429, 10, 80, 'EUR'), dataset('b', 99, 10, 80)];
    const priced = compareExport(mixed, ['A', 'B'], compareRows(mixed, 'research'), []).rows;
    expect(priced.find((cells) => cells[0] === 'Price')).toEqual(['Price', '429', '99', '']);
    expect(priced.find((cells) => cells[0] === 'Currency')).toEqual(['Currency', 'EUR', 'USD', '']);
  });
});
