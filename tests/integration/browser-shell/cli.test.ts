/**
 * `npm run start:browser` as a user runs it: one line of output, exit 2 on a bad flag or a
 * non-loopback host, a ready file, a working app, and a clean stop on SIGTERM.
 * The full start needs `npm run build` (out/renderer); it fails with that advice otherwise.
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import type { BrowserShellReadyFile } from '../../../electron/browser-shell/cli';
import { linkPath, rawRequest } from './shell-harness';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..', '..');
const tsxCli = createRequire(import.meta.url).resolve('tsx/cli');
const cli = path.join(root, 'electron', 'browser-shell', 'cli.ts');

function runCli(args: string[]) {
  return spawnSync(process.execPath, [tsxCli, cli, ...args], { cwd: root, encoding: 'utf8', timeout: 30_000 });
}

describe('start:browser flags', () => {
  it('refuses a non-loopback --host with one line and exit code 2', () => {
    for (const host of ['0.0.0.0', '192.168.1.5']) {
      const run = runCli(['--host', host]);
      expect(run.status, host).toBe(2);
      expect(run.stdout).toBe('');
      expect(run.stderr.trim().split('\n')).toHaveLength(1);
      expect(run.stderr).toMatch(/loopback/);
    }
  });

  it('refuses an unknown flag or a bad port with one line and exit code 2', () => {
    for (const args of [['--frobnicate'], ['--port', 'eighty']]) {
      const run = runCli(args);
      expect(run.status, args.join(' ')).toBe(2);
      expect(run.stderr.trim().split('\n')).toHaveLength(1);
    }
  });
});

describe('start:browser run', () => {
  it('prints the one-time link before the core is up, writes the ready file, serves the app and stops cleanly on SIGTERM', async () => {
    expect(existsSync(path.join(root, 'out/renderer/index.html')), 'run `npm run build` first').toBe(true);
    const dir = mkdtempSync(path.join(os.tmpdir(), 'dmd-cli-'));
    const readyFile = path.join(dir, 'ready.json');
    // A stand-in `xdg-open` that writes down the environment it inherited.
    const fakeBin = path.join(dir, 'bin');
    const envDump = path.join(dir, 'opener-env.txt');
    mkdirSync(fakeBin);
    writeFileSync(path.join(fakeBin, 'xdg-open'), `#!/bin/sh\nenv > "${envDump}"\n`, { mode: 0o755 });
    const child = spawn(process.execPath, [tsxCli, cli, '--port', '0', '--user-data', path.join(dir, 'ud'), '--datasets', '200', '--ready-file', readyFile], {
      cwd: root,
      env: { ...process.env, PATH: `${fakeBin}${path.delimiter}${process.env.PATH ?? ''}`, DMD_API_KEY: `ls_live_${'E'.repeat(32)}` },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    /** Whether the core had said it started when the address came out (it loads after: cli.ts). */
    let coreUpBeforeAddress: boolean | null = null;
    child.stdout.setEncoding('utf8').on('data', (text: string) => {
      stdout += text;
      coreUpBeforeAddress ??= stderr.includes('Core started');
    });
    child.stderr.setEncoding('utf8').on('data', (text: string) => (stderr += text));
    const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
    try {
      const deadline = Date.now() + 60_000;
      while (!existsSync(readyFile) && Date.now() < deadline && child.exitCode === null) await new Promise((r) => setTimeout(r, 50));
      const ready = JSON.parse(readFileSync(readyFile, 'utf8')) as BrowserShellReadyFile;
      // The serving process (tsx runs cli.ts in a child of the process spawned here).
      expect(() => process.kill(ready.pid, 0)).not.toThrow();
      expect(ready.origin).toBe(`http://127.0.0.1:${ready.port}`);
      expect(ready.pageOrigin).toMatch(new RegExp(`^http://dmd-[0-9a-f]{32}\\.localhost:${ready.port}$`));
      expect(ready.url).toMatch(new RegExp(`^${ready.pageOrigin}/[A-Za-z0-9_-]{22}/open/[A-Za-z0-9_-]{43}$`));
      expect(ready.url).not.toContain(ready.token);
      while (stdout.split('\n').length < 3 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
      expect(stdout).toBe(`${ready.url}\nThis link opens the app once, in one browser; each start prints a new one.\n`);

      // The address goes out before the core is up; a call made at once waits for it (app:info below).
      expect(coreUpBeforeAddress).toBe(false);
      // As a browser opens it: Node cannot resolve `*.localhost`, so to 127.0.0.1 with the link's Host.
      const asBrowser = { Host: new URL(ready.url).host };
      const opened = await rawRequest(ready.port, { path: linkPath(ready.url), headers: asBrowser });
      expect(opened.status).toBe(303);
      const cookie = (opened.headers['set-cookie']?.[0] ?? '').split(';')[0] ?? '';
      const page = await rawRequest(ready.port, { path: String(opened.headers.location), headers: { ...asBrowser, Cookie: cookie } });
      expect(page.status).toBe(200);
      expect(page.headers['content-security-policy']).toContain("script-src 'self'");
      expect(page.body).toContain('<div id="root">');
      const info = await fetch(`http://127.0.0.1:${ready.port}/api/app:info`, { method: 'POST', headers: { 'X-Shell-Token': ready.token } });
      expect(await info.json()).toMatchObject({ ok: true, value: { shell: 'browser' } });

      if (process.platform === 'linux') {
        const opened = await fetch(`http://127.0.0.1:${ready.port}/api/shell:open-external`, {
          method: 'POST',
          headers: { 'X-Shell-Token': ready.token, 'Content-Type': 'application/json' },
          body: JSON.stringify({ url: 'https://example.com/docs' }),
        });
        expect(await opened.json()).toEqual({ ok: true, value: null });
        const dumped = () => (existsSync(envDump) ? readFileSync(envDump, 'utf8') : '');
        while (!dumped().includes('PATH=') && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
        const inherited = dumped();
        expect(inherited).toContain('PATH=');
        expect(inherited).not.toContain('DMD_API_KEY');
        expect(inherited).not.toContain('E'.repeat(32));
      }

      child.kill('SIGTERM');
      expect(await exited).toBe(0);
      expect(existsSync(readyFile)).toBe(false);
      expect(() => process.kill(ready.pid, 0)).toThrow();
    } finally {
      if (child.exitCode === null) child.kill('SIGKILL');
      rmSync(dir, { recursive: true, force: true });
    }
  }, 90_000);
});
