/**
 * Samples that try to hurt: the core's sample service against real HTTP servers on this
 * computer, standing in for a custom marketplace (127.0.0.1) and for another host (`localhost`,
 * another origin). Each hostile sample must be refused or shown inertly, with a clear message,
 * and the key must never reach anything but the marketplace's own origin.
 */
import { promises as fs } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { SampleAnswer, SampleBundle } from '../../../shared/domain/samples/sample-types';
import { createMarketplaceClient } from '../../../electron/core/http/marketplace-client';
import { openSampleCache } from '../../../electron/core/samples/sample-cache';
import { createSampleAddresses, type SampleAddresses } from '../../../electron/core/samples/sample-addresses';
import { createSampleService, SAMPLE_FRESH_MS, type SampleConnection } from '../../../electron/core/samples/sample-service';
import { createSecretRedactor } from '../../../electron/core/secrets/secret-redaction';
import { startPeer, type HttpPeer } from '../../../electron/core/testing/http-peer';
import { failure, value } from '../../../electron/core/testing/results';

const KEY = 'ls_live_HostileSampleTestKey000000000000';
const FIFTY_MB = 50 * 1024 * 1024;
const keys = createSecretRedactor();
keys.remember(KEY);
let marketplace: HttpPeer;
let otherHost: HttpPeer;
/** The other origin, by name: `localhost` is another host than 127.0.0.1 to a browser and to the core. */
let otherBase: string;
let streamed = 0;
let dir: string;
let clock = Date.parse('2026-03-01T10:00:00Z');

beforeAll(async () => {
  otherHost = await startPeer((request, response) => {
    if (request.url === '/sample.csv') {
      response.writeHead(200, { 'Content-Type': 'text/csv' });
      response.end('a,b\n1,2\n');
      return;
    }
    response.writeHead(404).end();
  });
  otherBase = otherHost.url.replace('127.0.0.1', 'localhost');
  marketplace = await startPeer((request, response) => {
    const route = request.url.replace(/^\/v1\/datasets\/([^/]+)\/sample$/, '$1');
    switch (route) {
      case 'big': {
        // 50 MB with no Content-Length: only reading it tells how big it is.
        response.writeHead(200, { 'Content-Type': 'text/csv' });
        const chunk = Buffer.alloc(64 * 1024, 0x61);
        const write = () => {
          while (streamed < FIFTY_MB) {
            streamed += chunk.length;
            if (!response.write(chunk)) return void response.once('drain', write);
          }
          response.end();
        };
        response.on('close', () => undefined);
        write();
        return;
      }
      case 'bomb-file':
        response.writeHead(200, { 'Content-Type': 'application/gzip', 'Content-Disposition': 'attachment; filename="rows.csv.gz"' });
        response.end(gzipSync(Buffer.alloc(100 * 1024 * 1024), { level: 9 }));
        return;
      case 'bomb-encoding':
        response.writeHead(200, { 'Content-Type': 'text/csv', 'Content-Encoding': 'gzip' });
        response.end(gzipSync(Buffer.alloc(100 * 1024 * 1024, 0x61), { level: 9 }));
        return;
      case 'html':
        response.writeHead(200, { 'Content-Type': 'text/csv; charset=utf-8' });
        response.end('<!doctype html><html><body><script>window.top.marketplace.removeApiKey()</script>id,label\n1,a</body></html>');
        return;
      case 'away':
        response.writeHead(302, { Location: `${otherBase}/sample.csv` });
        response.end();
        return;
      case 'to-file':
        response.writeHead(302, { Location: 'file:///etc/passwd' });
        response.end();
        return;
      case 'echo':
        response.writeHead(200, { 'Content-Type': 'text/plain' });
        response.end(`your key is ${String(request.headers['x-api-key'])}`);
        return;
      case 'own':
        response.writeHead(request.headers['if-none-match'] === '"v1"' ? 304 : 200, { 'Content-Type': 'text/csv', ETag: '"v1"' });
        response.end(request.headers['if-none-match'] === '"v1"' ? undefined : 'x,y\n3,4\n');
        return;
      default:
        response.writeHead(404).end();
    }
  });
});
afterAll(async () => {
  await otherHost.close();
  await marketplace.close();
});

