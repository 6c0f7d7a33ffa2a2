/**
 * The reading layer against servers that chose differently: for generated valid records
 * reshaped by each dialect, every fact read is the true value or "not stated", never another
 * value. And the facts a buyer decides on come through in every dialect.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { readAccount } from '../../../electron/core/reading/read-account';
import { readCategories } from '../../../electron/core/reading/read-categories';
import { readCompatibility } from '../../../electron/core/reading/read-compatibility';
import { readDatasetDetail, readDatasetPage } from '../../../electron/core/reading/read-dataset';
import { readLicense } from '../../../electron/core/reading/read-license';
import { readQuality } from '../../../electron/core/reading/read-quality';
import { accountProfile, categoryList, compatibilityResult, datasetDetail, datasetList, licenseRecord, qualityRecord } from '../../support/decided-arbitraries';
import {
  compareAccount,
  compareCategories,
  compareCompatibility,
  compareDetail,
  compareLicense,
  comparePage,
  compareQuality,
  type Comparison,
} from '../../support/dialect-truth';
import { ALL_DIALECTS } from '../../support/dialects';

/** Through JSON, as it would travel. */
const wire = (value: unknown): unknown => JSON.parse(JSON.stringify(value));

function expectTrue(comparison: Comparison | undefined, mustState: readonly string[]): void {
  expect(comparison, 'the answer could be read at all').toBeDefined();
  expect(comparison!.wrong).toEqual([]);
  for (const fact of mustState) expect(comparison!.stated, `${fact} is stated`).toContain(fact);
}

const RUNS = { numRuns: 60 };

describe.each(ALL_DIALECTS.map((dialect) => [dialect.name, dialect] as const))('the %s dialect', (_name, dialect) => {
  it('lists: every item fact true or not stated; ids, titles, prices and quality come through', () => {
    fc.assert(
      fc.property(datasetList, (list) => {
        const reading = readDatasetPage(wire(dialect.list(list)));
        expectTrue(
          reading && comparePage(reading, list),
          list.data.length > 0 ? ['items[0].title', 'items[0].price', 'items[0].composite', 'items[0].tier', 'items[0].license', 'items[0].totalSales'] : [],
        );
      }),
      RUNS,
    );
  });

  it('detail records: every fact true or not stated', () => {
    fc.assert(
      fc.property(datasetDetail, (detail) => {
        const reading = readDatasetDetail(wire(dialect.detail(detail)), detail.id);
        expectTrue(reading && compareDetail(reading, detail), ['title', 'description', 'price', 'license', 'seller.name']);
      }),
      RUNS,
    );
  });

  it('quality records: the composite and its evidence always, weights never as scores, every dimension under its pillar', () => {
    fc.assert(
      fc.property(qualityRecord, (record) => {
        const reading = readQuality(wire(dialect.quality(record)));
        expectTrue(reading && compareQuality(reading, record), [
          'composite',
          'tier',
          'trainability',
          'dimensions.label_accuracy.score',
          'compositeInterval',
          'evidence.basis',
        ]);
        expect(reading!.dimensionCount).toBe(14);
      }),
      RUNS,
    );
  });

  it('licence records: permissions and obligations true or not stated; the licence, compliance and provenance wherever they sit', () => {
    fc.assert(
      fc.property(licenseRecord, (record) => {
        const reading = readLicense(wire(dialect.license(record)));
        expectTrue(reading && compareLicense(reading, record), ['type', 'name', 'permissions.commercialUse', 'compliance.hipaa', 'provenance.source']);
      }),
      RUNS,
    );
  });

  it('category lists: every category read, counts true', () => {
    fc.assert(
      fc.property(categoryList, (list) => {
        const reading = readCategories(wire(dialect.categories(list)));
        expectTrue(compareCategories(reading, list), ['categories.length']);
      }),
      RUNS,
    );
  });

  it('compatibility answers: the verdict always read, never another one', () => {
    fc.assert(
      fc.property(compatibilityResult, (result) => {
        const reading = readCompatibility(wire(dialect.compatibility(result)));
        // The dialects that say which datasets set each term (the SDK-shaped two pass the spec's answer
        // through) get them read; the others state none.
        const sources = ['decided', 'camel-nested', 'sdk-fractions', 'fraction-composite'].includes(dialect.name)
          ? ['termSources.redistribution', 'termSources.shareAlike']
          : [];
        expectTrue(reading && compareCompatibility(reading, result), ['verdict', 'useCase', 'permissions.commercialUse', ...sources]);
        if (sources.length === 0) expect(reading?.termSources).toBeUndefined();
      }),
      RUNS,
    );
  });

  it('account records: who, the plan and the usage figures wherever they are', () => {
    fc.assert(
      fc.property(accountProfile, (profile) => {
        const reading = readAccount(wire(dialect.account(profile)));
        expectTrue(reading && compareAccount(reading, profile), ['name', 'email', 'plan', 'usage.requestsToday', 'usage.requestsAllTime']);
      }),
      RUNS,
    );
  });
});
