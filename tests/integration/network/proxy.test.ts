/**
 * The core behind a real proxy (Debian's tinyproxy, with basic auth) in front of the embedded
 * marketplace under a path prefix with gzip: list, detail, sample and compatibility all pass the
 * proxy (each request counted where it arrives, by the proxy's outgoing address), NO_PROXY sends
 * them straight, and a wrong password and a proxy that is down each read as what they are.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { SampleAnswer } from '../../../shared/domain/samples/sample-types';
import type { DatasetDetailReading, DatasetPageReading } from '../../../shared/domain/readings/dataset-reading';
import type { NetworkView } from '../../../shared/ipc/network-contract';
import { mapSecretBackend } from '../../../electron/core/testing/map-secret-backend';
import { value } from '../../../electron/core/testing/results';
import type { RunningFront } from './marketplace-front';
import { freePort, type RunningProxy } from './tinyproxy';
import { clearNetworkEnvironmentPerTest } from './network-environment';
import { filesHolding, PROXY_OUT, proxiedCoresPerTest } from './proxied-front';

const USER = 'buyer';
const PASSWORD = 'pxCanary7Qw2Lm9Zr4Tb';

let front: RunningFront;
let proxy: RunningProxy;

clearNetworkEnvironmentPerTest();

const cores = proxiedCoresPerTest({ user: USER, password: PASSWORD, datasets: 60, seed: 3 });
beforeAll(() => {
  ({ front, proxy } = cores.running());
});
const startCore = (backend = mapSecretBackend()) => cores.start({}, backend);

const arrivals = () => front.requests.map((request) => request.from);

describe('through tinyproxy from HTTP_PROXY', () => {
  it('lists, opens, previews and checks datasets, every request passing the proxy', async () => {
    process.env.HTTP_PROXY = `http://${USER}:${PASSWORD}@${proxy.url.slice('http://'.length)}`;
    const app = await startCore();
    const page = value<DatasetPageReading>(await app.invoke('datasets:search', { format: 'csv', per_page: 5 }));
    expect(page.items.length).toBeGreaterThan(0);
    const listed = front.requests.length;
    const first = page.items[0];
    if (first === undefined) throw new Error('the catalog lists no csv dataset');
    const detail = value<DatasetDetailReading>(await app.invoke('datasets:get', { id: first.id }));
    expect(front.requests.length).toBeGreaterThan(listed);
    const opened = front.requests.length;
    const sampleUrl = detail.sampleUrl?.value;
    expect(sampleUrl, 'the detail names a sample under the front').toMatch(/^http:\/\/127\.0\.0\.2:\d+\/api\/market\//);
    const sample = value<SampleAnswer>(await app.invoke('samples:get', { id: first.id, url: sampleUrl as string, consent: true }));
    expect(sample.kind).toBe('sample');
    expect(front.requests.length).toBeGreaterThan(opened);
    const previewed = front.requests.length;
    value(await app.invoke('licenses:check', { dataset_ids: page.items.slice(0, 2).map((item) => item.id) }));
    expect(front.requests.length).toBeGreaterThan(previewed);

    expect(front.requests.map((request) => request.path)).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^\/api\/market\/v1\/datasets\?/),
        `/api/market/v1/datasets/${first.id}`,
        expect.stringMatching(/\/sample/),
        '/api/market/v1/licenses/compatibility',
      ]),
    );
    expect(new Set(arrivals())).toEqual(new Set([PROXY_OUT]));
    expect((await proxy.connects()).length).toBeGreaterThan(0);
  });

  it('sends nothing to the proxy for a host in NO_PROXY', async () => {
    process.env.HTTP_PROXY = `http://${USER}:${PASSWORD}@${proxy.url.slice('http://'.length)}`;
    process.env.no_proxy = 'localhost,127.0.0.2';
    const connectsBefore = (await proxy.connects()).length;
    const app = await startCore();
    value(await app.invoke('datasets:search', { per_page: 2 }));
    expect(arrivals().length).toBeGreaterThan(0);
    expect(arrivals()).not.toContain(PROXY_OUT);
    expect((await proxy.connects()).length).toBe(connectsBefore);
  });

  it('says the proxy refused the credentials for a wrong password, never that the key was refused', async () => {
    process.env.HTTP_PROXY = `http://${USER}:wrong-${PASSWORD}@${proxy.url.slice('http://'.length)}`;
    const app = await startCore();
    const result = await app.invoke('datasets:search', { per_page: 2 });
    expect(result).toMatchObject({
      ok: false,
      error: { kind: 'network', code: 'proxy_auth_failed', message: expect.stringMatching(/^The proxy refused the credentials/) },
    });
    if (result.ok) return;
    // tinyproxy answers a wrong password 401, not 407: the message says what it answered.
    expect(result.error.message).toContain(`127.0.0.1:${proxy.port} (from HTTP_PROXY) answered 401.`);
    expect(result.error.message).not.toMatch(/key|Could not reach the marketplace/i);
    expect(front.requests).toHaveLength(0);
  });

  it("says it can't reach the proxy when nothing listens there", async () => {
    const port = await freePort();
    process.env.HTTP_PROXY = `http://127.0.0.1:${port}`;
    const app = await startCore();
    const result = await app.invoke('datasets:search', { per_page: 2 });
    expect(result).toMatchObject({
      ok: false,
      error: {
        kind: 'network',
        code: 'proxy_unreachable',
        message: expect.stringMatching(new RegExp(`^Can't reach the proxy 127\\.0\\.0\\.1:${port} \\(from HTTP_PROXY\\)`)),
      },
    });
    expect(front.requests).toHaveLength(0);
  });
});

describe('Settings → Network', () => {
  it('switches to a Manual proxy without a restart, keeps its password in the keychain and in no file', async () => {
    const keychain = mapSecretBackend();
    const app = await startCore(keychain);
    value(await app.invoke('datasets:search', { per_page: 2 }));
    expect(arrivals()).not.toContain(PROXY_OUT);
    front.requests.length = 0;

    const view = value<NetworkView>(
      await app.invoke('network:set-proxy', {
        mode: 'manual',
        manualUrl: `http://${USER}:${PASSWORD}@127.0.0.1:${proxy.port}`,
        manualBypass: ['example.invalid'],
      }),
    );
    expect(view).toMatchObject({ mode: 'manual', manualUrl: `http://127.0.0.1:${proxy.port}`, credentialsUser: USER });
    expect(JSON.stringify(view)).not.toContain(PASSWORD);
    value(await app.invoke('datasets:search', { per_page: 3 }));
    expect(arrivals().length).toBeGreaterThan(0);
    expect(new Set(arrivals())).toEqual(new Set([PROXY_OUT]));
    expect([...keychain.entries.values()].some((entry) => entry.includes(PASSWORD))).toBe(true);

    // A wrong password, then the right one entered after the 407.
    value(await app.invoke('network:set-credentials', { username: USER, password: 'not-it' }));
    value(await app.invoke('requests:forget-failures', undefined));
    const refused = await app.invoke('datasets:search', { per_page: 4 });
    expect(refused).toMatchObject({ ok: false, error: { code: 'proxy_auth_failed' } });
    value(await app.invoke('network:set-credentials', { username: USER, password: PASSWORD }));
    value(await app.invoke('datasets:search', { per_page: 4 }));

    await cores.stop();
    expect(await filesHolding(cores.dir(), [PASSWORD, Buffer.from(`${USER}:${PASSWORD}`).toString('base64')])).toEqual([]);
    expect(cores.logLines.filter((line) => line.includes(PASSWORD))).toEqual([]);
    // And the next start uses the Manual proxy again, with the keychain's password.
    front.requests.length = 0;
    const again = await startCore(keychain);
    value(await again.invoke('datasets:search', { per_page: 5 }));
    expect(new Set(arrivals())).toEqual(new Set([PROXY_OUT]));
  });
});
