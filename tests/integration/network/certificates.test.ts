/**
 * The core against a marketplace over HTTPS with a private certificate authority made in the
 * test, under a path prefix with gzip (a front for the embedded marketplace): untrusted, the
 * message names issuer and subject and how to trust it; trusted through the Settings field, it
 * works, straight and through the proxy; an expired and a wrong-host certificate are named as such.
 */
import { promises as fs } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { DatasetPageReading } from '../../../shared/domain/readings/dataset-reading';
import type { NetworkView } from '../../../shared/ipc/network-contract';
import { createCore, type Core } from '../../../electron/core/create-core';
import { value } from '../../../electron/core/testing/results';
import { testCoreOptions } from '../../../electron/core/testing/test-core-options';
import { startMarketplace, type RunningMarketplace } from '@dmd/marketplace';
import { startFront, type RunningFront } from './marketplace-front';
import { CA_NAME, makeTestPki, type TestPki } from './test-pki';
import { startTinyproxy, type RunningProxy } from './tinyproxy';
import { clearNetworkEnvironmentPerTest } from './network-environment';

let marketplace: RunningMarketplace;
let pki: TestPki;
const fronts: Record<'good' | 'expired' | 'wrong-host', RunningFront> = {} as never;
let proxy: RunningProxy;
let dir: string;
let core: Core | null = null;

clearNetworkEnvironmentPerTest();

beforeAll(async () => {
  const dbDir = await fs.mkdtemp(path.join(os.tmpdir(), 'dmd-tls-db-'));
  marketplace = await startMarketplace({ dbFile: path.join(dbDir, 'market.db'), datasets: 40, seed: 5 });
  pki = await makeTestPki();
  for (const kind of ['good', 'expired', 'wrong-host'] as const)
    fronts[kind] = await startFront({ target: marketplace.url, prefix: '/api/market', host: '127.0.0.1', publicHost: 'localhost', tls: await pki.leaf(kind) });
  proxy = await startTinyproxy({ user: 'buyer', password: 'tlsProxyPw', bindAddress: '127.0.0.3' });
});
afterAll(async () => {
  await proxy?.stop();
  for (const front of Object.values(fronts)) await front.close();
  await marketplace?.close();
  await pki?.remove();
});
beforeEach(async () => {
  dir = await fs.mkdtemp(path.join(os.tmpdir(), 'dmd-tls-'));
});
afterEach(async () => {
  await core?.dispose();
  core = null;
  await fs.rm(dir, { recursive: true, force: true });
});

async function startCore(front: RunningFront): Promise<Core> {
  core = await createCore(testCoreOptions({ userDataDir: dir, apiBaseOverride: front.url, apiKeyOverride: marketplace.proKey }));
  return core;
}

describe('a marketplace with a private certificate authority', () => {
  it('names the issuer and subject of an untrusted certificate and says how to trust it', async () => {
    const app = await startCore(fronts.good);
    const result = await app.invoke('datasets:search', { per_page: 2 });
    expect(result).toMatchObject({ ok: false, error: { kind: 'network', code: 'certificate_untrusted' } });
    if (result.ok) return;
    expect(result.error.message).toContain(`The certificate of ${new URL(fronts.good.url).host} is not trusted`);
    expect(result.error.message).toContain(`issued to CN=localhost by CN=${CA_NAME}, O=DMD Tests`);
    expect(result.error.message).toMatch(/NODE_EXTRA_CA_CERTS.*Settings → Network/);
  });

  it('works once the authority is added in Settings, straight and through the proxy, and fails again once it is removed', async () => {
    const app = await startCore(fronts.good);
    const view = value<NetworkView>(await app.invoke('network:add-authority', { pem: pki.caPem }));
    expect(view.authorities).toEqual([
      expect.objectContaining({ subject: `CN=${CA_NAME}, O=DMD Tests`, fingerprintSha256: expect.stringMatching(/^([0-9A-F]{2}:){31}[0-9A-F]{2}$/) }),
    ]);
    const page = value<DatasetPageReading>(await app.invoke('datasets:search', { per_page: 2 }));
    expect(page.items.length).toBeGreaterThan(0);
    expect(fronts.good.requests.some((request) => /^\/api\/market\/v1\/datasets\?/.test(request.path))).toBe(true);

    const connectsBefore = (await proxy.connects()).length;
    value(await app.invoke('network:set-proxy', { mode: 'manual', manualUrl: `http://buyer:tlsProxyPw@127.0.0.1:${proxy.port}`, manualBypass: [] }));
    value(await app.invoke('datasets:search', { per_page: 3 }));
    const connects = (await proxy.connects()).slice(connectsBefore);
    expect(connects.some((line) => line.includes(`CONNECT ${new URL(fronts.good.url).host}`))).toBe(true);

    value(await app.invoke('network:remove-authority', { fingerprintSha256: view.authorities[0]?.fingerprintSha256 ?? '' }));
    const refused = await app.invoke('datasets:search', { per_page: 4 });
    // Through the proxy's tunnel the certificate fault still reads as one.
    expect(refused).toMatchObject({ ok: false, error: { code: 'certificate_untrusted', message: expect.stringContaining(`by CN=${CA_NAME}`) } });
  });

  it('refuses a server certificate or an expired authority in the Settings field', async () => {
    const app = await startCore(fronts.good);
    const leaf = await pki.leaf('good');
    expect(await app.invoke('network:add-authority', { pem: leaf.cert })).toMatchObject({
      ok: false,
      error: { kind: 'invalid_input', message: expect.stringMatching(/is not a certificate authority/) },
    });
    expect(await app.invoke('network:add-authority', { pem: 'hello' })).toMatchObject({
      ok: false,
      error: { kind: 'invalid_input', message: expect.stringMatching(/not a PEM certificate/) },
    });
  });

  it('names an expired certificate as expired', async () => {
    const app = await startCore(fronts.expired);
    value(await app.invoke('network:add-authority', { pem: pki.caPem }));
    const result = await app.invoke('datasets:search', { per_page: 2 });
    expect(result).toMatchObject({
      ok: false,
      error: { code: 'certificate_expired', message: expect.stringMatching(/^The certificate of localhost:\d+ has expired \(on /) },
    });
  });

  it('names a certificate for another host as such', async () => {
    const app = await startCore(fronts['wrong-host']);
    value(await app.invoke('network:add-authority', { pem: pki.caPem }));
    const result = await app.invoke('datasets:search', { per_page: 2 });
    expect(result).toMatchObject({
      ok: false,
      error: { code: 'certificate_wrong_host', message: expect.stringContaining('is for another host name (DNS:other.example)') },
    });
  });
});
