import { LQS_VERSION } from '../catalog/quality-model';
import { renderQualityBadge } from '../records/render-badge';
import { defineRoute } from './define-route';
import { DATASET_ID_PARAM, requirePublishedDataset } from './require-dataset';

export const getDatasetBadgeRoute = defineRoute({
  method: 'GET',
  path: '/v1/datasets/{id}/badge.svg',
  operationId: 'getDatasetBadge',
  tag: 'Datasets',
  summary: 'Quality badge (SVG) of a dataset',
  description: 'Public: no API key needed and not counted against any quota.',
  scope: null,
  pathParams: DATASET_ID_PARAM,
  response: { description: 'An SVG badge showing the LQS composite and tier.', contentType: 'image/svg+xml' },
  handle({ params, services }) {
    const row = requirePublishedDataset(services, params.id ?? '');
    return {
      status: 200,
      body: renderQualityBadge(row.composite, row.tier, LQS_VERSION),
      contentType: 'image/svg+xml; charset=utf-8',
      headers: { 'Cache-Control': 'public, max-age=300' },
    };
  },
});
