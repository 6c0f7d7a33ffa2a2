/**
 * The embedded marketplace in a real child process (the source child-entry.ts, forked with the
 * tsx loader, as the browser shell does with the built one): it builds and serves from there,
 * its keys are administered by message, it closes when asked, and a process that ends by itself
 * is reported, not mistaken for a close. A fake fork checks what the child's reports become.
 */
import { promises as fs } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { BuildReason, ChildMessage, HostMessage } from '../../../shared/process/marketplace-process';
import type { EmbeddedServer, EmbeddedStartOptions } from './embedded-server';
import { childProcessStarter, forkAhead, sourceMarketplaceChild, startInChildProcess, type ChildProcessHandle, type ForkChild } from './marketplace-child-host';

let dir: string;
const servers: EmbeddedServer[] = [];
beforeEach(async () => {
  dir = await fs.mkdtemp(path.join(os.tmpdir(), 'dmd-child-host-'));
});
afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => server.close()));
  await fs.rm(dir, { recursive: true, force: true });
});

const DEMO_KEY = `ls_demo_${'A'.repeat(32)}`;
const OTHER_KEY = `ls_demo_${'B'.repeat(32)}`;

function options(extra: Partial<EmbeddedStartOptions> = {}): EmbeddedStartOptions {
  return { dbFile: path.join(dir, 'catalog.db'), datasets: 40, seed: 3, host: '127.0.0.1', port: 0, freeKey: DEMO_KEY, ...extra };
}

async function me(server: EmbeddedServer, key: string): Promise<number> {
  return (await fetch(`${server.url}/v1/me`, { headers: { 'X-Api-Key': key } })).status;
}

describe('the marketplace in a child process', () => {
  it('builds its catalog there with progress, serves from another process, and administers keys by message', async () => {
    const reasons: BuildReason[] = [];
    const phases = new Set<string>();
    const start = startInChildProcess(sourceMarketplaceChild());
    const server = await start(options({ onBuild: (reason) => reasons.push(reason), onProgress: (progress) => phases.add(progress.phase) }));
    servers.push(server);
    expect(server.pid).toBeGreaterThan(0);
    expect(server.pid).not.toBe(process.pid);
    expect(reasons).toEqual([{ kind: 'new' }]);
    expect([...phases]).toEqual(['datasets', 'search-index', 'indexes']);
    expect(await me(server, DEMO_KEY)).toBe(200);
    expect(await me(server, OTHER_KEY)).toBe(401);
    await server.admin.registerDemoKey(OTHER_KEY);
    expect(await me(server, OTHER_KEY)).toBe(200);
    await server.admin.revokeKey(OTHER_KEY);
    expect(await me(server, OTHER_KEY)).toBe(401);
    await expect(server.admin.revokeKey(`ls_demo_${'C'.repeat(32)}`)).rejects.toThrow(/unknown API key/);
  });

  it('closes when asked, without reporting an unexpected end', async () => {
    const ends: string[] = [];
    const server = await startInChildProcess(sourceMarketplaceChild())(options({ onUnexpectedExit: (detail) => ends.push(detail) }));
    await server.close();
    await expect(fetch(`${server.url}/v1/openapi.json`)).rejects.toThrow();
    expect(() => process.kill(server.pid ?? 0, 0)).toThrow();
    expect(ends).toEqual([]);
  });

  it('reports a process that was killed as an unexpected end', async () => {
    const ends: string[] = [];
    const server = await startInChildProcess(sourceMarketplaceChild())(options({ onUnexpectedExit: (detail) => ends.push(detail) }));
    process.kill(server.pid ?? 0, 'SIGKILL');
    await expect.poll(() => ends).toEqual(['signal SIGKILL']);
    await expect(server.admin.registerDemoKey(OTHER_KEY)).rejects.toThrow(/not running/);
  });

  it('fails the start with the port taken as EADDRINUSE, so the caller can take another port', async () => {
    const first = await startInChildProcess(sourceMarketplaceChild())(options());
    servers.push(first);
    const taken = startInChildProcess(sourceMarketplaceChild())(options({ dbFile: path.join(dir, 'other.db'), port: first.port }));
    await expect(taken).rejects.toMatchObject({ code: 'EADDRINUSE' });
  });
});

/** A fork whose child the test plays: it records what the host sends and replies as told. */
function fakeFork(reply: (message: HostMessage, child: { post(message: ChildMessage): void; exit(detail: string): void }) => void): ForkChild {
  return () => {
    let onMessage: (message: ChildMessage) => void = () => undefined;
    let onExit: (detail: string) => void = () => undefined;
    const child = { post: (message: ChildMessage) => queueMicrotask(() => onMessage(message)), exit: (detail: string) => queueMicrotask(() => onExit(detail)) };
    const handle: ChildProcessHandle = {
      pid: 4242,
      send: (message) => reply(message, child),
      onMessage: (listener) => (onMessage = listener),
      onExit: (listener) => (onExit = listener),
      kill: () => child.exit('signal SIGKILL'),
    };
    return handle;
  };
}

