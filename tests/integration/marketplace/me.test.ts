import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AccountProfile } from '../../../shared/wire/api-types';
import { accountProfileSchema } from '@dmd/marketplace/testing';
import { call, DAY_MS, expectShape, readDatabase, startFixture, type Fixture } from './marketplace-fixture';

let fixture: Fixture;

beforeAll(async () => {
  fixture = await startFixture({ datasets: 300 });
});
afterAll(() => fixture.dispose());

async function me(key: string): Promise<AccountProfile> {
  const result = await call(fixture.marketplace, '/v1/me', { key });
  expect(result.status, result.text).toBe(200);
  return expectShape(accountProfileSchema, result.body);
}

describe('GET /v1/me', () => {
  it('describes the free demo account, counting this request', async () => {
    const profile = await me(fixture.marketplace.freeKey);
    expect(profile).toMatchObject({ tier: 'free', active_listings: 0 });
    expect(profile.quota).toEqual({ limit: 100, used: 1, remaining: 99, resets_at: '2025-06-16T00:00:00.000Z' });
    expect(profile.usage.requests_today).toBe(1);
    expect(profile.usage.active_keys).toBe(1);
    expect(profile.usage.keys[0]).toMatchObject({
      name: 'Demo key',
      prefix: fixture.marketplace.freeKey.slice(0, 12),
      scopes: ['datasets:read', 'licenses:check', 'account:read'],
      requests_today: 1,
      requests_all_time: 1,
      last_used_at: fixture.clock.now().toISOString(),
    });
  });

  it('the pro demo account is a seller with active listings and a quota of 2,000', async () => {
    const profile = await me(fixture.marketplace.proKey);
    expect(profile.tier).toBe('pro');
    expect(profile.quota.limit).toBe(2000);
    expect(profile.active_listings).toBeGreaterThanOrEqual(1);
    const listings = readDatabase(fixture.dbFile, (db) =>
      db.prepare('SELECT count(*) FROM datasets d JOIN accounts a ON a.seller_id = d.seller_id WHERE a.role = ? AND d.published = 1').pluck().get('pro'),
    );
    expect(profile.active_listings).toBe(listings);
  });

  it('breaks usage down per key, counts revoked keys in the totals only, and keeps 30 zero-filled days', async () => {
    const { admin } = fixture.marketplace;
    const second = admin.createKey('pro', { name: 'CI pipeline' });
    const third = admin.createKey('pro', { name: 'Old laptop', scopes: ['datasets:read'] });
    for (let i = 0; i < 3; i++) await call(fixture.marketplace, '/v1/categories', { key: second });
    await call(fixture.marketplace, '/v1/categories', { key: third });
    admin.revokeKey(third);

    fixture.clock.advance(2 * DAY_MS);
    await call(fixture.marketplace, '/v1/categories', { key: second });
    const profile = await me(fixture.marketplace.proKey);

    expect(profile.usage.active_keys).toBe(2);
    expect(profile.usage.keys.map((k) => k.name)).toEqual(['Demo key', 'CI pipeline']);
    const ci = profile.usage.keys.find((k) => k.name === 'CI pipeline');
    expect(ci).toMatchObject({ requests_today: 1, requests_all_time: 4, prefix: second.slice(0, 12) });
    expect(ci?.scopes).toEqual(['datasets:read', 'licenses:check', 'account:read']);
    expect(profile.usage.requests_today).toBe(2);
    // Demo key: 1 (earlier test) + 1 now; CI: 4; the revoked key: 1.
    expect(profile.usage.requests_all_time).toBe(7);

    expect(profile.usage.daily).toHaveLength(30);
    expect(profile.usage.daily.at(-1)).toEqual({ date: '2025-06-17', requests: 2 });
    expect(profile.usage.daily.at(-3)).toEqual({ date: '2025-06-15', requests: 5 });
    expect(profile.usage.daily.at(-2)).toEqual({ date: '2025-06-16', requests: 0 });
    expect(profile.usage.daily[0]?.date).toBe('2025-05-19');
    expect(profile.usage.daily.reduce((sum, day) => sum + day.requests, 0)).toBe(7);
  });
});
