/**
 * Starts the browser shell (`electron/browser-shell/cli.ts` under tsx, as `npm run start:browser`
 * does) as a child process and times it: spawned, and ready (the moment its ready file was written,
 * i.e. core created and HTTP server listening). Stops it as a user quitting would (SIGTERM).
 */
import { spawn } from 'node:child_process';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { BrowserShellReadyFile } from '../../electron/browser-shell/cli';

const PROJECT_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const CLI = path.join(PROJECT_ROOT, 'electron', 'browser-shell', 'cli.ts');
const TSX_CLI = createRequire(import.meta.url).resolve('tsx/cli');
const START_TIMEOUT_MS = 180_000;
const STOP_TIMEOUT_MS = 15_000;

export interface ShellOptions {
  userDataDir: string;
  /** `--datasets` (the embedded catalog's size). */
  datasets?: number;
  /** `--api-base`: a marketplace of the harness instead of the embedded one. */
  apiBase?: string;
  /** DMD_API_KEY. */
  apiKey?: string;
}

export interface ShellProcess {
  /** The URL to open (token in the fragment). */
  url: string;
  /** The process running the core (tsx runs the script in a child of its own). */
  corePid: number;
  /** Epoch ms. */
  spawnedAt: number;
  readyAt: number;
  /** Everything the shell printed. */
  output(): string;
  /** The core process's resident memory now and at its peak (MB), from /proc. */
  memory(): { rssMb: number; peakRssMb: number } | null;
  stop(): Promise<void>;
}

export function processMemory(pid: number): { rssMb: number; peakRssMb: number } | null {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const kilobytes = (field: string) => Number(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? Number.NaN);
    return { rssMb: kilobytes('VmRSS') / 1024, peakRssMb: kilobytes('VmHWM') / 1024 };
  } catch {
    return null;
  }
}

export async function startShell(options: ShellOptions): Promise<ShellProcess> {
  if (!existsSync(path.join(PROJECT_ROOT, 'out', 'renderer', 'index.html'))) {
    throw new Error('out/renderer/index.html is missing: run `npm run build` first.');
  }
  const readyFile = path.join(options.userDataDir, `.bench-ready-${process.pid}-${Date.now()}.json`);
  const args = [TSX_CLI, CLI, '--port', '0', '--user-data', options.userDataDir, '--ready-file', readyFile];
  if (options.datasets !== undefined) args.push('--datasets', String(options.datasets));
  if (options.apiBase !== undefined) args.push('--api-base', options.apiBase);
  const env: NodeJS.ProcessEnv = { ...process.env, BROWSER: 'true' };
  if (options.apiKey !== undefined) env.DMD_API_KEY = options.apiKey;
  else delete env.DMD_API_KEY;

  const spawnedAt = Date.now();
  const child = spawn(process.execPath, args, { cwd: PROJECT_ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout.setEncoding('utf8').on('data', (text: string) => (output += text));
  child.stderr.setEncoding('utf8').on('data', (text: string) => (output += text));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));

  const deadline = spawnedAt + START_TIMEOUT_MS;
  let ready: BrowserShellReadyFile | null = null;
  let readyAt = 0;
  while (!ready) {
    if (child.exitCode !== null) throw new Error(`the browser shell exited with code ${child.exitCode} before it was ready:\n${output}`);
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`the browser shell was not ready within ${START_TIMEOUT_MS / 1000} s:\n${output}`);
    }
    if (existsSync(readyFile)) {
      try {
        ready = JSON.parse(readFileSync(readyFile, 'utf8')) as BrowserShellReadyFile;
        readyAt = statSync(readyFile).mtimeMs;
      } catch {
        ready = null;
      }
    }
    if (!ready) await new Promise((resolve) => setTimeout(resolve, 5));
  }

  let stopping: Promise<void> | null = null;
  const corePid = ready.pid;
  return {
    url: ready.url,
    corePid,
    spawnedAt,
    readyAt,
    output: () => output,
    memory: () => processMemory(corePid),
    stop() {
      stopping ??= (async () => {
        if (child.exitCode !== null || child.signalCode !== null) return;
        child.kill('SIGTERM');
        const timer = setTimeout(() => child.kill('SIGKILL'), STOP_TIMEOUT_MS);
        await exited;
        clearTimeout(timer);
      })();
      return stopping;
    },
  };
}
