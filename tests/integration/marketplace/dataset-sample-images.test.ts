import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatasetListItem } from '../../../shared/wire/api-types';
import { servesImagesByUrl } from '@dmd/marketplace/testing';
import { sniffContent } from '../../../shared/domain/samples/sniff-content';
import { call, rateLimitOf, startFixture, type Fixture } from './marketplace-fixture';

let fixture: Fixture;
let coco: DatasetListItem[];
const get = <T = unknown>(path: string) => call<T>(fixture.marketplace, path, { key: fixture.marketplace.freeKey });

beforeAll(async () => {
  fixture = await startFixture({ datasets: 400 });
  coco = (await get<{ data: DatasetListItem[] }>('/v1/datasets?format=coco&per_page=100')).body.data;
});
afterAll(() => fixture.dispose());

describe('GET /v1/datasets/:id/images/:name', () => {
  it('serves the images a COCO annotation sample names, relative to its address, with no key and no quota spent', async () => {
    const item = coco.find((entry) => servesImagesByUrl(entry));
    if (item === undefined) throw new Error('no COCO dataset served by address');
    const before = rateLimitOf((await get('/v1/categories')).headers).remaining;
    const sampleUrl = `${fixture.marketplace.url}/v1/datasets/${item.slug}/sample`;
    const sample = await fetch(sampleUrl);
    expect(sample.headers.get('content-type')).toMatch(/^application\/json/);
    expect(sample.headers.get('content-disposition')).toBe(`attachment; filename="${item.slug}-instances.json"`);
    const labels = (await sample.json()) as {
      images: Array<{ id: number; file_name: string; width: number; height: number }>;
      annotations: Array<{ image_id: number }>;
    };
    expect(labels.images).toHaveLength(8);
    for (const image of labels.images) {
      const answer = await fetch(new URL(image.file_name, sampleUrl));
      expect(answer.status, image.file_name).toBe(200);
      expect(answer.headers.get('content-type')).toBe('image/jpeg');
      expect(sniffContent(new Uint8Array(await answer.arrayBuffer()))).toBe('jpeg');
    }
    expect(labels.annotations.every((annotation) => labels.images.some((image) => image.id === annotation.image_id))).toBe(true);
    expect(rateLimitOf((await get('/v1/categories')).headers).remaining).toBe(before - 1);
  });

  it('answers an ETag with 304, and a name the sample does not give, or a zipped sample, with 404', async () => {
    const byUrl = coco.find((entry) => servesImagesByUrl(entry)) as DatasetListItem;
    const zipped = coco.find((entry) => !servesImagesByUrl(entry)) as DatasetListItem;
    const path = `/v1/datasets/${byUrl.slug}/images/000001.jpg`;
    const first = await call(fixture.marketplace, path);
    const etag = first.headers.get('etag') as string;
    expect((await call(fixture.marketplace, path, { headers: { 'If-None-Match': etag } })).status).toBe(304);
    expect((await call(fixture.marketplace, `/v1/datasets/${byUrl.slug}/images/999999.jpg`)).status).toBe(404);
    expect((await call(fixture.marketplace, `/v1/datasets/${byUrl.slug}/images/constructor`)).status).toBe(404);
    expect((await call(fixture.marketplace, `/v1/datasets/${zipped.slug}/images/000001.jpg`)).status).toBe(404);
    const zip = await fetch(`${fixture.marketplace.url}/v1/datasets/${zipped.slug}/sample`);
    expect(zip.headers.get('content-type')).toBe('application/zip');
  });
});
