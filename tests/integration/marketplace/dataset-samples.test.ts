import { unzipSync } from 'fflate';
import Papa from 'papaparse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatasetDetail, DatasetListItem } from '../../../shared/wire/api-types';
import { call, rateLimitOf, startFixture, type Fixture } from './marketplace-fixture';

let fixture: Fixture;
let items: DatasetListItem[];
const get = <T = unknown>(path: string, headers?: Record<string, string>) => call<T>(fixture.marketplace, path, { key: fixture.marketplace.freeKey, headers });

beforeAll(async () => {
  fixture = await startFixture({ datasets: 200 });
  items = (await get<{ data: DatasetListItem[] }>('/v1/datasets?per_page=100')).body.data;
});
afterAll(() => fixture.dispose());

const byFormat = (format: string) => items.find((item) => item.format.toLowerCase() === format);

describe('GET /v1/datasets/:id/sample', () => {
  it('is what every detail record’s sample_url points to, on this marketplace’s own origin', async () => {
    for (const item of items.slice(0, 10)) {
      const detail = (await get<DatasetDetail>(`/v1/datasets/${item.id}`)).body;
      expect(detail.sample_url).toBe(`${fixture.marketplace.url}/v1/datasets/${item.slug}/sample`);
    }
  });

  it('serves a sample without a key and without spending quota, the same bytes each time', async () => {
    const item = byFormat('csv') as DatasetListItem;
    const before = rateLimitOf((await get('/v1/categories')).headers).remaining;
    const first = await fetch(`${fixture.marketplace.url}/v1/datasets/${item.slug}/sample`);
    const bytes = new Uint8Array(await first.arrayBuffer());
    expect(first.status).toBe(200);
    expect(first.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(first.headers.get('content-disposition')).toBe(`attachment; filename="${item.slug}-sample.csv"`);
    const withKey = await get(`/v1/datasets/${item.id}/sample`);
    expect(rateLimitOf(withKey.headers).remaining).toBe(before);
    expect(new TextEncoder().encode(withKey.text)).toEqual(bytes);
    expect(rateLimitOf((await get('/v1/categories')).headers).remaining).toBe(before - 1);
    const rows = Papa.parse<Record<string, string>>(withKey.text, { header: true, skipEmptyLines: true });
    expect(rows.errors).toEqual([]);
    expect(rows.data).toHaveLength(500);
  });

  it('answers a matching If-None-Match with 304 and no body, and a stale one with the sample', async () => {
    const item = items[0] as DatasetListItem;
    const path = `/v1/datasets/${item.slug}/sample`;
    const first = await call(fixture.marketplace, path);
    const etag = first.headers.get('etag') as string;
    expect(etag).toMatch(/^"[\w-]{20,}"$/);
    expect(first.headers.get('cache-control')).toBe('public, max-age=3600');
    const again = await call(fixture.marketplace, path, { headers: { 'If-None-Match': `"other", W/${etag}` } });
    expect(again.status).toBe(304);
    expect(again.text).toBe('');
    expect(again.headers.get('etag')).toBe(etag);
    expect((await call(fixture.marketplace, path, { headers: { 'If-None-Match': '"other"' } })).status).toBe(200);
  });

  it('gives images with their labels, audio clips and DICOM as the format asks, each under 3 MB', async () => {
    const onePerFormat = [...new Map(items.map((item) => [item.format, item])).values()];
    const samples = await Promise.all(
      onePerFormat.map(async (item) => ({ item, response: await fetch(`${fixture.marketplace.url}/v1/datasets/${item.id}/sample`) })),
    );
    const kinds = new Set<string>();
    for (const { item, response } of samples) {
      const bytes = new Uint8Array(await response.arrayBuffer());
      expect(response.status, item.slug).toBe(200);
      expect(bytes.length, item.slug).toBeLessThan(3 * 1024 * 1024);
      const type = response.headers.get('content-type') ?? '';
      kinds.add(type.split(';')[0] as string);
      if (type === 'application/zip') expect(Object.keys(unzipSync(bytes)).length).toBeGreaterThan(1);
      if (type === 'application/dicom') expect(new TextDecoder().decode(bytes.subarray(128, 132))).toBe('DICM');
    }
    expect(kinds).toContain('application/zip');
  });

  it('gives 404 for an unknown dataset', async () => {
    expect((await call(fixture.marketplace, '/v1/datasets/nope/sample')).status).toBe(404);
  });
});
