import { describe, expect, it } from 'vitest';
import { readDatasetDetail, readDatasetPage, readDatasetSummary } from './read-dataset';

describe('readDatasetSummary', () => {
  it('reads camelCase, nesting, numbers as text and other names', () => {
    const item = readDatasetSummary({
      uuid: 'u1',
      name: 'Scans',
      pricing: { amount: '19.99', currency: 'eur' },
      records: '1,200',
      lqs: { score: 81.5, grade: 'GOLD' },
      compliance: ['HIPAA'],
      createdAt: 1_767_225_600,
    })!;
    expect(item.id).toBe('u1');
    expect(item.title).toEqual({ value: 'Scans', from: 'name' });
    expect(item.price).toEqual({ value: 19.99, from: 'pricing.amount', sent: '19.99' });
    expect(item.currency?.value).toBe('EUR');
    expect(item.itemCount?.value).toBe(1200);
    expect(item.composite?.value).toBe(81.5);
    expect(item.tier?.value).toEqual({ known: 'gold' });
    expect(item.hipaa).toEqual({ value: true, from: 'compliance', sent: ['HIPAA'] });
    expect(item.gdpr).toBeUndefined();
    expect(item.createdAt?.value).toBe('2026-01-01T00:00:00.000Z');
  });

  it('reads prices in cents and as "$" text; leaves out what means nothing', () => {
    expect(readDatasetSummary({ id: 'a', price_cents: 1999 })?.price?.value).toBe(19.99);
    expect(readDatasetSummary({ id: 'a', price: '$250' })?.price?.value).toBe(250);
    expect(readDatasetSummary({ id: 'a', price: 'call us', rating: 'great', quality: 'n/a' })).toMatchObject({
      price: undefined,
      averageRating: undefined,
      composite: undefined,
    });
  });

  it("reads a composite sent as a 0–1 fraction (as the real service's SDK sends `quality_score`) on the LQS scale", () => {
    expect(readDatasetSummary({ id: 'a', quality_score: 0.868 })?.composite).toEqual({ value: 86.8, from: 'quality_score', sent: 0.868 });
    expect(readDatasetSummary({ id: 'a', quality_score: '86.8%' })?.composite).toEqual({ value: 86.8, from: 'quality_score', sent: '86.8%' });
    expect(readDatasetSummary({ id: 'a', quality_score: 86.8 })?.composite).toEqual({ value: 86.8, from: 'quality_score' });
    expect(readDatasetSummary({ id: 'a', quality_score: 386 })?.composite).toBeUndefined();
  });

  it('reads compliance, sales and the seller one level deeper, and never downloads as sales', () => {
    const item = readDatasetSummary({ id: 'a', regulatory: { hipaa: 'yes' }, statistics: { sales: 12, downloads: 900 }, lineage: { publisher: 'Acme' } })!;
    expect(item.hipaa).toEqual({ value: true, from: 'regulatory.hipaa', sent: 'yes' });
    expect(item.totalSales).toEqual({ value: 12, from: 'statistics.sales' });
    for (const record of [
      { id: 'b', stats: { downloads: 900 } },
      { id: 'c', usage: { downloads: 900, views: 4 } },
      { id: 'd', metrics: { download_count: 3 } },
    ]) {
      expect(readDatasetSummary(record)?.totalSales, JSON.stringify(record)).toBeUndefined();
    }
    expect(readDatasetDetail({ id: 'a', lineage: { publisher: 'Acme' } }, 'a')?.seller?.name).toEqual({ value: 'Acme', from: 'lineage.publisher' });
  });

  it('reads a dataset page only where it is not an API address, trying the next name', () => {
    const page = (urls: Record<string, unknown>, more: Record<string, unknown> = {}) => readDatasetSummary({ id: 'a', urls, ...more })?.pageUrl;
    expect(page({ dataset: 'https://labelsets.example/datasets/street' })).toEqual({
      value: 'https://labelsets.example/datasets/street',
      from: 'urls.dataset',
    });
    expect(page({ dataset: 'http://127.0.0.1:8787/v1/datasets/street' })).toBeUndefined();
    expect(page({ dataset: 'https://api.example.com/api/V1/datasets/street' })).toBeUndefined();
    expect(page({ dataset: 'https://api.example.com/v1' })).toBeUndefined();
    expect(page({ dataset: 'https://x.example/v1/datasets/a', page: 'https://x.example/d/a' })?.value).toBe('https://x.example/d/a');
    expect(page({ dataset: 'https://x.example/v10/datasets/a' })?.value).toBe('https://x.example/v10/datasets/a');
  });

  it('needs an id or a slug to open a dataset by', () => {
    expect(readDatasetSummary({ title: 'no id' })).toBeUndefined();
    expect(readDatasetSummary({ slug: 'by-slug' })?.id).toBe('by-slug');
    expect(readDatasetSummary({ id: 42 })?.id).toBe('42');
  });
});