describe('what the child reports', () => {
  it('names the database engine when the marketplace could not be loaded there', async () => {
    const start = startInChildProcess({
      script: 'child.cjs',
      fork: fakeFork((message, child) => {
        if (message.type === 'start') child.post({ type: 'start-failed', message: 'NODE_MODULE_VERSION 115 mismatch', engine: true });
      }),
    });
    await expect(start(options())).rejects.toThrow(
      /its database engine \(better-sqlite3\) could not be loaded \(NODE_MODULE_VERSION 115 mismatch\)\. Connect to a marketplace service in Settings/,
    );
  });

  it('fails the start of a process that ends before it is ready', async () => {
    const start = startInChildProcess({ script: 'child.cjs', fork: fakeFork((message, child) => message.type === 'start' && child.exit('exit code 7')) });
    await expect(start(options())).rejects.toThrow(/its process ended \(exit code 7\) before it was ready/);
  });

  it('passes the damage a request found, and a clock offset instead of the clock', async () => {
    const damaged: string[] = [];
    const starts: Array<Extract<HostMessage, { type: 'start' }>> = [];
    const start = startInChildProcess({
      script: 'child.cjs',
      fork: fakeFork((message, child) => {
        if (message.type !== 'start') return;
        starts.push(message);
        child.post({ type: 'started', url: 'http://127.0.0.1:5000', port: 5000 });
        child.post({ type: 'damaged', problem: 'database disk image is malformed' });
      }),
    });
    const server = await start(options({ now: () => new Date(Date.now() + 86_400_000), onDamaged: (problem) => damaged.push(problem) }));
    await expect.poll(() => damaged).toEqual(['database disk image is malformed']);
    expect(server).toMatchObject({ url: 'http://127.0.0.1:5000', port: 5000, pid: 4242 });
    const offset = starts[0]?.options.clockOffsetMs;
    expect(offset).toBeGreaterThan(86_399_000);
    expect(offset).toBeLessThan(86_401_000);
  });
});

describe('a process forked ahead of the start', () => {
  /** Counts forks; each child answers `start` as started and records what it was sent. */
  function countingFork() {
    const sent: Array<Array<HostMessage['type']>> = [];
    const handles: ChildProcessHandle[] = [];
    const fork: ForkChild = (script, forkOptions) => {
      const messages: Array<HostMessage['type']> = [];
      sent.push(messages);
      const handle = fakeFork((message, child) => {
        messages.push(message.type);
        if (message.type === 'start') child.post({ type: 'started', url: 'http://127.0.0.1:5000', port: 5000 });
      })(script, forkOptions);
      handles.push(handle);
      return handle;
    };
    return { fork, sent, handles };
  }

  it('is forked by prepare and taken by the next start, which forks no other', async () => {
    const forks = countingFork();
    const starter = childProcessStarter({ script: 'child.cjs', fork: forks.fork });
    starter.prepare();
    starter.prepare();
    expect(forks.sent).toEqual([[]]);
    const server = await starter.start(options());
    expect(server.url).toBe('http://127.0.0.1:5000');
    expect(forks.sent).toEqual([['start']]);
    await starter.start(options());
    expect(forks.sent).toEqual([['start'], ['start']]);
  });

  it('is asked to close when discarded, and a start after that forks its own', async () => {
    const forks = countingFork();
    const starter = childProcessStarter({ script: 'child.cjs', fork: forks.fork });
    starter.prepare();
    starter.discard();
    expect(forks.sent).toEqual([['close']]);
    await starter.start(options());
    expect(forks.sent).toEqual([['close'], ['start']]);
  });

  it('is not taken once it has ended: the start forks a new one', async () => {
    const forks = countingFork();
    const starter = childProcessStarter({ script: 'child.cjs', fork: forks.fork });
    starter.prepare();
    forks.handles[0]?.kill();
    await new Promise((resolve) => setTimeout(resolve, 0));
    await starter.start(options());
    expect(forks.sent).toEqual([[], ['start']]);
  });

  it('may be forked before the starter exists (forkAhead), and is then the one prepare keeps and the start takes', async () => {
    const forks = countingFork();
    const launch = forkAhead({ script: 'child.cjs', fork: forks.fork });
    expect(forks.sent).toEqual([[]]);
    const starter = childProcessStarter(launch);
    starter.prepare();
    expect(forks.sent).toEqual([[]]);
    await starter.start(options());
    expect(forks.sent).toEqual([['start']]);
  });

  it('is closed, when forked ahead, by a discard before any start', () => {
    const forks = countingFork();
    const starter = childProcessStarter(forkAhead({ script: 'child.cjs', fork: forks.fork }));
    starter.discard();
    expect(forks.sent).toEqual([['close']]);
  });
});
