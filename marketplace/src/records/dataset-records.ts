import type { DatasetDetail, DatasetListItem } from '@dmd/shared/wire/api-types';
import type { DatasetListRow, DatasetRow } from '../queries/dataset-store';
import { datasetPagePath } from './dataset-page';
import { scoringBasis } from '../catalog/quality-model';

/** Absolute URLs on this server of a dataset's page (for a person: records/dataset-page.ts), licence record and badge. */
export function datasetUrls(baseUrl: string, slug: string): DatasetListItem['urls'] {
  const record = `${baseUrl}/v1/datasets/${slug}`;
  return { dataset: `${baseUrl}${datasetPagePath(slug)}`, license: `${record}/license`, badge: `${record}/badge.svg` };
}

/** Every dataset's sample is served by this marketplace itself (routes/get-dataset-sample.ts). */
function sampleUrl(baseUrl: string, slug: string): string {
  return `${baseUrl}/v1/datasets/${slug}/sample`;
}

export function toListItem(row: DatasetListRow, categoryName: string, baseUrl: string): DatasetListItem {
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    category: categoryName,
    format: row.format,
    price: row.price,
    item_count: row.item_count,
    license: row.license_type,
    quality: { composite: row.composite, tier: row.tier, basis: scoringBasis(row.id) },
    compliance: { hipaa: row.hipaa === 1, gdpr: row.gdpr === 1 },
    stats: { total_sales: row.total_sales, avg_rating: row.avg_rating },
    urls: datasetUrls(baseUrl, row.slug),
    created_at: row.created_at,
  };
}

export function toDetail(row: DatasetRow, categoryName: string, baseUrl: string): DatasetDetail {
  return {
    ...toListItem(row, categoryName, baseUrl),
    description: row.description,
    tags: JSON.parse(row.tags) as string[],
    modality: row.modality,
    languages: JSON.parse(row.languages) as string[],
    size_bytes: row.size_bytes,
    version: row.version,
    updated_at: row.updated_at,
    seller: { id: row.seller_id, name: row.seller_name, verified: row.seller_verified === 1 },
    sample_url: sampleUrl(baseUrl, row.slug),
  };
}
