/**
 * The app's own marketplace (electron/marketplace), started on a loopback port the first time
 * the embedded connection is used and stopped on dispose; one server at most, however many
 * callers start it, register demo keys or revoke them at once. It runs in a process of its own
 * (marketplace-child-host.ts: an Electron utility process, or a forked Node process under the
 * browser shell), so building a catalog and its SQLite work never hold up windows or IPC; if
 * that process ends unexpectedly it is started again at once and the user is told. It keeps its
 * catalog in `<userDataDir>/marketplace/catalog-<datasets>-<seed>.db`, and tries the port of the
 * previous run first so dataset URLs (badges, links) stay valid in the renderer's saved cache
 * (and a restarted process answers the requests the core retries). A database a request finds
 * damaged is rebuilt at once (requests wait for it), with progress and a notice.
 */
import { promises as fs } from 'node:fs';
import path from 'node:path';
import type { CatalogBuildStatus } from '../../shared/ipc-contract';
import { CATALOG_EDITION, type BuildProgress, type BuildReason, type MarketplaceStartSpec, type RebuildOutcome } from '../../shared/marketplace-process';
import { readJsonFile, writeJsonAtomic } from './atomic-file';
import { buildingStatus, buildPercent, failedStatus, readyStatus } from './catalog-build-status';
import { isLoopbackHost } from '../node-support/loopback-host';
import { sourceMarketplaceChild, startInChildProcess, type MarketplaceChildLaunch } from './marketplace-child-host';

/** How the core starts one marketplace server: what it needs to say, and to hear back. */
export interface EmbeddedStartOptions extends MarketplaceStartSpec {
  now?: () => Date;
  onProgress?: (progress: BuildProgress) => void;
  onBuild?: (reason: BuildReason) => void;
  onRebuilt?: (outcome: RebuildOutcome) => void;
  /** A request found the database damaged; the caller restarts it with `damaged`. */
  onDamaged?: (problem: string) => void;
  /** The server's process ended without being closed (a crash, a kill); `detail` says how. */
  onUnexpectedExit?: (detail: string) => void;
}

/** A running marketplace server, in-process (tests) or in a child process. */
export interface EmbeddedServer {
  /** e.g. http://127.0.0.1:43121 */
  url: string;
  port: number;
  /** The process serving it, when that is not this one. */
  pid?: number;
  admin: {
    /** Makes `key` a demo key of the free account too. */
    registerDemoKey(key: string): void | Promise<void>;
    revokeKey(key: string): void | Promise<void>;
  };
  close(): Promise<void>;
}

export type StartMarketplace = (options: EmbeddedStartOptions) => Promise<EmbeddedServer>;

export interface EmbeddedMarketplace {
  /** The base URL while running, else null. */
  url(): string | null;
  /** `catalog-<datasets>-<seed>` once started: names the catalog whatever port it runs on. */
  catalogId(): string | null;
  /**
   * Starts it once and resolves to the base URL. A demo key the running marketplace does not know
   * yet is registered with it; a key removed in this run never is (a call that read it before
   * the removal gets a marketplace that refuses it).
   */
  ensureStarted(freeKey?: string): Promise<string>;
  /**
   * Revokes a demo key the user removed: on the running marketplace, else as soon as it starts.
   * From the call on, the key is never registered again.
   */
  revokeKey(key: string): Promise<void>;
  /** Progress of a catalog build or rebuild, and its end; returns the unsubscribe. */
  onCatalog(listener: (status: CatalogBuildStatus) => void): () => void;
  /** What the user should know about it this run (e.g. its damaged database was rebuilt). */
  notices(): string[];
  stop(): Promise<void>;
}

export interface EmbeddedMarketplaceOptions {
  userDataDir: string;
  datasets?: number;
  seed?: number;
  now?: () => Date;
  log?: (line: string) => void;
  /** Injected in tests; by default the app's marketplace in a child process (`child`). */
  start?: StartMarketplace;
  /** The child process to run it in: the built child script and the app's way to fork; the source one under tsx by default. */
  child?: MarketplaceChildLaunch;
  /** After this many unexpected ends in `crashWindowMs`, it is no longer restarted at once (default 3 in 60 s). */
  maxRestarts?: number;
  crashWindowMs?: number;
}

