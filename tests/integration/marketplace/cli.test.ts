import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../../..');
const cli = path.join(root, 'marketplace/src/cli/cli.ts');
const nodeArgs = ['--import', 'tsx', cli];

/** `npm run marketplace -- <args>` in a child, and its output once `ready` says it is all there (20 s at most). */
async function startCli(args: string[], ready: (out: { stdout: string; stderr: string }) => boolean) {
  const child = spawn(process.execPath, [...nodeArgs, ...args], { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] });
  const out = { stdout: '', stderr: '' };
  const printed = new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`not ready; stdout: ${out.stdout} stderr: ${out.stderr}`)), 20_000);
    const check = () => {
      if (!ready(out)) return;
      clearTimeout(timer);
      resolve();
    };
    child.stdout.on('data', (chunk: Buffer) => {
      out.stdout += chunk.toString();
      check();
    });
    child.stderr.on('data', (chunk: Buffer) => {
      out.stderr += chunk.toString();
      check();
    });
  });
  return { child, out, printed };
}

describe('npm run marketplace', () => {
  // Every bad flag is covered by cli-options.test.ts; these check the process: exit code 2, one line.
  it.each([['--bogus'], ['--datasets', '100001'], ['--host', '0.0.0.0']])('%s → exit code 2 and one line on stderr', (...args) => {
    const result = spawnSync(process.execPath, [...nodeArgs, ...args], { cwd: root, encoding: 'utf8', timeout: 20_000 });
    expect(result.status).toBe(2);
    const lines = result.stderr.trim().split('\n');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/^marketplace: /);
    expect(result.stdout).toBe('');
  });

  it('builds the catalog with progress, prints its URL and keys, serves, and stops cleanly on SIGTERM', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'marketplace-cli-'));
    const { child, out, printed } = await startCli(
      ['--port', '0', '--datasets', '120', '--seed', '3', '--db', path.join(dir, 'cli.db'), '--free-key', 'ls_demo_CliCliCliCliCliCliCliCliCliCliCl'],
      ({ stdout }) => /listening on http:\/\/127\.0\.0\.1:\d+/.test(stdout) && stdout.includes('pro key'),
    );
    try {
      await printed;
      const { stdout, stderr } = out;
      const url = /listening on (http:\/\/127\.0\.0\.1:\d+)/.exec(stdout)?.[1] ?? '';
      expect(stdout).toContain('free key: ls_demo_CliCliCliCliCliCliCliCliCliCliCl');
      expect(stdout).toMatch(/pro key: +ls_demo_[A-Za-z0-9]{32}/);
      expect(stderr).toMatch(/building catalog: datasets/);
      const response = await fetch(`${url}/v1/datasets?per_page=1`, { headers: { 'X-Api-Key': 'ls_demo_CliCliCliCliCliCliCliCliCliCliCl' } });
      expect(response.status).toBe(200);
      expect(((await response.json()) as { meta: { total: number } }).meta.total).toBe(120);
      const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
      child.kill('SIGTERM');
      expect(await exited).toBe(0);
    } finally {
      child.kill('SIGKILL');
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('listens on every interface only with --allow-remote, prints that address and warns', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'marketplace-cli-'));
    const { child, out, printed } = await startCli(
      ['--host', '0.0.0.0', '--allow-remote', '--port', '0', '--datasets', '20', '--db', path.join(dir, 'remote.db')],
      ({ stdout, stderr }) => stdout.includes('pro key') && stderr.includes('warning'),
    );
    try {
      await printed;
      const { stdout, stderr } = out;
      const port = /listening on http:\/\/0\.0\.0\.0:(\d+) \(every network interface\)/.exec(stdout)?.[1];
      expect(port, stdout).toBeDefined();
      expect(stdout).toContain(`this computer: http://127.0.0.1:${port}`);
      expect(stderr).toMatch(/marketplace: warning: http:\/\/0\.0\.0\.0:\d+ can be reached from other machines over plain http/);
      const response = await fetch(`http://127.0.0.1:${port}/v1/openapi.json`);
      expect(response.status).toBe(200);
    } finally {
      child.kill('SIGKILL');
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
