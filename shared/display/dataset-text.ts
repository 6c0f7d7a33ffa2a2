import type { DatasetSummaryReading } from '../domain/readings/dataset-reading';

/** The name to show for a dataset: its title, else its slug, else the id it is opened by. */
export function datasetTitle(dataset: Pick<DatasetSummaryReading, 'id' | 'title' | 'slug'>): string {
  return dataset.title?.value ?? dataset.slug?.value ?? dataset.id;
}
