/**
 * One start of the embedded marketplace's server: on the port of the last run when it is free,
 * else any; reporting its catalog's (re)build as it goes (build-reporting.ts); and refused unless
 * it came up on this computer's loopback, and the app is not shutting down meanwhile.
 */
import path from 'node:path';
import type { CatalogBuildStatus } from '../../../shared/ipc/ipc-contract';
import { isLoopbackHost } from '../../../shared/node-support/loopback-host';
import type { EmbeddedServer, EmbeddedStartOptions, StartMarketplace } from './embedded-server';
import { buildReporting } from './build-reporting';
import { ensurePrivateFolder } from '../storage/private-folder';
import { MARKETPLACE_PORT_FILE, readLastPort, startOnLastPort, writeLastPort } from '../storage/last-port';

export interface ServerStart {
  /** `<userDataDir>/marketplace`: the catalog's database and the last port live here. */
  folder: string;
  start: StartMarketplace;
  /** Names the catalog's file, `catalog-<datasets>-<seed>.db`. */
  datasets: number;
  seed: number;
  freeKey: string | undefined;
  now?: () => Date;
  log(line: string): void;
  tell(status: CatalogBuildStatus): void;
  /** A status the user should still find among the connection's notices. */
  keepNotice(message: string): void;
  /** The problem a request found in the database, read at each attempt: the start rebuilds it. */
  damage(): string | null;
  /** The damaged database was rebuilt. */
  repaired(): void;
  onDamaged(problem: string): void;
  /** The running server's process ended by itself. */
  onUnexpectedExit(server: EmbeddedServer, detail: string): void;
  stopped(): boolean;
}

export async function startServer(options: ServerStart): Promise<EmbeddedServer> {
  const { folder, log } = options;
  await ensurePrivateFolder(folder);
  const portFile = path.join(folder, MARKETPLACE_PORT_FILE);
  const previous = await readLastPort(portFile);
  if (previous.state === 'corrupt') log(`Demo marketplace: the port of the last run could not be read (${previous.reason}), so it takes any free port.`);
  const build = buildReporting({
    tell: options.tell,
    log,
    keepNotice: options.keepNotice,
    onRebuilt: (outcome) => {
      if (outcome.reason.kind === 'damaged') options.repaired();
    },
  });
  const common: Omit<EmbeddedStartOptions, 'port'> = {
    dbFile: path.join(folder, `catalog-${options.datasets}-${options.seed}.db`),
    datasets: options.datasets,
    seed: options.seed,
    host: '127.0.0.1',
    freeKey: options.freeKey,
    now: options.now,
    onProgress: build.onProgress,
    onBuild: build.onBuild,
    onRebuilt: build.onRebuilt,
    onDamaged: options.onDamaged,
    // Set once it runs: a process that ends before that fails its start instead.
    onUnexpectedExit: (detail) => {
      if (serving) options.onUnexpectedExit(serving, detail);
    },
  };
  // The damage is read at each attempt: once rebuilt (even by an attempt that then found its port taken), it is not rebuilt again.
  let serving: EmbeddedServer | null = null;
  const attempt = (port: number) => {
    const damaged = options.damage();
    return options.start({ ...common, port, ...(damaged !== null ? { damaged } : {}) });
  };
  let started: EmbeddedServer;
  const began = Date.now();
  try {
    started = await startOnLastPort(previous, attempt);
  } catch (error) {
    build.ended(error);
    throw error;
  }
  build.ended();
  const url = new URL(started.url);
  if (url.protocol !== 'http:' || !isLoopbackHost(url.hostname)) {
    await started.close();
    throw new Error(`the demo marketplace came up at ${url.origin}, which is not this computer`);
  }
  if (options.stopped()) {
    await started.close();
    throw new Error('the app is shutting down');
  }
  serving = started;
  log(`Demo marketplace running at ${url.origin}${started.pid ? ` in process ${started.pid}` : ''} (started in ${Date.now() - began} ms).`);
  await writeLastPort(portFile, started.port);
  return started;
}
