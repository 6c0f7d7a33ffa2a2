/**
 * Every state file the app keeps, damaged every way a crash, a bad disk or a hand edit leaves it
 * (truncated, empty, binary garbage, valid JSON of the wrong types; the catalog database with
 * damaged pages, truncated, empty, garbage): the app starts, works, says what happened, and loses
 * nothing else. Each case starts from a copy of one healthy user data folder.
 */
import { cpSync, mkdtempSync, readFileSync, rmSync, truncateSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ConnectionStatus, StoredQueryCache, UiState } from '../../shared/ipc/ipc-contract';
import { createCore, type Core } from '../../electron/core/create-core';
import { value } from '../../electron/core/testing/results';
import { damagePages } from '@dmd/marketplace/testing';
import { cacheBlobOf, uiStateOf } from './fault-peer';
import { testCoreOptions } from '../../electron/core/testing/test-core-options';

const EMBEDDED = { datasets: 60, seed: 5 };
const DB = `marketplace/catalog-${EMBEDDED.datasets}-${EMBEDDED.seed}.db`;
const SAVED_UI = uiStateOf(7, 'dark');
const SAVED_CACHE = cacheBlobOf(7, 1_000);

const base = mkdtempSync(path.join(os.tmpdir(), 'dmd-faults-corrupt-'));
const healthy = path.join(base, 'healthy');
afterAll(() => rmSync(base, { recursive: true, force: true }));

function startCore(userDataDir: string, log: (line: string) => void = () => undefined): Promise<Core> {
  return createCore(testCoreOptions({ userDataDir, embedded: EMBEDDED, log }));
}

beforeAll(async () => {
  const core = await startCore(healthy);
  value(await core.invoke('ui-state:set', SAVED_UI));
  value(await core.invoke('datasets:search', {}));
  value(await core.invoke('query-cache:save', { blob: SAVED_CACHE }));
  await core.dispose();
});

type Damage = (file: string) => void;
const JSON_DAMAGE: Array<[string, Damage]> = [
  ['truncated', (file) => truncateSync(file, Math.floor(readFileSync(file).length / 2))],
  ['empty', (file) => writeFileSync(file, '')],
  ['binary garbage', (file) => writeFileSync(file, Buffer.from(Array.from({ length: 512 }, (_, index) => (index * 37 + 11) % 256)))],
  [
    'valid JSON of the wrong types',
    (file) => writeFileSync(file, JSON.stringify({ version: 'one', connection: 42, uiState: [], port: 'x', cacheId: 7, blob: {}, connections: 'no' })),
  ],
];
const DB_DAMAGE: Array<[string, Damage]> = [
  ['damaged pages (header intact)', (file) => void damagePages(file, 'dataset_details')],
  ['truncated', (file) => truncateSync(file, Math.floor(readFileSync(file).length / 3))],
  ['empty', (file) => writeFileSync(file, '')],
  ['binary garbage', (file) => writeFileSync(file, Buffer.alloc(64 * 1024, 'garbage!'))],
];

/** What the app must say, per damaged file: in the connection's notices or in its log. */
const SAYS: Record<string, RegExp> = {
  'settings.json': /settings file could not be read/,
  'quota-state.json': /saved quota state could not be read/,
  'query-cache.json': /saved copy of your results could not be read/,
  'marketplace/last-port.json': /port of the last run could not be read/,
  [DB]: /database was damaged \(.+\) and has been rebuilt; your demo account's usage/,
};

interface Outcome {
  notices: string[];
  log: string[];
  uiState: UiState | null;
  cache: StoredQueryCache;
  searchOk: boolean;
}

/** A copy of the healthy folder with `name` damaged, started, used, and what it said. */
async function startWithDamaged(name: string, label: string, damage: Damage): Promise<Outcome> {
  const dir = path.join(base, `${name.replace(/\W+/g, '-')}-${label.replace(/\W+/g, '-')}`);
  cpSync(healthy, dir, { recursive: true });
  damage(path.join(dir, name));
  const log: string[] = [];
  const core = await startCore(dir, (line) => log.push(line));
  try {
    const searchOk = (await core.invoke('datasets:search', { q: 'data' })).ok;
    const cache = value<StoredQueryCache>(await core.invoke('query-cache:load', undefined));
    const uiState = value<UiState | null>(await core.invoke('ui-state:get', undefined));
    const notices = value<ConnectionStatus>(await core.invoke('connection:status', undefined)).notices;
    return { notices, log, uiState, cache, searchOk };
  } finally {
    await core.dispose();
  }
}

describe.each([
  ...['settings.json', 'quota-state.json', 'query-cache.json', 'marketplace/last-port.json'].flatMap((name) =>
    JSON_DAMAGE.map(([label, damage]) => [name, label, damage] as const),
  ),
  ...DB_DAMAGE.map(([label, damage]) => [DB, label, damage] as const),
])('%s, %s', (name, label, damage) => {
  it('starts, works, says what happened and loses nothing else', async () => {
    const outcome = await startWithDamaged(name, label, damage);
    expect(outcome.searchOk).toBe(true);
    const said = [...outcome.notices, ...outcome.log].join('\n');
    // An empty catalog file holds nothing to lose: it is built again, as for a newer app.
    expect(said).toMatch(name === DB && label === 'empty' ? /Updating the demo marketplace's catalog/ : (SAYS[name] ?? /never/));
    if (name !== 'settings.json') expect(outcome.uiState).toEqual(SAVED_UI);
    if (name !== 'query-cache.json') expect(outcome.cache.blob).toBe(SAVED_CACHE);
    if (name === 'settings.json') expect(outcome.notices.join(' ')).toMatch(/kept as settings\.json\.corrupt-/);
  });
});
