import type { DatasetRow } from '../queries/dataset-store';
import { datasetNotFound } from '../http/api-error';
import type { MarketplaceServices } from './define-route';

/** The published dataset a path's `{id}` (UUID or slug) names, or a 404 dataset_not_found. */
export function requirePublishedDataset(services: MarketplaceServices, idOrSlug: string): DatasetRow {
  const row = services.datasets.findPublished(idOrSlug);
  if (row === undefined) throw datasetNotFound(idOrSlug);
  return row;
}

export const DATASET_ID_PARAM = { id: 'The dataset’s UUID or its slug.' } as const;
