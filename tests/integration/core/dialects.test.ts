/**
 * The core over real HTTP against marketplaces that chose differently (tests/support/dialects):
 * the embedded marketplace behind a dialect server. Every decision record the core hands the
 * renderer states the truth or "not stated"; the quota is read from each dialect's headers;
 * errors in each dialect's shape come through with the server's words.
 */
import { promises as fs } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  AccountProfile,
  CategoryList,
  CompatibilityResult,
  DatasetDetail,
  DatasetList,
  LicenseRecord,
  QualityRecord,
} from '../../../shared/wire/api-types';
import type { QuotaState } from '../../../shared/ipc/ipc-contract';
import type { AccountReading } from '../../../shared/domain/readings/account-reading';
import type { CategoryListReading } from '../../../shared/domain/readings/category-reading';
import type { CompatibilityReading } from '../../../shared/domain/readings/compatibility-reading';
import type { DatasetDetailReading, DatasetPageReading } from '../../../shared/domain/readings/dataset-reading';
import type { LicenseReading } from '../../../shared/domain/readings/license-reading';
import type { QualityReading } from '../../../shared/domain/readings/quality-reading';
import { nextUtcMidnight } from '../../../shared/domain/utc-day';
import { createCore, type Core } from '../../../electron/core/create-core';
import { failure, value } from '../../../electron/core/testing/results';
import { startMarketplace, type RunningMarketplace } from '@dmd/marketplace';
import { startDialectServer, type DialectServer } from '../../support/dialect-server';
import {
  compareCategories,
  compareCompatibility,
  compareDetail,
  compareLicense,
  comparePage,
  compareQuality,
  type Comparison,
} from '../../support/dialect-truth';
import { FOREIGN_DIALECTS, type Dialect } from '../../support/dialects';
import { testCoreOptions } from '../../../electron/core/testing/test-core-options';

let dir: string;
let marketplace: RunningMarketplace;

beforeAll(async () => {
  dir = await fs.mkdtemp(path.join(os.tmpdir(), 'dmd-dialects-'));
  marketplace = await startMarketplace({ dbFile: path.join(dir, 'catalog.db'), datasets: 150, seed: 7 });
});
afterAll(async () => {
  await marketplace.close();
  await fs.rm(dir, { recursive: true, force: true });
});

/**
 * The truth: the record as the embedded marketplace decided it, read with the other account's key
 * so the counts under test do not move, with its addresses on the dialect server (which serves
 * them as its own).
 */