describe('readDatasetDetail', () => {
  it('unwraps {"data": …}, reads the seller nested or flat, and tells "no sample" from "not stated"', () => {
    const detail = readDatasetDetail({ data: { id: 'd', vendor: { displayName: 'Acme', isVerified: 'yes' }, sample_url: null, keywords: 'nlp, text' } }, 'd')!;
    expect(detail.seller?.name).toEqual({ value: 'Acme', from: 'data.vendor.displayName' });
    expect(detail.seller?.verified?.value).toBe(true);
    expect(detail.sampleUrl).toEqual({ value: null, from: 'data.sample_url' });
    expect(detail.tags?.value).toEqual(['nlp', 'text']);
    expect(readDatasetDetail({ id: 'd' }, 'd')?.sampleUrl).toBeUndefined();
    expect(readDatasetDetail({ id: 'd', seller_name: 'Flat Co' }, 'd')?.seller?.name?.value).toBe('Flat Co');
  });
});

describe('readDatasetPage', () => {
  it('reads items and paging from any envelope', () => {
    const page = readDatasetPage({ results: [{ id: 'a' }, { nope: true }], count: 40, next: '/v1/datasets?page=2' })!;
    expect(page.items.map((item) => item.id)).toEqual(['a']);
    expect(page.unreadable).toBe(1);
    expect(page.total?.value).toBe(40);
    expect(page.hasMore).toEqual({ value: true, from: 'next', sent: '/v1/datasets?page=2' });
    expect(readDatasetPage([{ id: 'x' }])?.items).toHaveLength(1);
    expect(readDatasetPage({ pagination: { totalCount: 3, hasNextPage: false }, items: [] })).toMatchObject({ total: { value: 3 }, hasMore: { value: false } });
    expect(readDatasetPage({ data: 'nope' })).toBeUndefined();
  });

  it('reads how the datasets match the search’s words when the list says, and nothing when it does not', () => {
    const sent = { kind: 'all_but_one', words: ['skin', 'lesion', 'dermoscopy'], missing: ['dermoscopy'], not_found: [] };
    expect(readDatasetPage({ data: [], meta: { total: 0, match: sent } })?.match).toEqual({
      value: { kind: 'all_but_one', words: ['skin', 'lesion', 'dermoscopy'], missing: ['dermoscopy'], notFound: [] },
      from: 'meta.match',
      sent,
    });
    // Other spellings of the names and the kind; a list absent is none stated.
    expect(readDatasetPage({ items: [], searchMatch: { type: 'allButOne', missingWords: 'logs' } })?.match?.value).toEqual({
      kind: 'all_but_one',
      words: [],
      missing: ['logs'],
      notFound: [],
    });
    expect(readDatasetPage({ data: [], meta: { match: { kind: 'all_words', words: ['chest'], notFound: ['zebra'] } } })?.match?.value).toMatchObject({
      kind: 'all_words',
      notFound: ['zebra'],
    });
    // Not stated, or a kind the app does not know: nothing is read, so the app says nothing of it.
    expect(readDatasetPage({ data: [], meta: { total: 0 } })?.match).toBeUndefined();
    expect(readDatasetPage({ data: [], meta: { match: { kind: 'fuzzy', missing: ['x'] } } })?.match).toBeUndefined();
    expect(readDatasetPage({ data: [], meta: { match: 'all_but_one' } })?.match).toBeUndefined();
  });

  it('reads the search the marketplace corrected when the list says, and nothing when it does not', () => {
    const sent = { original: 'defcet detection', corrected: 'defect detection', words: [{ from: 'defcet', to: 'defect' }] };
    expect(readDatasetPage({ data: [], meta: { total: 3, query_correction: sent } })?.correction).toEqual({
      value: { original: 'defcet detection', corrected: 'defect detection', words: [{ from: 'defcet', to: 'defect' }] },
      from: 'meta.query_correction',
      sent,
    });
    expect(readDatasetPage({ data: [], meta: { queryCorrection: sent } })?.correction?.value.corrected).toBe('defect detection');
    // Not stated, or stated without a word that changed: nothing is read, so the app says nothing of it.
    expect(readDatasetPage({ data: [], meta: { total: 3 } })?.correction).toBeUndefined();
    expect(readDatasetPage({ data: [], meta: { query_correction: { ...sent, words: [] } } })?.correction).toBeUndefined();
    expect(readDatasetPage({ data: [], meta: { query_correction: { ...sent, words: [{ from: 'a', to: 'a' }] } } })?.correction).toBeUndefined();
    expect(readDatasetPage({ data: [], meta: { query_correction: 'defect detection' } })?.correction).toBeUndefined();
  });
});

describe("the app's reading of licence labels", () => {
  it('reads the listing label, in any spelling, for the renderer', () => {
    const summary = readDatasetSummary({ id: 'a', license: 'Creative Commons Attribution-ShareAlike 4.0 International' });
    expect(summary?.licenseTerms).toMatchObject({ expression: 'CC-BY-SA-4.0', known: true, terms: { shareAlike: true } });
    expect(readDatasetSummary({ id: 'b' })?.licenseTerms).toBeUndefined();
  });

  it('reads the licences a description names', () => {
    const detail = readDatasetDetail({ id: 'a', license: 'CC-BY-4.0', description: 'Derived from OpenStreetMap (ODbL) under CC BY-NC 4.0.' }, 'a');
    expect(detail?.descriptionLicenses?.map((mention) => [mention.written, mention.reading.expression])).toEqual([
      ['ODbL', 'ODbL-1.0'],
      ['CC BY-NC 4.0', 'CC-BY-NC-4.0'],
    ]);
    expect(readDatasetDetail({ id: 'a' }, 'a')?.descriptionLicenses).toBeUndefined();
  });
});
