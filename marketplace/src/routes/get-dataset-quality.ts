import { jsonResponse } from '../http/send-response';
import { toQualityRecord } from '../records/quality-record';
import { qualityRecordSchema } from '../schemas/record-schemas';
import { defineRoute } from './define-route';
import { DATASET_ID_PARAM, requirePublishedDataset } from './require-dataset';

export const getDatasetQualityRoute = defineRoute({
  method: 'GET',
  path: '/v1/datasets/{id}/quality',
  operationId: 'getDatasetQuality',
  tag: 'Datasets',
  summary: 'LQS 3.0 quality record of a dataset',
  description:
    'Composite (Σ weight × score over 14 dimensions in 5 pillars weighted 35/30/20/10/5 %), tier, trainability (mean of label accuracy, label consistency, downstream headroom and contamination clean), a badge URL, and the evidence behind the scores: what they were computed from (the files or metadata only), the sample size, and a 95 % interval for every score.',
  scope: 'datasets:read',
  pathParams: DATASET_ID_PARAM,
  response: { description: 'The quality record.', contentType: 'application/json', schema: qualityRecordSchema },
  handle({ params, services }) {
    return jsonResponse(toQualityRecord(requirePublishedDataset(services, params.id ?? ''), services.baseUrl));
  },
});
