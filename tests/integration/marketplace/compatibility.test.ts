import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { USE_CASES, type DatasetList, type DatasetListItem } from '../../../shared/wire/api-types';
import { checkCompatibility, MAX_BODY_BYTES, compatibilityResultSchema, errorBodySchema } from '@dmd/marketplace/testing';
import { call, expectShape, startFixture, type Fixture } from './marketplace-fixture';

let fixture: Fixture;
let key: string;
let items: DatasetListItem[];

beforeAll(async () => {
  fixture = await startFixture({ dailyQuotaOverride: { pro: 100_000 } });
  key = fixture.marketplace.proKey;
  items = (await call<DatasetList>(fixture.marketplace, '/v1/datasets?per_page=40', { key })).body.data;
});
afterAll(() => fixture.dispose());

function post(body: unknown, headers: Record<string, string> = { 'Content-Type': 'application/json' }) {
  return call(fixture.marketplace, '/v1/licenses/compatibility', {
    key,
    method: 'POST',
    headers,
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

async function expectError(body: unknown, status: number, code: string, param?: string, headers?: Record<string, string>) {
  const result = await post(body, headers);
  expect(result.status, result.text).toBe(status);
  const error = expectShape(errorBodySchema, result.body).error;
  expect(error.code).toBe(code);
  if (param !== undefined) expect(error.details?.param).toBe(param);
  return error;
}

const candidatesOf = (chosen: DatasetListItem[]) => chosen.map((item) => ({ id: item.id, slug: item.slug, title: item.title, licenseType: item.license }));

describe('POST /v1/licenses/compatibility', () => {
  it('answers what the compatibility engine decides, for ids and slugs mixed, default use case commercial_training', async () => {
    const chosen = items.slice(0, 3);
    const result = await post({ dataset_ids: [chosen[0]?.id, chosen[1]?.slug, chosen[2]?.slug] });
    expect(result.status, result.text).toBe(200);
    const verdict = expectShape(compatibilityResultSchema, result.body);
    expect(verdict.use_case).toBe('commercial_training');
    expect(verdict).toEqual(checkCompatibility(candidatesOf(chosen), 'commercial_training'));
    expect(verdict.datasets.map((d) => d.id)).toEqual(chosen.map((item) => item.id));
  });

  it('accepts every use case and passes it on', async () => {
    const chosen = items.slice(3, 7);
    for (const useCase of USE_CASES) {
      const result = await post({ dataset_ids: chosen.map((item) => item.slug), use_case: useCase });
      expect(result.status).toBe(200);
      expect(result.body).toEqual(checkCompatibility(candidatesOf(chosen), useCase));
    }
  });

  it('accepts 10 datasets and a charset in the content type', async () => {
    const result = await post({ dataset_ids: items.slice(0, 10).map((item) => item.id) }, { 'Content-Type': 'application/json; charset=utf-8' });
    expect(result.status).toBe(200);
  });

  it('answers 415 without application/json', async () => {
    const body = { dataset_ids: items.slice(0, 2).map((item) => item.id) };
    await expectError(body, 415, 'unsupported_media_type', undefined, {});
    await expectError(body, 415, 'unsupported_media_type', undefined, { 'Content-Type': 'text/plain' });
    await expectError(body, 415, 'unsupported_media_type', undefined, { 'Content-Type': 'application/x-www-form-urlencoded' });
  });

  it('answers 400 invalid_json for unparseable or empty bodies', async () => {
    await expectError('{"dataset_ids": [', 400, 'invalid_json');
    await expectError('', 400, 'invalid_json');
    await expectError("{'single': 'quotes'}", 400, 'invalid_json');
    const empty = await expectError('  ', 400, 'invalid_json');
    expect(empty.message).toBe('The request body is not valid JSON: the body is empty.');
  });

  it('answers 400 invalid_parameter for a body past its cap', async () => {
    const error = await expectError({ dataset_ids: ['x'.repeat(MAX_BODY_BYTES)] }, 400, 'invalid_parameter', 'body');
    expect(error.message).toBe(`The request body is larger than ${MAX_BODY_BYTES} bytes.`);
  });

  it('answers 400 invalid_parameter naming dataset_ids for too few, too many, repeated or non-string ids', async () => {
    const ids = items.map((item) => item.id);
    await expectError({ dataset_ids: ids.slice(0, 1) }, 400, 'invalid_parameter', 'dataset_ids');
    await expectError({ dataset_ids: [] }, 400, 'invalid_parameter', 'dataset_ids');
    await expectError({ dataset_ids: ids.slice(0, 11) }, 400, 'invalid_parameter', 'dataset_ids');
    const repeated = await expectError({ dataset_ids: [ids[0], ids[1], ids[0]] }, 400, 'invalid_parameter', 'dataset_ids');
    expect(repeated.details?.duplicates).toEqual([ids[0]]);
    await expectError({ dataset_ids: [ids[0], 42] }, 400, 'invalid_parameter', 'dataset_ids');
    await expectError({ dataset_ids: [ids[0], ''] }, 400, 'invalid_parameter', 'dataset_ids');
    await expectError({ dataset_ids: 'a,b' }, 400, 'invalid_parameter', 'dataset_ids');
    await expectError({ use_case: 'research' }, 400, 'invalid_parameter', 'dataset_ids');
  });

  it('answers 400 when an id and a slug name the same dataset', async () => {
    const item = items[0] as DatasetListItem;
    await expectError({ dataset_ids: [item.id, item.slug] }, 400, 'invalid_parameter', 'dataset_ids');
  });

  it('answers 400 for an unknown use case, listing the allowed ones', async () => {
    const error = await expectError({ dataset_ids: items.slice(0, 2).map((i) => i.id), use_case: 'world_domination' }, 400, 'invalid_parameter', 'use_case');
    expect([...(error.details?.allowed as string[])].sort()).toEqual([...USE_CASES].sort());
    await expectError({ dataset_ids: items.slice(0, 2).map((i) => i.id), use_case: 7 }, 400, 'invalid_parameter', 'use_case');
  });

  it('answers 400 naming the body when it is not an object', async () => {
    await expectError([1, 2], 400, 'invalid_parameter', 'body');
    await expectError('null', 400, 'invalid_parameter', 'body');
  });

  it('answers 404 dataset_not_found listing every unknown id', async () => {
    const error = await expectError({ dataset_ids: [items[0]?.id, 'ghost-one', 'ghost-two'] }, 404, 'dataset_not_found');
    expect(error.details?.unknown_ids).toEqual(['ghost-one', 'ghost-two']);
  });

  it('answers 400 for a body over 64 KiB', async () => {
    await expectError({ dataset_ids: ['x'.repeat(70_000), 'y'] }, 400, 'invalid_parameter', 'body');
  });
});
