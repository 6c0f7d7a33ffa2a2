/**
 * `@dmd/marketplace/testing`: what the app's tests, benchmarks and scripts use of the
 * marketplace beyond starting one: its sample generators (the Preview's parsers are tested on
 * them), its seeded random numbers and vocabularies, the schemas of its answers, its database
 * opened and damaged on purpose, and the constants the documents restate. A module the app needs
 * is added here, in review, rather than reached for by path.
 */
export { hashApiKey } from '../auth/api-keys';
export { DAILY_QUOTA } from '../auth/accounts-store';
export { DAILY_HISTORY_DAYS } from '../auth/usage-report';
export { CATEGORY_VOCABULARIES, type CategoryVocabulary } from '../catalog/category-vocabularies';
export { CATALOG_CATEGORIES, planCatalog } from '../catalog/generate-catalog';
export { createRandom, mulberry32 } from '../catalog/prng';
export { spellingsOf } from '../catalog/written-licenses';
export { checkCompatibility } from '../compatibility/check-compatibility';
export { openMarketplaceDatabase } from '../db/open-database';
export { databaseFiles } from '../db/private-database-files';
export { MAX_BODY_BYTES } from '../http/request-body';
export { licenseOfLabel } from '../licenses/license-of-label';
export { SAMPLE_CAP } from '../records/quality-evidence';
export { ROUTES } from '../routes/route-table';
export { generateSample } from '../samples/generate-sample';
export { climateGrids } from '../samples/grids/climate-grids';
export { variable } from '../samples/grids/grid-dataset';
export { writeGrib2 } from '../samples/grids/grib2-writer';
export { writeHdf5 } from '../samples/grids/hdf5-writer';
export { writeNetcdf } from '../samples/grids/netcdf-writer';
export { servesImagesByUrl } from '../samples/images/coco-by-url-sample';
export { writeTiff } from '../samples/images/tiff-writer';
export { sampleContext } from '../samples/sample-context';
export { SAMPLE_CACHE_BYTES } from '../samples/sample-store';
export { TEXT_SAMPLE_LINES } from '../samples/tables/text-sample';
export {
  accountProfileSchema,
  categoryListSchema,
  compatibilityResultSchema,
  datasetDetailSchema,
  datasetListSchema,
  errorBodySchema,
  licenseRecordSchema,
  qualityRecordSchema,
} from '../schemas/record-schemas';
export { stem } from '../search/english-stemmer';
export { datasetSearchExpression, toFtsMatchExpression } from '../search/fts-query';
export { WARMED_SEARCHES, WARMUP_QUIET_MS } from '../search/search-warmup';
export { damagePages } from './damage-database';
