/**
 * Starts the browser shell (the built `out/browser-shell/cli.cjs`, as `npm run start:browser`
 * does) as a child process and times it: spawned, and ready (the moment its ready file was written,
 * i.e. the HTTP server listening; the core loads after and the first calls wait for it). Stops it as a user quitting would (SIGTERM).
 */
import { readFileSync } from 'node:fs';
import { startBrowserShellProcess } from '../start-browser-shell-process';

const START_TIMEOUT_MS = 180_000;

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
  /** The one-time link the shell printed: it opens the app once, in one browser context. */
  url: string;
  /** A new one-time link, for another browser context. */
  openLink(): Promise<string>;
  /** `http://127.0.0.1:PORT` and the token, for calls of `/api/…` as a program (`X-Shell-Token`). */
  origin: string;
  token: string;
  /** The process running the core (the embedded marketplace runs in a child of its own). */
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

function processMemory(pid: number): { rssMb: number; peakRssMb: number } | null {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const kilobytes = (field: string) => Number(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? Number.NaN);
    return { rssMb: kilobytes('VmRSS') / 1024, peakRssMb: kilobytes('VmHWM') / 1024 };
  } catch {
    return null;
  }
}

export async function startShell(options: ShellOptions): Promise<ShellProcess> {
  const args: string[] = [];
  if (options.datasets !== undefined) args.push('--datasets', String(options.datasets));
  if (options.apiBase !== undefined) args.push('--api-base', options.apiBase);
  let output = '';
  const shell = await startBrowserShellProcess({
    userDataDir: options.userDataDir,
    args,
    // Without apiKey, the shell must not pick up a DMD_API_KEY from the environment.
    env: { DMD_API_KEY: options.apiKey },
    startTimeoutMs: START_TIMEOUT_MS,
    // Fine-grained: the ready moment is measured.
    pollMs: 5,
    onOutput: (text) => (output += text),
    failureDetail: () => `\n${output}`,
  });
  const corePid = shell.ready.pid;
  return {
    url: shell.ready.url,
    openLink: () => shell.openLink(),
    origin: shell.ready.origin,
    token: shell.ready.token,
    corePid,
    spawnedAt: shell.spawnedAt,
    readyAt: shell.readyAt,
    output: () => output,
    memory: () => processMemory(corePid),
    stop: () => shell.stop(),
  };
}
