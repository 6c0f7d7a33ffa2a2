/**
 * Runs the embedded marketplace in a process of its own and gives the core the same handle as
 * one started in-process (`StartMarketplace` of embedded-marketplace.ts): the catalog build's
 * progress, its address, key administration and close, each a message to the child
 * (shared/process/marketplace-process.ts). How the process is made is injected (`ForkChild`): Electron's
 * `utilityProcess.fork` in the app (electron/main/utility-process-fork.ts), Node's
 * `child_process.fork` under the browser shell and in tests (forkNodeChild below).
 *
 * A child that ends without being asked to (a crash, a kill) is reported through
 * `onUnexpectedExit`, which the embedded marketplace answers with a restart.
 */
import { fork } from 'node:child_process';
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import type { ChildMessage, HostMessage, MarketplaceAdminAction, MarketplaceStartSpec } from '../../../shared/process/marketplace-process';
import type { EmbeddedServer, EmbeddedStartOptions, StartMarketplace } from './embedded-server';

/** A process running the marketplace child script, as Node's fork and Electron's utilityProcess both provide it. */
export interface ChildProcessHandle {
  readonly pid: number | undefined;
  send(message: HostMessage): void;
  onMessage(listener: (message: ChildMessage) => void): void;
  /** `detail` says how it ended, e.g. "exit code 1" or "signal SIGKILL". */
  onExit(listener: (detail: string) => void): void;
  kill(): void;
}

interface ForkOptions {
  execArgv: string[];
  /** The name the OS and Electron's process list show. */
  serviceName: string;
}

export type ForkChild = (script: string, options: ForkOptions) => ChildProcessHandle;

export interface MarketplaceChildLaunch {
  /** The child's entry: out/marketplace-child/marketplace-child.cjs when built, the .ts source under tsx. */
  script: string;
  fork: ForkChild;
  /** Added to the child's Node flags (a .ts script gets the tsx loader without asking). */
  execArgv?: string[];
  /** A process of this script forked already (forkAhead): the first start takes it. */
  forked?: ChildProcessHandle;
}

/** How long a child asked to close may take before it is killed. */
const CLOSE_GRACE_MS = 5_000;
const SERVICE_NAME = 'Dataset Marketplace (demo marketplace)';

const ENGINE_UNAVAILABLE_ADVICE = 'Connect to a marketplace service in Settings, or reinstall the app (in development, `npm start` rebuilds it for Electron)';

/** `child_process.fork` with Node IPC; the child's output goes where this process's goes. */
export const forkNodeChild: ForkChild = (script, options) => {
  const child = fork(script, [], { execArgv: options.execArgv, stdio: ['ignore', 'inherit', 'inherit', 'ipc'], serialization: 'advanced' });
  return {
    get pid() {
      return child.pid;
    },
    send: (message) => {
      if (child.connected) child.send(message);
    },
    onMessage: (listener) => void child.on('message', (message) => listener(message as ChildMessage)),
    onExit: (listener) => void child.once('exit', (code, signal) => listener(signal ? `signal ${signal}` : `exit code ${code}`)),
    kill: () => void child.kill('SIGKILL'),
  };
};

/** The child's entry in this source tree (`@dmd/marketplace/child`), run through the tsx loader: for tests and `tsx` runs of the browser shell. */
export function sourceMarketplaceChild(): MarketplaceChildLaunch {
  return { script: createRequire(import.meta.url).resolve('@dmd/marketplace/child'), fork: forkNodeChild };
}

function nodeFlagsFor(launch: MarketplaceChildLaunch): string[] {
  const flags = [...(launch.execArgv ?? [])];
  if (launch.script.endsWith('.ts')) flags.push('--import', pathToFileURL(createRequire(import.meta.url).resolve('tsx')).href);
  return flags;
}

/**
 * The launch with its first process forked now, before the core that starts it has loaded (the
 * browser shell's cli.ts): Node's boot and the marketplace's code then load beside the core's.
 */
export function forkAhead(launch: MarketplaceChildLaunch): MarketplaceChildLaunch {
  return { ...launch, forked: launch.fork(launch.script, { execArgv: nodeFlagsFor(launch), serviceName: SERVICE_NAME }) };
}

/** A StartMarketplace that starts each marketplace in a new child process. */
export function startInChildProcess(launch: MarketplaceChildLaunch): StartMarketplace {
  return childProcessStarter(launch).start;
}

/** Starts marketplaces in child processes, the next one's process forked ahead of its start when asked. */
export interface ChildProcessStarter {
  start: StartMarketplace;
  /**
   * Forks the next start's process now: Node's boot and the marketplace's code loading (the child
   * loads it at once) then run alongside the core's other start-up work, not after it.
   */
  prepare(): void;
  /** Ends a process `prepare` forked that no start has taken (the embedded marketplace is not needed). */
  discard(): void;
}

