import { describe, expect, it } from 'vitest';
import { datasetQuerySchema } from '@dmd/shared/ipc/ipc-schemas';
import { MAX_CATEGORY_LENGTH, MAX_FORMAT_LENGTH, MAX_LICENSE_FILTER_LENGTH, MAX_SEARCH_LENGTH, TIER_CUT_OFFS } from '@dmd/shared/domain/limits';
import { buildOpenApiDocument } from '../openapi/build-openapi-document';
import { ROUTES } from '../routes/route-table';
import { listDatasetsQuerySchema } from './request-schemas';

const TEXT_INPUTS = [
  ['q', MAX_SEARCH_LENGTH],
  ['category', MAX_CATEGORY_LENGTH],
  ['format', MAX_FORMAT_LENGTH],
  ['license', MAX_LICENSE_FILTER_LENGTH],
] as const;

describe('the listing limits, as the app and its marketplace apply them', () => {
  it.each(TEXT_INPUTS)('%s: the app takes what its marketplace takes, and refuses what it refuses', (name, limit) => {
    for (const length of [limit - 1, limit, limit + 1, limit * 3]) {
      const value = 'a'.repeat(length);
      const app = datasetQuerySchema.safeParse({ [name]: value }).success;
      const marketplace = listDatasetsQuerySchema.safeParse({ [name]: value }).success;
      expect({ length, app }).toEqual({ length, app: marketplace });
      expect(app).toBe(length <= limit);
    }
  });

  it('states the same limits and tier cut-offs in the OpenAPI document', () => {
    const doc = buildOpenApiDocument(ROUTES, 'http://127.0.0.1:1') as {
      paths: Record<string, Record<string, { parameters: Array<{ name: string; schema: { maxLength?: number }; description?: string }> }>>;
    };
    const parameters = doc.paths['/v1/datasets']?.get?.parameters ?? [];
    for (const [name, limit] of TEXT_INPUTS) expect(parameters.find((parameter) => parameter.name === name)?.schema.maxLength, name).toBe(limit);
    const tier = parameters.find((parameter) => parameter.name === 'lqs_tier');
    expect(`${tier?.description ?? ''} ${JSON.stringify(tier?.schema)}`).toContain(`gold ≥ ${TIER_CUT_OFFS.gold}`);
  });
});