let addresses: SampleAddresses;
let service: ReturnType<typeof createSampleService>;
let connection: SampleConnection;

beforeEach(async () => {
  dir = await fs.mkdtemp(path.join(os.tmpdir(), 'dmd-hostile-samples-'));
  marketplace.requests.length = 0;
  otherHost.requests.length = 0;
  addresses = createSampleAddresses();
  service = createSampleService({
    cache: await openSampleCache(dir, { now: () => new Date(clock), log: () => undefined, keys }),
    addresses,
    keys,
    now: () => new Date(clock),
    userAgent: 'test',
  });
  const client = createMarketplaceClient({ baseUrl: marketplace.url, apiKey: KEY });
  connection = {
    identity: { kind: 'custom', id: marketplace.url, keyAccount: marketplace.url, configuredBaseUrl: marketplace.url },
    client,
    signal: new AbortController().signal,
    cacheId: 'c',
  };
});

const own = (name: string) => `${marketplace.url}/v1/datasets/${name}/sample`;
const sampleOf = (answer: SampleAnswer): SampleBundle => {
  if (answer.kind !== 'sample') throw new Error(`expected a sample, got ${JSON.stringify(answer)}`);
  return answer.sample;
};

describe('the core’s sample fetch', () => {
  it('stops a 50 MB stream at 10 MB and shows nothing of it', async () => {
    const error = failure(await service.get(connection, { id: 'big', url: own('big'), consent: true }));
    expect(error).toMatchObject({ kind: 'unexpected_response', code: 'sample_too_large' });
    expect(error.message).toContain('larger than 10 MB');
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(streamed).toBeLessThan(FIFTY_MB);
  });

  it('stops a gzip bomb, as a .gz file or as a gzip-encoded answer', async () => {
    const asFile = failure(await service.get(connection, { id: 'bomb-file', url: own('bomb-file'), consent: true }));
    expect(asFile).toMatchObject({ code: 'too_large_unpacked' });
    expect(asFile.message).toContain('more than 20 MB');
    expect(failure(await service.get(connection, { id: 'bomb-encoding', url: own('bomb-encoding'), consent: true }))).toMatchObject({
      code: 'sample_too_large',
    });
  });

  it('reads HTML with a script served as CSV as HTML, to be shown as text', async () => {
    const sample = sampleOf(value(await service.get(connection, { id: 'html', url: own('html'), consent: true })));
    expect(sample.declaredType).toBe('text/csv; charset=utf-8');
    expect(sample.files).toEqual([expect.objectContaining({ kind: 'html' })]);
  });

  it('asks before following a redirect to another host, and then fetches it there without the key', async () => {
    const first = value<SampleAnswer>(await service.get(connection, { id: 'away', url: own('away'), consent: true }));
    expect(first).toMatchObject({
      kind: 'consent-needed',
      redirectedFrom: new URL(marketplace.url).host,
      plan: { host: new URL(otherBase).host, where: 'other-host', keySent: false, needsConsent: true },
    });
    expect(otherHost.requests).toHaveLength(0);
    if (first.kind !== 'consent-needed') return;
    const sample = sampleOf(value(await service.get(connection, { id: 'away', url: first.plan.url, consent: true })));
    expect(sample.files[0]?.kind).toBe('text');
    expect(otherHost.requests).toHaveLength(1);
    expect(otherHost.requests[0]?.headers['x-api-key']).toBeUndefined();
  });

  it('follows a redirect from the marketplace to a host already agreed to, and drops the key there', async () => {
    addresses.approve(connection.identity.id, new URL(otherBase).host);
    const sample = sampleOf(value(await service.get(connection, { id: 'away', url: own('away'), consent: true })));
    expect(sample.files[0]?.kind).toBe('text');
    expect(marketplace.requests.at(-1)?.headers['x-api-key']).toBe(KEY);
    expect(otherHost.requests).toHaveLength(1);
    expect(otherHost.requests[0]?.headers['x-api-key']).toBeUndefined();
    expect(JSON.stringify(otherHost.requests[0]?.headers)).not.toContain(KEY);
  });

  it('refuses a redirect to a file, saying why', async () => {
    const error = failure(await service.get(connection, { id: 'to-file', url: own('to-file'), consent: true }));
    expect(error).toMatchObject({ kind: 'invalid_input', code: 'sample_redirect_refused' });
    expect(error.message).toContain('file:');
  });

  it('names another origin before the first fetch, and sends it no key', async () => {
    const url = `${otherBase}/sample.csv`;
    addresses.note(connection.identity.id, ['d1'], url);
    const asked = value<SampleAnswer>(await service.get(connection, { id: 'd1', url, consent: false }));
    expect(asked).toMatchObject({ kind: 'consent-needed', plan: { host: new URL(otherBase).host, where: 'other-host', keySent: false, quota: 'no-key' } });
    expect(otherHost.requests).toHaveLength(0);
    sampleOf(value(await service.get(connection, { id: 'd1', url, consent: true })));
    expect(otherHost.requests).toHaveLength(1);
    const { headers, url: requested } = otherHost.requests[0]!;
    expect(headers['x-api-key']).toBeUndefined();
    expect(requested).not.toContain('api_key');
    expect(JSON.stringify(headers)).not.toContain(KEY);
  });

  it('refuses an address no record gave, without a request', async () => {
    const error = failure(await service.get(connection, { id: 'd2', url: `${otherBase}/sample.csv`, consent: true }));
    expect(error.code).toBe('sample_address_unknown');
    expect(otherHost.requests).toHaveLength(0);
  });

  it('sends the key to a custom marketplace’s own origin only after saying it may count, and takes the key out of an answer echoing it', async () => {
    expect(value<SampleAnswer>(await service.get(connection, { id: 'own', url: own('own'), consent: false }))).toMatchObject({
      kind: 'consent-needed',
      plan: { keySent: true, quota: 'may-count' },
    });
    expect(marketplace.requests).toHaveLength(0);
    sampleOf(value(await service.get(connection, { id: 'own', url: own('own'), consent: true })));
    expect(marketplace.requests[0]?.headers['x-api-key']).toBe(KEY);
    const echoed = sampleOf(value(await service.get(connection, { id: 'echo', url: own('echo'), consent: true })));
    expect(echoed.keyRemoved).toBe(true);
    expect(Buffer.from(echoed.files[0]?.data ?? '', 'base64').toString()).toBe('your key is [API key]');
  });

  it('keeps a sample seen viewable offline, and revalidates it with its ETag when online', async () => {
    const first = sampleOf(value(await service.get(connection, { id: 'own', url: own('own'), consent: true })));
    expect(first.source).toBe('fetched');
    expect(sampleOf(value(await service.get(connection, { id: 'own', url: own('own'), consent: false }))).source).toBe('saved');
    clock += SAMPLE_FRESH_MS + 1;
    const revalidated = sampleOf(value(await service.get(connection, { id: 'own', url: own('own'), consent: false })));
    expect(revalidated.source).toBe('revalidated');
    expect(marketplace.requests.at(-1)?.headers['if-none-match']).toBe('"v1"');
    clock += SAMPLE_FRESH_MS + 1;
    const offline = createSampleService({
      cache: await openSampleCache(dir, { now: () => new Date(clock), log: () => undefined, keys }),
      addresses,
      keys,
      now: () => new Date(clock),
      userAgent: 'test',
      fetch: () => Promise.reject(Object.assign(new TypeError('fetch failed'), { cause: { code: 'ECONNREFUSED' } })),
    });
    const offlineClient = createMarketplaceClient({
      baseUrl: marketplace.url,
      apiKey: KEY,
      fetch: () => Promise.reject(Object.assign(new TypeError('fetch failed'), { cause: { code: 'ECONNREFUSED' } })),
    });
    const saved = sampleOf(value(await offline.get({ ...connection, client: offlineClient }, { id: 'own', url: own('own'), consent: false })));
    expect(saved.source).toBe('saved');
    expect(saved.savedBecause).toMatch(/refused|could not/i);
    expect(Buffer.from(saved.files[0]?.data ?? '', 'base64').toString()).toBe('x,y\n3,4\n');
  });
});
