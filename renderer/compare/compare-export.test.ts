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
    expect(row('Link')).toEqual(['Link', 'https://market.test/d/a', 'not loaded: quota used up']);
    expect(row('Trainability')).toEqual(['Trainability', 'Not stated', 'Not loaded: quota used up']);
    expect(table.meta).toEqual([['Not loaded', expect.stringMatching(/^Today’s request quota is used up: the rest can load after .*2 Jan/)]]);
    expect(compareExport([full, full], ['A', 'A'], compareRows([full, full], 'research'), []).meta).toEqual([]);
  });
});
