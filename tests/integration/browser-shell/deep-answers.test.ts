/**
 * A foreign marketplace answering JSON nested tens of thousands of levels deep: the browser
 * shell still answers 200 with the core's Result (cut at MAX_NESTING levels), never a 500.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createBrowserShellServer, type BrowserShellServer } from '../../../electron/browser-shell/server';
import { createShellToken } from '../../../electron/browser-shell/shell-token';
import { createCore, type Core } from '../../../electron/core/create-core';
import { NESTED_TOO_DEEP } from '../../../electron/core/secrets/secret-redaction';
import { startPeer, type HttpPeer } from '../../../electron/core/testing/http-peer';
import { testCoreOptions } from '../../../electron/core/testing/test-core-options';

const KEY = 'ls_live_DeepDeepDeepDeepDeepDeepDeepDeep';
const LEVELS = 20_000;
let peer: HttpPeer;
let core: Core;
let server: BrowserShellServer;
let dir: string;
const token = createShellToken();

beforeAll(async () => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'dmd-shell-deep-'));
  peer = await startPeer((_request, response) => {
    response.writeHead(200, { 'Content-Type': 'application/json', 'X-RateLimit-Limit': '100', 'X-RateLimit-Remaining': '99', 'X-RateLimit-Reset': '60' });
    // Built as text: JSON.stringify itself overflows the stack this deep.
    response.end(`{"id":"deep","extra":${'{"a":['.repeat(LEVELS)}"${KEY}"${']}'.repeat(LEVELS)}}`);
  });
  core = await createCore(
    testCoreOptions({
      userDataDir: dir,
      appVersion: '0.0.0-test',
      apiBaseOverride: peer.url,
      apiKeyOverride: KEY,
    }),
  );
  server = await createBrowserShellServer({ core, rendererDir: dir, port: 0, token });
});

afterAll(async () => {
  await server?.close();
  await core?.dispose();
  await peer?.close();
  rmSync(dir, { recursive: true, force: true });
});

it(`answers a record nested ${LEVELS * 2} levels deep with 200 and the Result, never a 500 or the key`, async () => {
  const response = await fetch(`http://127.0.0.1:${server.port}/api/datasets:get`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Shell-Token': token },
    body: JSON.stringify({ id: 'deep' }),
  });
  const text = await response.text();
  expect(response.status, text.slice(0, 300)).toBe(200);
  expect(text).not.toContain(KEY);
  expect(text).toContain(NESTED_TOO_DEEP);
  const result = JSON.parse(text) as { ok: boolean; value: { id: string } };
  expect(result).toMatchObject({ ok: true, value: { id: 'deep' } });
});
