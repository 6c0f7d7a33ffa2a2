import { DATASET_PAGE_CSP, renderDatasetPage } from '../records/dataset-page';
import { toDetail } from '../records/dataset-records';
import { datasetPageError } from '../records/page-not-found';
import { defineRoute } from './define-route';
import { DATASET_ID_PARAM, requirePublishedDataset } from './require-dataset';

export const getDatasetPageRoute = defineRoute({
  method: 'GET',
  path: '/datasets/{id}',
  operationId: 'getDatasetPage',
  tag: 'Datasets',
  summary: 'A dataset’s page for a person (HTML)',
  description:
    'Public: no API key needed and not counted against any quota. The page `urls.dataset` names: the listing in words, every value escaped, no script. Its errors (an unknown slug: 404) are HTML pages too.',
  scope: null,
  pathParams: DATASET_ID_PARAM,
  response: { description: 'The dataset’s page.', contentType: 'text/html' },
  // A person's browser follows this link: an unknown slug gets a page that says so, not the API's JSON.
  errorPage: datasetPageError,
  handle({ params, services }) {
    const row = requirePublishedDataset(services, params.id ?? '');
    return {
      status: 200,
      body: renderDatasetPage(toDetail(row, services.datasets.categoryName(row.category_id), services.baseUrl)),
      contentType: 'text/html; charset=utf-8',
      headers: { 'Content-Security-Policy': DATASET_PAGE_CSP, 'Cache-Control': 'public, max-age=300' },
    };
  },
});
