import { describe, expect, it } from 'vitest';
import { ROUTES } from '../routes/route-table';
import { buildOpenApiDocument } from './build-openapi-document';

type Json = Record<string, unknown>;
const doc = buildOpenApiDocument(ROUTES, 'http://127.0.0.1:1');
const operationOf = (path: string, method: string) => ((doc.paths as Json)[path] as Json)[method.toLowerCase()] as Json;

describe('buildOpenApiDocument', () => {
  it('documents exactly the query parameters and body each route validates', () => {
    for (const route of ROUTES) {
      const operation = operationOf(route.path, route.method);
      const parameters = operation.parameters as Array<{ name: string; in: string }>;
      const documented = parameters.filter((p) => p.in === 'query').map((p) => p.name);
      expect(documented, route.path).toEqual(route.querySchema ? Object.keys(route.querySchema.shape) : []);
      expect(operation.requestBody !== undefined, route.path).toBe(route.bodySchema !== undefined);
      const pathParams = [...route.path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]);
      expect(parameters.filter((p) => p.in === 'path').map((p) => p.name)).toEqual(pathParams);
    }
  });

  it('gives every JSON success response a schema and every error the Error schema', () => {
    for (const route of ROUTES) {
      const responses = operationOf(route.path, route.method).responses as Record<string, Json>;
      const content = responses['200']?.content as Record<string, { schema: Json }>;
      expect(content[route.response.contentType]?.schema).toBeDefined();
      for (const [status, response] of Object.entries(responses)) {
        if (status === '200') continue;
        if (status === '304') {
          expect(route.conditional, route.path).toBe(true);
          expect(response.content).toBeUndefined();
          continue;
        }
        // A page for a person answers its own errors as pages; the router's 405 stays the API's JSON.
        const asPage = route.errorPage !== undefined && status !== '405';
        const expected = asPage ? { 'text/html': { schema: { type: 'string' } } } : { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } };
        expect(response.content, `${route.path} ${status}`).toEqual(expected);
      }
    }
    expect(ROUTES.filter((route) => route.errorPage !== undefined).map((route) => route.path)).toEqual(['/datasets/{id}']);
  });

  it('documents the ETag and the 304 of a conditional route, and binary answers as binary strings', () => {
    const sample = operationOf('/v1/datasets/{id}/sample', 'GET');
    const responses = sample.responses as Record<string, Json>;
    expect(Object.keys(responses['200']?.headers as Json)).toContain('ETag');
    expect(responses['304']).toBeDefined();
    expect((responses['200']?.content as Json)['application/octet-stream']).toEqual({ schema: { type: 'string', format: 'binary' } });
    expect(sample.security).toEqual([]);
  });
});
