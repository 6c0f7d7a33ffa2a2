import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatasetList, DatasetListItem } from '../../../shared/wire/api-types';
import { LICENSES } from '../../../shared/domain/licenses/license-table';
import { readLicenseLabel } from '../../../shared/domain/licenses/license-reader';
import {
  categoryListSchema,
  datasetDetailSchema,
  datasetListSchema,
  errorBodySchema,
  licenseRecordSchema,
  qualityRecordSchema,
} from '@dmd/marketplace/testing';
import { call, expectShape, rateLimitOf, startFixture, TEST_DATASETS, type Fixture } from './marketplace-fixture';

let fixture: Fixture;
let key: string;
let items: DatasetListItem[];

beforeAll(async () => {
  fixture = await startFixture({ dailyQuotaOverride: { pro: 100_000 } });
  key = fixture.marketplace.proKey;
  const first = await call<DatasetList>(fixture.marketplace, '/v1/datasets?per_page=100&sort=quality_score', { key });
  items = expectShape(datasetListSchema, first.body).data;
});
afterAll(() => fixture.dispose());

const get = (path: string) => call(fixture.marketplace, path, { key });

describe('GET /v1/datasets/:id', () => {
  it('answers the same detail record by slug, by UUID and by upper-case UUID', async () => {
    const item = items[0] as DatasetListItem;
    const bySlug = await get(`/v1/datasets/${item.slug}`);
    const byId = await get(`/v1/datasets/${item.id}`);
    const byUpperId = await get(`/v1/datasets/${item.id.toUpperCase()}`);
    expect(bySlug.status).toBe(200);
    expect(byId.body).toEqual(bySlug.body);
    expect(byUpperId.body).toEqual(bySlug.body);
    const detail = expectShape(datasetDetailSchema, bySlug.body);
    expect(detail).toMatchObject(item);
    expect(detail.description.length).toBeGreaterThan(80);
    expect(detail.tags.length).toBeGreaterThan(0);
    expect(detail.seller.name.length).toBeGreaterThan(0);
    expect(Date.parse(detail.updated_at)).toBeGreaterThanOrEqual(Date.parse(detail.created_at));
  });

  it('names only URLs it serves itself or official licence pages, its sample among them', async () => {
    const origin = new URL(fixture.marketplace.url).origin;
    // The licence table's own page for each licence: its publisher's (Creative Commons, RAIL, …).
    const licensePages = new Set(LICENSES.map((license) => license.url).filter((url) => url !== null));
    for (const item of items.slice(0, 25)) {
      const detail = expectShape(datasetDetailSchema, (await get(`/v1/datasets/${item.id}`)).body);
      expect(detail.sample_url).not.toBeNull();
      expect(new URL(detail.sample_url!).origin).toBe(origin);
      for (const url of Object.values(detail.urls)) expect(new URL(url).origin).toBe(origin);
      const license = expectShape(licenseRecordSchema, (await get(`/v1/datasets/${item.id}/license`)).body).license.url;
      if (license !== null) expect(licensePages).toContain(license);
      expect(JSON.stringify(detail)).not.toMatch(/example\.(com|org)/);
    }
  });

  it('gives 404 dataset_not_found for an unknown id or slug', async () => {
    for (const id of ['no-such-dataset', '00000000-0000-4000-8000-000000000000']) {
      const result = await get(`/v1/datasets/${id}`);
      expect(result.status).toBe(404);
      expect(expectShape(errorBodySchema, result.body).error).toMatchObject({ code: 'dataset_not_found', status: 404 });
      expect(rateLimitOf(result.headers).limit).toBe(100_000);
    }
  });

  it('gives 400 naming the parameter for malformed percent-encoding', async () => {
    const result = await get('/v1/datasets/%E0%A4%A');
    expect(result.status).toBe(400);
    expect(expectShape(errorBodySchema, result.body).error.details).toMatchObject({ param: 'id' });
  });

  it('decodes percent-encoded slugs', async () => {
    const item = items[1] as DatasetListItem;
    const encoded = [...item.slug].map((c) => `%${c.charCodeAt(0).toString(16)}`).join('');
    expect((await get(`/v1/datasets/${encoded}`)).status).toBe(200);
  });
});

