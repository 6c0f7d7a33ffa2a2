/**
 * One user action against a failing marketplace spends each request once. A counting proxy
 * (tests/support/fault-proxy.ts) in front of the embedded marketplace injects each fault; for
 * each, the test counts what one action sent (a GET at most 3, a POST exactly 1), how long the
 * user waited for the error (within the timeout plus the core's back-off), what the error says,
 * and that opening the same thing again sends nothing until the user's Retry.
 */
import { promises as fs } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppError, Result } from '../../shared/domain/app-error';
import type { QuotaState } from '../../shared/ipc/ipc-contract';
import { createCore, type Core } from '../../electron/core/create-core';
import { value } from '../../electron/core/testing/results';
import { startMarketplace, type RunningMarketplace } from '@dmd/marketplace';
import { startFaultProxy, type Fault, type FaultProxy } from '../support/fault-proxy';
import { testCoreOptions } from '../../electron/core/testing/test-core-options';

/** A short request timeout keeps the suite quick; the rules are the same at the app's 10 s. */
const TIMEOUT_MS = 1_200;
/** The core's back-off before its two retries is at most 1.5 × (300 + 600) ms. */
const BACKOFF_MS = 1_350;
/** Scheduling slack on a loaded 2-core machine. */
const SLACK_MS = 1_500;

let dir: string;
let marketplace: RunningMarketplace;
let proxy: FaultProxy;
let core: Core;
let datasetIds: string[];

/** A core of its own (its own quota state and remembered failures) on the proxy, in `userDataDir`. */
async function startCore(userDataDir: string): Promise<Core> {
  return createCore(
    testCoreOptions({
      userDataDir,
      apiBaseOverride: proxy.url,
      apiKeyOverride: marketplace.freeKey,
      requestTimeoutMs: TIMEOUT_MS,
    }),
  );
}

/** Each group of tests starts with a core that knows nothing of earlier faults. */
async function freshCore(name: string): Promise<void> {
  await core?.dispose();
  core = await startCore(await fs.mkdtemp(path.join(dir, `${name.replace(/[^a-z0-9]+/gi, '-')}-`)));
}

beforeAll(async () => {
  dir = await fs.mkdtemp(path.join(os.tmpdir(), 'dmd-network-faults-'));
  marketplace = await startMarketplace({ dbFile: path.join(dir, 'catalog.db'), datasets: 60, seed: 5, dailyQuotaOverride: { free: 100_000 } });
  proxy = await startFaultProxy(marketplace.url);
  await freshCore('setup');
  const page = value<{ items: Array<{ id: string }> }>(await core.invoke('datasets:search', { per_page: 20 }));
  datasetIds = page.items.map((item) => item.id);
});
afterAll(async () => {
  await core.dispose();
  await proxy.close();
  await marketplace.close();
  await fs.rm(dir, { recursive: true, force: true });
});

let next = 0;
/** A dataset no earlier test has asked for, so nothing is remembered about it. */
const freshId = () => datasetIds[next++ % datasetIds.length]!;

async function action(channel: string, input: unknown): Promise<{ result: Result<unknown>; sent: number; ms: number }> {
  const mark = proxy.requests.length;
  const started = Date.now();
  const result = await core.invoke(channel, input);
  return { result, sent: proxy.countSince(mark), ms: Date.now() - started };
}

const errorOf = (result: Result<unknown>): AppError => {
  if (result.ok) throw new Error('expected a failure');
  return result.error;
};

interface Case {
  fault: Fault;
  gets: number;
  kind: AppError['kind'];
  code?: string;
  /** Words the error must say. */
  says: RegExp;
}

const CASES: Case[] = [
  { fault: 'drop', gets: 3, kind: 'network', says: /^Could not reach the marketplace at / },
  { fault: 'reset-mid-body', gets: 3, kind: 'network', code: 'connection_dropped', says: /dropped while its answer/ },
  { fault: 'stalled-body', gets: 1, kind: 'timeout', code: 'answer_stalled', says: /did not arrive/ },
  { fault: 'hang', gets: 1, kind: 'timeout', says: /did not answer within/ },
  { fault: '502-html', gets: 3, kind: 'server', says: /web page \("502 Bad Gateway"\)/ },
  { fault: '503-text', gets: 3, kind: 'server', says: /upstream is restarting/ },
  { fault: '500-json', gets: 1, kind: 'server', says: /Something broke/ },
  { fault: '429-quota-used-up', gets: 1, kind: 'quota_exceeded', says: /quota is used up/ },
  { fault: '429-retry-after-date', gets: 1, kind: 'rate_limited', says: /fewer requests/ },
  { fault: '429-bare', gets: 1, kind: 'rate_limited', says: /fewer requests/ },
];

