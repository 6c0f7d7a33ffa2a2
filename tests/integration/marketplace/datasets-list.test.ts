import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatasetList, DatasetListItem } from '../../../shared/wire/api-types';
import { datasetListSchema, errorBodySchema, licenseOfLabel } from '@dmd/marketplace/testing';
import { call, expectShape, startFixture, TEST_DATASETS, type Fixture } from './marketplace-fixture';

let fixture: Fixture;
let key: string;

beforeAll(async () => {
  fixture = await startFixture({ dailyQuotaOverride: { pro: 100_000 } });
  key = fixture.marketplace.proKey;
});
afterAll(() => fixture.dispose());

async function list(query: string): Promise<DatasetList> {
  const result = await call<DatasetList>(fixture.marketplace, `/v1/datasets${query}`, { key });
  expect(result.status, result.text).toBe(200);
  return expectShape(datasetListSchema, result.body);
}

async function listAll(query: string): Promise<DatasetListItem[]> {
  const separator = query === '' ? '?' : '&';
  const items: DatasetListItem[] = [];
  for (let page = 1; page <= 20; page++) {
    const result = await list(`${query}${separator}per_page=100&page=${page}`);
    items.push(...result.data);
    if (!result.meta.has_more) return items;
  }
  throw new Error('more than 20 pages');
}

async function expectInvalid(query: string, param: string, allowed?: unknown[]): Promise<void> {
  const result = await call(fixture.marketplace, `/v1/datasets${query}`, { key });
  expect(result.status, result.text).toBe(400);
  const body = expectShape(errorBodySchema, result.body);
  expect(body.error.code).toBe('invalid_parameter');
  expect(body.error.status).toBe(400);
  expect(body.error.details?.param).toBe(param);
  if (allowed) expect([...(body.error.details?.allowed as unknown[])].sort()).toEqual([...allowed].sort());
}

describe('GET /v1/datasets defaults and envelope', () => {
  it('returns page 1 of 20, newest first, with an exact total of published datasets', async () => {
    const result = await list('');
    expect(result.meta).toEqual({ total: TEST_DATASETS, page: 1, per_page: 20, has_more: true });
    expect(result.data).toHaveLength(20);
    const dates = result.data.map((item) => item.created_at);
    expect(dates).toEqual([...dates].sort().reverse());
  });

  it('gives absolute URLs on this server for each item', async () => {
    const [item] = (await list('?per_page=1')).data;
    expect(item?.urls.dataset).toBe(`${fixture.marketplace.url}/datasets/${item?.slug}`);
    expect(item?.urls.license).toBe(`${fixture.marketplace.url}/v1/datasets/${item?.slug}/license`);
    expect(item?.urls.badge).toBe(`${fixture.marketplace.url}/v1/datasets/${item?.slug}/badge.svg`);
  });

  it('clamps per_page above 100 to 100 and shows the size in effect', async () => {
    const result = await list('?per_page=250');
    expect(result.meta.per_page).toBe(100);
    expect(result.data).toHaveLength(100);
  });

  it('answers a page past the end with no data and has_more false', async () => {
    const result = await list('?per_page=100&page=7');
    expect(result.data).toEqual([]);
    expect(result.meta).toEqual({ total: TEST_DATASETS, page: 7, per_page: 100, has_more: false });
  });

  it('sets has_more false on the last page and true before it', async () => {
    expect((await list('?per_page=100&page=5')).meta.has_more).toBe(true);
    const last = await list('?per_page=100&page=6');
    expect(last.data).toHaveLength(TEST_DATASETS - 500);
    expect(last.meta.has_more).toBe(false);
  });

  it('ignores unknown parameters and parameters given with an empty value', async () => {
    const result = await list('?color=blue&category=&lqs_min=&page=');
    expect(result.meta.total).toBe(TEST_DATASETS);
    expect(result.meta.page).toBe(1);
  });
});