async function truth<T>(server: DialectServer, pathAndQuery: string, body?: unknown): Promise<T> {
  const response = await fetch(`${marketplace.url}${pathAndQuery}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { 'X-Api-Key': marketplace.proKey, 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return JSON.parse((await response.text()).split(new URL(marketplace.url).origin).join(new URL(server.url).origin)) as T;
}

async function coreFor(server: DialectServer, key: string, name: string): Promise<{ core: Core; dispose(): Promise<void> }> {
  const userDataDir = await fs.mkdtemp(path.join(dir, `${name}-`));
  const core = await createCore(testCoreOptions({ userDataDir, apiBaseOverride: server.url, apiKeyOverride: key }));
  return { core, dispose: () => core.dispose() };
}

function expectTrue(comparison: Comparison, mustState: readonly string[]): void {
  expect(comparison.wrong).toEqual([]);
  for (const fact of mustState) expect(comparison.stated, `${fact} is stated`).toContain(fact);
}

describe.each(FOREIGN_DIALECTS.map((dialect) => [dialect.name, dialect] as const))('a marketplace speaking %s', (name, dialect: Dialect) => {
  let server: DialectServer;
  let session: Awaited<ReturnType<typeof coreFor>>;
  beforeAll(async () => {
    server = await startDialectServer(marketplace.url, dialect);
    session = await coreFor(server, marketplace.freeKey, name);
  });
  afterAll(async () => {
    await session.dispose();
    await server.close();
  });

  it('every decision record states the truth or "not stated", and the facts a buyer decides on come through', async () => {
    const { core } = session;
    const page = value<DatasetPageReading>(await core.invoke('datasets:search', { per_page: 5 }));
    expectTrue(comparePage(page, await truth<DatasetList>(server, '/v1/datasets?per_page=5')), [
      'items[0].title',
      'items[0].price',
      'items[0].composite',
      'items[0].tier',
    ]);
    const first = page.items[0]!;
    // How a search's datasets match its words: read where the dialect says it, in its own names, and nothing where it does not.
    const search = `${first.title?.value.split(/\s+/)[0] ?? 'images'} qqzzxx`;
    const found = value<DatasetPageReading>(await core.invoke('datasets:search', { q: search, per_page: 5 }));
    expectTrue(comparePage(found, await truth<DatasetList>(server, `/v1/datasets?q=${encodeURIComponent(search)}&per_page=5`)), []);
    expect(found.match === undefined, JSON.stringify(found.raw).slice(-300)).toBe(!/atch"\s*:/.test(JSON.stringify(found.raw)));
    if (found.match) expect(found.match.value.notFound).toEqual(['qqzzxx']);
    // A corrected search: the embedded marketplace says so; the app reads it where a dialect passes it on and guesses nothing where it does not.
    const typo = await fetch(`${marketplace.url}/v1/datasets?q=defcet&per_page=1`, { headers: { 'X-Api-Key': marketplace.freeKey } });
    expect(((await typo.json()) as DatasetList).meta.query_correction?.corrected).toBe('defect');
    const corrected = value<DatasetPageReading>(await core.invoke('datasets:search', { q: 'defcet', per_page: 1 }));
    // Read when the dialect passes the field on, in whatever name; nothing when it does not.
    const sentCorrection = /query_correction|queryCorrection/.test(JSON.stringify(corrected.raw));
    expect(corrected.correction?.value.corrected, JSON.stringify(corrected.raw).slice(-300)).toBe(sentCorrection ? 'defect' : undefined);

    const categories = value<CategoryListReading>(await core.invoke('categories:list', undefined));
    expectTrue(compareCategories(categories, await truth<CategoryList>(server, '/v1/categories')), ['categories.length']);

    const detail = value<DatasetDetailReading>(await core.invoke('datasets:get', { id: first.id }));
    expectTrue(compareDetail(detail, await truth<DatasetDetail>(server, `/v1/datasets/${first.id}`)), [
      'title',
      'description',
      'price',
      'license',
      'seller.name',
    ]);

    const quality = value<QualityReading>(await core.invoke('datasets:quality', { id: first.id }));
    expectTrue(compareQuality(quality, await truth<QualityRecord>(server, `/v1/datasets/${first.id}/quality`)), [
      'composite',
      'tier',
      'trainability',
      'dimensions.label_accuracy.score',
      'compositeInterval',
      'evidence.basis',
    ]);

    const license = value<LicenseReading>(await core.invoke('datasets:license', { id: first.id }));
    expectTrue(compareLicense(license, await truth<LicenseRecord>(server, `/v1/datasets/${first.id}/license`)), [
      'type',
      'name',
      'permissions.commercialUse',
      'compliance.hipaa',
      'provenance.source',
    ]);

    const ids = page.items.slice(0, 3).map((item) => item.id);
    const check = value<CompatibilityReading>(await core.invoke('licenses:check', { dataset_ids: ids, use_case: 'commercial_training' }));
    expectTrue(
      compareCompatibility(
        check,
        await truth<CompatibilityResult>(server, '/v1/licenses/compatibility', { dataset_ids: ids, use_case: 'commercial_training' }),
      ),
      ['verdict', 'useCase'],
    );
  });

  it('reads who, the plan, the usage and the keys of the account', async () => {
    const reading = value<AccountReading>(await session.core.invoke('account:me', undefined));
    const profile = (await (await fetch(`${marketplace.url}/v1/me`, { headers: { 'X-Api-Key': marketplace.freeKey } })).json()) as AccountProfile;
    expect([reading.name?.value, reading.email?.value, reading.plan?.value]).toEqual([profile.name, profile.email, { known: profile.tier }]);
    // The truth was read one request later than the reading.
    expect(reading.usage.requestsToday?.value).toBe(profile.usage.requests_today - 1);
    expect(reading.usage.requestsAllTime?.value).toBe(profile.usage.requests_all_time - 1);
    expect(reading.usage.keys?.value.map((key) => key.label?.value)).toEqual(profile.usage.keys.map((key) => key.name));
    expect(reading.usage.keys?.value[0]?.lastUsedAt?.value).not.toBeNull();
  });

  it('reads the quota from this dialect’s rate-limit headers', async () => {
    value(await session.core.invoke('datasets:search', { per_page: 1 }));
    const quota = value<QuotaState>(await session.core.invoke('quota:state', undefined));
    expect(quota.limit).toBe(100);
    expect(quota.remaining).toBeGreaterThan(0);
    // A reset sent as seconds-until is good to the second.
    expect(Math.abs(Date.parse(quota.resetsAt ?? '') - nextUtcMidnight(new Date()).getTime())).toBeLessThan(2000);
    expect(quota.rateLimitedUntil).toBeNull();
  });

  it('turns this dialect’s error shape into a clear error with the server’s words', async () => {
    const error = failure(await session.core.invoke('datasets:get', { id: 'no-such-dataset' }));
    expect(error).toMatchObject({ kind: 'not_found', status: 404 });
    expect(error.message).toMatch(/no-such-dataset|not found|No dataset/i);
  });
});

describe.each(FOREIGN_DIALECTS.map((dialect) => [dialect.name, dialect] as const))(
  'the quota used up on a marketplace speaking %s',
  (name, dialect: Dialect) => {
    it('is read as used up until midnight from this dialect’s headers, and the app stops sending', async () => {
      const small = await startMarketplace({ dbFile: path.join(dir, `small-${name}.db`), datasets: 30, seed: 3, dailyQuotaOverride: { free: 3 } });
      const server = await startDialectServer(small.url, dialect);
      const session = await coreFor(server, small.freeKey, `small-${name}`);
      try {
        for (let request = 0; request < 3; request += 1) value(await session.core.invoke('datasets:search', { page: request + 1, per_page: 1 }));
        const error = failure(await session.core.invoke('datasets:search', { page: 9, per_page: 1 }));
        expect(error.kind).toBe('quota_exceeded');
        expect(Math.abs(Date.parse(error.resetAt ?? '') - nextUtcMidnight(new Date()).getTime())).toBeLessThan(2000);
        const sent = server.requests.length;
        expect(failure(await session.core.invoke('datasets:search', { page: 10, per_page: 1 })).kind).toBe('quota_exceeded');
        expect(server.requests.length).toBe(sent);
      } finally {
        await session.dispose();
        await server.close();
        await small.close();
      }
    });
  },
);
