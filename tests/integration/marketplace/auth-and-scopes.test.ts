import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorBodySchema } from '@dmd/marketplace/testing';
import { call, expectShape, nextMidnightEpoch, rateLimitOf, readDatabase, startFixture, type Fixture } from './marketplace-fixture';

let fixture: Fixture;

beforeAll(async () => {
  fixture = await startFixture({ freeKey: 'ls_demo_FreeFreeFreeFreeFreeFreeFreeFree', dailyQuotaOverride: { free: 10_000 } });
});
afterAll(() => fixture.dispose());

function expectCode(result: { status: number; body: unknown; text: string }, status: number, code: string) {
  expect(result.status, result.text).toBe(status);
  const error = expectShape(errorBodySchema, result.body).error;
  expect(error).toMatchObject({ code, status });
  expect(error.message.length).toBeGreaterThan(10);
  return error;
}

describe('API keys', () => {
  it('401 missing_api_key without a key, with 0/0/next-reset rate-limit headers', async () => {
    const result = await call(fixture.marketplace, '/v1/datasets');
    expectCode(result, 401, 'missing_api_key');
    expect(rateLimitOf(result.headers)).toEqual({ limit: 0, remaining: 0, reset: nextMidnightEpoch(fixture.clock.now()) });
  });

  it('a blank header counts as no key', async () => {
    expectCode(await call(fixture.marketplace, '/v1/datasets', { headers: { 'X-Api-Key': '   ' } }), 401, 'missing_api_key');
  });

  it('401 invalid_api_key for an unknown key, with 0/0/next-reset headers', async () => {
    const result = await call(fixture.marketplace, '/v1/datasets', { key: 'ls_live_00000000000000000000000000000000' });
    expectCode(result, 401, 'invalid_api_key');
    expect(rateLimitOf(result.headers)).toEqual({ limit: 0, remaining: 0, reset: nextMidnightEpoch(fixture.clock.now()) });
  });

  it('accepts the key in the api_key query parameter', async () => {
    const result = await call(fixture.marketplace, `/v1/categories?api_key=${fixture.marketplace.freeKey}`);
    expect(result.status).toBe(200);
    expect(rateLimitOf(result.headers).limit).toBe(10_000);
  });

  it('the header wins over the query parameter', async () => {
    const { freeKey } = fixture.marketplace;
    const validHeader = await call(fixture.marketplace, '/v1/categories?api_key=ls_live_bogusbogusbogusbogusbogusbogus00', { key: freeKey });
    expect(validHeader.status).toBe(200);
    const invalidHeader = await call(fixture.marketplace, `/v1/categories?api_key=${freeKey}`, { key: 'ls_live_bogusbogusbogusbogusbogusbogus00' });
    expectCode(invalidHeader, 401, 'invalid_api_key');
  });

  it('a revoked key gets 401 invalid_api_key', async () => {
    const key = fixture.marketplace.admin.createKey('free', { name: 'to revoke' });
    expect(key).toMatch(/^ls_live_[A-Za-z0-9]{32}$/);
    expect((await call(fixture.marketplace, '/v1/categories', { key })).status).toBe(200);
    fixture.marketplace.admin.revokeKey(key);
    expectCode(await call(fixture.marketplace, '/v1/categories', { key }), 401, 'invalid_api_key');
  });

  it('revoking an unknown key is an error', () => {
    expect(() => fixture.marketplace.admin.revokeKey('ls_live_neverissuedneverissuedneverissu')).toThrow();
  });

  it('demo keys look like ls_demo_ + 32 base62 when generated', () => {
    expect(fixture.marketplace.proKey).toMatch(/^ls_demo_[A-Za-z0-9]{32}$/);
  });

  it('stores keys only as SHA-256 hashes', async () => {
    const { freeKey, proKey } = fixture.marketplace;
    const hashes = readDatabase(fixture.dbFile, (db) => db.prepare('SELECT key_hash FROM api_keys').pluck().all() as string[]);
    expect(hashes).toContain(createHash('sha256').update(freeKey).digest('hex'));
    expect(hashes).toContain(createHash('sha256').update(proKey).digest('hex'));
    const file = readFileSync(fixture.dbFile).toString('latin1') + readFileSync(`${fixture.dbFile}-wal`).toString('latin1');
    expect(file).not.toContain(freeKey);
    expect(file).not.toContain(proKey);
  });
});

describe('scopes', () => {
  const cases = [
    { scope: 'datasets:read', path: '/v1/datasets', method: 'GET' },
    { scope: 'datasets:read', path: '/v1/categories', method: 'GET' },
    { scope: 'licenses:check', path: '/v1/licenses/compatibility', method: 'POST' },
    { scope: 'account:read', path: '/v1/me', method: 'GET' },
  ] as const;

  for (const { scope, path, method } of cases) {
    it(`a key without ${scope} gets 403 insufficient_scope on ${method} ${path}, and it costs a unit`, async () => {
      const others = (['datasets:read', 'licenses:check', 'account:read'] as const).filter((s) => s !== scope);
      const key = fixture.marketplace.admin.createKey('free', { scopes: [...others], name: `without ${scope}` });
      const before = rateLimitOf((await call(fixture.marketplace, '/v1/datasets/nope/badge.svg', { key })).headers).remaining;
      const result = await call(fixture.marketplace, path, {
        key,
        method,
        headers: { 'Content-Type': 'application/json' },
        body: method === 'POST' ? JSON.stringify({ dataset_ids: ['a', 'b'] }) : undefined,
      });
      const error = expectCode(result, 403, 'insufficient_scope');
      expect(error.details).toEqual({ required: scope });
      expect(rateLimitOf(result.headers).remaining).toBe(before - 1);
    });
  }

  it('a key with only datasets:read can read datasets', async () => {
    const key = fixture.marketplace.admin.createKey('free', { scopes: ['datasets:read'] });
    expect((await call(fixture.marketplace, '/v1/datasets?per_page=1', { key })).status).toBe(200);
    expectCode(await call(fixture.marketplace, '/v1/me', { key }), 403, 'insufficient_scope');
  });

  it('createKey refuses unknown scopes', () => {
    expect(() => fixture.marketplace.admin.createKey('free', { scopes: ['admin:all' as never] })).toThrow(/scope/);
  });
});
