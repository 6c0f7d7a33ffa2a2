/**
 * The browser shell started without `--port`, as `npm run start:browser` is: the next start takes
 * the same port (the page keeps its origin, so the browser's cache of the app's scripts serves
 * it); a port another program holds meanwhile means any free port, and that one is kept next.
 * `--port 0` never touches the saved port. Needs `npm run build` (the built shell).
 */
import { createServer, type Server } from 'node:net';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { SHELL_PORT_FILE } from '../../../electron/core/storage/last-port';
import { startBrowserShellProcess } from '../../harness/start-browser-shell-process';

const dir = mkdtempSync(path.join(os.tmpdir(), 'dmd-shell-port-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** What the last start printed. */
let printed = '';

async function startAndStop(lastPort: boolean): Promise<number> {
  let output = '';
  const shell = await startBrowserShellProcess({
    userDataDir: dir,
    args: ['--datasets', '50', '--key-storage', 'memory'],
    lastPort,
    env: { DMD_API_KEY: undefined },
    startTimeoutMs: 60_000,
    pollMs: 20,
    onOutput: (text) => (output += text),
    failureDetail: () => `\n${output}`,
  });
  try {
    const page = await fetch(`http://127.0.0.1:${shell.ready.port}/`);
    expect(page.status).toBe(200);
    return shell.ready.port;
  } finally {
    await shell.stop();
    printed = output;
  }
}

const savedPort = () => (JSON.parse(readFileSync(path.join(dir, SHELL_PORT_FILE), 'utf8')) as { port: number }).port;

function hold(port: number): Promise<Server> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve(server));
  });
}

describe('the browser shell port', () => {
  it('is the last run’s when free, any free one when taken, and never saved for --port 0', async () => {
    const first = await startAndStop(true);
    expect(savedPort()).toBe(first);
    expect(await startAndStop(true)).toBe(first);

    const holder = await hold(first);
    let second: number;
    try {
      second = await startAndStop(true);
    } finally {
      await new Promise((resolve) => holder.close(resolve));
    }
    expect(second).not.toBe(first);
    expect(savedPort()).toBe(second);

    await startAndStop(false);
    expect(savedPort()).toBe(second);
  }, 120_000);

  it('starts on any free port when the saved one is missing or unreadable, and saves that one', async () => {
    for (const saved of [null, '{"port": "eighty"}', 'not json']) {
      rmSync(path.join(dir, SHELL_PORT_FILE), { force: true });
      if (saved !== null) writeFileSync(path.join(dir, SHELL_PORT_FILE), saved);
      const port = await startAndStop(true);
      expect(savedPort(), String(saved)).toBe(port);
      // A file that is there but unreadable is named; a missing one is a first start.
      if (saved === null) expect(printed).not.toMatch(/port of the last run/);
      else expect(printed, saved).toMatch(/port of the last run could not be read .*so the shell takes any free port/);
    }
  }, 120_000);
});
