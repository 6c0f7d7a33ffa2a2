/**
 * Starts the browser shell's server in-process over the real core (temp user data, a small
 * embedded catalog) and a small stand-in renderer directory, for the integration tests here.
 */
import http from 'node:http';
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createBrowserShellServer, type BrowserShellServer } from '../../../electron/browser-shell/server';
import { createShellToken } from '../../../electron/browser-shell/shell-token';
import { createCore, type Core } from '../../../electron/core/create-core';
import { testCoreOptions } from '../../../electron/core/testing/test-core-options';

export interface ShellHarness {
  core: Core;
  server: BrowserShellServer;
  token: string;
  baseDir: string;
  rendererDir: string;
  /** Opens a new one-time link as a browser would and returns its session cookie (`name=value`). */
  signIn(): Promise<string>;
  close(): Promise<void>;
}

export const INDEX_HTML =
  '<!doctype html><html><head><meta charset="UTF-8"><title>Dataset Marketplace</title></head><body><div id="root"></div><script type="module" src="./assets/index-Abc12345.js"></script></body></html>';

export async function startShellHarness(options: { maxBodyBytes?: number } = {}): Promise<ShellHarness> {
  const baseDir = mkdtempSync(path.join(os.tmpdir(), 'dmd-shell-'));
  const rendererDir = path.join(baseDir, 'renderer');
  mkdirSync(path.join(rendererDir, 'assets'), { recursive: true });
  writeFileSync(path.join(rendererDir, 'index.html'), INDEX_HTML);
  writeFileSync(path.join(rendererDir, 'assets', 'index-Abc12345.js'), 'document.title = "ok";');
  writeFileSync(path.join(baseDir, 'outside-secret.txt'), 'SECRET OUTSIDE THE RENDERER');
  symlinkSync(path.join(baseDir, 'outside-secret.txt'), path.join(rendererDir, 'assets', 'escape.txt'));

  const core = await createCore(
    testCoreOptions({
      userDataDir: path.join(baseDir, 'user-data'),
      appVersion: '0.0.0-test',
      embedded: { datasets: 200 },
    }),
  );
  const token = createShellToken();
  const server = await createBrowserShellServer({ core, rendererDir, port: 0, token, ...options });
  return {
    core,
    server,
    token,
    baseDir,
    rendererDir,
    signIn: () => signIn(server),
    async close() {
      await server.close();
      await core.dispose();
      rmSync(baseDir, { recursive: true, force: true });
    },
  };
}

export interface RawResponse {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
}

/** A request with full control over the path and headers (fetch normalises paths and forbids Host). */
export function rawRequest(
  port: number,
  options: { method?: string; path: string; headers?: Record<string, string>; body?: string | Buffer },
): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const req = http.request({ host: '127.0.0.1', port, method: options.method ?? 'GET', path: options.path, headers: options.headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks).toString('utf8') }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end(options.body);
  });
}

/** The path and query of a one-time link. */
export function linkPath(link: string): string {
  const url = new URL(link);
  return `${url.pathname}${url.search}`;
}

/** The `Host` a browser sends for the server's page (`<label>.localhost:PORT`: Node cannot resolve it, so requests go to 127.0.0.1 with this header). */
export function pageHost(server: Pick<BrowserShellServer, 'pageOrigin'>): string {
  return new URL(server.pageOrigin).host;
}

/** Opens a one-time link of `server` as a browser would (at its page's host) and returns the session cookie it set (`name=value`). */
export async function signIn(server: Pick<BrowserShellServer, 'port' | 'openLink' | 'pageOrigin'>): Promise<string> {
  const opened = await rawRequest(server.port, { path: linkPath(server.openLink()), headers: { Host: pageHost(server) } });
  const cookie = opened.headers['set-cookie']?.[0];
  if (opened.status !== 303 || !cookie) throw new Error(`the link answered ${opened.status} without a cookie`);
  return cookie.split(';')[0] ?? '';
}