describe('GET /v1/datasets filters', () => {
  it('category matches the name or the slug, in any case', async () => {
    const byName = await list('?category=Medical%20Imaging&per_page=100');
    expect(byName.meta.total).toBeGreaterThan(0);
    expect(byName.data.every((item) => item.category === 'Medical Imaging')).toBe(true);
    expect((await list('?category=medical-imaging')).meta.total).toBe(byName.meta.total);
    expect((await list('?category=MEDICAL%20imaging')).meta.total).toBe(byName.meta.total);
    expect((await list('?category=NLP%20%2F%20Text')).meta.total).toBeGreaterThan(0);
  });

  it('an unknown category matches nothing', async () => {
    const result = await list('?category=Underwater%20Basket%20Weaving');
    expect(result).toEqual({ data: [], meta: { total: 0, page: 1, per_page: 20, has_more: false } });
  });

  it('format is exact and case-insensitive', async () => {
    const upper = await listAll('?format=DICOM');
    expect(upper.length).toBeGreaterThan(0);
    expect(upper.every((item) => item.format === 'DICOM')).toBe(true);
    expect((await list('?format=dicom')).meta.total).toBe(upper.length);
    expect((await list('?format=dic')).meta.total).toBe(0);
  });

  it('license is a case-insensitive substring of the label or of the licence type it names, in any spelling', async () => {
    const items = await listAll('?license=CC-BY-NC');
    const typeOf = (item: DatasetListItem) => licenseOfLabel(item.license).record.type.toLowerCase();
    expect(items.length).toBeGreaterThan(0);
    expect(items.every((item) => item.license.toLowerCase().includes('cc-by-nc') || typeOf(item).includes('cc-by-nc'))).toBe(true);
    expect(new Set(items.map((item) => item.license)).size).toBeGreaterThan(3);
    // Written as names, lower case with spaces or URLs, and still found by the licence type.
    expect(items.filter((item) => !item.license.toLowerCase().includes('cc-by-nc')).length).toBeGreaterThan(0);
    // And nothing is missed: every dataset whose licence type holds it is returned.
    const all = await listAll('');
    expect(items.length).toBe(all.filter((item) => typeOf(item).includes('cc-by-nc') || item.license.toLowerCase().includes('cc-by-nc')).length);
    // A word only the label holds still matches the label ("cc by nc" is written, not the type).
    const spaced = await listAll('?license=cc%20by%20nc');
    expect(spaced.length).toBeGreaterThan(0);
    expect(spaced.every((item) => item.license.toLowerCase().includes('cc by nc'))).toBe(true);
  });

  it('lqs_min keeps composites at or above it, lqs_tier keeps one tier', async () => {
    const high = await listAll('?lqs_min=85.5');
    expect(high.length).toBeGreaterThan(0);
    expect(high.every((item) => item.quality.composite !== null && item.quality.composite >= 85.5)).toBe(true);
    for (const tier of ['platinum', 'gold', 'silver', 'bronze'] as const) {
      const items = await listAll(`?lqs_tier=${tier}`);
      expect(items.length, tier).toBeGreaterThan(0);
      expect(items.every((item) => item.quality.tier === tier)).toBe(true);
    }
  });

  it('hipaa and gdpr filter with true or 1; false or 0 mean no filter', async () => {
    const hipaa = await listAll('?hipaa=true');
    expect(hipaa.length).toBeGreaterThan(0);
    expect(hipaa.every((item) => item.compliance.hipaa)).toBe(true);
    expect(hipaa.every((item) => ['Medical Imaging', 'Clinical Records'].includes(item.category))).toBe(true);
    expect((await list('?hipaa=1')).meta.total).toBe(hipaa.length);
    const gdpr = await listAll('?gdpr=1');
    expect(gdpr.length).toBeGreaterThan(0);
    expect(gdpr.every((item) => item.compliance.gdpr)).toBe(true);
    expect((await list('?hipaa=false&gdpr=0')).meta.total).toBe(TEST_DATASETS);
  });

  it('price_max keeps prices at or below it', async () => {
    const cheap = await listAll('?price_max=100');
    expect(cheap.length).toBeGreaterThan(0);
    expect(cheap.every((item) => item.price <= 100)).toBe(true);
    expect((await list('?price_max=0')).data.every((item) => item.price === 0)).toBe(true);
  });

  it('combines filters with AND', async () => {
    const items = await listAll('?category=computer-vision&price_max=500&lqs_min=60');
    expect(items.every((item) => item.category === 'Computer Vision' && item.price <= 500 && (item.quality.composite ?? -Infinity) >= 60)).toBe(true);
  });
});