export function childProcessStarter(launch: MarketplaceChildLaunch): ChildProcessStarter {
  const forkOne = () => launch.fork(launch.script, { execArgv: nodeFlagsFor(launch), serviceName: SERVICE_NAME });
  let spare: { child: ChildProcessHandle; exited: boolean } | null = null;
  const keep = (child: ChildProcessHandle) => {
    const entry = { child, exited: false };
    entry.child.onExit(() => {
      entry.exited = true;
      if (spare === entry) spare = null;
    });
    spare = entry;
  };
  if (launch.forked) keep(launch.forked);
  return {
    prepare() {
      if (spare === null) keep(forkOne());
    },
    discard() {
      const entry = spare;
      spare = null;
      // Not started yet, it exits at once when asked to close.
      entry?.child.send({ type: 'close' });
    },
    start(options) {
      const entry = spare;
      spare = null;
      return startOne(entry !== null && !entry.exited ? entry.child : forkOne(), options);
    },
  };
}

function startOne(child: ChildProcessHandle, options: EmbeddedStartOptions): Promise<EmbeddedServer> {
  let phase: 'starting' | 'running' | 'closing' | 'exited' = 'starting';
  let nextAdminId = 1;
  const pendingAdmin = new Map<number, { resolve(): void; reject(error: Error): void }>();
  let exited: (detail: string) => void = () => undefined;
  const exitSeen = new Promise<string>((resolve) => (exited = resolve));

  return new Promise<EmbeddedServer>((resolve, reject) => {
    const server = (url: string, port: number): EmbeddedServer => {
      const adminCall = (action: MarketplaceAdminAction) => (key: string) =>
        new Promise<void>((done, fail) => {
          if (phase !== 'running') {
            fail(new Error('the demo marketplace is not running'));
            return;
          }
          const id = nextAdminId++;
          pendingAdmin.set(id, { resolve: done, reject: fail });
          child.send({ type: 'admin', id, action, key });
        });
      let closing: Promise<void> | null = null;
      return {
        url,
        port,
        pid: child.pid,
        admin: { registerDemoKey: adminCall('registerDemoKey'), revokeKey: adminCall('revokeKey') },
        close() {
          closing ??= (async () => {
            if (phase === 'exited') return;
            phase = 'closing';
            child.send({ type: 'close' });
            const timer = setTimeout(() => child.kill(), CLOSE_GRACE_MS);
            await exitSeen;
            clearTimeout(timer);
          })();
          return closing;
        },
      };
    };

    child.onMessage((message) => {
      switch (message.type) {
        case 'build':
          options.onBuild?.(message.reason);
          return;
        case 'progress':
          options.onProgress?.(message.progress);
          return;
        case 'rebuilt':
          options.onRebuilt?.(message.outcome);
          return;
        case 'damaged':
          options.onDamaged?.(message.problem);
          return;
        case 'started':
          if (phase !== 'starting') return;
          phase = 'running';
          resolve(server(message.url, message.port));
          return;
        case 'start-failed': {
          if (phase !== 'starting') return;
          phase = 'closing';
          const error = message.engine
            ? new Error(`its database engine (better-sqlite3) could not be loaded (${message.message}). ${ENGINE_UNAVAILABLE_ADVICE}`)
            : Object.assign(new Error(message.message), message.code ? { code: message.code } : {});
          reject(error);
          return;
        }
        case 'admin-done': {
          const pending = pendingAdmin.get(message.id);
          pendingAdmin.delete(message.id);
          if (message.error === undefined) pending?.resolve();
          else pending?.reject(new Error(message.error));
          return;
        }
        case 'closed':
          return;
      }
    });

    child.onExit((detail) => {
      const before = phase;
      phase = 'exited';
      exited(detail);
      for (const pending of pendingAdmin.values()) pending.reject(new Error(`the demo marketplace's process ended (${detail})`));
      pendingAdmin.clear();
      if (before === 'starting') reject(new Error(`its process ended (${detail}) before it was ready`));
      else if (before === 'running') options.onUnexpectedExit?.(detail);
    });

    // What crosses the boundary: the spec's plain fields, and a clock as its offset (functions cannot).
    const { dbFile, datasets, seed, host, port, freeKey, damaged, now } = options;
    const spec: MarketplaceStartSpec = {
      dbFile,
      datasets,
      seed,
      host,
      port,
      ...(freeKey !== undefined ? { freeKey } : {}),
      ...(damaged !== undefined ? { damaged } : {}),
    };
    child.send({ type: 'start', options: { ...spec, ...(now ? { clockOffsetMs: now().getTime() - Date.now() } : {}) } });
  });
}
