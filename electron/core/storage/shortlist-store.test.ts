import { promises as fs } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { MAX_SHORTLIST } from '../../../shared/domain/limits';
import { openShortlistStore, SHORTLIST_FILE } from './shortlist-store';
import { value } from '../testing/results';

let dir: string;
const now = () => new Date('2026-11-24T10:00:00.000Z');
const listing = (id: string) => ({ id, title: `Dataset ${id}`, license: 'CC-BY-4.0', price: 12.5 });

beforeEach(async () => {
  dir = await fs.mkdtemp(path.join(os.tmpdir(), 'dmd-shortlist-'));
});
afterEach(async () => fs.rm(dir, { recursive: true, force: true }));

describe('the shortlist store', () => {
  it('keeps a list per connection, with notes, across a restart', async () => {
    const store = await openShortlistStore(dir, { now });
    value(await store.add('embedded', listing('a')));
    value(await store.add('embedded', listing('b')));
    value(await store.add('https://api.example.com', listing('c')));
    value(await store.setNote('embedded', 'a', 'Ask about the 2024 refresh.'));
    value(await store.remove('embedded', 'b'));
    const reopened = await openShortlistStore(dir, { now });
    expect(reopened.get('embedded').entries).toEqual([{ ...listing('a'), note: 'Ask about the 2024 refresh.', addedAt: '2026-11-24T10:00:00.000Z' }]);
    expect(reopened.get('https://api.example.com').entries.map((entry) => entry.id)).toEqual(['c']);
  });

  it('refreshes a starred dataset’s listing when starred again, keeping its note and date', async () => {
    const store = await openShortlistStore(dir, { now });
    value(await store.add('embedded', listing('a')));
    value(await store.setNote('embedded', 'a', 'keep'));
    const again = value<{ entries: unknown[] }>(await store.add('embedded', { ...listing('a'), price: 99 }));
    expect(again.entries).toEqual([{ ...listing('a'), price: 99, note: 'keep', addedAt: '2026-11-24T10:00:00.000Z' }]);
  });

  it('refuses a note for a dataset not on the list, and more than the most it holds', async () => {
    const store = await openShortlistStore(dir, { now });
    expect(await store.setNote('embedded', 'zz', 'x')).toMatchObject({ ok: false, error: { kind: 'invalid_input' } });
    for (let index = 0; index < MAX_SHORTLIST; index += 1) value(await store.add('embedded', listing(`d${index}`)));
    expect(await store.add('embedded', listing('one-too-many'))).toMatchObject({ ok: false, error: { message: expect.stringMatching(/at most/) } });
  });

  it('keeps the list unchanged when the file cannot be written, and says why', async () => {
    const store = await openShortlistStore(dir, { now });
    value(await store.add('embedded', listing('a')));
    // A folder (not empty) where the file goes: the atomic rename fails, for root too.
    const file = path.join(dir, SHORTLIST_FILE);
    await fs.rm(file);
    await fs.mkdir(file);
    await fs.writeFile(path.join(file, 'in-the-way'), '');
    const failed = await store.add('embedded', listing('b'));
    expect(failed).toMatchObject({ ok: false, error: { kind: 'storage', code: 'shortlist_not_saved' } });
    expect(store.get('embedded').entries.map((entry) => entry.id)).toEqual(['a']);
  });

  it('starts empty from a damaged file, keeping the file aside, and drops only invalid entries of a readable one', async () => {
    await fs.writeFile(
      path.join(dir, SHORTLIST_FILE),
      JSON.stringify({ version: 1, connections: { embedded: [{ ...listing('a'), note: '', addedAt: 'x' }, { id: 'bad id!' }] } }),
    );
    expect((await openShortlistStore(dir, { now })).get('embedded').entries.map((entry) => entry.id)).toEqual(['a']);
    await fs.writeFile(path.join(dir, SHORTLIST_FILE), '{oops');
    const lines: string[] = [];
    expect((await openShortlistStore(dir, { now, log: (line) => lines.push(line) })).get('embedded').entries).toEqual([]);
    expect(lines.join(' ')).toMatch(/could not be read/);
  });
});
