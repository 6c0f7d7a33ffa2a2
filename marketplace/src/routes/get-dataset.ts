import { jsonResponse } from '../http/send-response';
import { toDetail } from '../records/dataset-records';
import { datasetDetailSchema } from '../schemas/record-schemas';
import { defineRoute } from './define-route';
import { DATASET_ID_PARAM, requirePublishedDataset } from './require-dataset';

export const getDatasetRoute = defineRoute({
  method: 'GET',
  path: '/v1/datasets/{id}',
  operationId: 'getDataset',
  tag: 'Datasets',
  summary: 'One published dataset',
  description: 'The list item’s fields plus description, tags, modality, languages, size, version, seller and sample URL.',
  scope: 'datasets:read',
  pathParams: DATASET_ID_PARAM,
  response: { description: 'The dataset.', contentType: 'application/json', schema: datasetDetailSchema },
  handle({ params, services }) {
    const row = requirePublishedDataset(services, params.id ?? '');
    return jsonResponse(toDetail(row, services.datasets.categoryName(row.category_id), services.baseUrl));
  },
});