describe('GET /v1/datasets/:id/quality', () => {
  it('has 5 pillars and 14 dimensions whose weights sum to 1 and whose weighted sum is the composite', async () => {
    // The best first: each scored from its files, so every dimension has a score.
    for (const item of items.slice(0, 25)) {
      const result = await get(`/v1/datasets/${item.slug}/quality`);
      expect(result.status).toBe(200);
      const quality = expectShape(qualityRecordSchema, result.body);
      expect(quality).toMatchObject({ dataset_id: item.id, slug: item.slug, lqs_version: '3.0', composite: item.quality.composite, tier: item.quality.tier });
      expect(quality.pillars.map((p) => [p.key, p.weight])).toEqual([
        ['structural_integrity', 0.35],
        ['annotation_quality', 0.3],
        ['statistical_health', 0.2],
        ['training_fitness', 0.1],
        ['provenance', 0.05],
      ]);
      expect(quality.dimensions).toHaveLength(14);
      expect(quality.dimensions.reduce((sum, d) => sum + d.weight, 0)).toBeCloseTo(1, 5);
      const weighted = quality.dimensions.reduce((sum, d) => sum + d.weight * (d.score ?? NaN), 0);
      expect(Math.abs(weighted - (quality.composite ?? NaN))).toBeLessThanOrEqual(0.051);
      const byKey = new Map(quality.dimensions.map((d) => [d.key, d.score]));
      const trainability =
        ['label_accuracy', 'label_consistency', 'downstream_headroom', 'contamination_clean'].reduce((s, k) => s + (byKey.get(k) ?? NaN), 0) / 4;
      expect(Math.abs(trainability - (quality.trainability ?? NaN))).toBeLessThanOrEqual(0.051);
      const composite = quality.composite ?? NaN;
      const expectedTier = composite >= 90 ? 'platinum' : composite >= 75 ? 'gold' : composite >= 60 ? 'silver' : 'bronze';
      expect(quality.tier).toBe(expectedTier);
      expect(quality.badge_url).toBe(item.urls.badge);
      // What the figures mean: the tier cut-offs above, and a sentence for every pillar and dimension.
      expect(quality.tier_thresholds).toEqual({ platinum: 90, gold: 75, silver: 60, bronze: 0 });
      for (const entry of [...quality.pillars, ...quality.dimensions]) expect(entry.description?.length, entry.key).toBeGreaterThan(30);
    }
  });

  it('states how each dataset was scored: from files (a sample of up to 2,000 items) or metadata only, with intervals that hold their scores', async () => {
    // Ascending, the datasets without a composite (scored from metadata only) come first.
    const lowest = expectShape(datasetListSchema, (await get('/v1/datasets?per_page=30&sort=quality_score&order=asc')).body).data;
    const bases = new Set<string>();
    for (const item of [...items.slice(0, 30), ...lowest]) {
      const quality = expectShape(qualityRecordSchema, (await get(`/v1/datasets/${item.slug}/quality`)).body);
      const { evidence } = quality;
      expect(evidence).toMatchObject({ confidence_level: 0.95 });
      bases.add(evidence!.basis);
      expect(item.quality.basis).toBe(evidence!.basis);
      if (evidence!.basis === 'files') expect(evidence!.sample_size).toBe(Math.min(item.item_count, 2000));
      else expect(evidence!.sample_size).toBeNull();
      const holds = (score: number | null, interval: { low: number; high: number } | undefined) =>
        score === null ? interval === undefined : interval !== undefined && interval.low <= score && score <= interval.high;
      expect(holds(quality.composite, quality.composite_interval)).toBe(true);
      expect(holds(quality.trainability, quality.trainability_interval)).toBe(true);
      for (const entry of [...quality.pillars, ...quality.dimensions]) expect(holds(entry.score, entry.interval), entry.key).toBe(true);
      expect(quality.dimensions.find((dimension) => dimension.key === 'provenance_quality')?.basis).toBe('metadata');
      if (evidence!.basis === 'metadata') {
        // LQS computes every dimension but provenance from the files: without them, no composite and no tier.
        expect(quality.dimensions.filter((dimension) => dimension.score !== null).map((dimension) => dimension.key)).toEqual(['provenance_quality']);
        expect(
          quality.dimensions.filter((dimension) => dimension.score === null).every((dimension) => dimension.not_scored === 'not scored: no files read'),
        ).toBe(true);
        expect([quality.composite, quality.tier, quality.trainability, item.quality.composite, item.quality.tier]).toEqual([null, null, null, null, null]);
      }
    }
    expect(bases).toEqual(new Set(['files', 'metadata']));
  });

  it('gives 404 for an unknown dataset', async () => {
    expect((await get('/v1/datasets/nope/quality')).status).toBe(404);
  });
});