describe.each(CASES.map((entry) => [entry.fault, entry] as const))('a marketplace answering %s', (fault, expected) => {
  it(`asking for a dataset sends ${expected.gets} request(s) at most, shows "${expected.kind}" within the timeout plus back-off, and says what happened`, async () => {
    await freshCore(fault);
    proxy.inject(fault);
    const { result, sent, ms } = await action('datasets:get', { id: freshId() });
    const error = errorOf(result);
    expect(error.kind).toBe(expected.kind);
    if (expected.code) expect(error.code).toBe(expected.code);
    expect(error.message).toMatch(expected.says);
    expect(sent).toBe(expected.gets);
    expect(ms).toBeLessThan(TIMEOUT_MS + BACKOFF_MS + SLACK_MS);
  });

  it('costs one compatibility check (a charged POST) exactly one request', async () => {
    await freshCore(`${fault}-post`);
    proxy.inject(fault);
    const { result, sent } = await action('licenses:check', { dataset_ids: [freshId(), freshId()] });
    expect(result.ok).toBe(false);
    expect(sent).toBe(1);
  });
});

describe('what one failure costs later', () => {
  it('opening the failed record again sends nothing and says when it failed; Retry asks once more', async () => {
    await freshCore('reopen');
    const id = freshId();
    proxy.inject('503-text');
    expect((await action('datasets:get', { id })).sent).toBe(3);
    for (let open = 0; open < 5; open += 1) {
      const again = await action('datasets:get', { id });
      expect(again.sent).toBe(0);
      expect(errorOf(again.result).failedAt).toMatch(/^\d{4}-/);
    }
    // Other records of the dataset are still asked for: one failure hides nothing else.
    proxy.inject('pass');
    expect((await action('datasets:quality', { id })).result.ok).toBe(true);
    value(await core.invoke('requests:forget-failures', undefined));
    const retried = await action('datasets:get', { id });
    expect(retried.result.ok).toBe(true);
    expect(retried.sent).toBe(1);
  });

  it('a remembered failure survives a restart for its minute', async () => {
    const userDataDir = await fs.mkdtemp(path.join(dir, 'restart-'));
    await core.dispose();
    core = await startCore(userDataDir);
    const id = freshId();
    proxy.inject('500-json');
    expect((await action('datasets:license', { id })).sent).toBe(1);
    proxy.inject('pass');
    await core.dispose();
    core = await startCore(userDataDir);
    expect((await action('datasets:license', { id })).sent).toBe(0);
  });

  it('a 429 whose headers say quota remains pauses only as long as Retry-After, retrying a GET once it passes', async () => {
    await freshCore('rate-limited');
    proxy.inject('429-rate-limited-retry-after');
    const { result, sent, ms } = await action('datasets:get', { id: freshId() });
    // Retried twice after the 1 s the server asked for, then given up: three requests, about two seconds.
    expect(errorOf(result).kind).toBe('rate_limited');
    expect(sent).toBe(3);
    expect(ms).toBeGreaterThanOrEqual(1_900);
    const quota = value<QuotaState>(await core.invoke('quota:state', undefined));
    expect(quota.remaining).toBe(57);
    expect(quota.rateLimitedUntil).not.toBeNull();
  });

  it('a bare 429 pauses for seconds, never until midnight: the next action goes out once the pause ends', async () => {
    await freshCore('bare-429');
    proxy.inject('429-bare');
    errorOf((await action('datasets:get', { id: freshId() })).result);
    const during = await action('datasets:get', { id: freshId() });
    expect(errorOf(during.result).kind).toBe('rate_limited');
    expect(during.sent).toBe(0);
    const until = value<QuotaState>(await core.invoke('quota:state', undefined)).rateLimitedUntil!;
    expect(Date.parse(until) - Date.now()).toBeLessThanOrEqual(2_000);
    proxy.inject('pass');
    await new Promise((resolve) => setTimeout(resolve, Date.parse(until) - Date.now() + 50));
    const after = await action('datasets:get', { id: freshId() });
    expect(after.result.ok).toBe(true);
    expect(after.sent).toBe(1);
  });

  it('a slow body that arrives within the time is read, in one request', async () => {
    await freshCore('slow-body');
    proxy.inject('slow-body');
    const { result, sent } = await action('datasets:get', { id: freshId() });
    expect(result.ok).toBe(true);
    expect(sent).toBe(1);
  });

  it('a slow network (every answer 800 ms late) is waited for, in one request', async () => {
    await freshCore('latency');
    proxy.inject('pass');
    proxy.setLatency(800);
    try {
      const { result, sent, ms } = await action('datasets:get', { id: freshId() });
      expect(result.ok).toBe(true);
      expect(sent).toBe(1);
      expect(ms).toBeGreaterThanOrEqual(800);
    } finally {
      proxy.setLatency(0);
    }
  });
});
