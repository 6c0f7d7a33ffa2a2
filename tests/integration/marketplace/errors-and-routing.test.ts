import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorBodySchema } from '@dmd/marketplace/testing';
import { call, expectShape, startFixture, type Fixture } from './marketplace-fixture';

let fixture: Fixture;

beforeAll(async () => {
  fixture = await startFixture({ datasets: 200, dailyQuotaOverride: { pro: 100_000 } });
});
afterAll(() => fixture.dispose());

/** A raw request, for methods fetch will not send with a body check (HEAD) or at all. */
function raw(
  method: string,
  path: string,
  headers: Record<string, string> = {},
): Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: string }> {
  return new Promise((resolve, reject) => {
    const url = new URL(path, fixture.marketplace.url);
    const req = request(url, { method, headers }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
    });
    req.on('error', reject);
    req.end();
  });
}

describe('routing errors', () => {
  it('404 not_found for unknown routes, with or without a key', async () => {
    for (const path of ['/', '/v1', '/v2/datasets', '/v1/dataset', '/v1/datasets/x/y/z', '/v1/datasets//quality']) {
      for (const key of [fixture.marketplace.proKey, null]) {
        const result = await call(fixture.marketplace, path, { key });
        expect(result.status, path).toBe(404);
        expect(expectShape(errorBodySchema, result.body).error).toMatchObject({ code: 'not_found', status: 404 });
      }
    }
  });

  it('accepts one trailing slash', async () => {
    expect((await call(fixture.marketplace, '/v1/categories/', { key: fixture.marketplace.proKey })).status).toBe(200);
  });

  it('405 method_not_allowed with an Allow header', async () => {
    const cases: Array<[string, string, string]> = [
      ['POST', '/v1/datasets', 'GET'],
      ['DELETE', '/v1/datasets/some-slug', 'GET'],
      ['PUT', '/v1/me', 'GET'],
      ['GET', '/v1/licenses/compatibility', 'POST'],
      ['OPTIONS', '/v1/categories', 'GET'],
      ['PATCH', '/v1/openapi.json', 'GET'],
    ];
    for (const [method, path, allow] of cases) {
      const result = await raw(method, path, { 'X-Api-Key': fixture.marketplace.proKey });
      expect(result.status, `${method} ${path}`).toBe(405);
      expect(result.headers.allow).toBe(allow);
      expect(JSON.parse(result.body).error).toMatchObject({ code: 'method_not_allowed', status: 405 });
    }
  });

  it('HEAD gets 405 with Allow and no body', async () => {
    const result = await raw('HEAD', '/v1/datasets');
    expect(result.status).toBe(405);
    expect(result.headers.allow).toBe('GET');
    expect(result.body).toBe('');
  });
});

describe('error bodies', () => {
  it('every error has the decided shape, a JSON content type and no stack trace', async () => {
    const responses = await Promise.all([
      call(fixture.marketplace, '/v1/datasets'),
      call(fixture.marketplace, '/v1/datasets', { key: 'ls_live_wrongwrongwrongwrongwrongwrong00' }),
      call(fixture.marketplace, '/v1/datasets?per_page=-3', { key: fixture.marketplace.proKey }),
      call(fixture.marketplace, '/v1/datasets/%ZZ', { key: fixture.marketplace.proKey }),
      call(fixture.marketplace, '/v1/nowhere'),
      call(fixture.marketplace, '/v1/licenses/compatibility', { key: fixture.marketplace.proKey, method: 'POST', body: '{}' }),
    ]);
    for (const result of responses) {
      expect(result.headers.get('content-type')).toBe('application/json; charset=utf-8');
      const body = expectShape(errorBodySchema, result.body);
      expect(body.error.status).toBe(result.status);
      expect(result.text).not.toMatch(/\bat \S+ \(|node:internal|\.ts:\d+/);
      expect(Object.keys(body)).toEqual(['error']);
    }
  });
});

describe('DNS rebinding', () => {
  const port = () => new URL(fixture.marketplace.url).port;

  it('refuses a request addressed to any name but loopback, before any route or key', async () => {
    for (const host of [`evil.example:${port()}`, 'evil.example', `127.0.0.1.nip.io:${port()}`, `localhost.evil.example:${port()}`, `[::ffff:7f00:1]x`]) {
      const answer = await raw('GET', '/v1/categories', { Host: host });
      expect(answer.status, host).toBe(403);
      expect(JSON.parse(answer.body)).toMatchObject({ error: { code: 'forbidden_host', status: 403 } });
      expect(answer.headers['x-ratelimit-limit']).toBeUndefined();
    }
  });

  it('answers every loopback name', async () => {
    for (const host of [`127.0.0.1:${port()}`, `localhost:${port()}`, `LOCALHOST:${port()}`, `127.1.2.3:${port()}`, `[::1]:${port()}`]) {
      expect((await raw('GET', '/v1/openapi.json', { Host: host })).status, host).toBe(200);
    }
  });
});
