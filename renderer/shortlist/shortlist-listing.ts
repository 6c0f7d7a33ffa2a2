/** A dataset as the shortlist keeps it: what its listing stated when it was starred, as plain values. */
import type { ShortlistListing } from '../../shared/ipc/ipc-contract';
import type { DatasetDetailReading, DatasetSummaryReading } from '../../shared/domain/readings/dataset-reading';
import { datasetTitle } from '../../shared/display/dataset-text';
import { KEPT_TEXT_LENGTHS, LQS_MAX } from '../../shared/domain/limits';

export function shortlistListing(dataset: DatasetSummaryReading): ShortlistListing {
  const listing: ShortlistListing = { id: dataset.id, title: datasetTitle(dataset).slice(0, KEPT_TEXT_LENGTHS.title) };
  const tier = dataset.tier?.value;
  const put = <K extends keyof ShortlistListing>(key: K, value: ShortlistListing[K] | undefined) => {
    if (value !== undefined) listing[key] = value;
  };
  put('license', dataset.license?.value.slice(0, KEPT_TEXT_LENGTHS.license));
  put('price', dataset.price?.value);
  put('currency', dataset.currency?.value);
  put('composite', dataset.composite !== undefined && dataset.composite.value <= LQS_MAX ? dataset.composite.value : undefined);
  put('tier', tier === undefined ? undefined : ('known' in tier ? tier.known : tier.other).slice(0, KEPT_TEXT_LENGTHS.tier));
  put('category', dataset.category?.value.slice(0, KEPT_TEXT_LENGTHS.category));
  put('format', dataset.format?.value.slice(0, KEPT_TEXT_LENGTHS.format));
  put('itemCount', dataset.itemCount?.value);
  put('pageUrl', dataset.pageUrl?.value.slice(0, KEPT_TEXT_LENGTHS.url));
  put('createdAt', dataset.createdAt?.value.slice(0, KEPT_TEXT_LENGTHS.time));
  if ('version' in dataset) put('version', (dataset as DatasetDetailReading).version?.value.slice(0, KEPT_TEXT_LENGTHS.version));
  return listing;
}