describe('GET /v1/datasets full-text search', () => {
  it('matches words of titles and descriptions and ranks title matches first', async () => {
    const result = await list('?q=chest%20x-rays&per_page=100');
    expect(result.meta.total).toBeGreaterThan(0);
    for (const item of result.data) expect(item.title.toLowerCase()).toMatch(/chest|x|rays/);
    // A title holding both words comes first (the generated catalog decides which one).
    expect(result.data[0]?.title.toLowerCase()).toMatch(/chest.*x-ray|x-ray.*chest/);
  });

  it('matches the last word as a prefix (search as you type)', async () => {
    const typed = await list('?q=radiolog');
    expect(typed.meta.total).toBeGreaterThan(0);
    expect((await list('?q=radiologzzz')).meta.total).toBe(0);
    const partial = await list('?q=chest%20x-ra');
    expect(partial.meta.total).toBeGreaterThan(0);
  });

  it('searches descriptions too, ignoring accents', async () => {
    const accented = await list('?q=S%C3%A3o%20Paulo');
    const plain = await list('?q=sao%20paulo');
    expect(plain.meta.total).toBe(accented.meta.total);
  });

  it('never fails on quotes, operators or punctuation', async () => {
    const nasty = [
      '"',
      '""',
      "'",
      'AND',
      'OR NOT',
      'NEAR(a b)',
      'title:chest',
      '*',
      '^a',
      '(',
      ')',
      '-',
      '+x',
      'a"b',
      '\\',
      ';DROP TABLE datasets;--',
      '%',
      '{}',
      'ü',
      '中文',
      '🙂',
      'chest AND',
      'NOT chest',
    ];
    for (const q of nasty) {
      const result = await call(fixture.marketplace, `/v1/datasets?q=${encodeURIComponent(q)}`, { key });
      expect(result.status, `q=${q}: ${result.text}`).toBe(200);
    }
  });

  it('treats a q without searchable words as no search', async () => {
    expect((await list('?q=%22%22%20*')).meta.total).toBe(TEST_DATASETS);
  });

  it('an explicit sort overrides relevance', async () => {
    const items = (await list('?q=images&sort=price&order=asc&per_page=100')).data;
    const prices = items.map((item) => item.price);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
  });
});

describe('GET /v1/datasets sorting', () => {
  const keyOf: Record<string, (item: DatasetListItem) => number | string> = {
    created_at: (item) => item.created_at,
    price: (item) => item.price,
    quality_score: (item) => item.quality.composite ?? -Infinity,
    total_sales: (item) => item.stats.total_sales,
  };
  for (const sort of Object.keys(keyOf)) {
    for (const order of ['asc', 'desc']) {
      it(`sort=${sort}&order=${order} is monotone`, async () => {
        const values = (await list(`?sort=${sort}&order=${order}&per_page=100`)).data.map(keyOf[sort] as (item: DatasetListItem) => number | string);
        const sorted = [...values].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
        expect(values).toEqual(order === 'asc' ? sorted : sorted.reverse());
      });
    }
  }

  it('order defaults to desc', async () => {
    const prices = (await list('?sort=price&per_page=50')).data.map((item) => item.price);
    expect(prices).toEqual([...prices].sort((a, b) => b - a));
  });
});

describe('GET /v1/datasets invalid parameters', () => {
  it.each([
    ['?page=0', 'page'],
    ['?page=-1', 'page'],
    ['?page=1.5', 'page'],
    ['?page=abc', 'page'],
    ['?page=0x10', 'page'],
    ['?per_page=0', 'per_page'],
    ['?per_page=ten', 'per_page'],
    ['?lqs_min=101', 'lqs_min'],
    ['?lqs_min=-1', 'lqs_min'],
    ['?lqs_min=high', 'lqs_min'],
    ['?price_max=-5', 'price_max'],
    ['?price_max=1e3', 'price_max'],
    ['?q=' + 'a'.repeat(201), 'q'],
    ['?page=1&page=2', 'page'],
  ])('%s → 400 naming %s', async (query, param) => {
    await expectInvalid(query, param);
  });

  it.each([
    ['?sort=name', 'sort', ['created_at', 'price', 'quality_score', 'total_sales']],
    ['?order=up', 'order', ['asc', 'desc']],
    ['?lqs_tier=diamond', 'lqs_tier', ['platinum', 'gold', 'silver', 'bronze']],
    ['?hipaa=yes', 'hipaa', ['true', 'false', '1', '0']],
    ['?gdpr=TRUE', 'gdpr', ['true', 'false', '1', '0']],
  ])('%s → 400 naming %s with the allowed values', async (query, param, allowed) => {
    await expectInvalid(query, param, allowed);
  });
});