const PORT_FILE = 'last-port.json';
/** The app's built-in catalog: 5,000 datasets from seed 42 (the marketplace can make up to 100,000). */
export const EMBEDDED_DATASETS = 5_000;
export const EMBEDDED_SEED = 42;
/** Catalog size and seed for an injected start function given none (tests). */
const DEFAULT_DATASETS_WHEN_INJECTED = 100;
const DEFAULT_SEED_WHEN_INJECTED = 1;
const DEFAULT_MAX_RESTARTS = 3;
const DEFAULT_CRASH_WINDOW_MS = 60_000;

/** Logs the catalog build once per phase and at its end, not for every step. */
function progressLogger(log: ((line: string) => void) | undefined): EmbeddedStartOptions['onProgress'] {
  let lastPhase = '';
  return ({ phase, done, total }) => {
    if (phase === lastPhase && done !== total) return;
    lastPhase = phase;
    log?.(`Built-in marketplace: ${phase} ${done}/${total}`);
  };
}

function acceptPort(raw: unknown): number {
  const port = (raw as { port?: unknown } | null)?.port;
  if (typeof port !== 'number' || !Number.isInteger(port) || port < 1024 || port > 65535) throw new Error('no usable port');
  return port;
}

function isPortTaken(error: unknown): boolean {
  for (let current: unknown = error, depth = 0; current && depth < 4; depth += 1) {
    if ((current as { code?: unknown }).code === 'EADDRINUSE') return true;
    current = (current as { cause?: unknown }).cause;
  }
  return /EADDRINUSE|address already in use/i.test(String(error));
}

