/**
 * Is the app still responsive while the embedded marketplace builds its catalog? A fresh user
 * data folder (so the first search makes the catalog, 100,000 datasets in the full run), one
 * search to start the build, and meanwhile `app:info` asked every 20 ms over the shell's own
 * endpoint, each answer timed. Run on the app as built (the marketplace in its own process) and,
 * for comparison, on the same core with the marketplace inside its process (in-process-shell.ts).
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { startBrowserShellProcess } from '../../tests/harness/start-browser-shell-process';
import { distribution, type Distribution } from '../marketplace/latency-stats';
import { BROWSER_SHELL_TOKEN_HEADER } from '../../shared/ipc/shell-token-header';

interface IpcDuringBuild {
  /** From the first search (which starts the build) to its answer. */
  buildMs: number;
  /** `app:info` round trips (HTTP, core, back) while it ran. */
  appInfo: Distribution;
  /** Share of the round trips that took over 100 ms. */
  over100ms: number;
}

export interface IpcDuringBuildRun {
  datasets: number;
  ownProcess: IpcDuringBuild;
  inProcess: IpcDuringBuild;
}

interface ShellAt {
  port: number;
  token: string;
  stop(): Promise<void>;
}

async function call(shell: ShellAt, channel: string, input?: unknown, tries = 2): Promise<{ ok: boolean }> {
  try {
    const response = await fetch(`http://127.0.0.1:${shell.port}/api/${channel}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', [BROWSER_SHELL_TOKEN_HEADER]: shell.token },
      body: input === undefined ? undefined : JSON.stringify(input),
    });
    return (await response.json()) as { ok: boolean };
  } catch (error) {
    // A kept-alive connection the shell closed (its idle timeout passed while a build step held
    // its event loop) just as this call reused it: nothing was answered, so ask once more.
    if (tries > 1 && (error as { cause?: { code?: string } }).cause?.code === 'UND_ERR_SOCKET') return call(shell, channel, input, tries - 1);
    throw error;
  }
}

async function measure(shell: ShellAt): Promise<IpcDuringBuild> {
  const began = performance.now();
  let built = 0;
  const search = call(shell, 'datasets:search', { per_page: 20 }).then((result) => {
    built = performance.now() - began;
    if (!result.ok) throw new Error('the search that started the catalog build failed');
  });
  const latencies: number[] = [];
  while (built === 0) {
    const asked = performance.now();
    await call(shell, 'app:info');
    latencies.push(performance.now() - asked);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  await search;
  return { buildMs: built, appInfo: distribution(latencies), over100ms: latencies.filter((value) => value > 100).length / Math.max(1, latencies.length) };
}

async function startInProcessShell(script: string, userDataDir: string, datasets: number, rendererDir: string): Promise<ShellAt> {
  const readyFile = path.join(userDataDir, 'in-process-ready.json');
  const child = spawn(process.execPath, [script, userDataDir, String(datasets), readyFile, rendererDir], { stdio: ['ignore', 'ignore', 'inherit'] });
  const deadline = Date.now() + 60_000;
  while (!existsSync(readyFile)) {
    if (Date.now() > deadline || child.exitCode !== null) throw new Error('the in-process shell did not start');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  const ready = JSON.parse(readFileSync(readyFile, 'utf8')) as { port: number; token: string };
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  return { port: ready.port, token: ready.token, stop: async () => void (child.kill('SIGTERM'), await exited) };
}

export async function runIpcDuringBuild(options: {
  datasets: number;
  runDir: string;
  inProcessScript: string;
  rendererDir: string;
  log(line: string): void;
}): Promise<IpcDuringBuildRun> {
  const own = path.join(options.runDir, 'build-own-process');
  mkdirSync(own, { recursive: true });
  const shell = await startBrowserShellProcess({
    userDataDir: own,
    args: ['--datasets', String(options.datasets), '--key-storage', 'memory'],
    env: { DMD_API_KEY: undefined },
    startTimeoutMs: 60_000,
    pollMs: 10,
    onOutput: () => undefined,
  });
  let ownProcess: IpcDuringBuild;
  try {
    ownProcess = await measure({ port: shell.ready.port, token: shell.ready.token, stop: () => shell.stop() });
  } finally {
    await shell.stop();
  }
  options.log(
    `catalog build with the marketplace in its own process: ${(ownProcess.buildMs / 1000).toFixed(1)} s, app:info p95 ${ownProcess.appInfo.p95.toFixed(1)} ms`,
  );

  const inside = path.join(options.runDir, 'build-in-process');
  mkdirSync(inside, { recursive: true });
  const oldShell = await startInProcessShell(options.inProcessScript, inside, options.datasets, options.rendererDir);
  let inProcess: IpcDuringBuild;
  try {
    inProcess = await measure(oldShell);
  } finally {
    await oldShell.stop();
  }
  options.log(
    `catalog build with the marketplace in the core's process: ${(inProcess.buildMs / 1000).toFixed(1)} s, app:info p95 ${inProcess.appInfo.p95.toFixed(1)} ms`,
  );
  return { datasets: options.datasets, ownProcess, inProcess };
}
