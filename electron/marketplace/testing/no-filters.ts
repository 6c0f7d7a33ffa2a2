import type { DatasetFilters } from '../db/dataset-list-query';

/** A dataset query with no filter at all, for tests to spread their own filters over. */
export const NO_FILTERS: DatasetFilters = {
  match: null,
  categoryId: null,
  format: null,
  licenseContains: null,
  lqsMin: null,
  tier: null,
  hipaaOnly: false,
  gdprOnly: false,
  priceMax: null,
};
