/**
 * The core with the embedded marketplace in a process of its own (the source child, forked with
 * the tsx loader, as under the browser shell): the marketplace answers from another process, and
 * when that process is killed the core starts it again at once, on the same port, tells the user
 * (catalog event and connection notice), and the next request is answered.
 */
import { promises as fs } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, expect, it } from 'vitest';
import type { CatalogBuildStatus, ConnectionStatus } from '../../../shared/ipc/ipc-contract';
import { createCore, type Core } from '../../../electron/core/create-core';
import { value } from '../../../electron/core/testing/results';
import { testCoreOptions } from '../../../electron/core/testing/test-core-options';

let dir: string;
let core: Core | undefined;
beforeEach(async () => {
  dir = await fs.mkdtemp(path.join(os.tmpdir(), 'dmd-marketplace-process-'));
});
afterEach(async () => {
  await core?.dispose();
  await fs.rm(dir, { recursive: true, force: true });
});

it('restarts a killed marketplace process on the same port, says so, and answers the next request', async () => {
  const log: string[] = [];
  core = await createCore(
    testCoreOptions({
      userDataDir: dir,
      embedded: { datasets: 60, seed: 5 },
      log: (line) => log.push(line),
    }),
  );
  const catalog: CatalogBuildStatus[] = [];
  core.onEvent((event, payload) => {
    if (event === 'marketplace:catalog') catalog.push(payload as CatalogBuildStatus);
  });
  expect((await core.invoke('datasets:search', { q: 'image' })).ok).toBe(true);
  const before = value<ConnectionStatus>(await core.invoke('connection:status', undefined));
  const pid = Number(/Demo marketplace running at \S+ in process (\d+)/.exec(log.join('\n'))?.[1]);
  expect(pid).toBeGreaterThan(0);
  expect(pid).not.toBe(process.pid);
  catalog.length = 0;

  process.kill(pid, 'SIGKILL');
  await expect.poll(() => catalog.map((status) => status.state), { timeout: 20_000 }).toEqual(['failed', 'ready']);
  expect(catalog[0]?.message).toMatch(/stopped unexpectedly \(signal SIGKILL\); restarting it/);
  expect(catalog[1]?.message).toMatch(/stopped unexpectedly \(signal SIGKILL\) and was restarted/);

  const after = value<ConnectionStatus>(await core.invoke('connection:status', undefined));
  expect(after.baseUrl).toBe(before.baseUrl);
  expect(after.notices.join(' ')).toMatch(/was restarted/);
  expect((await core.invoke('datasets:search', { q: 'image' })).ok).toBe(true);
  const restartedPid = Number([...log.join('\n').matchAll(/in process (\d+)/g)].at(-1)?.[1]);
  expect(restartedPid).not.toBe(pid);
});
