import type { DatasetRow } from '../queries/dataset-store';
import type { SampleFacts } from './generate-sample';

/** What generating a dataset's sample needs, from its catalog row: what it is, and what its listing claims. */
export function generatedSampleOf(row: DatasetRow, category: string): SampleFacts {
  return {
    id: row.id,
    format: row.format,
    category,
    modality: row.modality,
    title: row.title,
    description: row.description,
    itemCount: row.item_count,
    sizeBytes: row.size_bytes,
    collectedFrom: row.collected_from,
    collectedTo: row.collected_to,
    languages: JSON.parse(row.languages) as string[],
    pii: row.pii,
    hipaa: row.hipaa === 1,
  };
}
