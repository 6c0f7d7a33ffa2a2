/**
 * Two browser shells on one user data folder: the second says so in one line and exits non-zero,
 * leaving the first one's settings as they were; after the first is killed (-9), its stale lock
 * is taken over. And several starters racing for a stale lock: exactly one gets it.
 */
import { execFile, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { USER_DATA_LOCK_FILE } from '../../../electron/core/storage/user-data-lock';
import { PROJECT_ROOT, startBrowserShellProcess, type BrowserShellProcess } from '../../harness/start-browser-shell-process';

const tsxCli = createRequire(import.meta.url).resolve('tsx/cli');
const cli = path.join(PROJECT_ROOT, 'electron', 'browser-shell', 'cli.ts');
const dir = mkdtempSync(path.join(os.tmpdir(), 'dmd-single-instance-'));
const shells: BrowserShellProcess[] = [];
afterAll(async () => {
  await Promise.all(shells.map((shell) => shell.stop()));
  rmSync(dir, { recursive: true, force: true });
});

async function startShell(userDataDir: string): Promise<BrowserShellProcess> {
  let output = '';
  const shell = await startBrowserShellProcess({
    userDataDir,
    args: ['--datasets', '50', '--key-storage', 'memory'],
    env: {},
    startTimeoutMs: 60_000,
    pollMs: 100,
    onOutput: (text) => (output += text),
    failureDetail: () => `\n${output}`,
  });
  shells.push(shell);
  return shell;
}

async function call(shell: BrowserShellProcess, channel: string, input: unknown): Promise<{ ok: boolean }> {
  const response = await fetch(`http://127.0.0.1:${shell.ready.port}/api/${channel}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Shell-Token': shell.ready.token },
    body: JSON.stringify(input),
  });
  return (await response.json()) as { ok: boolean };
}

describe('one browser shell per user data folder', () => {
  it('refuses a second shell on the folder in one line, keeps the first one working, and takes over after a crash', async () => {
    const userDataDir = path.join(dir, 'shared');
    const first = await startShell(userDataDir);
    const uiState = {
      theme: 'dark',
      search: { q: 'first shell', order: 'desc', per_page: 20 },
      compatibility: { tray: [], useCase: 'research' },
      selectedDatasetId: null,
      view: 'search',
    };
    expect((await call(first, 'ui-state:set', uiState)).ok).toBe(true);
    const settingsBefore = readFileSync(path.join(userDataDir, 'settings.json'), 'utf8');

    const second = spawnSync(process.execPath, [tsxCli, cli, '--port', '0', '--user-data', userDataDir, '--key-storage', 'memory'], {
      cwd: PROJECT_ROOT,
      encoding: 'utf8',
      timeout: 60_000,
    });
    expect(second.status).toBe(1);
    expect(second.stdout).toBe('');
    expect(second.stderr.trim().split('\n')).toEqual([
      `start:browser: another copy of the app (pid ${first.ready.pid}) is already using ${userDataDir}; use its window, or pass --user-data DIR for a separate folder.`,
    ]);
    expect(readFileSync(path.join(userDataDir, 'settings.json'), 'utf8')).toBe(settingsBefore);
    expect((await call(first, 'app:info', null)).ok).toBe(true);

    // The shell itself (tsx runs it in a child of the process spawned), then what spawned it.
    const exited = new Promise((resolve) => first.child.once('exit', resolve));
    process.kill(first.ready.pid, 'SIGKILL');
    first.child.kill('SIGKILL');
    await exited;
    expect(JSON.parse(readFileSync(path.join(userDataDir, USER_DATA_LOCK_FILE), 'utf8'))).toMatchObject({ pid: first.ready.pid });
    const third = await startShell(userDataDir);
    expect((await call(third, 'app:info', null)).ok).toBe(true);
    await third.stop();
  });

  it('lets exactly one of six processes racing for a stale lock have it', async () => {
    const userDataDir = path.join(dir, 'race');
    const fixture = path.join(PROJECT_ROOT, 'tests/integration/browser-shell/fixtures/take-user-data-lock.ts');
    const run = promisify(execFile);
    spawnSync('mkdir', ['-p', userDataDir]);
    writeFileSync(path.join(userDataDir, USER_DATA_LOCK_FILE), JSON.stringify({ pid: 999_999 }));
    const results = await Promise.all(
      Array.from({ length: 6 }, () => run(process.execPath, [tsxCli, fixture, userDataDir, '3000'], { cwd: PROJECT_ROOT, timeout: 60_000 })),
    );
    const answers = results.map(({ stdout }) => JSON.parse(stdout) as { ok: boolean });
    expect(answers.filter((answer) => answer.ok)).toHaveLength(1);
  });
});
