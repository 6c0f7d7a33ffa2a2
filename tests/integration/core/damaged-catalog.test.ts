/**
 * The core over the real embedded marketplace whose database has damaged pages (header intact):
 * found at start (quick_check) or by a request while serving (SQLITE_CORRUPT), it is rebuilt
 * with visible progress and a notice, and the demo account's usage is kept.
 */
import { promises as fs } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { CatalogBuildStatus, ConnectionStatus } from '../../../shared/ipc/ipc-contract';
import { createCore, type Core, type CoreOptions } from '../../../electron/core/create-core';
import { mapSecretBackend } from '../../../electron/core/testing/map-secret-backend';
import { value } from '../../../electron/core/testing/results';
import { damagePages } from '@dmd/marketplace/testing';
import { testCoreOptions } from '../../../electron/core/testing/test-core-options';

const EMBEDDED = { datasets: 60, seed: 5 };
let dir: string;
const cores: Core[] = [];
const dbFile = () => path.join(dir, 'marketplace', `catalog-${EMBEDDED.datasets}-${EMBEDDED.seed}.db`);

async function startCore(extra: Partial<CoreOptions> = {}): Promise<{ core: Core; catalog: CatalogBuildStatus[] }> {
  const core = await createCore(
    testCoreOptions({
      userDataDir: dir,
      embedded: EMBEDDED,
      ...extra,
    }),
  );
  cores.push(core);
  const catalog: CatalogBuildStatus[] = [];
  core.onEvent((event, payload) => {
    if (event === 'marketplace:catalog') catalog.push(payload as CatalogBuildStatus);
  });
  return { core, catalog };
}

/** The demo account's requests today, as the marketplace itself reports them to `key`. */
async function requestsToday(baseUrl: string, key: string): Promise<number> {
  const response = await fetch(`${baseUrl}/v1/me`, { headers: { 'X-Api-Key': key } });
  const me = (await response.json()) as { usage: { requests_today: number } };
  return me.usage.requests_today;
}

beforeEach(async () => {
  dir = await fs.mkdtemp(path.join(os.tmpdir(), 'dmd-damaged-catalog-'));
});
afterEach(async () => {
  await Promise.all(cores.splice(0).map((core) => core.dispose()));
  await fs.rm(dir, { recursive: true, force: true });
});

describe('a damaged embedded catalog', () => {
  it('is found at start, rebuilt with progress and a notice, and keeps the usage', async () => {
    const keychain = mapSecretBackend();
    const first = await startCore({ secretBackends: [keychain.backend] });
    for (let search = 0; search < 3; search += 1) expect((await first.core.invoke('datasets:search', { page: search + 1 })).ok).toBe(true);
    const baseUrl = value<ConnectionStatus>(await first.core.invoke('connection:status', undefined)).baseUrl;
    const key = keychain.entries.get('embedded') ?? '';
    const before = await requestsToday(baseUrl, key);
    expect(before).toBeGreaterThanOrEqual(3);
    await first.core.dispose();
    expect(damagePages(dbFile(), 'dataset_details')).toBeGreaterThan(0);

    const second = await startCore({ secretBackends: [keychain.backend] });
    expect((await second.core.invoke('datasets:search', {})).ok).toBe(true);
    expect(second.catalog[0]).toMatchObject({ state: 'rebuilding', percent: 0, message: expect.stringMatching(/database is damaged/) as unknown });
    expect(second.catalog.at(-1)).toMatchObject({
      state: 'ready',
      message: expect.stringMatching(/was damaged .* and has been rebuilt; your demo account's usage was kept/) as unknown,
    });
    const percents = second.catalog.map((status) => status.percent).filter((percent): percent is number => percent !== null);
    expect(percents).toEqual([...percents].sort((a, b) => a - b));
    expect(percents.at(-1)).toBe(100);
    const status = value<ConnectionStatus>(await second.core.invoke('connection:status', undefined));
    expect(status.notices.join(' ')).toMatch(/was damaged .* and has been rebuilt/);
    // The usage before the damage, plus the search since and this request.
    expect(await requestsToday(status.baseUrl, key)).toBe(before + 2);
  });

  it('is found by a request while serving, and rebuilt at once; requests after it wait and succeed', async () => {
    const { core, catalog } = await startCore();
    const list = value<{ items?: unknown[]; data?: unknown[] }>(await core.invoke('datasets:search', { per_page: 5 }));
    expect(list).toBeTruthy();
    // Full-text pages are read only by a search with words; nothing has read them yet.
    expect(damagePages(dbFile(), 'datasets_fts_data')).toBeGreaterThan(0);
    // The marketplace answers 500 ("being rebuilt"); the core's retries may already reach the rebuilt one.
    const damaged = await core.invoke('datasets:search', { q: 'image' });
    if (!damaged.ok) expect(damaged.error.message).toMatch(/database is damaged and is being rebuilt/);
    await expect.poll(() => catalog.at(-1)?.state, { timeout: 20_000 }).toBe('ready');
    expect(catalog.find((status) => status.state === 'rebuilding')?.message).toMatch(/database is damaged \(database disk image is malformed\)/);
    expect(catalog.at(-1)?.message).toMatch(/was damaged .* and has been rebuilt; your demo account's usage was kept/);
    expect((await core.invoke('datasets:search', { q: 'image' })).ok).toBe(true);
    const status = value<ConnectionStatus>(await core.invoke('connection:status', undefined));
    expect(status.notices.join(' ')).toMatch(/was damaged .* and has been rebuilt/);
  });
});
