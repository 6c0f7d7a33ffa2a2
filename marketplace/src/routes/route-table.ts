import { checkCompatibilityRoute } from './check-compatibility';
import type { Route } from './define-route';
import { getDatasetRoute } from './get-dataset';
import { getDatasetBadgeRoute } from './get-dataset-badge';
import { getDatasetLicenseRoute } from './get-dataset-license';
import { getDatasetPageRoute } from './get-dataset-page';
import { getDatasetQualityRoute } from './get-dataset-quality';
import { getDatasetSampleRoute } from './get-dataset-sample';
import { getDatasetSampleImageRoute } from './get-dataset-sample-image';
import { getMeRoute } from './get-me';
import { getOpenApiRoute } from './get-openapi';
import { listCategoriesRoute } from './list-categories';
import { listDatasetsRoute } from './list-datasets';

/** Every endpoint of the marketplace: the router and the OpenAPI document both read this list. */
export const ROUTES: readonly Route[] = [
  listDatasetsRoute,
  getDatasetRoute,
  getDatasetQualityRoute,
  getDatasetLicenseRoute,
  getDatasetBadgeRoute,
  getDatasetSampleRoute,
  getDatasetSampleImageRoute,
  getDatasetPageRoute,
  listCategoriesRoute,
  checkCompatibilityRoute,
  getMeRoute,
  getOpenApiRoute,
];
