/**
 * The core over real HTTP against the embedded marketplace (marketplace/src), started by
 * the core itself on first use, with keys in memory only (no secret backends) unless a test
 * says otherwise.
 */
import { promises as fs } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Result } from '../../../shared/domain/app-error';
import type { ConnectionStatus, QuotaState, SessionStats } from '../../../shared/ipc/ipc-contract';
import type { FirstViewNode } from '../../../shared/ipc/first-view';
import type { AccountReading } from '../../../shared/domain/readings/account-reading';
import type { CategoryListReading } from '../../../shared/domain/readings/category-reading';
import type { CompatibilityReading } from '../../../shared/domain/readings/compatibility-reading';
import type { DatasetDetailReading, DatasetPageReading } from '../../../shared/domain/readings/dataset-reading';
import type { LicenseReading } from '../../../shared/domain/readings/license-reading';
import type { QualityReading } from '../../../shared/domain/readings/quality-reading';
import { createCore, type Core, type CoreOptions } from '../../../electron/core/create-core';
import { mapSecretBackend } from '../../../electron/core/testing/map-secret-backend';
import { value } from '../../../electron/core/testing/results';
import { startMarketplace } from '@dmd/marketplace';
import { testCoreOptions } from '../../../electron/core/testing/test-core-options';

const EMBEDDED = { datasets: 120, seed: 11 };
let dir: string;
const cores: Core[] = [];

async function startCore(extra: Partial<CoreOptions> = {}): Promise<Core> {
  const core = await createCore(
    testCoreOptions({
      userDataDir: dir,
      embedded: EMBEDDED,
      ...extra,
    }),
  );
  cores.push(core);
  return core;
}

// Each test has its own user data folder, so its own catalog and demo account.
beforeEach(async () => {
  dir = await fs.mkdtemp(path.join(os.tmpdir(), 'dmd-core-integration-'));
});
afterEach(async () => {
  await Promise.all(cores.splice(0).map((core) => core.dispose()));
  await fs.rm(dir, { recursive: true, force: true });
});

/** The facts of a reading (top level and one level down) that it does not state, but for `allowed`. */
function unstated(reading: object, allowed: string[] = []): string[] {
  const expected: Record<string, readonly string[]> = {
    detail: [
      'slug',
      'title',
      'category',
      'format',
      'price',
      'itemCount',
      'license',
      'composite',
      'tier',
      'hipaa',
      'gdpr',
      'totalSales',
      'averageRating',
      'pageUrl',
      'licenseUrl',
      'badgeUrl',
      'createdAt',
      'description',
      'tags',
      'modality',
      'languages',
      'sizeBytes',
      'version',
      'updatedAt',
      'seller',
    ],
    quality: ['datasetId', 'lqsVersion', 'composite', 'tier', 'trainability', 'badgeUrl', 'scoredAt'],
    license: [
      'datasetId',
      'type',
      'name',
      'spdxId',
      'url',
      'permissions.commercialUse',
      'permissions.modelTraining',
      'permissions.derivatives',
      'permissions.redistribution',
      'obligations.attribution',
      'obligations.shareAlike',
      'compliance.hipaa',
      'compliance.gdpr',
      'compliance.pii',
      'compliance.consentDocumented',
      'compliance.dataResidency',
      'provenance.source',
      'provenance.collectionMethod',
      'provenance.collectedFrom',
      'provenance.collectedTo',
      'provenance.seller',
    ],
    account: [
      'id',
      'name',
      'email',
      'plan',
      'activeListings',
      'quota.limit',
      'quota.used',
      'quota.remaining',
      'quota.resetsAt',
      'usage.requestsToday',
      'usage.requestsAllTime',
      'usage.activeKeys',
      'usage.keys',
      'usage.daily',
    ],
    compatibility: [
      'verdict',
      'useCase',
      'datasets',
      'permissions.commercialUse',
      'permissions.modelTraining',
      'permissions.derivatives',
      'permissions.redistribution',
      'obligationFlags.attribution',
      'obligationFlags.shareAlike',
      'mostRestrictiveLicense',
      'termSources',
      'obligations',
      'conflicts',
    ],
  };
  const kind =
    'pillars' in reading
      ? 'quality'
      : 'permissions' in reading && 'compliance' in reading
        ? 'license'
        : 'verdict' in reading || 'obligationFlags' in reading
          ? 'compatibility'
          : 'usage' in reading
            ? 'account'
            : 'detail';
  const get = (path: string) => path.split('.').reduce<unknown>((value, key) => (value as Record<string, unknown> | undefined)?.[key], reading);
  return (expected[kind] ?? []).filter((path) => !allowed.includes(path) && get(path) === undefined);
}

