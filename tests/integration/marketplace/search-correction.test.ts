import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatasetList, DatasetListItem } from '../../../shared/wire/api-types';
import { datasetListSchema } from '@dmd/marketplace/testing';
import { call, expectShape, startFixture, type Fixture } from './marketplace-fixture';

/**
 * Typo tolerance and honest fallbacks, over real HTTP: a word the catalog knows in no way is
 * corrected and `meta.query_correction` says so; `q_as_typed=true` turns it off; of datasets
 * lacking a word, those holding the specific one come first.
 */
let fixture: Fixture;

beforeAll(async () => {
  fixture = await startFixture({ datasets: 2000, seed: 42, dailyQuotaOverride: { pro: 100_000 } });
});
afterAll(() => fixture.dispose());

async function q(text: string, extra = ''): Promise<DatasetList> {
  const result = await call<DatasetList>(fixture.marketplace, `/v1/datasets?q=${encodeURIComponent(text)}${extra}`, { key: fixture.marketplace.proKey });
  expect(result.status, result.text).toBe(200);
  return expectShape(datasetListSchema, result.body);
}

async function allIds(text: string): Promise<string[]> {
  const items: DatasetListItem[] = [];
  for (let page = 1; page <= 50; page++) {
    const result = await q(text, `&per_page=100&page=${page}`);
    items.push(...result.data);
    if (!result.meta.has_more) return items.map((item) => item.id);
  }
  throw new Error('more than 50 pages');
}

const ids = (list: DatasetList): string[] => list.data.map((item) => item.id);

describe('GET /v1/datasets?q= corrects typos', () => {
  it('corrects a word the catalog does not know, says so in meta.query_correction, and lists what the corrected search lists', async () => {
    const typo = await q('defcet detection');
    expect(typo.meta.query_correction).toEqual({ original: 'defcet detection', corrected: 'defect detection', words: [{ from: 'defcet', to: 'defect' }] });
    expect(typo.meta.match).toEqual({ kind: 'all_words', words: ['defect', 'detection'], missing: [], not_found: [] });
    const right = await q('defect detection');
    expect(right.meta.query_correction).toBeUndefined();
    expect(typo.meta.total).toBe(right.meta.total);
    expect(ids(typo)).toEqual(ids(right));
    expect(new Set(typo.data.map((item) => item.category))).toEqual(new Set(['Manufacturing & IoT']));
  });

  it('corrects a transposition in a longer word and leaves known and short words alone', async () => {
    expect((await q('pedestrain crossing')).meta.query_correction?.words).toEqual([{ from: 'pedestrain', to: 'pedestrian' }]);
    for (const known of ['lidar', 'tumors mri', 'spam', 'pedestri', 'zzq']) expect((await q(known)).meta.query_correction).toBeUndefined();
  });

  it('searches the words as typed with q_as_typed=true: no correction, the unknown word left out as before', async () => {
    const asTyped = await q('defcet detection', '&q_as_typed=true');
    expect(asTyped.meta.query_correction).toBeUndefined();
    expect(asTyped.meta.match).toEqual({ kind: 'all_words', words: ['defcet', 'detection'], missing: [], not_found: ['defcet'] });
    expect(asTyped.meta.total).toBe((await q('detection')).meta.total);
    // "false" or "0" is the default: corrected.
    expect((await q('defcet detection', '&q_as_typed=0')).meta.query_correction?.corrected).toBe('defect detection');
  });

  it('refuses a q_as_typed that is not a flag', async () => {
    const result = await call(fixture.marketplace, '/v1/datasets?q=defcet&q_as_typed=maybe', { key: fixture.marketplace.proKey });
    expect(result.status).toBe(400);
  });
});

describe('GET /v1/datasets?q= when no dataset holds every word', () => {
  it('lists every dataset holding the specific word before any holding only the generic one', async () => {
    const specific = new Set(await allIds('lidar'));
    const relaxed = await q('lidar records', '&per_page=100');
    expect(relaxed.meta.match?.kind).toBe('all_but_one');
    const holds = ids(relaxed).map((id) => specific.has(id));
    expect(holds).toContain(false);
    expect(holds.slice(holds.indexOf(false))).not.toContain(true);
  });
});
