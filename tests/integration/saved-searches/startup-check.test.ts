/**
 * The start-up check of saved searches (electron/core/saved-search-check/) against the embedded
 * marketplace over real HTTP: what the marketplace's own usage (`/v1/me`) says was spent is at
 * most the day's budget, and a second start of the app the same day spends nothing.
 */
import { promises as fs } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, expect, it } from 'vitest';
import type { SavedSearchCheckFound, SavedSearchCheckState } from '../../../shared/ipc/ipc-contract';
import { createCore, type Core } from '../../../electron/core/create-core';
import { value } from '../../../electron/core/testing/results';
import { testCoreOptions } from '../../../electron/core/testing/test-core-options';
import { usedToday } from '../../../electron/core/testing/used-today';

let dir: string;
let core: Core | null = null;

beforeEach(async () => {
  dir = await fs.mkdtemp(path.join(os.tmpdir(), 'dmd-startup-check-'));
});
afterEach(async () => {
  await core?.dispose();
  core = null;
  await fs.rm(dir, { recursive: true, force: true });
});

// Six saved searches, run long ago: every dataset of the catalog is new since then.
const searches = ['data', 'images', 'text', 'audio', 'medical', 'finance'].map((q, index) => ({
  id: `s${index}`,
  name: `Search ${q}`,
  lastRunAt: '2000-01-01T00:00:00.000Z',
  query: { q, per_page: 5 },
}));

it('spends at most the budget the first start of the day, and nothing on a second start', async () => {
  const options = testCoreOptions({ userDataDir: dir, embedded: { datasets: 60, seed: 5 } });
  core = await createCore(options);
  value(await core.invoke('saved-searches:check-settings', { enabled: true, budget: 4 }));
  const found: SavedSearchCheckFound[] = [];
  core.onEvent((event, payload) => {
    if (event === 'saved-searches:found') found.push(payload as SavedSearchCheckFound);
  });
  const before = await usedToday(core);
  const first = value<SavedSearchCheckState>(await core.invoke('saved-searches:check', { searches }));
  const afterFirst = await usedToday(core);
  // The /v1/me that reads the usage counts itself.
  expect(afterFirst - before - 1).toBe(4);
  expect(first.spent).toBe(4);
  expect(Object.keys(first.results).sort()).toEqual(['s0', 's1', 's2', 's3']);
  expect(found).toHaveLength(1);
  expect(found[0]?.found.every((result) => result.count > 0)).toBe(true);
  await core.dispose();

  core = await createCore(options);
  const second = value<SavedSearchCheckState>(await core.invoke('saved-searches:check', { searches }));
  const afterSecond = await usedToday(core);
  expect(afterSecond - afterFirst - 1).toBe(0);
  expect(second).toMatchObject({ enabled: true, budget: 4, spent: 4 });
  expect(second.skipped).toMatch(/spent already/);
});