describe('the core against the embedded marketplace', () => {
  it('serves every marketplace channel over real HTTP', async () => {
    const core = await startCore();
    const status = value<ConnectionStatus>(await core.invoke('connection:status', undefined));
    expect(status).toMatchObject({ kind: 'embedded', hasKey: true, keyStorage: 'memory' });
    expect(status.baseUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    expect(status.maskedKey).toMatch(/^ls_demo_.{4}…$/);
    expect(status.notices.join(' ')).toMatch(/kept in memory until you quit/);

    const list = value<DatasetPageReading>(await core.invoke('datasets:search', { per_page: 5 }));
    expect(list.items).toHaveLength(5);
    expect([list.total?.value, list.page?.value, list.perPage?.value, list.hasMore?.value]).toEqual([EMBEDDED.datasets, 1, 5, true]);
    const first = list.items[0]!;
    expect(first.id).toMatch(/^[0-9a-f-]{36}$/);

    const word = first.title?.value.split(/\s+/).find((part) => /^[A-Za-z]{5,}$/.test(part) && !/^datasets?$/i.test(part)) ?? 'images';
    const found = value<DatasetPageReading>(await core.invoke('datasets:search', { q: word }));
    expect(found.items.length).toBeGreaterThan(0);
    expect(found.match).toMatchObject({ value: { kind: 'all_words', words: [word], missing: [], notFound: [] }, from: 'meta.match' });
    // A word beside it that no dataset holds: the marketplace says so, and the core reads it.
    const beside = value<DatasetPageReading>(await core.invoke('datasets:search', { q: `${word} qqzzxx` }));
    expect(beside.match?.value).toEqual({ kind: 'all_words', words: [word, 'qqzzxx'], missing: [], notFound: ['qqzzxx'] });
    expect(list.match).toBeUndefined();

    const detail = value<DatasetDetailReading>(await core.invoke('datasets:get', { id: first.slug?.value ?? '' }));
    expect(detail.id).toBe(first.id);
    expect(detail.slug?.value).toBe(first.slug?.value);
    expect(detail.description?.from).toBe('description');

    const quality = value<QualityReading>(await core.invoke('datasets:quality', { id: first.id }));
    expect(quality.lqsVersion?.value).toBe('3.0');
    expect(quality.dimensionCount).toBe(14);
    expect(quality.groupedByApp).toBe(false);

    const license = value<LicenseReading>(await core.invoke('datasets:license', { id: first.id }));
    expect(typeof license.permissions.commercialUse?.value).toBe('boolean');

    const categories = value<CategoryListReading>(await core.invoke('categories:list', undefined));
    expect(categories.categories.reduce((sum, category) => sum + (category.count?.value ?? 0), 0)).toBe(EMBEDDED.datasets);

    const ids = list.items.slice(0, 2).map((item) => item.id);
    const check = value<CompatibilityReading>(await core.invoke('licenses:check', { dataset_ids: ids, use_case: 'research' }));
    expect(check.verdict?.value).toHaveProperty('known');
    expect(check.datasets?.value).toHaveLength(2);

    const unknown = await core.invoke('licenses:check', { dataset_ids: [ids[0], 'no-such-dataset'] });
    expect(unknown).toMatchObject({ ok: false, error: { kind: 'not_found', unknownIds: ['no-such-dataset'] } });
    const missing = await core.invoke('datasets:get', { id: 'no-such-dataset' });
    expect(missing).toMatchObject({ ok: false, error: { kind: 'not_found', status: 404 } });

    const me = value<AccountReading>(await core.invoke('account:me', undefined));
    expect(me.plan?.value).toEqual({ known: 'free' });
    expect(me.quota.limit?.value).toBe(100);

    // The app's own marketplace states every fact the app shows: nothing is "not stated".
    expect(unstated(detail, ['currency', 'sampleUrl'])).toEqual([]);
    expect(unstated(quality)).toEqual([]);
    expect(unstated(license)).toEqual([]);
    expect(unstated(me, ['username'])).toEqual([]);
    expect(unstated(check)).toEqual([]);
  });

  it('tells a window that asks late how the catalog build went', async () => {
    const core = await startCore();
    value(await core.invoke('datasets:search', { per_page: 1 }));
    expect(value(await core.invoke('marketplace:catalog-status', undefined))).toMatchObject({ state: 'ready', percent: null });
  });

  it('follows the quota from the headers, and stops at zero without sending', async () => {
    const core = await startCore();
    const quotaEvents: QuotaState[] = [];
    core.onEvent((event, payload) => {
      if (event === 'quota:changed') quotaEvents.push(payload as QuotaState);
    });
    value(await core.invoke('datasets:search', {}));
    const afterOne = value<QuotaState>(await core.invoke('quota:state', undefined));
    expect(afterOne.limit).toBe(100);
    expect(afterOne.remaining).toBe(99);
    expect(new Date(afterOne.resetsAt ?? '').getUTCHours()).toBe(0);
    expect(new Date(afterOne.resetsAt ?? '').getTime()).toBeGreaterThan(Date.now());
    expect(quotaEvents.at(-1)?.remaining).toBe(99);

    let calls = 1;
    let last: Result<unknown> = { ok: true, value: null };
    while (calls < 150) {
      last = await core.invoke('categories:list', undefined);
      calls += 1;
      if (!last.ok) break;
    }
    expect(last).toMatchObject({ ok: false, error: { kind: 'quota_exceeded', resetAt: afterOne.resetsAt } });
    const stats = value<SessionStats>(await core.invoke('session:stats', undefined));
    expect(stats.requestsSent).toBe(100);
    expect(stats.responsesReceived).toBe(100);
    expect(value<QuotaState>(await core.invoke('quota:state', undefined)).remaining).toBe(0);

    // Blocked from now on without a request.
    expect(await core.invoke('datasets:search', { q: 'x' })).toMatchObject({ ok: false, error: { kind: 'quota_exceeded' } });
    expect(value<SessionStats>(await core.invoke('session:stats', undefined)).requestsSent).toBe(100);
  });

  it("sends a first start's opening search as the window reads its state, and answers the window's first search with it", async () => {
    const core = await startCore();
    const sent = async () => value<SessionStats>(await core.invoke('session:stats', undefined)).requestsSent;
    expect(value(await core.invoke('ui-state:get', undefined))).toBeNull();
    await vi.waitFor(async () => expect(await sent()).toBe(1), { timeout: 30_000 });
    const page = value<DatasetPageReading>(await core.invoke('datasets:search', { sort: 'created_at', order: 'desc', per_page: 20, page: 1 }));
    expect(page.items).toHaveLength(20);
    expect(await sent()).toBe(1);
    // Another search, or the same again, is sent as usual.
    value(await core.invoke('datasets:search', { sort: 'created_at', order: 'desc', per_page: 20, page: 1 }));
    expect(await sent()).toBe(2);
  });

  it("gives the page a first start's first results from the opening search, and the window's search the same answer", async () => {
    // The catalog built by an earlier start, as every start but the very first finds it; nothing else kept.
    const first = await startCore();
    value(await first.invoke('connection:status', undefined));
    await first.dispose();
    for (const entry of await fs.readdir(dir)) if (entry !== 'marketplace') await fs.rm(path.join(dir, entry), { recursive: true, force: true });

    // However slow this machine's start: what is measured here is what comes, not when.
    const core = await startCore({ openingViewWaitMs: 60_000 });
    core.startConnectionEarly();
    const shown = await core.firstView();
    expect(shown?.kind).toBe('opening');
    const titles = (node: FirstViewNode): string[] =>
      typeof node === 'string' ? [] : node.className === 'result-row__title' ? [String(node.children?.[0])] : (node.children ?? []).flatMap(titles);
    const page = value<DatasetPageReading>(await core.invoke('datasets:search', { sort: 'created_at', order: 'desc', per_page: 20, page: 1 }));
    expect(titles(shown!.view)).toEqual(page.items.map((item) => item.title?.value));
    expect(value<SessionStats>(await core.invoke('session:stats', undefined)).requestsSent).toBe(1);
    // A page loaded again later has no opening search to show (the window has taken it) and no saved copy yet.
    expect(await core.firstView()).toBeNull();
  });

  it('gives the page no first results while the catalog is being built', async () => {
    const core = await startCore({ openingViewWaitMs: 60_000 });
    core.startConnectionEarly();
    expect(await core.firstView()).toBeNull();
    expect(value<ConnectionStatus>(await core.invoke('connection:status', undefined)).kind).toBe('embedded');
  });

  it('reads the persisted quota after a restart, and keeps blocking', async () => {
    // A keychain that outlives the first core, so the restart keeps the demo key (and its account).
    const keychain = mapSecretBackend().backend;
    const first = await startCore({ secretBackends: [keychain] });
    let result: Result<unknown> = { ok: true, value: null };
    for (let call = 0; call < 150 && result.ok; call += 1) result = await first.invoke('categories:list', undefined);
    expect(result).toMatchObject({ ok: false, error: { kind: 'quota_exceeded' } });
    await first.dispose();

    const second = await startCore({ secretBackends: [keychain] });
    expect(value<QuotaState>(await second.invoke('quota:state', undefined))).toMatchObject({ limit: 100, remaining: 0 });
    expect(await second.invoke('datasets:search', {})).toMatchObject({ ok: false, error: { kind: 'quota_exceeded' } });
    expect(value<SessionStats>(await second.invoke('session:stats', undefined)).requestsSent).toBe(0);
  });

  it('keeps the saved cache and quota across runs that each make a new demo key (no keychain)', async () => {
    const first = await startCore();
    value(await first.invoke('datasets:search', { per_page: 1 }));
    value(await first.invoke('query-cache:save', { blob: '{"saved":"first run"}' }));
    await first.dispose();

    // No secret backend: the second run gets a new demo key of the same demo account.
    const second = await startCore();
    expect(value(await second.invoke('query-cache:load', undefined))).toMatchObject({ blob: '{"saved":"first run"}' });
    // The demo account's quota, too, is still known without a request.
    expect(value<QuotaState>(await second.invoke('quota:state', undefined))).toMatchObject({ limit: 100, remaining: 99 });
    expect(value<SessionStats>(await second.invoke('session:stats', undefined)).requestsSent).toBe(0);
  });

  it('revokes a removed demo key on the marketplace, and carries on with a new one', async () => {
    const keychain = mapSecretBackend();
    const core = await startCore({ secretBackends: [keychain.backend] });
    const status = value<ConnectionStatus>(await core.invoke('connection:status', undefined));
    const removedKey = keychain.entries.get('embedded');
    expect(removedKey).toMatch(/^ls_demo_/);
    const asRemovedKey = () => fetch(`${status.baseUrl}/v1/categories`, { headers: { 'X-Api-Key': removedKey ?? '' } });
    expect((await asRemovedKey()).status).toBe(200);

    value(await core.invoke('connection:remove-key', undefined));
    const refused = await asRemovedKey();
    expect(refused.status).toBe(401);
    expect(await refused.json()).toMatchObject({ error: { code: 'invalid_api_key' } });

    // The app itself goes on with a fresh demo key.
    expect(value<CategoryListReading>(await core.invoke('categories:list', undefined)).categories.length).toBeGreaterThan(0);
    expect(keychain.entries.get('embedded')).not.toBe(removedKey);
  });

  it('fetches quality badges through the core without spending quota', async () => {
    const core = await startCore();
    const [first] = value<DatasetPageReading>(await core.invoke('datasets:search', { per_page: 1 })).items;
    const quality = value<QualityReading>(await core.invoke('datasets:quality', { id: first?.id ?? '' }));
    const badgeUrl = quality.badgeUrl?.value ?? '';
    expect(badgeUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/v1\/datasets\/.+\/badge\.svg$/);
    const before = value<AccountReading>(await core.invoke('account:me', undefined));
    const quotaBefore = value<QuotaState>(await core.invoke('quota:state', undefined));
    const statsBefore = value<SessionStats>(await core.invoke('session:stats', undefined));

    for (let fetch = 0; fetch < 5; fetch += 1) {
      const badge = value<{ dataUrl: string | null }>(await core.invoke('datasets:badge', { url: badgeUrl }));
      expect(badge.dataUrl).toMatch(/^data:image\/svg\+xml;base64,/);
      const svg = Buffer.from((badge.dataUrl ?? '').split(',')[1] ?? '', 'base64').toString('utf8');
      expect(svg).toMatch(/^<svg[\s\S]*<\/svg>\s*$/);
    }
    // The core's view of the quota did not move, and neither did the server's count.
    expect(value<QuotaState>(await core.invoke('quota:state', undefined))).toEqual(quotaBefore);
    expect(value<SessionStats>(await core.invoke('session:stats', undefined)).requestsSent).toBe(statsBefore.requestsSent);
    const after = value<AccountReading>(await core.invoke('account:me', undefined));
    expect(after.usage.requestsToday?.value).toBe((before.usage.requestsToday?.value ?? 0) + 1);
    expect(after.quota.remaining?.value).toBe((before.quota.remaining?.value ?? 0) - 1);

    const elsewhere = await core.invoke('datasets:badge', { url: 'https://example.com/v1/datasets/x/badge.svg' });
    expect(elsewhere).toMatchObject({ ok: false, error: { kind: 'invalid_input', param: 'url' } });
    // An address of a badge's form that no record named, or another path of the marketplace: refused before any fetch.
    const unnamed = await core.invoke('datasets:badge', { url: badgeUrl.replace(/datasets\/[^/]+\//, 'datasets/no-such-dataset/') });
    expect(unnamed).toMatchObject({ ok: false, error: { kind: 'invalid_input', param: 'url' } });
    for (const other of ['/v1/me', '/v1/datasets?api_key=x', '/v1/openapi.json']) {
      const refused = await core.invoke('datasets:badge', { url: `${new URL(badgeUrl).origin}${other}` });
      expect(refused).toMatchObject({ ok: false, error: { kind: 'invalid_input', param: 'url' } });
    }
  });

  it('refuses a wrong key and keeps the demo key', async () => {
    const core = await startCore();
    const wrong = await core.invoke('connection:save-key', { apiKey: 'ls_live_00000000000000000000000000000000' });
    expect(wrong).toMatchObject({ ok: false, error: { kind: 'unauthorized' } });
    expect(value<ConnectionStatus>(await core.invoke('connection:status', undefined)).hasKey).toBe(true);
  });

  it('works as a custom connection, checking keys before storing them', async () => {
    const marketplace = await startMarketplace({ dbFile: path.join(dir, 'custom.db'), ...EMBEDDED });
    try {
      const core = await startCore({ apiBaseOverride: marketplace.url });
      const events: string[] = [];
      core.onEvent((event) => events.push(event));
      expect(await core.invoke('datasets:search', {})).toMatchObject({ ok: false, error: { kind: 'unauthorized' } });
      const refused = await core.invoke('connection:save-key', { apiKey: 'ls_live_00000000000000000000000000000000' });
      expect(refused).toMatchObject({ ok: false, error: { kind: 'unauthorized', message: expect.stringMatching(/did not accept this key/) } });
      const saved = value<ConnectionStatus>(await core.invoke('connection:save-key', { apiKey: marketplace.proKey }));
      expect(saved).toMatchObject({ kind: 'custom', baseUrl: marketplace.url, hasKey: true, maskedKey: `${marketplace.proKey.slice(0, 12)}…` });
      expect(events).toContain('connection:changed');
      expect(value<QuotaState>(await core.invoke('quota:state', undefined))).toMatchObject({ tier: 'pro', limit: 2000 });
      expect(value<DatasetPageReading>(await core.invoke('datasets:search', { per_page: 3 })).items).toHaveLength(3);
      const limitedKey = marketplace.admin.createKey('free', { scopes: ['datasets:read'] });
      const limited = value<ConnectionStatus>(await core.invoke('connection:save-key', { apiKey: limitedKey }));
      expect(limited.hasKey).toBe(true);
      expect(await core.invoke('account:me', undefined)).toMatchObject({ ok: false, error: { kind: 'forbidden', requiredScope: 'account:read' } });
      expect(await core.invoke('licenses:check', { dataset_ids: ['a', 'b'] })).toMatchObject({
        ok: false,
        error: { kind: 'forbidden', requiredScope: 'licenses:check' },
      });
      marketplace.admin.revokeKey(limitedKey);
      expect(await core.invoke('datasets:search', {})).toMatchObject({ ok: false, error: { kind: 'unauthorized', status: 401 } });
    } finally {
      await marketplace.close();
    }
  });
});
