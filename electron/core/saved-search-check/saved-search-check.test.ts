import os from 'node:os';
import path from 'node:path';
import { promises as fs } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { Result } from '../../../shared/domain/app-error';
import type { DatasetPageReading } from '../../../shared/domain/readings/dataset-reading';
import type { SavedSearchCheckResult } from '../../../shared/ipc/ipc-contract';
import { defaultSettings, type SavedSearchCheckSetting, type Settings } from '../storage/settings-store';
import { openCheckStore } from './check-store';
import { createSavedSearchCheck } from './saved-search-check';

const page = (created: string[], hasMore = false): DatasetPageReading => ({
  items: created.map((at, index) => ({ id: `ds-${index}`, createdAt: { value: at, source: 'created_at' } }) as never),
  hasMore: { value: hasMore, source: 'has_more' } as never,
  unreadable: 0,
  raw: null,
});

const searches = ['a', 'b', 'c', 'd', 'e'].map((id) => ({ id, name: id.toUpperCase(), lastRunAt: '2026-03-01T00:00:00.000Z', query: { q: id } }));

async function setUp(
  options: { setting?: SavedSearchCheckSetting; quota?: { limit: number | null; remaining: number | null }; answer?: () => Result<DatasetPageReading> } = {},
) {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'dmd-check-'));
  let now = new Date(2026, 2, 4, 9);
  let settings: Settings = { ...defaultSettings(), savedSearchCheck: options.setting ?? { enabled: true, budget: 2 } };
  const sent: unknown[] = [];
  const found: SavedSearchCheckResult[][] = [];
  const open = async () =>
    createSavedSearchCheck({
      settings: {
        current: () => settings,
        setSavedSearchCheck: async (savedSearchCheck) => ((settings = { ...settings, savedSearchCheck }), { ok: true, value: null }),
      },
      store: await openCheckStore(dir, { now: () => now, log: () => undefined }),
      now: () => now,
      quota: () => options.quota ?? { limit: 100, remaining: 90 },
      search: async (query) => (
        sent.push(query),
        options.answer?.() ?? { ok: true, value: page(['2026-03-02T00:00:00Z', '2026-02-01T00:00:00Z', 'not a date']) }
      ),
      onFound: (results) => found.push(results),
    });
  return { open, sent, found, setNow: (next: Date) => (now = next) };
}

describe('the start-up check of saved searches', () => {
  it('spends nothing while it is off (the default)', async () => {
    const app = await setUp({ setting: { enabled: false, budget: 3 } });
    const check = await app.open();
    const state = await check.run({ searches });
    expect(app.sent).toEqual([]);
    expect(state.ok && state.value.skipped).toBe('The start-up check is off.');
  });

  it('checks at most the budget, page 1 of each query, counts what is new and says so once', async () => {
    const app = await setUp();
    const state = await (await app.open()).run({ searches });
    expect(app.sent).toEqual([
      { q: 'a', page: 1 },
      { q: 'b', page: 1 },
    ]);
    expect(state.ok && state.value.spent).toBe(2);
    expect(state.ok && state.value.results.a).toMatchObject({ count: 1, atLeast: false, undated: 1 });
    expect(state.ok && Object.keys(state.value.pages ?? {})).toEqual(['a', 'b']);
    expect(app.found).toHaveLength(1);
    expect(app.found[0]?.map((result) => result.id)).toEqual(['a', 'b']);
  });

  it('spends nothing more on a second start the same day, and one day’s budget after days away', async () => {
    const app = await setUp();
    await (await app.open()).run({ searches });
    const again = await (await app.open()).run({ searches });
    expect(app.sent).toHaveLength(2);
    expect(again.ok && again.value.skipped).toMatch(/spent already/);
    app.setNow(new Date(2026, 2, 14, 9));
    await (await app.open()).run({ searches });
    expect(app.sent.slice(2)).toEqual([
      { q: 'c', page: 1 },
      { q: 'd', page: 1 },
    ]);
  });

  it('spends nothing at a low quota, and stops at the first failure to reach the marketplace', async () => {
    const low = await setUp({ quota: { limit: 100, remaining: 20 } });
    const state = await (await low.open()).run({ searches });
    expect(low.sent).toEqual([]);
    expect(state.ok && state.value.skipped).toMatch(/quota/);
    const offline = await setUp({ answer: () => ({ ok: false, error: { kind: 'network', message: 'The marketplace could not be reached.' } }) });
    const stopped = await (await offline.open()).run({ searches });
    expect(offline.sent).toHaveLength(1);
    expect(stopped.ok && stopped.value.spent).toBe(1);
    expect(stopped.ok && stopped.value.skipped).toMatch(/could not be reached/);
  });

  it('counts nothing as new for a search never run, and “at least” when every result is new and more exist', async () => {
    const app = await setUp({ answer: () => ({ ok: true, value: page(['2026-03-02T00:00:00Z'], true) }) });
    const state = await (await app.open()).run({ searches: [{ ...searches[0]!, lastRunAt: undefined }, searches[1]!] });
    expect(state.ok && state.value.results.a?.count).toBe(0);
    expect(state.ok && state.value.results.b).toMatchObject({ count: 1, atLeast: true });
  });
});
