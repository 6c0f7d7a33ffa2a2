import { jsonResponse } from '../http/send-response';
import { toLicenseRecord } from '../records/license-record';
import { licenseRecordSchema } from '../schemas/record-schemas';
import { defineRoute } from './define-route';
import { DATASET_ID_PARAM, requirePublishedDataset } from './require-dataset';

export const getDatasetLicenseRoute = defineRoute({
  method: 'GET',
  path: '/v1/datasets/{id}/license',
  operationId: 'getDatasetLicense',
  tag: 'Datasets',
  summary: 'Machine-readable licence record of a dataset',
  description: 'The licence, its permissions, the compliance facts (HIPAA, GDPR, PII, consent, residency) and the provenance.',
  scope: 'datasets:read',
  pathParams: DATASET_ID_PARAM,
  response: { description: 'The licence record.', contentType: 'application/json', schema: licenseRecordSchema },
  handle({ params, services }) {
    return jsonResponse(toLicenseRecord(requirePublishedDataset(services, params.id ?? '')));
  },
});
