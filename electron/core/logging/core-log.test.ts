import { promises as fs } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { QuotaState } from '../../../shared/ipc/ipc-contract';
import type { NetworkDescription } from '../network/network-description';
import { createSecretRedactor } from '../secrets/secret-redaction';
import { openCoreLog } from './core-log';

const KEY = 'ls_live_CanaryKey7Hq2Xv9Lm4Pz8Rt6Wn3Bd5';
const PROXY_PASSWORD = 'canary-proxy-pw-Jf83kQ';
const AUTH = 'canary-bearer-Zt5Yp1Lk9';
const CANARIES = [KEY, PROXY_PASSWORD, AUTH];

const network: NetworkDescription = {
  proxy: { route: 'proxy', address: 'proxy.corp:3128', source: 'HTTPS_PROXY', hasCredentials: true },
  bypass: [],
  mode: 'system',
  certificates: { extraAuthorities: [], nodeExtraCaCerts: null },
};
const quota = (remaining: number, rateLimitedUntil: string | null = null): QuotaState => ({
  limit: 100,
  remaining,
  resetsAt: null,
  tier: 'free',
  observedAt: null,
  rateLimitedUntil,
});

const dirs: string[] = [];
afterEach(async () => {
  for (const dir of dirs.splice(0)) await fs.rm(dir, { recursive: true, force: true });
});

/** Every path of the log, each handed all three canaries; what the log folder then holds. */
async function logEverything(redact: (line: string) => string): Promise<string> {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'dmd-core-log-'));
  dirs.push(dir);
  const log = await openCoreLog({ userDataDir: dir, redact, describeNetwork: () => network, now: () => new Date() });
  const leak = `key ${KEY}, Authorization: Bearer ${AUTH}, via http://u:${PROXY_PASSWORD}@proxy.corp:3128`;
  log.line(`Connection switched to https://market.example/${KEY}/?api_key=${KEY} (${leak})`);
  log.line(`GET /v1/datasets/${KEY} → 503 in 4 ms; retrying in 300 ms`);
  log.attempt(
    {
      method: 'GET',
      url: new URL(`https://market.example/v1/datasets/${KEY}?api_key=${KEY}`),
      startedAt: new Date(),
      status: 503,
      headers: null,
      failure: null,
    },
    false,
  );
  log.attempt(
    {
      method: 'GET',
      url: new URL(`https://market.example/v1/datasets/${AUTH}`),
      startedAt: new Date(),
      status: 429,
      headers: new Headers({ 'X-RateLimit-Remaining': '0' }),
      failure: null,
    },
    false,
  );
  log.connection({
    kind: 'custom',
    baseUrl: `https://u:${PROXY_PASSWORD}@market.example/${KEY}`,
    hasKey: true,
    maskedKey: null,
    keyStorage: 'memory',
    keyStorageName: null,
    notices: [],
  });
  log.quota(`custom:${KEY}`, quota(5));
  log.quota(`custom:${KEY}`, quota(0));
  log.quota(`custom:${KEY}`, quota(3, '2026-12-02T10:00:00.000Z'));
  log.catalog({ state: 'failed', percent: null, message: `The demo marketplace stopped unexpectedly (${leak}); restarting it.` });
  log.catalog({ state: 'ready', percent: null, message: `The demo marketplace was restarted (${leak}).` });
  log.uncaught(new Error(`fetch failed: ${leak}`), 'uncaughtException');
  await log.close();
  const files = await fs.readdir(path.join(dir, 'logs'));
  const texts = await Promise.all(files.map((file) => fs.readFile(path.join(dir, 'logs', file), 'utf8')));
  return texts.join('\n');
}

function redactor() {
  const secrets = createSecretRedactor();
  secrets.remember(KEY);
  secrets.remember(PROXY_PASSWORD);
  return secrets;
}

describe('the core log', () => {
  it('writes every kind of event, and no canary secret, on every path', async () => {
    const text = await logEverything(redactor().line);
    const events = text
      .trim()
      .split('\n')
      .map((line) => (JSON.parse(line) as { event: string }).event);
    expect(events).toEqual([
      'core',
      'request.retry',
      'request.failed',
      'request.failed',
      'connection.changed',
      'quota.used-up',
      'quota.rate-limited',
      'quota.reset',
      'marketplace.stopped',
      'marketplace.restarted',
      'core.uncaught',
    ]);
    expect(CANARIES.filter((canary) => text.toLowerCase().includes(canary.toLowerCase()))).toEqual([]);
    expect(text).toContain('"route":"/v1/datasets/:id"');
    expect(text).toContain('"code":"quota_exceeded"');
    expect(text).toContain('"proxy":"proxy proxy.corp:3128 (from HTTPS_PROXY)"');
  });

  it('would hold the canaries without the redaction: the check above can fail', async () => {
    const text = await logEverything((line) => line);
    expect(CANARIES.filter((canary) => text.includes(canary))).toEqual(CANARIES);
  });

  it('keeps the newest failed requests for the diagnostics, as route templates', async () => {
    const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'dmd-core-log-'));
    dirs.push(dir);
    const log = await openCoreLog({ userDataDir: dir, redact: (line) => line, describeNetwork: () => network, now: () => new Date() });
    for (let index = 0; index < 60; index++)
      log.attempt(
        { method: 'GET', url: new URL(`https://m.example/v1/datasets/d${index}`), startedAt: new Date(), status: null, headers: null, failure: 'timeout' },
        false,
      );
    log.attempt({ method: 'GET', url: new URL('https://m.example/v1/me'), startedAt: new Date(), status: 200, headers: null, failure: null }, false);
    expect(log.recentErrors()).toHaveLength(50);
    expect(log.recentErrors()[49]).toMatchObject({ route: '/v1/datasets/:id', status: null, code: 'timeout' });
    await log.close();
  });

  it('starts a new file past its size and keeps three', async () => {
    const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'dmd-core-log-'));
    dirs.push(dir);
    const log = await openCoreLog({ userDataDir: dir, redact: (line) => line, describeNetwork: () => network, now: () => new Date(), fileSize: '1k' });
    for (let index = 0; index < 40; index++) {
      log.line(`line ${index} ${'x'.repeat(200)}`);
      await log.flush();
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    await log.close();
    await new Promise((resolve) => setTimeout(resolve, 50));
    const files = await fs.readdir(path.join(dir, 'logs'));
    expect(files.length).toBe(3);
    expect(files.every((file) => /^app\.\d+\.log$/.test(file))).toBe(true);
  });
});
