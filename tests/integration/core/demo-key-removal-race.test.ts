/**
 * Removing the demo key of the embedded marketplace while searches run, many times at once,
 * through the core against the real embedded marketplace: afterwards one marketplace server
 * runs, every removed demo key is refused by it, and the current key works.
 */
import { promises as fs } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, expect, it } from 'vitest';
import type { ConnectionStatus } from '../../../shared/ipc/ipc-contract';
import { createCore, type Core } from '../../../electron/core/create-core';
import { mapSecretBackend } from '../../../electron/core/testing/map-secret-backend';
import { value } from '../../../electron/core/testing/results';
import { startMarketplace, type MarketplaceOptions } from '@dmd/marketplace';
import { testCoreOptions } from '../../../electron/core/testing/test-core-options';

let dir: string;
let core: Core | undefined;
beforeEach(async () => {
  dir = await fs.mkdtemp(path.join(os.tmpdir(), 'dmd-demo-key-race-'));
});
afterEach(async () => {
  await core?.dispose();
  await fs.rm(dir, { recursive: true, force: true });
});

it('leaves one marketplace running, and every removed demo key refused, after concurrent removals and searches', async () => {
  let running = 0;
  const start = async (options: MarketplaceOptions) => {
    const marketplace = await startMarketplace(options);
    running += 1;
    return {
      ...marketplace,
      close: async () => {
        running -= 1;
        await marketplace.close();
      },
    };
  };
  const { backend, entries } = mapSecretBackend();
  const everyKey = new Set<string>();
  const set = backend.set;
  backend.set = async (account, secret) => {
    everyKey.add(secret);
    await set(account, secret);
  };
  core = await createCore(testCoreOptions({ userDataDir: dir, secretBackends: [backend], embedded: { datasets: 60, seed: 5 } }), { startMarketplace: start });
  expect((await core.invoke('datasets:search', {})).ok).toBe(true);

  // Waves of calls at once, each wave overlapping the key changes of the one before.
  const waves: Array<Promise<unknown>> = [];
  for (let wave = 0; wave < 6; wave += 1) {
    const calls: Array<Promise<unknown>> = [];
    for (let round = 0; round < 4; round += 1) {
      calls.push(core.invoke('connection:remove-key', undefined));
      calls.push(core.invoke('datasets:search', { q: round % 2 === 0 ? 'data' : '', page: 1 + (round % 3) }));
    }
    waves.push(Promise.all(calls));
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
  await Promise.all(waves);
  const status = value<ConnectionStatus>(await core.invoke('connection:status', undefined));

  expect(running).toBe(1);
  const current = entries.get('embedded');
  expect(current).toMatch(/^ls_demo_/);
  const removed = [...everyKey].filter((key) => key !== current);
  expect(removed.length).toBeGreaterThan(1);
  const answers = await Promise.all(
    [...removed, current ?? ''].map(async (key) => (await fetch(`${status.baseUrl}/v1/me`, { headers: { 'X-Api-Key': key } })).status),
  );
  expect(answers.slice(0, -1)).toEqual(removed.map(() => 401));
  expect(answers.at(-1)).toBe(200);
  await core.dispose();
  expect(running).toBe(0);
});
