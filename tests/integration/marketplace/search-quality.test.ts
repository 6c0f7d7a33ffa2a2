import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BUYER_QUERIES } from '../../harness/search/buyer-queries';
import { SEARCH_TARGETS } from '../../harness/search/relevance-metrics';
import { marketplaceSearch, runRelevance, type RelevanceRun } from '../../harness/search/relevance-run';
import { CATALOG_CATEGORIES } from '@dmd/marketplace/testing';
import { startFixture, type Fixture } from './marketplace-fixture';

/**
 * The search benchmark's targets (`npm run bench:search`), asserted on its buyer queries at a
 * catalog small enough to build in a moment: few searches find nothing, and the first results
 * are in the categories that answer the query. Not timed.
 */
let fixture: Fixture;
let run: RelevanceRun;

beforeAll(async () => {
  fixture = await startFixture({ datasets: 2000, seed: 42, dailyQuotaOverride: { pro: 100_000 } });
  run = await runRelevance(BUYER_QUERIES, marketplaceSearch(fixture.marketplace.url, fixture.marketplace.proKey));
});
afterAll(() => fixture.dispose());

const misses = (): string[] => run.results.filter((result) => result.outcome.total === 0).map((result) => result.query.q);

describe('search quality on the buyer queries', () => {
  it('uses at least 40 queries, each expecting categories the catalog has', () => {
    expect(BUYER_QUERIES.length).toBeGreaterThanOrEqual(40);
    const names = new Set(CATALOG_CATEGORIES.map((category) => category.name));
    for (const query of BUYER_QUERIES) for (const category of query.expected) expect(names, `${query.q}: ${category}`).toContain(category);
  });

  it(`finds something for all but at most ${SEARCH_TARGETS.maxZeroResultRate * 100} % of the queries`, () => {
    expect(run.summary.zeroResultRate, `no results for: ${misses().join(', ')}`).toBeLessThanOrEqual(SEARCH_TARGETS.maxZeroResultRate);
  });

  it(`puts expected categories in the top ten with a mean precision of at least ${SEARCH_TARGETS.minPrecisionAt10}`, () => {
    const weakest = [...run.results].sort((a, b) => a.precision - b.precision).slice(0, 5);
    const note = weakest.map((result) => `${result.query.q} ${result.precision.toFixed(2)}`).join(', ');
    expect(run.summary.precisionAt10, `weakest: ${note}`).toBeGreaterThanOrEqual(SEARCH_TARGETS.minPrecisionAt10);
  });
});