describe('GET /v1/datasets/:id/license', () => {
  it('describes the licence the listing names, from the licence table, with permissions, compliance and provenance', async () => {
    let respelled = 0;
    for (const item of items.slice(0, 25)) {
      const result = await get(`/v1/datasets/${item.id}/license`);
      expect(result.status).toBe(200);
      const record = expectShape(licenseRecordSchema, result.body);
      const reading = readLicenseLabel(item.license);
      if (record.license.type !== item.license) respelled += 1;
      if (reading.combination === 'single' && reading.known) {
        // The record names, in the table's label, the licence the listing's spelling names; its terms are that licence's.
        const definition = LICENSES.find((license) => license.type === record.license.type);
        expect(definition?.id, item.license).toBe(reading.expression);
        expect(record.license).toEqual({ type: definition?.type, name: definition?.name, spdx_id: definition?.spdxId, url: definition?.url });
        expect(record.permissions.share_alike).toBe(definition?.shareAlike);
        expect(record.permissions.attribution_required).toBe(definition?.attribution);
      } else if (reading.known) {
        expect(record.license.type).toBe(reading.expression);
        expect(record.permissions.share_alike).toBe(reading.terms.shareAlike);
      } else {
        expect(record.license).toEqual({ type: item.license, name: item.license, spdx_id: null, url: null });
        expect(record.permissions.commercial_use).toBe(false);
      }
      expect(record.compliance.hipaa).toBe(item.compliance.hipaa);
      expect(record.compliance.gdpr).toBe(item.compliance.gdpr);
      if (record.compliance.pii === 'contains_pii' && record.compliance.gdpr) expect(record.compliance.consent_documented).toBe(true);
      expect(record.provenance.collected_from <= record.provenance.collected_to).toBe(true);
    }
    expect(respelled).toBeGreaterThan(0);
  });
});

describe('GET /v1/datasets/:id/badge.svg', () => {
  it('serves an SVG without a key and without spending quota', async () => {
    const item = items[0] as DatasetListItem;
    const before = rateLimitOf((await get('/v1/categories')).headers).remaining;
    const badge = await call(fixture.marketplace, new URL(item.urls.badge).pathname);
    expect(badge.status).toBe(200);
    expect(badge.headers.get('content-type')).toContain('image/svg+xml');
    expect(badge.text).toContain('<svg');
    expect(badge.text).toContain(item.quality.composite?.toFixed(1) ?? 'not scored');
    expect(badge.text).toContain(item.quality.tier ?? 'not scored');
    expect(rateLimitOf(badge.headers)).toMatchObject({ limit: 0, remaining: 0 });
    const withKey = await get(new URL(item.urls.badge).pathname);
    expect(rateLimitOf(withKey.headers).remaining).toBe(before);
    expect(rateLimitOf((await get('/v1/categories')).headers).remaining).toBe(before - 1);
  });

  it('gives 404 for an unknown dataset', async () => {
    expect((await call(fixture.marketplace, '/v1/datasets/nope/badge.svg')).status).toBe(404);
  });
});

describe('GET /datasets/:id (the page urls.dataset names)', () => {
  it('serves a page for a person, without a key or quota, with no script and the API record apart', async () => {
    const item = items[0] as DatasetListItem;
    expect(item.urls.dataset).toBe(`${fixture.marketplace.url}/datasets/${item.slug}`);
    const before = rateLimitOf((await get('/v1/categories')).headers).remaining;
    const page = await call(fixture.marketplace, new URL(item.urls.dataset).pathname);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(page.headers.get('content-security-policy')).toContain("default-src 'none'");
    expect(page.text).toMatch(/^<!doctype html>/);
    expect(page.text).toContain(item.license);
    expect(page.text).not.toMatch(/<script/i);
    expect(rateLimitOf((await get('/v1/categories')).headers).remaining).toBe(before - 1);
    expect((await call(fixture.marketplace, `/datasets/${item.id}`)).status).toBe(200);
  });

  it('gives 404 for an unknown dataset', async () => {
    expect((await call(fixture.marketplace, '/datasets/nope')).status).toBe(404);
  });
});

describe('GET /v1/categories', () => {
  it('lists at least 12 categories sorted by count, whose counts match the listing', async () => {
    const result = await get('/v1/categories');
    expect(result.status).toBe(200);
    const { data } = expectShape(categoryListSchema, result.body);
    expect(data.length).toBeGreaterThanOrEqual(12);
    for (let i = 1; i < data.length; i++) {
      const [a, b] = [data[i - 1], data[i]];
      expect((a?.count ?? 0) > (b?.count ?? 0) || (a?.count === b?.count && (a?.name ?? '') <= (b?.name ?? ''))).toBe(true);
    }
    expect(data.reduce((sum, category) => sum + category.count, 0)).toBe(TEST_DATASETS);
    for (const category of data.slice(0, 4)) {
      const listed = await get(`/v1/datasets?category=${category.slug}&per_page=1`);
      expect((listed.body as DatasetList).meta.total).toBe(category.count);
    }
    expect(data.map((category) => category.name)).toEqual(
      expect.arrayContaining([
        'Medical Imaging',
        'NLP / Text',
        'Autonomous Driving',
        'Speech & Audio',
        'Financial / Crypto',
        'Geospatial',
        'Retail / E-commerce',
        'Robotics',
        'Computer Vision',
        'Agriculture',
        'Cybersecurity',
        'Climate & Weather',
      ]),
    );
  });
});
