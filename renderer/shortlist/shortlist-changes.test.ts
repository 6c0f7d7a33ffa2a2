import { describe, expect, it } from 'vitest';
import { notKnown, received } from '../../shared/domain/fact-state';
import type { DatasetDetailReading } from '../../shared/domain/readings/dataset-reading';
import type { ShortlistEntry } from '../../shared/ipc/ipc-contract';
import { entriesToCheck, shortlistDelta } from './shortlist-changes';

const starred: ShortlistEntry = {
  id: 'ds-1',
  title: 'Cats',
  price: 10,
  license: 'CC-BY-4.0',
  composite: 80,
  tier: 'gold',
  version: '1.0.0',
  note: '',
  addedAt: '2026-11-26T10:00:00.000Z',
};
const after = Date.parse('2026-11-26T11:00:00.000Z');
const record = (changes: Partial<DatasetDetailReading>): DatasetDetailReading => ({
  id: 'ds-1',
  price: { value: 10, from: 'price' },
  license: { value: 'cc-by-4.0', from: 'license' },
  composite: { value: 80, from: 'quality_score' },
  tier: { value: { known: 'gold' }, from: 'tier' },
  version: { value: '1.0.0', from: 'version' },
  raw: {},
  ...changes,
});

describe('what changed since a dataset was starred', () => {
  it('reports a changed price, licence, LQS, tier and version old → new', () => {
    const now = record({
      price: { value: 12.5, from: 'price' },
      license: { value: 'MIT', from: 'license' },
      composite: { value: 71.2, from: 'quality_score' },
      tier: { value: { known: 'silver' }, from: 'tier' },
      version: { value: '2.0.0', from: 'version' },
    });
    expect(shortlistDelta(starred, { record: received(now), at: after })).toEqual({
      kind: 'changed',
      changes: [
        { field: 'Price', was: '$10', now: '$12.50' },
        { field: 'Licence', was: 'CC-BY-4.0', now: 'MIT' },
        { field: 'LQS', was: '80.0', now: '71.2' },
        { field: 'Tier', was: 'gold', now: 'silver' },
        { field: 'Version', was: '1.0.0', now: '2.0.0' },
      ],
    });
  });

  it('reports nothing for the same facts, or for a fact the record no longer states', () => {
    expect(shortlistDelta(starred, { record: received(record({})), at: after })).toEqual({ kind: 'unchanged' });
    expect(shortlistDelta(starred, { record: received(record({ price: undefined, version: undefined })), at: after })).toEqual({ kind: 'unchanged' });
  });

  it('says withdrawn only on a 404, and nothing of a record fetched before the star', () => {
    const gone = notKnown({ reason: 'failed', error: { kind: 'not_found', status: 404, message: 'Not found' } });
    expect(shortlistDelta(starred, { record: gone, at: after })).toEqual({ kind: 'withdrawn' });
    const offline = notKnown({ reason: 'failed', error: { kind: 'network', message: 'down' } });
    expect(shortlistDelta(starred, { record: offline, at: after })).toEqual({ kind: 'not-checked' });
    expect(shortlistDelta(starred, { record: received(record({ price: { value: 99, from: 'price' } })), at: Date.parse(starred.addedAt) - 1 })).toEqual({
      kind: 'not-checked',
    });
  });

  it('checks again only what was not fetched in the last hour', () => {
    const other = { ...starred, id: 'ds-2' };
    const fetched = new Map([['ds-1', after - 10 * 60_000]]);
    expect(entriesToCheck([starred, other], (id) => fetched.get(id) ?? 0, after).map((entry) => entry.id)).toEqual(['ds-2']);
  });
});
