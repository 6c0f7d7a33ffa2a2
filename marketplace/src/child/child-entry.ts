/**
 * The embedded marketplace in a process of its own, started by the desktop core (an Electron
 * utility process in the app, `child_process.fork` under the browser shell): building a catalog
 * and answering SQLite queries then never hold up the app's windows or IPC, and a crash here
 * costs a restart of this process, not the app.
 *
 * It waits for one `start`, reports the catalog build as it goes, then serves until told to
 * `close` or until its parent is gone. The marketplace's code (and with it the native
 * better-sqlite3) is loaded as the process starts, and a module that cannot load is reported to
 * the core at `start`, instead of killing the process silently. Messages: shared/process/marketplace-process.ts.
 */
import type { ChildMessage, HostMessage, MarketplaceChildStart } from '@dmd/shared/process/marketplace-process';
import { compileWithCodeCache } from '@dmd/shared/node-support/code-cache';
import type { RunningMarketplace } from '../start-marketplace';
import { openParentChannel } from './parent-channel';

// The built serving code (its bundle's chunk, ~670 KB) compiles from the code cache the build made
// beside it, which the process's boot then spends no compile on; from source (tests) nothing matches.
compileWithCodeCache((file) => /[\\/]start-marketplace-[^\\/]+\.cjs$/.test(file), null);

const channel = openParentChannel();
// Loaded at once, while the core reads its state and keys and before it asks for the start (which
// may come much later: the core may fork this process ahead of need). A failure waits for `start`.
const loading: Promise<{ module: typeof import('../start-marketplace') } | { error: unknown }> = import('../start-marketplace').then(
  (module) => ({ module }),
  (error: unknown) => ({ error }),
);
let running: RunningMarketplace | null = null;
let started = false;
let closing = false;

const post = (message: ChildMessage) => channel.post(message);
const reason = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** Gives the last message time to leave before the process ends. */
function exitSoon(code: number): void {
  setTimeout(() => process.exit(code), 50);
}

async function start(options: MarketplaceChildStart): Promise<void> {
  const loaded = await loading;
  if ('error' in loaded) {
    post({ type: 'start-failed', message: reason(loaded.error).replace(/\s+/g, ' ').trim().slice(0, 300), engine: true });
    exitSoon(1);
    return;
  }
  const { module } = loaded;
  const { clockOffsetMs: offset = 0, ...spec } = options;
  try {
    running = await module.startMarketplace({
      ...spec,
      ...(offset !== 0 ? { now: () => new Date(Date.now() + offset) } : {}),
      onBuild: (buildReason) => post({ type: 'build', reason: buildReason }),
      onProgress: (progress) => post({ type: 'progress', progress }),
      onRebuilt: (outcome) => post({ type: 'rebuilt', outcome }),
      onDamaged: (problem) => post({ type: 'damaged', problem }),
    });
  } catch (error) {
    const code = (error as { code?: unknown }).code;
    post({ type: 'start-failed', message: reason(error), ...(typeof code === 'string' ? { code } : {}) });
    exitSoon(1);
    return;
  }
  if (closing) {
    await close();
    return;
  }
  post({ type: 'started', url: running.url, port: running.port });
}

function admin(message: Extract<HostMessage, { type: 'admin' }>): void {
  try {
    if (!running) throw new Error('the marketplace is not running');
    running.admin[message.action](message.key);
    post({ type: 'admin-done', id: message.id });
  } catch (error) {
    post({ type: 'admin-done', id: message.id, error: reason(error) });
  }
}

async function close(): Promise<void> {
  closing = true;
  const current = running;
  running = null;
  try {
    await current?.close();
  } finally {
    post({ type: 'closed' });
    exitSoon(0);
  }
}

channel.onMessage((message) => {
  if (message.type === 'start') {
    if (started) return;
    started = true;
    void start(message.options);
  } else if (message.type === 'admin') {
    admin(message);
  } else if (message.type === 'close') {
    // Still building or opening: nothing to close yet; `start` closes what it opens.
    if (running) void close();
    else if (!closing) {
      closing = true;
      if (!started) exitSoon(0);
    }
  }
});
// The app is gone (it crashed or was killed): the marketplace goes with it.
channel.onParentGone(() => {
  void close();
});
