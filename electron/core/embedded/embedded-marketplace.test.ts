/**
 * Lifecycle of the embedded marketplace, with a start function that runs a real local HTTP
 * server in its place (the real marketplace is exercised in tests/integration/core).
 */
import { promises as fs } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { CatalogBuildStatus } from '../../../shared/ipc/ipc-contract';
import { CATALOG_EDITION } from '../../../shared/process/marketplace-process';
import { createEmbeddedMarketplace } from './embedded-marketplace';
import type { EmbeddedStartOptions } from './embedded-server';

let dir: string;
const servers: http.Server[] = [];
beforeEach(async () => {
  dir = await fs.mkdtemp(path.join(os.tmpdir(), 'dmd-embedded-'));
});
afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => new Promise((resolve) => server.close(resolve))));
  await fs.rm(dir, { recursive: true, force: true });
});

const listen = (server: http.Server, port: number) =>
  new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => {
      server.off('error', reject);
      resolve();
    });
  });

/**
 * Listens on the port asked for, or on a free one below Linux's ephemeral range (32768–60999)
 * where none is asked: a port other tests' servers on port 0 never take between a stop and the
 * next start that asks for it again.
 */
async function listenBelowEphemeral(server: http.Server, asked: number | undefined): Promise<void> {
  if (asked) return listen(server, asked);
  for (let attempt = 0; attempt < 50; attempt += 1) {
    try {
      return await listen(server, 20_000 + Math.floor(Math.random() * 10_000));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EADDRINUSE') throw error;
    }
  }
  throw new Error('No free port between 20000 and 30000.');
}

function recordingStart(host = '127.0.0.1', delayMs = 0) {
  const calls: EmbeddedStartOptions[] = [];
  let closed = 0;
  let open = 0;
  /** Demo keys the newest marketplace accepts. */
  const valid = new Set<string>();
  const revoked: string[] = [];
  const start = async (options: EmbeddedStartOptions) => {
    calls.push(options);
    await new Promise((resolve) => setTimeout(resolve, delayMs));
    valid.clear();
    if (options.freeKey) valid.add(options.freeKey);
    const server = http.createServer((_request, response) => response.end('{}'));
    servers.push(server);
    await listenBelowEphemeral(server, options.port);
    const { port } = server.address() as AddressInfo;
    open += 1;
    return {
      url: `http://${host}:${port}/`,
      host,
      port,
      freeKey: options.freeKey ?? 'generated',
      proKey: 'pro',
      admin: {
        createKey: () => 'unused',
        registerDemoKey: (key: string) => void valid.add(key),
        revokeKey: (key: string) => {
          revoked.push(key);
          valid.delete(key);
        },
      },
      close: async () => {
        closed += 1;
        open -= 1;
        await new Promise((resolve) => server.close(resolve));
      },
    };
  };
  /** The process of the `index`th start ends by itself: its server goes away, then the marketplace is told. */
  const crash = async (index: number, detail: string) => {
    const server = servers[index];
    if (server) await new Promise((resolve) => server.close(resolve));
    calls[index]?.onUnexpectedExit?.(detail);
  };
  return { start, calls, valid, revoked, crash, closed: () => closed, open: () => open };
}

