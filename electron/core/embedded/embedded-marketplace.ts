/**
 * The app's own marketplace (marketplace/src), started on a loopback port the first time
 * the embedded connection is used and stopped on dispose; one server at most, however many
 * callers start it, register demo keys or revoke them at once. It runs in a process of its own
 * (marketplace-child-host.ts: an Electron utility process, or a forked Node process under the
 * browser shell), so building a catalog and its SQLite work never hold up windows or IPC; if
 * that process ends unexpectedly it is started again at once and the user is told. It keeps its
 * catalog in `<userDataDir>/marketplace/catalog-<datasets>-<seed>.db`, and tries the port of the
 * previous run first so dataset URLs (badges, links) stay valid in the renderer's saved cache
 * (and a restarted process answers the requests the core retries). A database a request finds
 * damaged is rebuilt at once (requests wait for it), with progress and a notice.
 *
 * This file keeps the one server's lifecycle in order; its steps live in embedded/: one start
 * (start-server.ts), what the user hears of a build (build-reporting.ts), the demo keys it knows
 * (demo-key-registry.ts) and what follows a crash (restart-supervisor.ts).
 */
import path from 'node:path';
import type { CatalogBuildStatus } from '../../../shared/ipc/ipc-contract';
import { CATALOG_EDITION } from '../../../shared/process/marketplace-process';
import { buildingStatus } from './catalog-build-status';
import { createDemoKeyRegistry } from './demo-key-registry';
import type { EmbeddedServer, StartMarketplace } from './embedded-server';
import { createRestartSupervisor } from './restart-supervisor';
import { startServer } from './start-server';
import { childProcessStarter, sourceMarketplaceChild, type ChildProcessStarter, type MarketplaceChildLaunch } from './marketplace-child-host';

export interface EmbeddedMarketplace {
  /** The base URL while running, else null. */
  url(): string | null;
  /**
   * `catalog-<datasets>-<seed>-e<edition>`: names the catalog whatever port it runs on. Known
   * before it starts (the same inputs name its database file), so the saved copy of its results
   * can be checked against it while it starts.
   */
  catalogId(): string;
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
  /**
   * Forks the marketplace's process ahead of the first start, so that its boot runs alongside the
   * core's own start; the first start then takes it. Nothing with an injected `start`.
   */
  prepare(): void;
  /** Ends the process `prepare` forked, when no start took it (this run does not use the embedded marketplace). */
  discardPrepared(): void;
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

/** The app's embedded catalog: 5,000 datasets from seed 42 (the marketplace can make up to 100,000). */
export const EMBEDDED_DATASETS = 5_000;
export const EMBEDDED_SEED = 42;
/** Catalog size and seed for an injected start function given none (tests). */
const DEFAULT_DATASETS_WHEN_INJECTED = 100;
const DEFAULT_SEED_WHEN_INJECTED = 1;

export function createEmbeddedMarketplace(options: EmbeddedMarketplaceOptions): EmbeddedMarketplace {
  const folder = path.join(options.userDataDir, 'marketplace');
  const datasets = options.datasets ?? (options.start ? DEFAULT_DATASETS_WHEN_INJECTED : EMBEDDED_DATASETS);
  const seed = options.seed ?? (options.start ? DEFAULT_SEED_WHEN_INJECTED : EMBEDDED_SEED);
  const catalog = `catalog-${datasets}-${seed}-e${CATALOG_EDITION}`;
  let running: EmbeddedServer | null = null;
  let stopped = false;
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

  const demoKeys = createDemoKeyRegistry(log);
  // An injected start (tests) has no process to fork ahead.
  const starter: ChildProcessStarter = options.start
    ? { start: options.start, prepare: () => undefined, discard: () => undefined }
    : childProcessStarter(options.child ?? sourceMarketplaceChild());
  const supervisor = createRestartSupervisor({ maxRestarts: options.maxRestarts, crashWindowMs: options.crashWindowMs, tell, log });

  function startOnce(freeKey: string | undefined): Promise<EmbeddedServer> {
    return startServer({
      folder,
      start: starter.start,
      datasets,
      seed,
      freeKey,
      now: options.now,
      log,
      tell,
      keepNotice: (message) => notices.push(message),
      damage: () => damage,
      repaired: () => {
        damage = null;
      },
      onDamaged: rebuildDamaged,
      onUnexpectedExit: restartAfterCrash,
      stopped: () => stopped,
    });
  }

  /** Starts a server knowing `keys` (the first at its start, the rest registered), then revokes what was removed meanwhile. */
  async function startServing(keys: readonly string[]): Promise<EmbeddedServer> {
    const [first, ...rest] = demoKeys.usable(keys);
    const started = await startOnce(first);
    running = started;
    await demoKeys.serving(started, first, rest);
    return started;
  }

  /** A request found the database damaged: stop serving it and rebuild it now; requests wait meanwhile. */
  function rebuildDamaged(problem: string): void {
    log(`Demo marketplace: its database is damaged (${problem}); rebuilding it.`);
    // Said at once: the rebuild itself starts only once the server's process has closed.
    if (!stopped) tell(buildingStatus({ kind: 'damaged', problem }, 0));
    serially(async () => {
      if (stopped) return;
      const keys = demoKeys.known();
      const current = running;
      running = null;
      await current?.close();
      damage = problem;
      await startServing(keys);
    }).catch((error: unknown) =>
      log(`Demo marketplace: the damaged database could not be rebuilt (${error instanceof Error ? error.message : String(error)}).`),
    );
  }

  /** The marketplace's process ended by itself (a crash, a kill): restart-supervisor.ts decides whether it starts again now. */
  function restartAfterCrash(server: EmbeddedServer, detail: string): void {
    serially(async () => {
      if (stopped || running !== server) return;
      running = null;
      await supervisor.ended(detail, () => startServing(demoKeys.known()));
    }).catch((error: unknown) => log(`Demo marketplace: it could not be restarted (${error instanceof Error ? error.message : String(error)}).`));
  }

  const baseUrl = (marketplace: EmbeddedServer) => marketplace.url.replace(/\/+$/, '');

  return {
    url: () => (running ? baseUrl(running) : null),
    catalogId: () => catalog,
    ensureStarted(freeKey) {
      return serially(async () => {
        if (stopped) throw new Error('the app is shutting down');
        const [key] = demoKeys.usable([freeKey]);
        const current = running ?? (await startServing(key === undefined ? [] : [key]));
        if (key !== undefined && !demoKeys.isRegistered(key)) {
          await demoKeys.register(current, key);
          log('Demo marketplace: the new demo key was registered.');
        }
        return baseUrl(current);
      });
    },
    revokeKey(key) {
      demoKeys.forbid(key);
      return serially(() => demoKeys.revoke(key, running));
    },
    onCatalog(listener) {
      catalogListeners.add(listener);
      return () => {
        catalogListeners.delete(listener);
      };
    },
    notices: () => {
      const crash = supervisor.notice();
      return [...notices, ...(crash !== null ? [crash] : [])];
    },
    prepare() {
      if (!stopped && running === null) starter.prepare();
    },
    discardPrepared() {
      starter.discard();
    },
    stop() {
      stopped = true;
      starter.discard();
      return serially(async () => {
        const current = running;
        running = null;
        await current?.close();
      });
    },
  };
}
