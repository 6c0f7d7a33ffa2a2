/**
 * `npm run start:browser -- [flags]`: the app's core and renderer in a browser, for machines
 * without the Electron runtime. Prints the link to open — a one-time link, at a new host name
 * (`dmd-….localhost`), port and path each start (server.ts) — and runs until SIGINT/SIGTERM. Flags: see cli-args.ts. One shell per user data
 * folder: a second one on the same folder says so in one line and exits with code 1.
 * Environment: DMD_API_KEY (an API key for this run's connection — `--api-base`, else the
 * embedded marketplace — used instead of the stored one and removed from the environment at
 * once), DMD_USER_DATA.
 */
import { existsSync, promises as fs, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { writeJsonAtomic } from '../core/storage/atomic-file';
import type { Core } from '../core/create-core';
import { takeApiKeyFromEnvironment } from '../core/secrets/environment-key';
import { acquireUserDataLock } from '../core/storage/user-data-lock';
import { FIRST_VIEW_FILE, startsWithoutSavedView } from '../core/storage/query-cache-store';
import { forkAhead, forkNodeChild, sourceMarketplaceChild, type MarketplaceChildLaunch } from '../core/embedded/marketplace-child-host';
import { USAGE, UsageError, parseBrowserShellArgs } from './cli-args';
import { compileWithCodeCache } from '../../shared/node-support/code-cache';
import { deferredCore } from './deferred-core';
import { createBrowserShellServer, type BrowserShellServer } from './server';
import { createShellToken } from './shell-token';

const THIS_FILE = fileURLToPath(import.meta.url);
/** The folder of package.json above this file: electron/browser-shell/cli.ts under tsx, out/browser-shell/chunks/ when built. */
function findProjectRoot(from: string): string {
  for (let dir = path.dirname(from); ; dir = path.dirname(dir)) {
    if (existsSync(path.join(dir, 'package.json'))) return dir;
    if (path.dirname(dir) === dir) throw new Error(`no package.json above ${from}`);
  }
}
const PROJECT_ROOT = findProjectRoot(THIS_FILE);
const RENDERER_DIR = path.join(PROJECT_ROOT, 'out', 'renderer');
/** Built, the shell starts the built marketplace process; from source, the source one under tsx. */
const MARKETPLACE_CHILD: MarketplaceChildLaunch = THIS_FILE.endsWith('.cjs')
  ? { script: path.join(PROJECT_ROOT, 'out', 'marketplace-child', 'marketplace-child.cjs'), fork: forkNodeChild }
  : sourceMarketplaceChild();
const SHUTDOWN_TIMEOUT_MS = 10_000;
/** The core's chunk, built: compiled with V8's code cache (code-cache.ts). */
const CORE_CHUNK = /[\\/]shell-core-[^\\/]+\.cjs$/;
/** The code cache is written this long after the core is up, once the start's functions have run. */
const CODE_CACHE_AFTER_MS = 5_000;

/** The shape of the `--ready-file` JSON, for tests and benchmarks that start the shell. */
export interface BrowserShellReadyFile {
  /** The one-time link the shell printed (it opens the app once; `POST /api/shell:open-link` gives more). */
  url: string;
  /** `http://127.0.0.1:PORT`: `/api/…` with `X-Shell-Token: <token>` for programs. */
  origin: string;
  /** `http://<label>.localhost:PORT`, the page's origin: browsers resolve it, Node does not. */
  pageOrigin: string;
  port: number;
  token: string;
  pid: number;
}

function fail(message: string, exitCode: number): never {
  console.error(`start:browser: ${message}`);
  process.exit(exitCode);
}

function appVersion(): string {
  const manifest: unknown = JSON.parse(readFileSync(path.join(PROJECT_ROOT, 'package.json'), 'utf8'));
  const version = (manifest as { version?: unknown }).version;
  return typeof version === 'string' ? version : '0.0.0';
}

async function main(argv: readonly string[]): Promise<void> {
  // Out of the environment before anything else, so no process the shell starts inherits it.
  const apiKeyOverride = takeApiKeyFromEnvironment();
  let args;
  try {
    args = parseBrowserShellArgs(argv);
  } catch (error) {
    if (error instanceof UsageError) fail(`${error.message} ${USAGE}`, 2);
    throw error;
  }
  if (args.help) {
    console.log(USAGE);
    return;
  }
  if (!existsSync(path.join(RENDERER_DIR, 'index.html'))) {
    fail('the renderer is not built (out/renderer/index.html is missing): run `npm run build` first.', 1);
  }

  // One app per user data folder: a second one would overwrite the first one's settings.
  const lock = await acquireUserDataLock(args.userDataDir);
  if (!lock.ok) {
    fail(`another copy of the app (pid ${lock.pid}) is already using ${args.userDataDir}; use its window, or pass --user-data DIR for a separate folder.`, 1);
  }

  // The server listens and the address goes out first; the core (most of the shell's code, a
  // chunk of its own when built) loads after, while the browser asks for the page, and the page's
  // first calls wait for it. That start was about 130 ms of the 170 before the address.
  const codeCache = compileWithCodeCache((file) => CORE_CHUNK.test(file), args.userDataDir);
  let loadCore: (marketplaceChild: MarketplaceChildLaunch) => void = () => undefined;
  let coreRequested = false;
  const loading = new Promise<Core>((resolve, reject) => {
    loadCore = (marketplaceChild) => {
      coreRequested = true;
      import('./shell-core')
        .then(({ createShellCore }) => createShellCore({ args, apiKeyOverride, appVersion: appVersion(), marketplaceChild }))
        .then(resolve, reject);
    };
  });
  const token = createShellToken();
  const startsBare = startsWithoutSavedView(args.userDataDir);
  let server: BrowserShellServer;
  try {
    // No port is remembered: the OS gives a free one each start (docs/decisions/browser-shell-origin.md).
    server = await createBrowserShellServer({
      core: deferredCore(loading),
      rendererDir: RENDERER_DIR,
      // The page waits for the core only for a view to come with it: a saved one (the core checks it
      // is this connection's), or, at a start with none, the window's first results.
      firstView: () => (startsBare || existsSync(path.join(args.userDataDir, FIRST_VIEW_FILE)) ? loading.then((core) => core.firstView()) : null),
      host: args.host,
      port: args.port ?? 0,
      token,
      log: (line) => console.error(`[shell] ${line}`),
    });
  } catch (error) {
    await lock.release();
    fail(error instanceof Error ? error.message : String(error), 1);
  }

  const readyFile = args.readyFile;
  let stopping = false;
  const stop = async (signal: NodeJS.Signals) => {
    if (stopping) {
      console.error(`start:browser: ${signal} again, exiting without waiting.`);
      process.exit(1);
    }
    stopping = true;
    const timer = setTimeout(() => fail('the core did not stop within 10 s.', 1), SHUTDOWN_TIMEOUT_MS);
    timer.unref();
    await server.close();
    const core = coreRequested ? await loading.catch(() => null) : null;
    await core?.dispose().catch((error: unknown) => console.error(`start:browser: the core did not stop cleanly: ${String(error)}`));
    await lock.release();
    if (readyFile) await fs.rm(readyFile, { force: true });
    process.exit(0);
  };
  process.on('SIGINT', (signal) => void stop(signal));
  process.on('SIGTERM', (signal) => void stop(signal));

  const link = server.openLink();
  console.log(link);
  console.log('This link opens the app once, in one browser; each start prints a new one.');
  if (readyFile) {
    const ready: BrowserShellReadyFile = { url: link, origin: server.origin, pageOrigin: server.pageOrigin, port: server.port, token, pid: process.pid };
    await writeJsonAtomic(readyFile, ready);
  }

  // The same condition as the core's (core-services.ts), so its first start takes this process;
  // one the settings turn out not to need is closed there.
  loadCore(args.apiBase === undefined && startsBare ? forkAhead(MARKETPLACE_CHILD) : MARKETPLACE_CHILD);
  let core: Core;
  try {
    core = await loading;
  } catch (error) {
    if (stopping) return;
    await server.close();
    await lock.release();
    if (readyFile) await fs.rm(readyFile, { force: true });
    fail(`the core could not start: ${error instanceof Error ? error.message : String(error)}`, 1);
  }
  if (stopping) return;
  setTimeout(() => codeCache.save(), CODE_CACHE_AFTER_MS).unref();
  // With nothing saved to show first, the window's first question (the connection's status) waits
  // for the embedded marketplace's start: that start then runs while the browser loads the page.
  core.startConnectionEarly();
}

main(process.argv.slice(2)).catch((error: unknown) => fail(error instanceof Error ? error.message : String(error), 1));
