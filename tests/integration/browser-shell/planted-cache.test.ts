/**
 * The attack of the 2026-12-01 review, in real Chromium: while the shell is down another program
 * holds its port and serves a fake `/assets/index-<hash>.js` (the real name) with a year-long
 * cache, the browser loads it once; then the real shell starts on that port (`--port P`) and the
 * same profile opens its link. The fake script must not run, and every file the page loads must
 * come from this launch's path. Needs `npm run build` (the built shell and renderer).
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { PROJECT_ROOT } from '../../harness/start-browser-shell-process';
import { builtEntryScript, openProfile, startBuiltShell } from './chromium-profile';

const dir = mkdtempSync(path.join(os.tmpdir(), 'dmd-planted-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const YEAR = 'public, max-age=31536000, immutable';
/** What the planted script does where it runs: marks the page (the review's script called the core from there). */
const PLANTED_SCRIPT = `document.documentElement.setAttribute('data-planted', location.pathname);`;

/** The program holding the port: the whole origin is its own, headers included. */
function startFakeServer(entry: string): Promise<http.Server> {
  const server = http.createServer((req, res) => {
    if (req.url === `/${entry}`) {
      res.writeHead(200, { 'Content-Type': 'text/javascript', 'Cache-Control': YEAR });
      res.end(PLANTED_SCRIPT);
      return;
    }
    res.writeHead(200, { 'Content-Type': 'text/html', 'Cache-Control': YEAR });
    res.end(`<!doctype html><html><head><script type="module" crossorigin src="./${entry}"></script></head><body>fake</body></html>`);
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

it('a script planted in the browser cache on the shell’s port does not run when the shell comes back on it', async () => {
  const entry = builtEntryScript(readFileSync(path.join(PROJECT_ROOT, 'out', 'renderer', 'index.html'), 'utf8'));
  const profile = path.join(dir, 'profile');

  const fake = await startFakeServer(entry);
  const port = (fake.address() as AddressInfo).port;
  let browser = await openProfile(profile);
  try {
    const page = await browser.newPage();
    await page.goto(`http://127.0.0.1:${port}/`);
    // The attack's first half worked: the browser ran (and cached) the fake entry.
    await expect.poll(() => page.evaluate(() => document.documentElement.getAttribute('data-planted'))).toBe('/');
  } finally {
    await browser.close();
    fake.closeAllConnections();
    await new Promise((resolve) => fake.close(resolve));
  }

  const shell = await startBuiltShell(path.join(dir, 'user-data'), ['--port', String(port)]);
  browser = await openProfile(profile);
  try {
    expect(shell.ready.port).toBe(port);
    const page = await browser.newPage();
    const loaded: string[] = [];
    page.on('request', (request) => loaded.push(request.url()));
    await page.goto(shell.ready.url);
    await page.waitForFunction(() => document.documentElement.hasAttribute('data-planted') || document.querySelector('h1') !== null, undefined, {
      timeout: 60_000,
    });
    expect(await page.evaluate(() => document.documentElement.getAttribute('data-planted'))).toBeNull();
    await page.getByRole('heading', { level: 1, name: 'Search datasets' }).waitFor({ timeout: 60_000 });

    // Every file the page loaded (the lazy screens' chunks come after start-up) is this launch's.
    await page.waitForLoadState('networkidle');
    const launchPath = new URL(page.url()).pathname;
    expect(launchPath).toMatch(/^\/[A-Za-z0-9_-]{22}\/$/);
    const files = loaded.filter((url) => !url.startsWith('data:') && !url.includes('/open/'));
    expect(files.filter((url) => url.endsWith('.js')).length).toBeGreaterThan(5);
    expect(files.filter((url) => !new URL(url).pathname.startsWith(launchPath))).toEqual([]);
  } finally {
    await browser.close();
    await shell.stop();
  }
}, 120_000);
