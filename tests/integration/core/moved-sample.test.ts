/**
 * A dataset's sample moves from an address that answers (A) to one that cannot be reached (B),
 * over real HTTP: the copy saved from A is never offered as B's, in this run or after a restart
 * (the cache on disk); A's copy stays A's, named as coming from A.
 */
import { promises as fs } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SampleAnswer } from '../../../shared/domain/samples/sample-types';
import { createMarketplaceClient } from '../../../electron/core/http/marketplace-client';
import { openSampleCache } from '../../../electron/core/samples/sample-cache';
import { createSampleAddresses } from '../../../electron/core/samples/sample-addresses';
import { createSampleService, type SampleConnection } from '../../../electron/core/samples/sample-service';
import { createSecretRedactor } from '../../../electron/core/secrets/secret-redaction';
import { startPeer, type HttpPeer } from '../../../electron/core/testing/http-peer';
import { failure, value } from '../../../electron/core/testing/results';

const KEY = 'ls_live_MovedSampleTestKey00000000000000';
let marketplace: HttpPeer;
let hostA: HttpPeer;
let sampleA: string;
let sampleB: string;
let dir: string;
const clock = Date.parse('2026-03-01T10:00:00Z');
const keys = createSecretRedactor();
keys.remember(KEY);

beforeAll(async () => {
  dir = await fs.mkdtemp(path.join(os.tmpdir(), 'dmd-moved-sample-'));
  marketplace = await startPeer((_request, response) => void response.writeHead(404).end());
  hostA = await startPeer((request, response) => {
    response.writeHead(request.url === '/a/sample.csv' ? 200 : 404, { 'Content-Type': 'text/csv' });
    response.end('from,a\n1,2\n');
  });
  sampleA = `${hostA.url.replace('127.0.0.1', 'localhost')}/a/sample.csv`;
  // B: a port that answered once and is closed now, so nothing listens there.
  const gone = await startPeer((_request, response) => void response.end());
  sampleB = `${gone.url}/b/sample.csv`;
  await gone.close();
});
afterAll(async () => {
  await hostA.close();
  await marketplace.close();
  await fs.rm(dir, { recursive: true, force: true });
});

/** The core's sample service as a run starts it: the cache opened from disk, nothing noted or agreed to yet. */
async function startRun() {
  const addresses = createSampleAddresses();
  const service = createSampleService({
    cache: await openSampleCache(dir, { now: () => new Date(clock), log: () => undefined, keys }),
    addresses,
    keys,
    now: () => new Date(clock),
    userAgent: 'test',
  });
  const connection: SampleConnection = {
    identity: { kind: 'custom', id: marketplace.url, keyAccount: marketplace.url, configuredBaseUrl: marketplace.url },
    client: createMarketplaceClient({ baseUrl: marketplace.url, apiKey: KEY }),
    signal: new AbortController().signal,
    cacheId: 'c',
  };
  return {
    /** The dataset's record, as it passes through the core, names `url` as its sample. */
    recordNames: (url: string) => addresses.note(marketplace.url, ['d1'], url),
    get: (url: string, consent: boolean) => service.get(connection, { id: 'd1', url, consent }),
  };
}

describe('a sample that moved to an unreachable address', () => {
  it('offers A’s copy for A only, never as B’s, in this run and after a restart', async () => {
    const run = await startRun();
    run.recordNames(sampleA);
    const first = value<SampleAnswer>(await run.get(sampleA, true));
    expect(first).toMatchObject({ kind: 'sample', sample: { source: 'fetched', fetchedFrom: sampleA } });

    // The record now names B, on a host not agreed to yet: the question names B and no saved copy.
    run.recordNames(sampleB);
    const asked = value<SampleAnswer>(await run.get(sampleB, false));
    expect(asked).toMatchObject({ kind: 'consent-needed', plan: { url: sampleB, saved: null } });

    // Agreed to, B cannot be reached: the failure, not A's bytes as B's saved copy.
    expect(failure(await run.get(sampleB, true)).kind).toBe('network');

    const restarted = await startRun();
    restarted.recordNames(sampleB);
    expect(value<SampleAnswer>(await restarted.get(sampleB, false))).toMatchObject({ kind: 'consent-needed', plan: { url: sampleB, saved: null } });
    expect(failure(await restarted.get(sampleB, true)).kind).toBe('network');
    for (const again of [run, restarted]) {
      const fromA = value<SampleAnswer>(await again.get(sampleA, false));
      if (fromA.kind !== 'sample') throw new Error('expected A’s saved copy');
      expect(fromA.sample).toMatchObject({ source: 'saved', fetchedFrom: sampleA, plan: { url: sampleA, host: new URL(sampleA).host } });
      expect(Buffer.from(fromA.sample.files[0]!.data, 'base64').toString()).toBe('from,a\n1,2\n');
    }
  });
});
