import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { QUALITY_TIERS, SORT_FIELDS, type DatasetList, type DatasetListItem } from '../../../shared/wire/api-types';
import { datasetListSchema, licenseOfLabel } from '@dmd/marketplace/testing';
import { call, expectShape, startFixture, type Fixture } from './marketplace-fixture';

/**
 * Invariants of the listing over random filter combinations: every item satisfies every
 * filter, pages partition the result set, totals agree with the pages, sorts are monotone.
 */
let fixture: Fixture;

beforeAll(async () => {
  fixture = await startFixture({ datasets: 400, seed: 11, dailyQuotaOverride: { pro: 1_000_000 } });
});
afterAll(() => fixture.dispose());

interface Filters {
  category?: string;
  format?: string;
  license?: string;
  lqs_min?: number;
  lqs_tier?: (typeof QUALITY_TIERS)[number];
  hipaa?: boolean;
  gdpr?: boolean;
  price_max?: number;
  q?: string;
}

const FILTER_KEYS = ['category', 'format', 'license', 'lqs_min', 'lqs_tier', 'hipaa', 'gdpr', 'price_max', 'q'] as const;

const filterValues = fc.record({
  category: fc.constantFrom('Medical Imaging', 'computer-vision', 'NLP / TEXT', 'Geospatial', 'speech-audio'),
  format: fc.constantFrom('csv', 'JSON', 'parquet', 'dicom', 'yolo', 'wav'),
  license: fc.constantFrom('cc', 'by-nc', 'MIT', 'odc', 'proprietary', '4.0'),
  lqs_min: fc.integer({ min: 0, max: 1000 }).map((tenths) => tenths / 10),
  lqs_tier: fc.constantFrom(...QUALITY_TIERS),
  hipaa: fc.boolean(),
  gdpr: fc.boolean(),
  price_max: fc.constantFrom(0, 50, 99.99, 500, 2500, 100_000),
  q: fc.constantFrom('images', 'speech', 'annotated', 'from', 'lab', 'scans', 'data'),
});

/** Up to three filters at a time, so that most combinations still match something. */
const filtersArbitrary: fc.Arbitrary<Filters> = fc
  .tuple(filterValues, fc.subarray([...FILTER_KEYS], { maxLength: 3 }))
  .map(([values, keys]) => Object.fromEntries(keys.map((key) => [key, values[key]])) as Filters);

function queryOf(filters: Filters, extra: Record<string, string | number>): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries({ ...filters, ...extra })) params.set(name, String(value));
  return params.toString();
}

async function page(query: string): Promise<DatasetList> {
  const result = await call(fixture.marketplace, `/v1/datasets?${query}`, { key: fixture.marketplace.proKey });
  expect(result.status, result.text).toBe(200);
  return expectShape(datasetListSchema, result.body);
}

function satisfies(item: DatasetListItem, filters: Filters): boolean {
  const category = filters.category?.toLowerCase();
  if (category !== undefined && item.category.toLowerCase() !== category && slug(item.category) !== category) return false;
  if (filters.format !== undefined && item.format.toLowerCase() !== filters.format.toLowerCase()) return false;
  const license = filters.license?.toLowerCase();
  if (license !== undefined && !item.license.toLowerCase().includes(license) && !licenseOfLabel(item.license).record.type.toLowerCase().includes(license))
    return false;
  // Not scored (from metadata only): no composite, so no minimum is met.
  if (filters.lqs_min !== undefined && (item.quality.composite ?? -Infinity) < filters.lqs_min) return false;
  if (filters.lqs_tier !== undefined && item.quality.tier !== filters.lqs_tier) return false;
  if (filters.hipaa === true && !item.compliance.hipaa) return false;
  if (filters.gdpr === true && !item.compliance.gdpr) return false;
  if (filters.price_max !== undefined && item.price > filters.price_max) return false;
  return true;
}

function slug(name: string): string {
  return name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

const sortKey: Record<(typeof SORT_FIELDS)[number], (item: DatasetListItem) => number | string> = {
  created_at: (item) => item.created_at,
  price: (item) => item.price,
  // SQL orders a missing composite (scored from metadata only) below every score.
  quality_score: (item) => item.quality.composite ?? -Infinity,
  total_sales: (item) => item.stats.total_sales,
};

describe('listing invariants', () => {
  it('every returned item satisfies every filter given', async () => {
    let nonEmpty = 0;
    await fc.assert(
      fc.asyncProperty(filtersArbitrary, async (filters) => {
        const result = await page(queryOf(filters, { per_page: 100 }));
        if (result.data.length > 0) nonEmpty += 1;
        for (const item of result.data) expect(satisfies(item, filters), JSON.stringify({ filters, item })).toBe(true);
      }),
      { numRuns: 60 },
    );
    // The property must not hold only because the combinations match nothing.
    expect(nonEmpty).toBeGreaterThan(15);
  });

  it('pages partition the result set and their sizes agree with meta.total', async () => {
    await fc.assert(
      fc.asyncProperty(
        filtersArbitrary,
        fc.integer({ min: 7, max: 60 }),
        fc.constantFrom(...SORT_FIELDS, undefined),
        fc.constantFrom('asc', 'desc'),
        async (filters, drawnPerPage, sort, order) => {
          const first = await page(queryOf(filters, { per_page: 100, ...(sort ? { sort } : {}), order }));
          const perPage = Math.max(drawnPerPage, Math.ceil(first.meta.total / 10));
          const pages = Math.ceil(first.meta.total / perPage);
          const seen: string[] = [];
          for (let number = 1; number <= pages + 1; number++) {
            const result = await page(queryOf(filters, { per_page: perPage, page: number, ...(sort ? { sort } : {}), order }));
            expect(result.meta.total).toBe(first.meta.total);
            expect(result.meta.has_more).toBe(number < pages);
            expect(result.data.length).toBe(number <= pages ? Math.min(perPage, first.meta.total - (number - 1) * perPage) : 0);
            seen.push(...result.data.map((item) => item.id));
          }
          expect(seen).toHaveLength(first.meta.total);
          expect(new Set(seen).size).toBe(seen.length);
          if (first.meta.total <= 100) expect(new Set(seen)).toEqual(new Set(first.data.map((item) => item.id)));
        },
      ),
      { numRuns: 30 },
    );
  });

  it('sorts are monotone within and across pages', async () => {
    await fc.assert(
      fc.asyncProperty(filtersArbitrary, fc.constantFrom(...SORT_FIELDS), fc.constantFrom('asc', 'desc'), async (filters, sort, order) => {
        const values: Array<number | string> = [];
        for (let number = 1; number <= 3; number++) {
          values.push(...(await page(queryOf(filters, { sort, order, per_page: 25, page: number }))).data.map(sortKey[sort]));
        }
        for (let i = 1; i < values.length; i++) {
          const [before, after] = [values[i - 1] as number | string, values[i] as number | string];
          expect(order === 'asc' ? before <= after : before >= after, `${sort} ${order}: ${before} then ${after}`).toBe(true);
        }
      }),
      { numRuns: 40 },
    );
  });
});
