import { ownValue } from '@dmd/shared/domain/own-keys';
import { ApiError } from '../http/api-error';
import { LINKED_IMAGE_FOLDER } from '../samples/images/coco-by-url-sample';
import { generatedSampleOf } from '../samples/sample-of-row';
import { defineRoute } from './define-route';
import { matchesEtag } from './get-dataset-sample';
import { DATASET_ID_PARAM, requirePublishedDataset } from './require-dataset';

export const getDatasetSampleImageRoute = defineRoute({
  method: 'GET',
  path: `/v1/datasets/{id}/${LINKED_IMAGE_FOLDER}/{name}`,
  operationId: 'getDatasetSampleImage',
  tag: 'Datasets',
  summary: 'An image a COCO sample names by address',
  description:
    'Public: no API key needed and not counted against any quota. A COCO sample served as its annotation file alone (`instances.json`) names its images by `file_name` ' +
    `relative to the sample's own address (\`${LINKED_IMAGE_FOLDER}/000001.jpg\`); this route serves them, from the same generation as the sample, so the boxes fit. ` +
    'Other samples have no images here (404). Content types: image/jpeg, image/png. Cached with a strong ETag (If-None-Match → 304).',
  scope: null,
  pathParams: { ...DATASET_ID_PARAM, name: `The image's file name, as the sample's \`file_name\` gives it after \`${LINKED_IMAGE_FOLDER}/\`.` },
  conditional: true,
  response: { description: 'The image.', contentType: 'application/octet-stream' },
  async handle({ params, services, headers }) {
    const row = requirePublishedDataset(services, params.id ?? '');
    const sample = await services.samples.get(generatedSampleOf(row, services.datasets.categoryName(row.category_id)));
    const part = ownValue(sample.parts, `${LINKED_IMAGE_FOLDER}/${params.name ?? ''}`);
    if (part === undefined) throw new ApiError(404, 'not_found', `The sample of "${params.id ?? ''}" names no image "${params.name ?? ''}".`);
    // The sample's ETag covers its images: they come from the same generation.
    const etag = `${sample.etag.slice(0, -1)}-${params.name ?? ''}"`;
    const common = { ETag: etag, 'Cache-Control': 'public, max-age=3600' };
    if (matchesEtag(headers['if-none-match'], etag)) return { status: 304, body: '', contentType: part.contentType, headers: common };
    return { status: 200, body: part.bytes, contentType: part.contentType, headers: common };
  },
});
