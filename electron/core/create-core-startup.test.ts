/**
 * The built-in marketplace's process is forked as the core starts, before the state files and
 * keys are read and before any window asks for the connection, so that its boot and code loading
 * (most of the first answer's wait) overlap them; a run that does not use it ends it again.
 */
import { promises as fs } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { HostMessage } from '../../shared/process/marketplace-process';
import { createCore, type CoreOptions } from './create-core';
import type { ChildProcessHandle, ForkChild } from './embedded/marketplace-child-host';
import { testCoreOptions } from './testing/test-core-options';

let dir: string;
beforeEach(async () => {
  dir = await fs.mkdtemp(path.join(os.tmpdir(), 'dmd-core-startup-'));
});
afterEach(async () => {
  await fs.rm(dir, { recursive: true, force: true });
});

/** A fork that records each child and what it was sent; the children never answer. */
function recordingFork() {
  const children: Array<Array<HostMessage['type']>> = [];
  const fork: ForkChild = () => {
    const sent: Array<HostMessage['type']> = [];
    children.push(sent);
    const handle: ChildProcessHandle = {
      pid: 4242,
      send: (message) => void sent.push(message.type),
      onMessage: () => undefined,
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

describe("the built-in marketplace's process at start-up", () => {
  it('is forked while the core starts, before any call asks for the connection', async () => {
    const forks = recordingFork();
    const core = await startCore({}, forks.fork);
    expect(forks.children).toEqual([[]]);
    await core.dispose();
    // Never started, it is asked to close with the app.
    expect(forks.children).toEqual([['close']]);
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
