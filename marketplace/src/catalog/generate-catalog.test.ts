import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { CATALOG_EDITION } from '@dmd/shared/process/marketplace-process';
import { LICENSES } from '@dmd/shared/domain/licenses/license-table';
import { licenseOfLabel } from '../licenses/license-of-label';
import type { CatalogDataset } from './catalog-types';
import { CATEGORY_VOCABULARIES } from './category-vocabularies';
import { CATALOG_CATEGORIES, planCatalog } from './generate-catalog';
import { compositeScore, tierOfComposite } from './quality-model';

const anchor = new Date('2025-06-01T00:00:00.000Z');
const collect = (seed: number, published: number): CatalogDataset[] => [...planCatalog({ seed, published, anchor }).datasets()];

describe('planCatalog', () => {
  const catalog = collect(42, 1000);
  const published = catalog.filter((d) => d.published);

  it('is deterministic per seed and differs between seeds', () => {
    expect(collect(42, 1000)).toEqual(catalog);
    expect(collect(43, 1000).map((d) => d.id)).not.toEqual(catalog.map((d) => d.id));
  });

  it('has exactly the published count plus about 3 % unpublished', () => {
    expect(published).toHaveLength(1000);
    expect(catalog.length - published.length).toBe(30);
  });

  it('has at least 12 categories, each with realistic formats', () => {
    expect(CATALOG_CATEGORIES.length).toBeGreaterThanOrEqual(12);
    expect(new Set(published.map((d) => d.categoryIndex)).size).toBe(CATALOG_CATEGORIES.length);
    for (const dataset of catalog) {
      const formats = CATEGORY_VOCABULARIES[dataset.categoryIndex]?.kinds.flatMap((kind) => kind.formats.map((f) => f.value));
      expect(formats).toContain(dataset.format);
    }
  });

  it('uses every licence of the licence table it draws from (weight above 0), in many spellings, and produces every tier, and datasets with none (scored from metadata only)', () => {
    const named = new Set(published.map((d) => licenseOfLabel(d.licenseType).record.type));
    for (const license of LICENSES.filter((l) => l.weight > 0)) expect(named, license.type).toContain(license.type);
    expect(new Set(published.map((d) => d.licenseType)).size).toBeGreaterThan(3 * named.size);
    expect(new Set(published.map((d) => d.tier))).toEqual(new Set(['platinum', 'gold', 'silver', 'bronze', null]));
  });

  it('stores composites and tiers that follow from the dimension scores', () => {
    for (const dataset of catalog) {
      expect(dataset.dimensionScores).toHaveLength(14);
      expect(dataset.composite).toBe(compositeScore(dataset.dimensionScores));
      expect(dataset.tier).toBe(tierOfComposite(dataset.composite));
    }
  });

  it('has unique ids and slugs', () => {
    expect(new Set(catalog.map((d) => d.id)).size).toBe(catalog.length);
    expect(new Set(catalog.map((d) => d.slug)).size).toBe(catalog.length);
    for (const dataset of catalog) expect(dataset.slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
  });

  it('claims HIPAA only for medical data, and GDPR with consent when personal data is named', () => {
    for (const dataset of catalog) {
      if (dataset.hipaa) expect(CATEGORY_VOCABULARIES[dataset.categoryIndex]?.medical).toBe(true);
      if (dataset.gdpr && dataset.pii === 'contains_pii') expect(dataset.consentDocumented).toBe(true);
    }
    expect(published.some((d) => d.hipaa)).toBe(true);
    expect(published.some((d) => d.gdpr)).toBe(true);
  });

  it('dates datasets within the three years before the anchor, in a sensible order', () => {
    const threeYearsBefore = anchor.getTime() - 3 * 365 * 86_400_000;
    for (const dataset of catalog) {
      const created = Date.parse(dataset.createdAt);
      expect(created).toBeGreaterThanOrEqual(threeYearsBefore);
      expect(created).toBeLessThanOrEqual(anchor.getTime());
      expect(Date.parse(dataset.updatedAt)).toBeGreaterThanOrEqual(created);
      expect(Date.parse(dataset.scoredAt)).toBeGreaterThanOrEqual(Date.parse(dataset.updatedAt));
      expect(dataset.collectedFrom <= dataset.collectedTo).toBe(true);
      expect(dataset.collectedTo < dataset.createdAt).toBe(true);
    }
  });

  it('writes titles and descriptions that mention what the data is', () => {
    for (const dataset of catalog.slice(0, 200)) {
      const vocabulary = CATEGORY_VOCABULARIES[dataset.categoryIndex];
      expect(dataset.title.length).toBeGreaterThan(10);
      expect(dataset.description.split('. ').length).toBeGreaterThanOrEqual(3);
      expect(dataset.description).toContain(dataset.format);
      const subject = vocabulary?.kinds.flatMap((kind) => kind.subjects).find((s) => dataset.title.includes(s));
      expect(subject, dataset.title).toBeDefined();
    }
  });

  it('has sellers, some verified, and prices, sales and ratings in range', () => {
    const plan = planCatalog({ seed: 42, published: 1000, anchor });
    expect(plan.sellers.some((s) => s.verified)).toBe(true);
    expect(plan.sellers.some((s) => !s.verified)).toBe(true);
    const sellerIds = new Set(plan.sellers.map((s) => s.id));
    for (const dataset of catalog) {
      expect(sellerIds.has(dataset.sellerId)).toBe(true);
      expect(dataset.price).toBeGreaterThanOrEqual(0);
      expect(dataset.avgRating === 0 || (dataset.avgRating >= 1 && dataset.avgRating <= 5)).toBe(true);
      if (dataset.totalSales === 0) expect(dataset.avgRating).toBe(0);
    }
  });

  it('generates other records only under a new catalog edition (raise CATALOG_EDITION, then this fingerprint)', () => {
    // A built catalog and the app's saved answers are kept per edition: same edition, same records.
    const fingerprint = createHash('sha256')
      .update(JSON.stringify(collect(42, 300)))
      .digest('hex')
      .slice(0, 16);
    expect({ edition: CATALOG_EDITION, fingerprint }).toEqual({ edition: 5, fingerprint: '8bb0f8030167ab97' });
  });

  it('refuses sizes outside 1–100,000', () => {
    expect(() => planCatalog({ seed: 1, published: 0, anchor })).toThrow(RangeError);
    expect(() => planCatalog({ seed: 1, published: 100_001, anchor })).toThrow(RangeError);
  });
});
