/**
 * The app's own marketplace (electron/marketplace), started on a loopback port the first time
 * the embedded connection is used and stopped on dispose. It keeps its catalog in
 * `<userDataDir>/marketplace/catalog-<datasets>-<seed>.db`, and tries the port of the previous
 * run first so dataset URLs (badges, links) stay valid in the renderer's saved cache.
 */
import { promises as fs } from 'node:fs';
import path from 'node:path';
import type { MarketplaceOptions, RunningMarketplace } from '../marketplace/start-marketplace';
import { readJsonFile, writeJsonAtomic } from './atomic-file';
import { isLoopbackHost } from './loopback-host';

export type StartMarketplace = (options: MarketplaceOptions) => Promise<RunningMarketplace>;

export interface EmbeddedMarketplace {
  /** The base URL while running, else null. */
  url(): string | null;
  /**
   * Starts it once (concurrent callers share the start) and resolves to the base URL. A different
   * demo key than the running one (after the key was removed) restarts it so the key is known.
   */
  ensureStarted(freeKey?: string): Promise<string>;
  /** Revokes a demo key the user removed, so it stops working on the running marketplace. */
  revokeKey(key: string): void;
  stop(): Promise<void>;
}

export interface EmbeddedMarketplaceOptions {
  userDataDir: string;
  datasets?: number;
  seed?: number;
  now?: () => Date;
  log?: (line: string) => void;
  /** Injected in tests; by default the app's marketplace, loaded when first needed. */
  start?: StartMarketplace;
}

const PORT_FILE = 'last-port.json';
/** Catalog size and seed for an injected start function given none (tests). */
const DEFAULT_DATASETS_WHEN_INJECTED = 100;
const DEFAULT_SEED_WHEN_INJECTED = 1;

/**
 * The marketplace module is loaded only when the embedded connection is first used: it needs the
 * native better-sqlite3, which may fail to load (built for another Node/Electron ABI, missing
 * from a broken install). That must cost the built-in connection only, with a clear reason —
 * never the app's start (the main bundle keeps this import a separate chunk: vite.node-bundle.ts).
 */
async function loadMarketplaceModule(): Promise<{ start: StartMarketplace; datasets: number; seed: number }> {
  let module: typeof import('../marketplace/start-marketplace');
  try {
    module = await import('../marketplace/start-marketplace');
  } catch (error) {
    const detail = (error instanceof Error ? error.message : String(error)).replace(/\s+/g, ' ').trim().slice(0, 300);
    throw new Error(
      `its database engine (better-sqlite3) could not be loaded (${detail}). Connect to a marketplace service in Settings, or reinstall the app (in development, \`npm start\` rebuilds it for Electron)`,
    );
  }
  return { start: module.startMarketplace, datasets: module.DEFAULT_DATASETS, seed: module.DEFAULT_SEED };
}

/** Logs the catalog build once per phase and at its end, not for every step. */
function progressLogger(log: ((line: string) => void) | undefined): MarketplaceOptions['onProgress'] {
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
  let running: RunningMarketplace | null = null;
  let starting: Promise<string> | null = null;
  let startedWithKey: string | undefined;
  let stopped = false;

  async function startOnce(freeKey: string | undefined): Promise<string> {
    startedWithKey = freeKey;
    await fs.mkdir(folder, { recursive: true });
    const module = options.start
      ? { start: options.start, datasets: DEFAULT_DATASETS_WHEN_INJECTED, seed: DEFAULT_SEED_WHEN_INJECTED }
      : await loadMarketplaceModule();
    const datasets = options.datasets ?? module.datasets;
    const seed = options.seed ?? module.seed;
    const previous = await readJsonFile(portFile, acceptPort).catch(() => ({ state: 'missing' as const }));
    const common: MarketplaceOptions = {
      dbFile: path.join(folder, `catalog-${datasets}-${seed}.db`),
      datasets,
      seed,
      host: '127.0.0.1',
      freeKey,
      now: options.now,
      onProgress: progressLogger(options.log),
    };
    const start = module.start;
    let started: RunningMarketplace;
    const began = Date.now();
    try {
      started = await start({ ...common, port: previous.state === 'ok' ? previous.value : 0 });
    } catch (error) {
      if (previous.state !== 'ok' || !isPortTaken(error)) throw error;
      started = await start({ ...common, port: 0 });
    }
    const url = new URL(started.url);
    if (url.protocol !== 'http:' || !isLoopbackHost(url.hostname)) {
      await started.close();
      throw new Error(`the built-in marketplace came up at ${url.origin}, which is not this computer`);
    }
    if (stopped) {
      await started.close();
      throw new Error('the app is shutting down');
    }
    running = started;
    options.log?.(`Built-in marketplace running at ${url.origin} (started in ${Date.now() - began} ms).`);
    await writeJsonAtomic(portFile, { port: started.port }).catch(() => undefined);
    return started.url.replace(/\/+$/, '');
  }

  return {
    url: () => (running ? running.url.replace(/\/+$/, '') : null),
    revokeKey(key) {
      try {
        running?.admin.revokeKey(key);
      } catch (error) {
        options.log?.(`Built-in marketplace: the removed demo key could not be revoked (${error instanceof Error ? error.message : String(error)}).`);
      }
    },
    async ensureStarted(freeKey) {
      if (stopped) throw new Error('the app is shutting down');
      if (starting && freeKey !== undefined && startedWithKey !== undefined && freeKey !== startedWithKey) {
        const previous = starting;
        starting = null;
        await previous.catch(() => undefined);
        const current = running;
        running = null;
        await current?.close();
        options.log?.('Built-in marketplace restarting for a new demo key.');
      }
      starting ??= startOnce(freeKey).catch((error: unknown) => {
        starting = null;
        throw error;
      });
      return starting;
    },
    async stop() {
      stopped = true;
      const pending = starting;
      starting = null;
      await pending?.catch(() => undefined);
      const current = running;
      running = null;
      await current?.close();
    },
  };
}
