/**
 * What the proxy tests share: the embedded marketplace behind a front (127.0.0.2, under
 * /api/market, gzip) and tinyproxy with basic auth that connects onward from PROXY_OUT, started
 * once for the file; a core per test on a user-data folder of its own, connected to the front,
 * logging into `logLines`; and the files of a folder that hold a secret.
 */
import { promises as fs } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import type { CoreOptions } from '../../../electron/core/core-options';
import { createCore, type Core } from '../../../electron/core/create-core';
import { flushAtomicWrites } from '../../../electron/core/storage/atomic-file';
import { mapSecretBackend } from '../../../electron/core/testing/map-secret-backend';
import { testCoreOptions } from '../../../electron/core/testing/test-core-options';
import { startMarketplace, type RunningMarketplace } from '@dmd/marketplace';
import { startFront, type RunningFront } from './marketplace-front';
import { startTinyproxy, type RunningProxy } from './tinyproxy';

/** The proxy connects onward from here; a request from any other address did not pass it. */
export const PROXY_OUT = '127.0.0.3';

interface ProxiedFront {
  marketplace: RunningMarketplace;
  front: RunningFront;
  proxy: RunningProxy;
}

/** Starts them before the file's tests and stops them after; the answer is read inside a test or hook. */
function startProxiedFrontForFile(options: { user: string; password: string; datasets: number; seed: number }): () => ProxiedFront {
  let running: ProxiedFront | null = null;
  let dbDir = '';
  beforeAll(async () => {
    dbDir = await fs.mkdtemp(path.join(os.tmpdir(), 'dmd-proxy-db-'));
    const marketplace = await startMarketplace({ dbFile: path.join(dbDir, 'market.db'), datasets: options.datasets, seed: options.seed });
    const front = await startFront({ target: marketplace.url, prefix: '/api/market', host: '127.0.0.2' });
    const proxy = await startTinyproxy({ user: options.user, password: options.password, bindAddress: PROXY_OUT });
    running = { marketplace, front, proxy };
  });
  afterAll(async () => {
    await running?.proxy.stop();
    await running?.front.close();
    await running?.marketplace.close();
    await fs.rm(dbDir, { recursive: true, force: true });
  });
  return () => {
    if (running === null) throw new Error('the proxied front is read before it started');
    return running;
  };
}

export interface ProxiedCores {
  running(): ProxiedFront;
  /** This test's user-data folder. */
  dir(): string;
  logLines: string[];
  /** A core for this test (disposed after it), with `options` on top of the front's connection and a keychain over a Map. */
  start(options?: Partial<CoreOptions>, backend?: ReturnType<typeof mapSecretBackend>): Promise<Core>;
  /** Disposes this test's core and waits for its writes, so its files can be read whole. */
  stop(): Promise<void>;
}

export function proxiedCoresPerTest(options: { user: string; password: string; datasets: number; seed: number }): ProxiedCores {
  const running = startProxiedFrontForFile(options);
  const logLines: string[] = [];
  let dir = '';
  let core: Core | null = null;
  const stop = async () => {
    await core?.dispose();
    core = null;
    await flushAtomicWrites();
  };
  beforeEach(async () => {
    dir = await fs.mkdtemp(path.join(os.tmpdir(), 'dmd-proxy-'));
    running().front.requests.length = 0;
    logLines.length = 0;
  });
  afterEach(async () => {
    await stop();
    await fs.rm(dir, { recursive: true, force: true });
  });
  return {
    running,
    dir: () => dir,
    logLines,
    async start(extra = {}, backend = mapSecretBackend()) {
      const { front, marketplace } = running();
      core = await createCore(
        testCoreOptions({
          userDataDir: dir,
          apiBaseOverride: front.url,
          apiKeyOverride: marketplace.proKey,
          secretBackends: [backend.backend],
          log: (line) => logLines.push(line),
          ...extra,
        }),
      );
      return core;
    },
    stop,
  };
}

/** The files below `dir` whose bytes hold one of `secrets`. */
export async function filesHolding(dir: string, secrets: string[]): Promise<string[]> {
  const held: string[] = [];
  for (const entry of await fs.readdir(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const text = (await fs.readFile(path.join(entry.parentPath, entry.name))).toString('latin1');
    if (secrets.some((secret) => text.includes(secret))) held.push(entry.name);
  }
  return held;
}
