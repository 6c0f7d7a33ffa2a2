/**
 * `npm run start:browser -- [flags]`: the app's core and renderer in a browser, for machines
 * without the Electron runtime. Prints one line — the URL to open, its access token in the
 * fragment — and runs until SIGINT/SIGTERM. Flags: see cli-args.ts. One shell per user data
 * folder: a second one on the same folder says so in one line and exits with code 1.
 * Environment: DMD_API_KEY (an API key for this run's connection — `--api-base`, else the
 * built-in marketplace — used instead of the stored one and removed from the environment at
 * once), DMD_USER_DATA.
 */
import { existsSync, promises as fs, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { writeJsonAtomic } from '../core/storage/atomic-file';
import { readLastPort, SHELL_PORT_FILE, startOnLastPort, writeLastPort } from '../core/storage/last-port';
import type { Core } from '../core/create-core';
import { takeApiKeyFromEnvironment } from '../core/secrets/environment-key';
import { acquireUserDataLock } from '../core/storage/user-data-lock';
import { USAGE, UsageError, parseBrowserShellArgs } from './cli-args';
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
/** Built, the shell starts the built marketplace process; from source, the core's default (the source one under tsx). */
const MARKETPLACE_CHILD_SCRIPT = THIS_FILE.endsWith('.cjs') ? path.join(PROJECT_ROOT, 'out', 'marketplace-child', 'marketplace-child.cjs') : null;
const SHUTDOWN_TIMEOUT_MS = 10_000;

/** The shape of the `--ready-file` JSON, for tests and benchmarks that start the shell. */
export interface BrowserShellReadyFile {
  url: string;
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
  let loadCore: () => void = () => undefined;
  let coreRequested = false;
  const loading = new Promise<Core>((resolve, reject) => {
    loadCore = () => {
      coreRequested = true;
      import('./shell-core')
        .then(({ createShellCore }) => createShellCore({ args, apiKeyOverride, appVersion: appVersion(), marketplaceChildScript: MARKETPLACE_CHILD_SCRIPT }))
        .then(resolve, reject);
    };
  });
  const token = createShellToken();
  const listen = (port: number) =>
    createBrowserShellServer({
      core: deferredCore(loading),
      rendererDir: RENDERER_DIR,
      host: args.host,
      port,
      token,
      log: (line) => console.error(`[shell] ${line}`),
    });
  // Without --port, the last run's port: the page keeps its origin, so what the browser keeps per
  // origin (the quota alerts' notification permission, its cache of the app's files) carries over.
  const portFile = path.join(args.userDataDir, SHELL_PORT_FILE);
  const lastPort = args.port === undefined ? await readLastPort(portFile) : null;
  if (lastPort?.state === 'corrupt')
    console.error(`[shell] The port of the last run could not be read (${lastPort.reason}), so the shell takes any free port.`);
  let server: BrowserShellServer;
  try {
    server = lastPort === null ? await listen(args.port ?? 0) : await startOnLastPort(lastPort, listen);
  } catch (error) {
    await lock.release();
    fail(error instanceof Error ? error.message : String(error), 1);
  }

  const readyFile = args.readyFile;
  let portSaved = Promise.resolve();
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
    await portSaved;
    await lock.release();
    if (readyFile) await fs.rm(readyFile, { force: true });
    process.exit(0);
  };
  process.on('SIGINT', (signal) => void stop(signal));
  process.on('SIGTERM', (signal) => void stop(signal));

  console.log(server.url);
  if (readyFile) {
    const ready: BrowserShellReadyFile = { url: server.url, port: server.port, token, pid: process.pid };
    await writeJsonAtomic(readyFile, ready);
  }

  loadCore();
  portSaved = args.port === undefined ? writeLastPort(portFile, server.port) : Promise.resolve();
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
  // With nothing saved to show first, the window's first question (the connection's status) waits
  // for the built-in marketplace's start: that start then runs while the browser loads the page.
  core.startConnectionEarly();
}

main(process.argv.slice(2)).catch((error: unknown) => fail(error instanceof Error ? error.message : String(error), 1));
