/** The core against the embedded marketplace: samples through the `samples:get` channel. */
import { promises as fs } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { QuotaState } from '../../../shared/ipc/ipc-contract';
import type { DatasetDetailReading, DatasetPageReading } from '../../../shared/domain/readings/dataset-reading';
import type { SampleAnswer } from '../../../shared/domain/samples/sample-types';
import { createCore, type Core } from '../../../electron/core/create-core';
import { failure, value } from '../../../electron/core/testing/results';
import { testCoreOptions } from '../../../electron/core/testing/test-core-options';

let dir: string;
let core: Core | null = null;

beforeEach(async () => {
  dir = await fs.mkdtemp(path.join(os.tmpdir(), 'dmd-core-samples-'));
});
afterEach(async () => {
  await core?.dispose();
  core = null;
  await fs.rm(dir, { recursive: true, force: true });
});

describe('samples:get on the demo marketplace', () => {
  it('fetches a dataset’s sample without asking, spends no quota, and keeps a copy', async () => {
    core = await createCore(testCoreOptions({ userDataDir: dir, embedded: { datasets: 60, seed: 3 } }));
    const page = value<DatasetPageReading>(await core.invoke('datasets:search', { format: 'csv', per_page: 5 }));
    const id = page.items[0]!.id;
    const detail = value<DatasetDetailReading>(await core.invoke('datasets:get', { id }));
    const url = detail.sampleUrl?.value as string;
    expect(url).toMatch(/\/v1\/datasets\/[^/]+\/sample$/);
    const before = value<QuotaState>(await core.invoke('quota:state', null)).remaining;

    const answer = value<SampleAnswer>(await core.invoke('samples:get', { id, url }));
    if (answer.kind !== 'sample') throw new Error('expected a sample');
    expect(answer.sample.plan).toMatchObject({ where: 'marketplace', keySent: false, quota: 'not-counted', needsConsent: false });
    expect(answer.sample.source).toBe('fetched');
    expect(answer.sample.files).toHaveLength(1);
    expect(answer.sample.files[0]).toMatchObject({ kind: 'text', path: expect.stringMatching(/-sample\.csv$/) });
    expect(Buffer.from(answer.sample.files[0]!.data, 'base64').toString().split('\n')[0]).toContain(',');
    expect(value<QuotaState>(await core.invoke('quota:state', null)).remaining).toBe(before);

    const again = value<SampleAnswer>(await core.invoke('samples:get', { id, url }));
    expect(again.kind === 'sample' && again.sample.source).toBe('saved');
    const index = JSON.parse(await fs.readFile(path.join(dir, 'samples', 'index.json'), 'utf8')) as { entries: unknown[] };
    expect(index.entries).toHaveLength(1);
  });

  it('refuses an address that is not a sample the marketplace gave, without fetching it', async () => {
    core = await createCore(testCoreOptions({ userDataDir: dir, embedded: { datasets: 60, seed: 3 } }));
    const error = failure(await core.invoke('samples:get', { id: 'x', url: 'https://example.com/evil.zip', consent: true }));
    expect(error.code).toBe('sample_address_unknown');
    expect(failure(await core.invoke('samples:get', { id: 'x', url: 'file:///etc/passwd' })).code).toBe('sample_address_refused');
  });
});
