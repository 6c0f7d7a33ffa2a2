/**
 * Canary secrets through every path that logs, on a real core over real HTTP: an API key (also
 * the id of a dataset whose answers fail and are retried, and a segment of a marketplace address
 * switched to), a proxy's password in HTTPS_PROXY (also in an address switched to), and an
 * Authorization value the page names in its browser text, and a proxy password entered in Settings
 * (`network:set-credentials`; also a segment of an address switched to, in this run and in the
 * next, which reads it from the keychain at start). A 500 retried, a 429 rate limit, a 429
 * with the quota used up, connection changes; then the diagnostics. None of them may be in the log
 * files, the diagnostics, or any file under the user data folder, in any reading of its bytes.
 */
import { promises as fs } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Diagnostics } from '../../../shared/ipc/ipc-contract';
import { createCore } from '../../../electron/core/create-core';
import { startPeer, type HttpPeer } from '../../../electron/core/testing/http-peer';
import { mapSecretBackend } from '../../../electron/core/testing/map-secret-backend';
import { value } from '../../../electron/core/testing/results';
import { readings } from '../../../electron/core/testing/secret-readings';
import { testCoreOptions } from '../../../electron/core/testing/test-core-options';

const KEY = 'ls_live_Cn4ryK3yQw8Er5Ty2Ui7Op0As9Df6Gh';
const PROXY_PASSWORD = 'prxPass-zX81mQ4vHj6Ny';
const AUTH = 'bearerTok-Bt7wQe2Lz9Xk4Rm1';
const SETTINGS_PASSWORD = 'setPass-Wq3nR8xLc5Tj';
const CANARIES = [KEY, PROXY_PASSWORD, AUTH, SETTINGS_PASSWORD];

let peer: HttpPeer;
let dir: string;
let diagnostics: Diagnostics;
let diagnosticsAfterRestart: Diagnostics;
const savedEnv = { HTTPS_PROXY: process.env['HTTPS_PROXY'], NO_PROXY: process.env['NO_PROXY'] };

beforeAll(async () => {
  peer = await startPeer((request, response) => {
    const url = request.url ?? '';
    if (url.endsWith('/v1/me')) {
      response
        .writeHead(200, { 'Content-Type': 'application/json' })
        .end(JSON.stringify({ account: { id: 'a', tier: 'free' }, quota: { limit: 100, remaining: 50 } }));
      return;
    }
    if (url.includes('/v1/datasets/rate')) {
      response
        .writeHead(429, { 'Content-Type': 'application/json', 'Retry-After': '1', 'X-RateLimit-Remaining': '40' })
        .end('{"error":{"code":"rate_limited","message":"slow"}}');
      return;
    }
    if (url.includes('/v1/datasets/quota')) {
      response
        .writeHead(429, { 'Content-Type': 'application/json', 'X-RateLimit-Remaining': '0', 'X-RateLimit-Limit': '100' })
        .end('{"error":{"code":"quota_exceeded","message":"none left"}}');
      return;
    }
    response
      .writeHead(500, { 'Content-Type': 'application/json' })
      .end(JSON.stringify({ error: { code: 'boom', message: `Authorization: Bearer ${AUTH} key ${KEY}` } }));
  });
  process.env['HTTPS_PROXY'] = `http://proxyuser:${PROXY_PASSWORD}@127.0.0.1:9`;
  process.env['NO_PROXY'] = '127.0.0.1,localhost';
  dir = await fs.mkdtemp(path.join(os.tmpdir(), 'dmd-diag-'));
  const keychain = mapSecretBackend();
  const options = () =>
    testCoreOptions({ userDataDir: dir, apiBaseOverride: peer.url, apiKeyOverride: KEY, requestTimeoutMs: 5_000, secretBackends: [keychain.backend] });
  const core = await createCore(options());
  try {
    value(await core.invoke('network:set-credentials', { username: 'proxyuser', password: SETTINGS_PASSWORD }));
    expect((await core.invoke('datasets:get', { id: KEY })).ok).toBe(false);
    expect((await core.invoke('datasets:get', { id: 'rate' })).ok).toBe(false);
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    expect((await core.invoke('datasets:get', { id: 'quota' })).ok).toBe(false);
    for (const segment of [KEY, PROXY_PASSWORD, SETTINGS_PASSWORD])
      value(await core.invoke('connection:set', { kind: 'custom', baseUrl: `${peer.url}/${segment}`, apiKey: KEY }));
    diagnostics = value<Diagnostics>(
      await core.invoke('diagnostics:get', { browser: `Mozilla/5.0 (Authorization: Bearer ${AUTH}; ${KEY}; ${PROXY_PASSWORD}; ${SETTINGS_PASSWORD})` }),
    );
  } finally {
    await core.dispose();
  }
  // The next run knows the Settings password only from the keychain.
  const again = await createCore(options());
  try {
    value(await again.invoke('connection:set', { kind: 'custom', baseUrl: `${peer.url}/again/${SETTINGS_PASSWORD}`, apiKey: KEY }));
    diagnosticsAfterRestart = value<Diagnostics>(await again.invoke('diagnostics:get', { browser: `Mozilla/5.0 (${SETTINGS_PASSWORD})` }));
  } finally {
    await again.dispose();
  }
}, 30_000);

afterAll(async () => {
  for (const [name, was] of Object.entries(savedEnv)) {
    if (was === undefined) delete process.env[name];
    else process.env[name] = was;
  }
  await peer?.close();
  await fs.rm(dir, { recursive: true, force: true });
});

const held = (texts: string[]) => CANARIES.filter((canary) => texts.some((text) => text.includes(canary.toLowerCase())));

describe('canary secrets', () => {
  it('are in no log line, while the log tells each path', async () => {
    const folder = path.join(dir, 'logs');
    const text = (await Promise.all((await fs.readdir(folder)).map((file) => fs.readFile(path.join(folder, file), 'utf8')))).join('');
    for (const event of ['request.failed', 'request.retry', 'quota.rate-limited', 'quota.used-up', 'connection.changed'])
      expect(text).toContain(`"event":"${event}"`);
    expect(held(readings(Buffer.from(text)))).toEqual([]);
  });

  it('are not in the diagnostics, which name the proxy, the errors and the logs folder', () => {
    expect(diagnostics.text).toContain('/v1/datasets/:id 500');
    expect(diagnostics.text).toContain(`Logs: ${path.join(dir, 'logs')}`);
    expect(diagnostics.text).toContain('Browser: Mozilla/5.0');
    expect(held([diagnostics.text.toLowerCase(), diagnosticsAfterRestart.text.toLowerCase()])).toEqual([]);
  });

  it('are in no file under the user data folder', async () => {
    const found: string[] = [];
    for (const entry of await fs.readdir(dir, { recursive: true, withFileTypes: true })) {
      if (!entry.isFile()) continue;
      const file = path.join(entry.parentPath, entry.name);
      if (held(readings(await fs.readFile(file))).length > 0 || held([entry.name.toLowerCase()]).length > 0) found.push(path.relative(dir, file));
    }
    expect(found).toEqual([]);
  });
});
