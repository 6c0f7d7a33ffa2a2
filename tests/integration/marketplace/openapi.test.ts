import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROUTES } from '@dmd/marketplace/testing';
import { call, rateLimitOf, startFixture, type Fixture } from './marketplace-fixture';

type Json = Record<string, unknown>;
let fixture: Fixture;
let doc: Json;

beforeAll(async () => {
  fixture = await startFixture({ datasets: 100 });
  const result = await call<Json>(fixture.marketplace, '/v1/openapi.json');
  expect(result.status).toBe(200);
  doc = result.body;
});
afterAll(() => fixture.dispose());

const operation = (path: string, method: string) => ((doc.paths as Json)[path] as Json | undefined)?.[method] as Json | undefined;
const parametersOf = (path: string, method = 'get') =>
  (operation(path, method)?.parameters ?? []) as Array<{ name: string; in: string; required: boolean; schema: Json }>;

describe('GET /v1/openapi.json', () => {
  it('is served without a key and costs nothing', async () => {
    const result = await call(fixture.marketplace, '/v1/openapi.json');
    expect(result.headers.get('content-type')).toContain('application/json');
    expect(rateLimitOf(result.headers)).toMatchObject({ limit: 0, remaining: 0 });
  });

  it('is an OpenAPI 3.1 document pointing at this server', () => {
    expect(doc.openapi).toBe('3.1.0');
    expect((doc.info as Json).title).toBeTypeOf('string');
    expect((doc.info as Json).version).toBeTypeOf('string');
    expect(doc.servers).toEqual([{ url: fixture.marketplace.url }]);
    expect((doc.components as Json).securitySchemes).toEqual({
      ApiKeyHeader: expect.objectContaining({ type: 'apiKey', in: 'header', name: 'X-Api-Key' }),
      ApiKeyQuery: expect.objectContaining({ type: 'apiKey', in: 'query', name: 'api_key' }),
    });
  });

  it('lists every endpoint of the spec, the badge, the sample, the dataset page and itself', () => {
    const expected = [
      ['/v1/datasets', 'get'],
      ['/v1/datasets/{id}', 'get'],
      ['/v1/datasets/{id}/quality', 'get'],
      ['/v1/datasets/{id}/license', 'get'],
      ['/v1/categories', 'get'],
      ['/v1/licenses/compatibility', 'post'],
      ['/v1/me', 'get'],
      ['/v1/datasets/{id}/badge.svg', 'get'],
      ['/v1/datasets/{id}/sample', 'get'],
      ['/v1/datasets/{id}/images/{name}', 'get'],
      ['/v1/openapi.json', 'get'],
      ['/datasets/{id}', 'get'],
    ];
    for (const [path, method] of expected) expect(operation(path as string, method as string), `${method} ${path}`).toBeDefined();
    expect(ROUTES).toHaveLength(expected.length);
    for (const route of ROUTES) expect(operation(route.path, route.method.toLowerCase())?.operationId).toBe(route.operationId);
  });

  it('lists every query parameter of GET /v1/datasets with its schema', () => {
    const params = parametersOf('/v1/datasets');
    expect(params.map((p) => p.name).sort()).toEqual(
      ['q', 'q_as_typed', 'category', 'format', 'license', 'lqs_min', 'lqs_tier', 'hipaa', 'gdpr', 'price_max', 'sort', 'order', 'page', 'per_page'].sort(),
    );
    const byName = new Map(params.map((p) => [p.name, p]));
    for (const param of params) {
      expect(param.in).toBe('query');
      expect(param.required).toBe(false);
      expect(param.schema.type).toBeTypeOf('string');
    }
    expect(byName.get('sort')?.schema.enum).toEqual(['created_at', 'price', 'quality_score', 'total_sales']);
    expect(byName.get('order')?.schema).toMatchObject({ enum: ['asc', 'desc'], default: 'desc' });
    expect(byName.get('lqs_tier')?.schema.enum).toEqual(['platinum', 'gold', 'silver', 'bronze']);
    expect(byName.get('lqs_min')?.schema).toMatchObject({ type: 'number', minimum: 0, maximum: 100 });
    expect(byName.get('price_max')?.schema).toMatchObject({ type: 'number', minimum: 0 });
    expect(byName.get('page')?.schema).toMatchObject({ type: 'integer', minimum: 1, default: 1 });
    expect(byName.get('per_page')?.schema).toMatchObject({ type: 'integer', minimum: 1, default: 20 });
  });

  it('documents the path id, the compatibility body and security per route', () => {
    for (const path of ['/v1/datasets/{id}', '/v1/datasets/{id}/quality', '/v1/datasets/{id}/license', '/v1/datasets/{id}/badge.svg']) {
      expect(parametersOf(path)).toEqual([expect.objectContaining({ name: 'id', in: 'path', required: true })]);
    }
    const body = ((operation('/v1/licenses/compatibility', 'post')?.requestBody as Json).content as Json)['application/json'] as { schema: Json };
    expect(body.schema).toMatchObject({
      type: 'object',
      required: ['dataset_ids'],
      properties: {
        dataset_ids: { type: 'array', minItems: 2, maxItems: 10, items: { type: 'string' } },
        use_case: { enum: ['commercial_training', 'research', 'internal_evaluation', 'redistribution'], default: 'commercial_training' },
      },
    });
    expect(operation('/v1/me', 'get')?.security).toEqual([{ ApiKeyHeader: [] }, { ApiKeyQuery: [] }]);
    expect(operation('/v1/me', 'get')?.['x-required-scope']).toBe('account:read');
    expect(operation('/v1/datasets/{id}/badge.svg', 'get')?.security).toEqual([]);
    const responses = operation('/v1/datasets', 'get')?.responses as Json;
    expect(Object.keys(responses).sort()).toEqual(['200', '400', '401', '403', '405', '429', '500']);
  });

  it('has no dangling $ref', () => {
    const refs: string[] = [];
    const walk = (value: unknown): void => {
      if (Array.isArray(value)) value.forEach(walk);
      else if (value !== null && typeof value === 'object') {
        for (const [key, child] of Object.entries(value)) {
          if (key === '$ref' && typeof child === 'string') refs.push(child);
          else walk(child);
        }
      }
    };
    walk(doc);
    expect(refs.length).toBeGreaterThan(0);
    for (const ref of refs) {
      const target = ref
        .replace(/^#\//, '')
        .split('/')
        .reduce<unknown>((node, part) => (node as Json | undefined)?.[part], doc);
      expect(target, ref).toBeDefined();
    }
  });

  it('cannot drift from validation: each documented enum is exactly what the server accepts', async () => {
    for (const param of parametersOf('/v1/datasets').filter((p) => Array.isArray(p.schema.enum))) {
      const result = await call<{ error: { details: { param: string; allowed: string[] } } }>(fixture.marketplace, `/v1/datasets?${param.name}=zzz`, {
        key: fixture.marketplace.proKey,
      });
      expect(result.status).toBe(400);
      expect(result.body.error.details.param).toBe(param.name);
      expect([...result.body.error.details.allowed].sort()).toEqual([...(param.schema.enum as string[])].sort());
    }
  });
});