export function createEmbeddedMarketplace(options: EmbeddedMarketplaceOptions): EmbeddedMarketplace {
  const folder = path.join(options.userDataDir, 'marketplace');
  const portFile = path.join(folder, PORT_FILE);
  let running: EmbeddedServer | null = null;
  let catalog: string | null = null;
  let stopped = false;
  /** Demo keys the running marketplace knows (registered at its start or since). */
  const registered = new Set<string>();
  /** Demo keys removed in this run: never registered again. */
  const revoked = new Set<string>();
  /** Removed keys not yet revoked on a marketplace (it was not running). */
  const toRevoke = new Set<string>();
  /** When the marketplace's process ended unexpectedly (ms), within the crash window. */
  let crashes: number[] = [];
  /** The latest unexpected end and what came of it, for the connection's notices. */
  let crashNotice: string | null = null;
  /** Set when a request found the database damaged: the next start rebuilds it. */
  let damage: string | null = null;
  const notices: string[] = [];
  const catalogListeners = new Set<(status: CatalogBuildStatus) => void>();
  /**
   * Every start, key registration, revocation and stop runs after the one before it: two starts
   * can never overlap (each would leave a server running), and a revocation cannot land in the
   * gap of a restart.
   */
  let lifecycle: Promise<unknown> = Promise.resolve();
  function serially<T>(task: () => Promise<T>): Promise<T> {
    const run = lifecycle.then(task);
    lifecycle = run.catch(() => undefined);
    return run;
  }

  function log(line: string): void {
    options.log?.(line);
  }

  function tell(status: CatalogBuildStatus): void {
    for (const listener of catalogListeners) {
      try {
        listener(status);
      } catch (error) {
        log(`A catalog listener failed: ${error instanceof Error ? error.message : String(error)}`);
      }
    }
  }

  async function revokeOn(marketplace: EmbeddedServer, key: string): Promise<void> {
    try {
      await marketplace.admin.revokeKey(key);
    } catch (error) {
      // A key the marketplace never knew is as good as revoked.
      if (!/unknown API key/.test(String(error))) log(`Built-in marketplace: a removed demo key could not be revoked (${error instanceof Error ? error.message : String(error)}).`);
    }
  }

  async function register(marketplace: EmbeddedServer, key: string): Promise<void> {
    try {
      await marketplace.admin.registerDemoKey(key);
      registered.add(key);
    } catch (error) {
      log(`Built-in marketplace: the demo key could not be registered (${error instanceof Error ? error.message : String(error)}).`);
    }
  }

  /** The options of one start that report a (re)build of the catalog as it goes. */
  function buildReporting(): Pick<EmbeddedStartOptions, 'onProgress' | 'onBuild' | 'onRebuilt'> & { ended(error?: unknown): void } {
    const logProgress = progressLogger(options.log);
    let reason: BuildReason | null = null;
    let outcome: RebuildOutcome | null = null;
    let shown = -1;
    return {
      onBuild: (why) => {
        reason = why;
        const status = buildingStatus(why, 0);
        log(`Built-in marketplace: ${status.message}`);
        tell(status);
      },
      onProgress: (progress) => {
        logProgress?.(progress);
        const percent = buildPercent(progress);
        // Every second percent is enough to see it move; the end is always shown.
        if (reason === null || percent === null || percent <= shown || (percent < shown + 2 && percent < 100)) return;
        shown = percent;
        tell(buildingStatus(reason, percent));
      },
      onRebuilt: (kept) => {
        outcome = kept;
        if (kept.reason.kind === 'damaged') damage = null;
      },
      ended(error) {
        if (reason === null) return;
        const status = error === undefined ? readyStatus(reason, outcome) : failedStatus(error instanceof Error ? error.message : String(error));
        log(`Built-in marketplace: ${status.message}`);
        if (reason.kind === 'damaged' || error !== undefined) notices.push(status.message);
        tell(status);
      },
    };
  }

  async function startOnce(freeKey: string | undefined): Promise<EmbeddedServer> {
    await fs.mkdir(folder, { recursive: true });
    const start = options.start ?? startInChildProcess(options.child ?? sourceMarketplaceChild());
    const datasets = options.datasets ?? (options.start ? DEFAULT_DATASETS_WHEN_INJECTED : EMBEDDED_DATASETS);
    const seed = options.seed ?? (options.start ? DEFAULT_SEED_WHEN_INJECTED : EMBEDDED_SEED);
    const previous = await readJsonFile(portFile, acceptPort).catch(() => ({ state: 'missing' as const }));
    if (previous.state === 'corrupt') log(`Built-in marketplace: the port of the last run could not be read (${previous.reason}), so it takes any free port.`);
    const build = buildReporting();
    const common: Omit<EmbeddedStartOptions, 'port'> = {
      dbFile: path.join(folder, `catalog-${datasets}-${seed}.db`),
      datasets,
      seed,
      host: '127.0.0.1',
      freeKey,
      now: options.now,
      onProgress: build.onProgress,
      onBuild: build.onBuild,
      onRebuilt: build.onRebuilt,
      onDamaged: (problem) => rebuildDamaged(problem),
      // Set once it runs: a process that ends before that fails its start instead.
      onUnexpectedExit: (detail) => {
        if (serving) restartAfterCrash(serving, detail);
      },
    };
    // `damaged` is read at each attempt: once rebuilt (even by an attempt that then found its port taken), it is not rebuilt again.
    let serving: EmbeddedServer | null = null;
    const attempt = (port: number) => start({ ...common, port, ...(damage !== null ? { damaged: damage } : {}) });
    let started: EmbeddedServer;
    const began = Date.now();
    try {
      try {
        started = await attempt(previous.state === 'ok' ? previous.value : 0);
      } catch (error) {
        if (previous.state !== 'ok' || !isPortTaken(error)) throw error;
        started = await attempt(0);
      }
    } catch (error) {
      build.ended(error);
      throw error;
    }
    build.ended();
    const url = new URL(started.url);
    if (url.protocol !== 'http:' || !isLoopbackHost(url.hostname)) {
      await started.close();
      throw new Error(`the built-in marketplace came up at ${url.origin}, which is not this computer`);
    }
    if (stopped) {
      await started.close();
      throw new Error('the app is shutting down');
    }
    catalog = `catalog-${datasets}-${seed}-e${CATALOG_EDITION}`;
    serving = started;
    log(`Built-in marketplace running at ${url.origin}${started.pid ? ` in process ${started.pid}` : ''} (started in ${Date.now() - began} ms).`);
    await writeJsonAtomic(portFile, { port: started.port }).catch(() => undefined);
    return started;
  }

  /** Starts a server knowing `keys` (the first at its start, the rest registered), then revokes what was removed meanwhile. */
  async function startServing(keys: readonly string[]): Promise<EmbeddedServer> {
    const usable = keys.filter((key) => !revoked.has(key));
    const started = await startOnce(usable[0]);
    running = started;
    registered.clear();
    if (usable[0] !== undefined) registered.add(usable[0]);
    for (const key of usable.slice(1)) await register(started, key);
    for (const removed of toRevoke) await revokeOn(started, removed);
    toRevoke.clear();
    return started;
  }

  /** A request found the database damaged: stop serving it and rebuild it now; requests wait meanwhile. */
  function rebuildDamaged(problem: string): void {
    log(`Built-in marketplace: its database is damaged (${problem}); rebuilding it.`);
    // Said at once: the rebuild itself starts only once the server's process has closed.
    if (!stopped) tell(buildingStatus({ kind: 'damaged', problem }, 0));
    serially(async () => {
      if (stopped) return;
      const keys = [...registered];
      const current = running;
      running = null;
      await current?.close();
      damage = problem;
      await startServing(keys);
    }).catch((error: unknown) => log(`Built-in marketplace: the damaged database could not be rebuilt (${error instanceof Error ? error.message : String(error)}).`));
  }

  /**
   * The marketplace's process ended by itself (a crash, a kill): start it again now, with the
   * demo keys it knew, and tell the user (the catalog event and the connection's notices). After
   * `maxRestarts` ends within `crashWindowMs` it is left stopped, and the next request starts it.
   */
  function restartAfterCrash(server: EmbeddedServer, detail: string): void {
    serially(async () => {
      if (stopped || running !== server) return;
      running = null;
      const at = Date.now();
      const windowMs = options.crashWindowMs ?? DEFAULT_CRASH_WINDOW_MS;
      crashes = [...crashes.filter((time) => at - time < windowMs), at];
      log(`Built-in marketplace: its process stopped unexpectedly (${detail}).`);
      if (crashes.length > (options.maxRestarts ?? DEFAULT_MAX_RESTARTS)) {
        crashNotice = `The built-in marketplace stopped unexpectedly ${crashes.length} times in a short while (last: ${detail}); it will be started again when the app next needs it.`;
        tell({ state: 'failed', percent: null, message: crashNotice });
        return;
      }
      tell({ state: 'failed', percent: null, message: `The built-in marketplace stopped unexpectedly (${detail}); restarting it.` });
      try {
        await startServing([...registered]);
      } catch (error) {
        crashNotice = `The built-in marketplace stopped unexpectedly (${detail}) and could not be restarted: ${error instanceof Error ? error.message : String(error)}.`;
        tell({ state: 'failed', percent: null, message: crashNotice });
        throw error;
      }
      crashNotice = `The built-in marketplace stopped unexpectedly (${detail}) and was restarted; a request it was answering may have failed, and trying it again works.`;
      tell({ state: 'ready', percent: null, message: crashNotice });
    }).catch((error: unknown) => log(`Built-in marketplace: it could not be restarted (${error instanceof Error ? error.message : String(error)}).`));
  }

  const baseUrl = (marketplace: EmbeddedServer) => marketplace.url.replace(/\/+$/, '');

  return {
    url: () => (running ? baseUrl(running) : null),
    catalogId: () => catalog,
    ensureStarted(freeKey) {
      return serially(async () => {
        if (stopped) throw new Error('the app is shutting down');
        const key = freeKey !== undefined && !revoked.has(freeKey) ? freeKey : undefined;
        const current = running ?? (await startServing(key === undefined ? [] : [key]));
        if (key !== undefined && !registered.has(key)) {
          await register(current, key);
          log('Built-in marketplace: the new demo key was registered.');
        }
        return baseUrl(current);
      });
    },
    revokeKey(key) {
      revoked.add(key);
      return serially(async () => {
        registered.delete(key);
        if (running) await revokeOn(running, key);
        else toRevoke.add(key);
      });
    },
    onCatalog(listener) {
      catalogListeners.add(listener);
      return () => {
        catalogListeners.delete(listener);
      };
    },
    notices: () => [...notices, ...(crashNotice !== null ? [crashNotice] : [])],
    stop() {
      stopped = true;
      return serially(async () => {
        const current = running;
        running = null;
        await current?.close();
      });
    },
  };
}
