/**
 * With no saved last view, the window waits for the embedded marketplace first: its process is
 * forked as the core starts, before the state files and keys are read and before any window asks
 * for the connection, so that its boot and code loading (most of the first answer's wait) overlap
 * them; a run that does not use it ends it again. With a saved view to show, the window's start
 * goes first: the marketplace starts at the window's first question.
 */
import { promises as fs } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ChildMessage, HostMessage } from '../../shared/process/marketplace-process';
import { createCore, type CoreOptions } from './create-core';
import { QUERY_CACHE_FILE } from './storage/query-cache-store';
import type { ChildProcessHandle, ForkChild } from './embedded/marketplace-child-host';
import { testCoreOptions } from './testing/test-core-options';

let dir: string;
beforeEach(async () => {
  dir = await fs.mkdtemp(path.join(os.tmpdir(), 'dmd-core-startup-'));
});
afterEach(async () => {
  await fs.rm(dir, { recursive: true, force: true });
});

/** A fork that records each child and what it was sent; a child answers a start with a failure (no engine here). */
function recordingFork() {
  const children: Array<Array<HostMessage['type']>> = [];
  const fork: ForkChild = () => {
    const sent: Array<HostMessage['type']> = [];
    children.push(sent);
    const listeners: Array<(message: ChildMessage) => void> = [];
    const handle: ChildProcessHandle = {
      pid: 4242,
      send: (message) => {
        sent.push(message.type);
        if (message.type === 'start') setTimeout(() => listeners.forEach((listener) => listener({ type: 'start-failed', message: 'no engine in this test' })));
      },
      onMessage: (listener) => void listeners.push(listener),
      onExit: () => undefined,
      kill: () => undefined,
    };
    return handle;
  };
  return { fork, children };
}

async function startCore(extra: Partial<CoreOptions>, fork: ForkChild) {
  return createCore(testCoreOptions({ userDataDir: dir, marketplaceChild: { script: 'marketplace-child.cjs', fork }, ...extra }));
}

describe("the demo marketplace's process at start-up", () => {
  it('is forked while the core starts, before any call asks for the connection', async () => {
    const forks = recordingFork();
    const core = await startCore({}, forks.fork);
    expect(forks.children).toEqual([[]]);
    await core.dispose();
    // Never started, it is asked to close with the app.
    expect(forks.children).toEqual([['close']]);
  });

  it('is started by startConnectionEarly when there is no saved view', async () => {
    const forks = recordingFork();
    const core = await startCore({}, forks.fork);
    core.startConnectionEarly();
    await vi.waitFor(() => expect(forks.children).toEqual([['start']]));
    await core.dispose();
  });

  it('waits for the first question when a saved last view will show first', async () => {
    await fs.writeFile(path.join(dir, QUERY_CACHE_FILE), JSON.stringify({ version: 1, cacheId: 'x', blob: '{}', savedAt: new Date().toISOString() }));
    const forks = recordingFork();
    const core = await startCore({}, forks.fork);
    core.startConnectionEarly();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(forks.children).toEqual([]);
    void core.invoke('connection:status', undefined);
    await vi.waitFor(() => expect(forks.children).toEqual([['start']]));
    await core.dispose();
  });

  it('is not forked for a run on an address given at start (--api-base)', async () => {
    const forks = recordingFork();
    const core = await startCore({ apiBaseOverride: 'http://127.0.0.1:9' }, forks.fork);
    expect(forks.children).toEqual([]);
    await core.dispose();
  });

  it('is ended once the settings say the chosen connection is another marketplace', async () => {
    await fs.writeFile(
      path.join(dir, 'settings.json'),
      JSON.stringify({ version: 1, connection: { kind: 'custom', baseUrl: 'http://127.0.0.1:9' }, uiState: null }),
    );
    const forks = recordingFork();
    const core = await startCore({}, forks.fork);
    expect(forks.children).toEqual([['close']]);
    await core.dispose();
  });
});
