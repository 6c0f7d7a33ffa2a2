import { generatedSampleOf } from '../samples/sample-of-row';
import { defineRoute } from './define-route';
import { DATASET_ID_PARAM, requirePublishedDataset } from './require-dataset';

export const getDatasetSampleRoute = defineRoute({
  method: 'GET',
  path: '/v1/datasets/{id}/sample',
  operationId: 'getDatasetSample',
  tag: 'Datasets',
  summary: 'A small sample of a dataset, in its own format',
  description:
    'Public: no API key needed and not counted against any quota. The same dataset always gets the same bytes, generated on its first request. ' +
    'By format: csv, tsv, jsonl, json, parquet and geojson datasets get 500 rows in that format; coco, yolo, pascal-voc, png and jpeg datasets a zip of 8 images with their boxes (COCO, YOLO or VOC labels), except half of the coco datasets (by id), which get the COCO annotation file alone, its images named by `file_name` relative to this address and served at `/v1/datasets/{id}/images/{name}`; ' +
    'wav, flac and mp3 datasets a zip of 6 WAV clips with metadata.csv; DICOM datasets one uncompressed DICOM image; txt datasets 300 lines of text; ' +
    'any other format a JSON file list (`file_list_only: true`) with sizes and metadata. Content types: text/csv, text/tab-separated-values, application/x-ndjson, application/json, ' +
    'application/vnd.apache.parquet, application/geo+json, application/zip, application/dicom, text/plain. Cached with a strong ETag (If-None-Match → 304).',
  scope: null,
  pathParams: DATASET_ID_PARAM,
  conditional: true,
  response: { description: 'The sample file (Content-Disposition names it).', contentType: 'application/octet-stream' },
  async handle({ params, services, headers }) {
    const row = requirePublishedDataset(services, params.id ?? '');
    const sample = await services.samples.get(generatedSampleOf(row, services.datasets.categoryName(row.category_id)));
    const common = { ETag: sample.etag, 'Cache-Control': 'public, max-age=3600' };
    if (matchesEtag(headers['if-none-match'], sample.etag)) return { status: 304, body: '', contentType: sample.contentType, headers: common };
    return {
      status: 200,
      body: sample.bytes,
      contentType: sample.contentType,
      headers: { ...common, 'Content-Disposition': `attachment; filename="${row.slug}-${sample.fileName}"` },
    };
  },
});

/** If-None-Match: `*`, or a list of tags (weak ones compare by their opaque part). */
export function matchesEtag(header: string | undefined, etag: string): boolean {
  if (header === undefined) return false;
  return header.split(',').some((candidate) => {
    const tag = candidate.trim();
    return tag === '*' || tag.replace(/^W\//, '') === etag;
  });
}
