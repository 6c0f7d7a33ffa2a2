import type { DatasetRow } from '../queries/dataset-store';
import type { SampleFacts } from './generate-sample';

/** What generating a dataset's sample needs, from its catalog row. */
export function generatedSampleOf(row: DatasetRow, category: string): SampleFacts {
  return { id: row.id, format: row.format, category, modality: row.modality, title: row.title, itemCount: row.item_count, sizeBytes: row.size_bytes };
}