describe('embedded marketplace', () => {
  it('starts once on first use, with its catalog file and the demo key', async () => {
    const recorder = recordingStart();
    const embedded = createEmbeddedMarketplace({ userDataDir: dir, datasets: 50, seed: 7, start: recorder.start });
    expect(embedded.url()).toBeNull();
    const [a, b] = await Promise.all([embedded.ensureStarted('ls_demo_x'), embedded.ensureStarted('ls_demo_x')]);
    expect(a).toBe(b);
    expect(a).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    expect(embedded.url()).toBe(a);
    expect(recorder.calls).toHaveLength(1);
    expect(recorder.calls[0]).toMatchObject({
      dbFile: path.join(dir, 'marketplace', 'catalog-50-7.db'),
      datasets: 50,
      seed: 7,
      host: '127.0.0.1',
      port: 0,
      freeKey: 'ls_demo_x',
    });
    await embedded.stop();
    expect(recorder.closed()).toBe(1);
    expect(embedded.url()).toBeNull();
  });

  it('asks for the previous port next time, and takes any port when it is taken', async () => {
    const recorder = recordingStart();
    const first = createEmbeddedMarketplace({ userDataDir: dir, start: recorder.start });
    const url = await first.ensureStarted('k');
    const port = Number(new URL(url).port);
    await first.stop();
    const second = createEmbeddedMarketplace({ userDataDir: dir, start: recorder.start });
    expect(await second.ensureStarted('k')).toBe(url);
    expect(recorder.calls[1]?.port).toBe(port);
    // While the second holds the port, a third must fall back to a free one.
    const third = createEmbeddedMarketplace({ userDataDir: dir, start: recorder.start });
    const elsewhere = await third.ensureStarted('k');
    expect(elsewhere).not.toBe(url);
    expect(recorder.calls.slice(2).map((call) => call.port)).toEqual([port, 0]);
    await Promise.all([second.stop(), third.stop()]);
  });

  it('registers a new demo key with the running marketplace instead of starting another', async () => {
    const recorder = recordingStart();
    const embedded = createEmbeddedMarketplace({ userDataDir: dir, start: recorder.start });
    await embedded.ensureStarted('ls_demo_one');
    await embedded.ensureStarted('ls_demo_one');
    await embedded.ensureStarted('ls_demo_two');
    expect(recorder.calls.map((call) => call.freeKey)).toEqual(['ls_demo_one']);
    expect([...recorder.valid]).toEqual(['ls_demo_one', 'ls_demo_two']);
    expect(recorder.closed()).toBe(0);
    await embedded.stop();
  });

  it('runs one server however many calls start it, register keys and revoke them at once', async () => {
    const recorder = recordingStart('127.0.0.1', 20);
    const embedded = createEmbeddedMarketplace({ userDataDir: dir, start: recorder.start });
    const keys = Array.from({ length: 10 }, (_, index) => `ls_demo_key${index}`);
    await Promise.all(keys.flatMap((key, index) => [embedded.ensureStarted(key), ...(index % 2 === 0 ? [embedded.revokeKey(key)] : [])]));
    expect(recorder.calls).toHaveLength(1);
    expect(recorder.open()).toBe(1);
    expect([...recorder.valid].sort()).toEqual(keys.filter((_, index) => index % 2 === 1).sort());
    await embedded.stop();
    expect(recorder.open()).toBe(0);
  });

  it('revokes a key removed while nothing runs as soon as it starts, and never registers it again', async () => {
    const recorder = recordingStart();
    const embedded = createEmbeddedMarketplace({ userDataDir: dir, start: recorder.start });
    await embedded.revokeKey('ls_demo_old');
    await embedded.ensureStarted('ls_demo_new');
    expect(recorder.revoked).toEqual(['ls_demo_old']);
    // A call that read the removed key before it was removed: the marketplace runs, but does not take it.
    await embedded.ensureStarted('ls_demo_old');
    expect([...recorder.valid]).toEqual(['ls_demo_new']);
    await embedded.stop();
  });

  it('reports a catalog build as it goes, and what a rebuild kept', async () => {
    const recorder = recordingStart();
    const embedded = createEmbeddedMarketplace({
      userDataDir: dir,
      start: async (options) => {
        options.onBuild?.({ kind: 'outdated' });
        for (const [phase, done] of [
          ['datasets', 0],
          ['datasets', 50],
          ['datasets', 100],
          ['search-index', 100],
          ['indexes', 5],
        ] as const)
          options.onProgress?.({ phase, done, total: phase === 'indexes' ? 5 : 100 });
        options.onRebuilt?.({ reason: { kind: 'outdated' }, keptAccountRows: 4 });
        return recorder.start(options);
      },
    });
    const statuses: CatalogBuildStatus[] = [];
    embedded.onCatalog((status) => statuses.push(status));
    await embedded.ensureStarted('k');
    expect(statuses.map((status) => [status.state, status.percent])).toEqual([
      ['building', 0],
      ['building', 35],
      ['building', 70],
      ['building', 95],
      ['building', 100],
      ['ready', null],
    ]);
    expect(statuses.at(-1)?.message).toMatch(/updated for this version of the app; your demo account's usage was kept \(4 records\)/);
    await embedded.stop();
  });

  it('rebuilds a database a request found damaged at once, keeping its keys, and says so', async () => {
    const recorder = recordingStart();
    const log: string[] = [];
    const embedded = createEmbeddedMarketplace({ userDataDir: dir, start: recorder.start, log: (line) => log.push(line) });
    const statuses: CatalogBuildStatus[] = [];
    embedded.onCatalog((status) => statuses.push(status));
    await embedded.ensureStarted('ls_demo_one');
    await embedded.ensureStarted('ls_demo_two');
    recorder.calls[0]?.onDamaged?.('database disk image is malformed');
    // A request after the damage waits for the rebuilt marketplace.
    const url = await embedded.ensureStarted('ls_demo_two');
    expect(recorder.calls).toHaveLength(2);
    expect(recorder.calls[1]).toMatchObject({ damaged: 'database disk image is malformed', freeKey: 'ls_demo_one' });
    expect(recorder.closed()).toBe(1);
    expect(recorder.open()).toBe(1);
    expect(url).toBe(embedded.url());
    expect([...recorder.valid].sort()).toEqual(['ls_demo_one', 'ls_demo_two']);
    expect(log.join('\n')).toMatch(/database is damaged \(database disk image is malformed\); rebuilding it/);
    await embedded.stop();
  });

  it('restarts a marketplace whose process ended unexpectedly, with the demo keys it knew, and tells the user', async () => {
    const recorder = recordingStart();
    const embedded = createEmbeddedMarketplace({ userDataDir: dir, start: recorder.start });
    const statuses: CatalogBuildStatus[] = [];
    embedded.onCatalog((status) => statuses.push(status));
    const before = await embedded.ensureStarted('ls_demo_one');
    await embedded.ensureStarted('ls_demo_two');
    await recorder.crash(0, 'signal SIGKILL');
    // A request meanwhile waits for the restarted marketplace, on the same port.
    expect(await embedded.ensureStarted('ls_demo_two')).toBe(before);
    expect(recorder.calls).toHaveLength(2);
    expect(recorder.calls[1]).toMatchObject({ freeKey: 'ls_demo_one', port: Number(new URL(before).port) });
    expect([...recorder.valid].sort()).toEqual(['ls_demo_one', 'ls_demo_two']);
    expect(statuses.map((status) => status.state)).toEqual(['failed', 'ready']);
    expect(statuses[0]?.message).toMatch(/stopped unexpectedly \(signal SIGKILL\); restarting it/);
    expect(statuses[1]?.message).toMatch(/stopped unexpectedly \(signal SIGKILL\) and was restarted/);
    expect(embedded.notices().join(' ')).toMatch(/was restarted/);
    await embedded.stop();
  });

  it('stops restarting a marketplace that keeps ending, and starts it again on the next request', async () => {
    const recorder = recordingStart();
    const embedded = createEmbeddedMarketplace({ userDataDir: dir, start: recorder.start, maxRestarts: 1 });
    const statuses: CatalogBuildStatus[] = [];
    embedded.onCatalog((status) => statuses.push(status));
    await embedded.ensureStarted('k');
    await recorder.crash(0, 'exit code 1');
    await embedded.ensureStarted('k');
    await recorder.crash(1, 'exit code 1');
    await expect.poll(() => statuses.length).toBe(3);
    expect(statuses.at(-1)).toMatchObject({
      state: 'failed',
      message: expect.stringMatching(/2 times in a short while .*started again when the app next needs it/) as unknown,
    });
    expect(embedded.url()).toBeNull();
    expect(recorder.calls).toHaveLength(2);
    await embedded.ensureStarted('k');
    expect(recorder.calls).toHaveLength(3);
    await embedded.stop();
  });

  it('does not restart a marketplace that ended because it was stopped or replaced', async () => {
    const recorder = recordingStart();
    const embedded = createEmbeddedMarketplace({ userDataDir: dir, start: recorder.start });
    await embedded.ensureStarted('k');
    await embedded.stop();
    recorder.calls[0]?.onUnexpectedExit?.('exit code 0');
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(recorder.calls).toHaveLength(1);
  });

  it('names its catalog and its edition, whatever the port, before it starts and once started', async () => {
    const recorder = recordingStart();
    const embedded = createEmbeddedMarketplace({ userDataDir: dir, datasets: 50, seed: 7, start: recorder.start });
    // Known before the start: the saved copy of its results is checked against it while it starts.
    expect(embedded.catalogId()).toBe(`catalog-50-7-e${CATALOG_EDITION}`);
    expect(recorder.calls).toHaveLength(0);
    await embedded.ensureStarted('k');
    // The edition keeps the saved answers of a catalog the generator has since changed apart.
    expect(embedded.catalogId()).toBe(`catalog-50-7-e${CATALOG_EDITION}`);
    await embedded.stop();
  });

  it('refuses a marketplace that is not on this computer', async () => {
    const recorder = recordingStart('example.com');
    const embedded = createEmbeddedMarketplace({ userDataDir: dir, start: recorder.start });
    await expect(embedded.ensureStarted('k')).rejects.toThrow(/not this computer/);
    expect(recorder.closed()).toBe(1);
  });

  it('tries again after a failed start', async () => {
    const recorder = recordingStart();
    let failures = 1;
    const embedded = createEmbeddedMarketplace({
      userDataDir: dir,
      start: async (options) => {
        if (failures-- > 0) throw new Error('disk full');
        return recorder.start(options);
      },
    });
    await expect(embedded.ensureStarted('k')).rejects.toThrow('disk full');
    await expect(embedded.ensureStarted('k')).resolves.toMatch(/^http:/);
    await embedded.stop();
  });

  it('does not start after stop', async () => {
    const recorder = recordingStart();
    const embedded = createEmbeddedMarketplace({ userDataDir: dir, start: recorder.start });
    await embedded.stop();
    await expect(embedded.ensureStarted('k')).rejects.toThrow(/shutting down/);
    expect(recorder.calls).toHaveLength(0);
  });
});
