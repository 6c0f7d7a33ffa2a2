/**
 * The built renderer (out/renderer) served by the shell: every file index.html names, and every
 * chunk, style, font and worker the scripts load later, resolves under the launch path (Vite
 * `base: './'`), none at the origin's root; each answers there, never cached. Needs `npm run build`.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createBrowserShellServer, type BrowserShellServer } from '../../../electron/browser-shell/server';
import { createShellToken } from '../../../electron/browser-shell/shell-token';
import { PROJECT_ROOT } from '../../harness/start-browser-shell-process';
import { pageHost, rawRequest, signIn } from './shell-harness';

const RENDERER = path.join(PROJECT_ROOT, 'out', 'renderer');
let server: BrowserShellServer;
let cookie = '';

beforeAll(async () => {
  server = await createBrowserShellServer({
    core: { invoke: async () => ({ ok: true, value: null }), onEvent: () => () => undefined },
    rendererDir: RENDERER,
    port: 0,
    token: createShellToken(),
  });
  cookie = await signIn(server);
});
afterAll(() => server?.close());

const get = (urlPath: string) => rawRequest(server.port, { path: urlPath, headers: { Host: pageHost(server), Cookie: cookie } });

it('names every file of index.html relative to the document, and each is served under the launch path only', async () => {
  const page = await get(server.launchPath);
  expect(page.status).toBe(200);
  const named = [...page.body.matchAll(/(?:src|href)="([^"]+)"/g)].map((match) => match[1] ?? '').filter((url) => !url.startsWith('data:'));
  expect(named.length).toBeGreaterThan(3);
  for (const url of named) {
    expect(url, url).toMatch(/^\.\//);
    const resolved = new URL(url, `${server.origin}${server.launchPath}`).pathname;
    const answer = await get(resolved);
    expect(answer.status, resolved).toBe(200);
    expect(answer.headers['cache-control'], resolved).toBe('no-store');
    const atRoot = await get(resolved.slice(server.launchPath.length - 1));
    expect(atRoot.status, resolved).toBe(404);
    expect(atRoot.headers['content-type']).toBe('text/html; charset=utf-8');
  }
});

it('has no script or style that names a file from the origin’s root (lazy chunks, workers, fonts)', async () => {
  const assets = readdirSync(path.join(RENDERER, 'assets'));
  expect(assets.length).toBeGreaterThan(10);
  for (const file of assets.filter((name) => /\.(js|css)$/.test(name))) {
    const text = readFileSync(path.join(RENDERER, 'assets', file), 'utf8');
    expect(text, file).not.toMatch(/["'`(]\/assets\//);
    const answer = await get(`${server.launchPath}assets/${file}`);
    expect(answer.status, file).toBe(200);
    expect(answer.headers['cache-control'], file).toBe('no-store');
  }
});
