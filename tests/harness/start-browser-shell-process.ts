/**
 * Starts the browser shell as `npm run start:browser` does — the built `out/browser-shell/cli.cjs`
 * under plain Node, the marketplace in its own built process — as a child process on a free port
 * (or `--port P` in `args`) and waits for its ready file (core created, HTTP server listening). Shared by the e2e fixture, the
 * app benchmark and integration tests; each adds its own flags and env. `openLink()` gives a new
 * one-time link for each browser context that opens the app (the ready file's `url` opens once).
 * `stop()` ends it as a user quitting would (SIGTERM, then SIGKILL after a grace period).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { BrowserShellReadyFile } from '../../electron/browser-shell/cli';
import { BROWSER_SHELL_TOKEN_HEADER } from '../../shared/ipc/shell-token-header';

export const PROJECT_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const CLI = path.join(PROJECT_ROOT, 'out', 'browser-shell', 'cli.cjs');
const STOP_TIMEOUT_MS = 15_000;

export interface BrowserShellProcessOptions {
  userDataDir: string;
  /** CLI flags after `--user-data DIR --ready-file FILE`. */
  args: string[];
  /** Added to this process's environment (BROWSER=true is set first); an undefined value removes a variable. */
  env: NodeJS.ProcessEnv;
  startTimeoutMs: number;
  /** How often the ready file is looked for. */
  pollMs: number;
  /** Receives everything the shell prints. */
  onOutput(text: string): void;
  /** Appended to the error when the shell does not become ready (e.g. its output so far). */
  failureDetail?: () => string;
}

export interface BrowserShellProcess {
  child: ChildProcess;
  ready: BrowserShellReadyFile;
  /** Epoch ms. */
  spawnedAt: number;
  /** Epoch ms: when the ready file was written. */
  readyAt: number;
  /** A new one-time link (`POST /api/shell:open-link` with the token), for another browser context. */
  openLink(): Promise<string>;
  stop(): Promise<void>;
}

/** A new one-time link of a running shell, asked for with its token. */
async function mintOpenLink(ready: Pick<BrowserShellReadyFile, 'origin' | 'token'>): Promise<string> {
  const response = await fetch(`${ready.origin}/api/shell:open-link`, { method: 'POST', headers: { [BROWSER_SHELL_TOKEN_HEADER]: ready.token } });
  const answer = (await response.json()) as { ok: boolean; value?: { url: string } };
  if (!answer.ok || !answer.value) throw new Error(`shell:open-link answered ${response.status}`);
  return answer.value.url;
}

export async function startBrowserShellProcess(options: BrowserShellProcessOptions): Promise<BrowserShellProcess> {
  for (const built of [path.join('out', 'renderer', 'index.html'), path.join('out', 'browser-shell', 'cli.cjs')]) {
    if (!existsSync(path.join(PROJECT_ROOT, built))) throw new Error(`${built} is missing: run \`npm run build\` first.`);
  }
  const readyFile = path.join(options.userDataDir, `.shell-ready-${process.pid}-${Date.now()}-${Math.random().toString(36).slice(2)}.json`);
  const args = [CLI, '--user-data', options.userDataDir, '--ready-file', readyFile, ...options.args];
  const spawnedAt = Date.now();
  const child = spawn(process.execPath, args, {
    cwd: PROJECT_ROOT,
    // BROWSER=true: links the app opens externally go nowhere (xdg-open runs `true`).
    env: { ...process.env, BROWSER: 'true', ...options.env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout.setEncoding('utf8').on('data', options.onOutput);
  child.stderr.setEncoding('utf8').on('data', options.onOutput);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const failure = (message: string) => new Error(`${message}${options.failureDetail?.() ?? ''}`);

  const deadline = spawnedAt + options.startTimeoutMs;
  let ready: BrowserShellReadyFile | null = null;
  let readyAt = 0;
  while (!ready) {
    if (child.exitCode !== null) throw failure(`The browser shell exited with code ${child.exitCode} before it was ready.`);
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw failure(`The browser shell was not ready within ${options.startTimeoutMs / 1000} s.`);
    }
    if (existsSync(readyFile)) {
      try {
        ready = JSON.parse(readFileSync(readyFile, 'utf8')) as BrowserShellReadyFile;
        readyAt = statSync(readyFile).mtimeMs;
      } catch {
        // Written atomically, so this is not expected; try again.
        ready = null;
      }
    }
    if (!ready) await new Promise((resolve) => setTimeout(resolve, options.pollMs));
  }

  let stopping: Promise<void> | null = null;
  const started = ready;
  return {
    child,
    ready,
    spawnedAt,
    readyAt,
    openLink: () => mintOpenLink(started),
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
