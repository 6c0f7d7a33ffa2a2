/**
 * The marketplace's public entry (`@dmd/marketplace`): start one and handle it. What the app's
 * tests, benchmarks and scripts use besides is `@dmd/marketplace/testing`; the file of its own
 * process is `@dmd/marketplace/child`. Nothing else of the package is for outside use.
 */
export { DEFAULT_DATASETS, DEFAULT_HOST, DEFAULT_SEED, startMarketplace, type MarketplaceOptions, type RunningMarketplace } from './start-marketplace';
export type { BuildReason, RebuildOutcome } from './db/open-database';
