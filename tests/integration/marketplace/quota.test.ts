import { rmSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startMarketplace, type RunningMarketplace } from '@dmd/marketplace';
import { accountProfileSchema, errorBodySchema } from '@dmd/marketplace/testing';
import { call, DAY_MS, expectShape, nextMidnightEpoch, rateLimitOf, readDatabase, startFixture, type Fixture } from './marketplace-fixture';

const FREE_KEY = 'ls_demo_quotaQuotaQuotaQuotaQuotaQuota';
let fixture: Fixture;
let marketplace: RunningMarketplace;

beforeAll(async () => {
  fixture = await startFixture({ datasets: 300, freeKey: FREE_KEY });
  marketplace = fixture.marketplace;
});
afterAll(async () => {
  await marketplace.close();
  rmSync(fixture.dir, { recursive: true, force: true });
});

/** Moves the clock to 10:00 UTC of a day after any day used so far, so the free quota is fresh. */
function freshDay(): void {
  const day = Math.floor(fixture.clock.now().getTime() / DAY_MS) + 2;
  fixture.clock.set(new Date(day * DAY_MS + 10 * 3_600_000));
}

function spentOn(day: string): number {
  return readDatabase(fixture.dbFile, (db) => db.prepare('SELECT COALESCE(SUM(requests), 0) FROM key_usage WHERE day = ?').pluck().get(day) as number);
}

const today = () => fixture.clock.now().toISOString().slice(0, 10);
const get = (path = '/v1/categories', key: string | null = FREE_KEY) => call(marketplace, path, { key });

describe('daily quota of a free account (100)', () => {
  it('the 100th request succeeds with 0 remaining, the 101st gets 429 with Retry-After, and 429s cost nothing', async () => {
    freshDay();
    for (let i = 1; i <= 99; i++) {
      const result = await get();
      expect(result.status).toBe(200);
      expect(rateLimitOf(result.headers)).toEqual({ limit: 100, remaining: 100 - i, reset: nextMidnightEpoch(fixture.clock.now()) });
    }
    const hundredth = await get();
    expect(hundredth.status).toBe(200);
    expect(rateLimitOf(hundredth.headers).remaining).toBe(0);

    const refused = await get();
    expect(refused.status).toBe(429);
    expect(expectShape(errorBodySchema, refused.body).error).toMatchObject({ code: 'quota_exceeded', status: 429 });
    expect(rateLimitOf(refused.headers)).toEqual({ limit: 100, remaining: 0, reset: nextMidnightEpoch(fixture.clock.now()) });
    expect(Number(refused.headers.get('retry-after'))).toBe(14 * 3600);

    for (let i = 0; i < 5; i++) expect((await get('/v1/datasets?page=0')).status).toBe(429);
    expect(spentOn(today())).toBe(100);
  });

  it('the quota belongs to the account: its other keys are refused too', async () => {
    const other = marketplace.admin.createKey('free', { name: 'second free key' });
    const result = await get('/v1/categories', other);
    expect(result.status).toBe(429);
  });

  it('resets at 00:00 UTC of the injected clock', async () => {
    const day = today();
    fixture.clock.set(`${day}T23:59:59.400Z`);
    const late = await get();
    expect(late.status).toBe(429);
    expect(late.headers.get('retry-after')).toBe('1');
    fixture.clock.advance(700);
    const afterMidnight = await get();
    expect(afterMidnight.status).toBe(200);
    expect(rateLimitOf(afterMidnight.headers)).toMatchObject({ limit: 100, remaining: 99 });
    expect(spentOn(day)).toBe(100);
  });

  it('4xx answers cost one unit each', async () => {
    freshDay();
    expect((await get('/v1/datasets?page=0')).status).toBe(400);
    expect((await get('/v1/datasets/no-such-dataset')).status).toBe(404);
    const after = await get('/v1/datasets?sort=nope');
    expect(after.status).toBe(400);
    expect(rateLimitOf(after.headers).remaining).toBe(97);
  });

  it('200 parallel requests against a quota of 100 spend exactly 100', async () => {
    freshDay();
    const results = await Promise.all(Array.from({ length: 200 }, () => get('/v1/datasets?per_page=5')));
    const statuses = results.map((result) => result.status);
    expect(statuses.filter((status) => status === 200)).toHaveLength(100);
    expect(statuses.filter((status) => status === 429)).toHaveLength(100);
    const remainders = results.filter((r) => r.status === 200).map((r) => rateLimitOf(r.headers).remaining);
    expect(new Set(remainders).size).toBe(100);
    expect(spentOn(today())).toBe(100);
  });
});

describe('rate-limit headers on every response', () => {
  it('errors carry the account standing; route errors and public routes do not spend', async () => {
    freshDay();
    const reset = nextMidnightEpoch(fixture.clock.now());
    const expectHeaders = (result: { headers: Headers }, remaining: number) => expect(rateLimitOf(result.headers)).toEqual({ limit: 100, remaining, reset });

    expectHeaders(await get('/v1/datasets?lqs_min=200'), 99);
    expectHeaders(await get('/v1/datasets/unknown-slug'), 98);
    expectHeaders(await call(marketplace, '/v1/licenses/compatibility', { key: FREE_KEY, method: 'POST', body: 'x' }), 97);
    expectHeaders(await get('/v1/no-such-route'), 97);
    expectHeaders(await call(marketplace, '/v1/datasets', { key: FREE_KEY, method: 'DELETE' }), 97);
    expectHeaders(await get('/v1/openapi.json'), 97);
    const anonymous = await get('/v1/no-such-route', null);
    expect(rateLimitOf(anonymous.headers)).toEqual({ limit: 0, remaining: 0, reset });
  });
});

describe('counts survive a restart', () => {
  it('close and start on the same database file keeps the counts of the key', async () => {
    freshDay();
    for (let i = 0; i < 7; i++) expect((await get()).status).toBe(200);
    const before = expectShape(accountProfileSchema, (await get('/v1/me')).body);
    await marketplace.close();
    marketplace = await startMarketplace(fixture.options);
    expect(marketplace.freeKey).toBe(FREE_KEY);
    const after = await get('/v1/me');
    expect(after.status).toBe(200);
    expect(rateLimitOf(after.headers).remaining).toBe(100 - 9);
    const profile = expectShape(accountProfileSchema, after.body);
    expect(profile.usage.requests_today).toBe(9);
    expect(profile.usage.requests_all_time).toBe(before.usage.requests_all_time + 1);
    expect(profile.id).toBe(before.id);
  });

  it('a restart does not rebuild the catalog', async () => {
    const ids = readDatabase(fixture.dbFile, (db) => db.prepare('SELECT id FROM datasets ORDER BY seq LIMIT 3').pluck().all());
    await marketplace.close();
    fixture.clock.advance(30 * DAY_MS);
    marketplace = await startMarketplace(fixture.options);
    expect(readDatabase(fixture.dbFile, (db) => db.prepare('SELECT id FROM datasets ORDER BY seq LIMIT 3').pluck().all())).toEqual(ids);
  });
});
