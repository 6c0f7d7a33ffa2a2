import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CategoryList, DatasetList } from '../../../shared/wire/api-types';
import { call, readDatabase, startFixture, TEST_DATASETS, type Fixture } from './marketplace-fixture';

/** Unpublished datasets exist in the store but must never show anywhere. */
let fixture: Fixture;
let hidden: Array<{ id: string; slug: string; title: string }>;

beforeAll(async () => {
  fixture = await startFixture({ dailyQuotaOverride: { pro: 100_000 } });
  hidden = readDatabase(fixture.dbFile, (db) => db.prepare('SELECT id, slug, title FROM datasets WHERE published = 0').all() as typeof hidden);
});
afterAll(() => fixture.dispose());

const get = <T>(path: string) => call<T>(fixture.marketplace, path, { key: fixture.marketplace.proKey });

describe('unpublished datasets', () => {
  it('exist in the store (about 3 % on top of the published ones)', () => {
    expect(hidden.length).toBe(Math.round(TEST_DATASETS * 0.03));
  });

  it('are not in any listing page, nor in totals or category counts', async () => {
    const hiddenIds = new Set(hidden.map((d) => d.id));
    const seen: string[] = [];
    for (let page = 1; page <= 7; page++) {
      const result = await get<DatasetList>(`/v1/datasets?per_page=100&page=${page}`);
      expect(result.body.meta.total).toBe(TEST_DATASETS);
      seen.push(...result.body.data.map((item) => item.id));
    }
    expect(seen).toHaveLength(TEST_DATASETS);
    expect(seen.filter((id) => hiddenIds.has(id))).toEqual([]);
    const categories = await get<CategoryList>('/v1/categories');
    expect(categories.body.data.reduce((sum, c) => sum + c.count, 0)).toBe(TEST_DATASETS);
  });

  it('are not found by searching their exact titles', async () => {
    for (const dataset of hidden) {
      const result = await get<DatasetList>(`/v1/datasets?q=${encodeURIComponent(dataset.title)}&per_page=100`);
      expect(result.body.data.map((item) => item.id)).not.toContain(dataset.id);
    }
  });

  it('have no detail, quality, licence or badge, by id or slug', async () => {
    for (const dataset of hidden.slice(0, 6)) {
      for (const ref of [dataset.id, dataset.slug]) {
        for (const suffix of ['', '/quality', '/license']) {
          const result = await get<{ error: { code: string } }>(`/v1/datasets/${ref}${suffix}`);
          expect(result.status).toBe(404);
          expect(result.body.error.code).toBe('dataset_not_found');
        }
        expect((await call(fixture.marketplace, `/v1/datasets/${ref}/badge.svg`)).status).toBe(404);
      }
    }
  });

  it('are unknown to the compatibility check', async () => {
    const visible = (await get<DatasetList>('/v1/datasets?per_page=1')).body.data[0];
    const target = hidden[0];
    const result = await call<{ error: { code: string; details: { unknown_ids: string[] } } }>(fixture.marketplace, '/v1/licenses/compatibility', {
      key: fixture.marketplace.proKey,
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ dataset_ids: [visible?.id, target?.slug] }),
    });
    expect(result.status).toBe(404);
    expect(result.body.error.details.unknown_ids).toEqual([target?.slug]);
  });
});
