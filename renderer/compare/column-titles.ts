import { receivedPart } from '../../shared/domain/fact-state';
import { ownValue } from '../../shared/domain/own-keys';
import { datasetTitle } from '../../shared/display/dataset-text';
import type { ComparedDataset } from './compare-rows';

/**
 * What names each column: the detail record, or the list item standing in for it; without either,
 * the title kept when the dataset was added, or its shortlist entry's; the id only when none is known.
 */
export function columnTitles(
  datasets: readonly ComparedDataset[],
  kept: Readonly<Record<string, string>> | undefined,
  shortlist: readonly { id: string; title: string }[] | undefined,
): string[] {
  return datasets.map((dataset) => {
    const listing = receivedPart(dataset.record);
    if (listing) return datasetTitle(listing);
    return ownValue(kept, dataset.id) ?? shortlist?.find((entry) => entry.id === dataset.id)?.title ?? dataset.id;
  });
}
