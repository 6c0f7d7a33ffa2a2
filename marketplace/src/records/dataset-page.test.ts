import { describe, expect, it } from 'vitest';
import type { DatasetDetail } from '@dmd/shared/wire/api-types';
import { renderDatasetPage } from './dataset-page';

const hostile = '<script>alert(1)</script>"\'&';
const detail: DatasetDetail = {
  id: 'u1',
  slug: 's1',
  title: `Street ${hostile}`,
  category: hostile,
  format: 'csv',
  price: 0,
  item_count: 1200,
  license: `CC-BY-4.0 ${hostile}`,
  quality: { composite: 83.2, tier: 'gold' },
  compliance: { hipaa: false, gdpr: true },
  stats: { total_sales: 1, avg_rating: 4 },
  urls: {
    dataset: 'http://127.0.0.1:1/datasets/s1',
    license: 'http://127.0.0.1:1/v1/datasets/s1/license',
    badge: 'http://127.0.0.1:1/v1/datasets/s1/badge.svg?"><script>',
  },
  created_at: '2026-01-01T00:00:00.000Z',
  description: hostile,
  tags: [hostile],
  modality: 'text',
  languages: ['en'],
  size_bytes: 1,
  version: '1.0',
  updated_at: '2026-01-02T00:00:00.000Z',
  seller: { id: 'x', name: hostile, verified: true },
  sample_url: null,
};

describe('a dataset’s page', () => {
  it('escapes every value the catalog holds', () => {
    const html = renderDatasetPage(detail);
    expect(html).not.toContain('<script');
    expect(html).toContain('<title>Street &#60;script&#62;alert(1)&#60;/script&#62;&#34;&#39;&#38;</title>');
    expect(html).toContain('<dt>Price</dt><dd>Free</dd>');
    expect(html).toContain('<dt>HIPAA</dt><dd>not marked compliant</dd>');
    expect(html).toContain('<dt>GDPR</dt><dd>marked compliant</dd>');
  });

  it('says a price in US dollars, the licence as listed and what LQS measures, with dates in words', () => {
    const html = renderDatasetPage({ ...detail, price: 12345.5, license: 'CC-BY-4.0' });
    expect(html).toContain('<dt>Price</dt><dd>$12,345.50 (US dollars)</dd>');
    expect(html).toContain('<dt>Licence</dt><dd>CC-BY-4.0<span class="note">As the listing names it.</span></dd>');
    expect(html).toMatch(/<dt>LQS<\/dt><dd>83\.2 of 100, Gold tier<span class="note">LQS \(the LabelSets Quality Score\) rates how fit/);
    expect(html).toContain('<dt>Published</dt><dd><time datetime="2026-01-01T00:00:00.000Z">1 January 2026</time></dd>');
    expect(html).toContain('Dates are days in UTC.');
  });
});
