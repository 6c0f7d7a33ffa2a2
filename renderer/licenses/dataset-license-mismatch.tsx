import type { DatasetDetailReading, DatasetSummaryReading } from '../../shared/domain/readings/dataset-reading';
import type { LicenseReading } from '../../shared/domain/readings/license-reading';
import { licenseMismatch } from '../../shared/domain/licenses/license-mismatch';
import type { ShortlistEntry } from '../../shared/ipc/ipc-contract';
import type { CachedDataset } from '../facts/cached-record-state';
import { cachedMismatch, entryMismatch, placedLabels } from './license-labels';
import { LicenseMismatchWarning } from './license-mismatch-warning';

/** The open dataset's licence labels, when they disagree (the listing, the licence record once loaded, the description). */
export function DatasetLicenseMismatch({ listing, license }: { listing: DatasetSummaryReading | DatasetDetailReading; license: LicenseReading | undefined }) {
  const mismatch = licenseMismatch(placedLabels({ listing, ...(license ? { license } : {}) }));
  return mismatch ? <LicenseMismatchWarning mismatch={mismatch} /> : null;
}

/** A shortlist entry's licence labels, when they disagree (compact: the entry's title is beside it). */
export function EntryLicenseMismatch({ entry, cached }: { entry: ShortlistEntry; cached: CachedDataset }) {
  const mismatch = entryMismatch(entry, cached);
  return mismatch ? <LicenseMismatchWarning mismatch={mismatch} title={entry.title} compact /> : null;
}

/** The compared datasets whose licence labels disagree, each named. */
export function ComparedLicenseMismatches({ datasets, titles }: { datasets: readonly CachedDataset[]; titles: readonly string[] }) {
  const found = datasets.flatMap((dataset, index) => {
    const mismatch = cachedMismatch(dataset);
    return mismatch ? [{ mismatch, title: titles[index] ?? '' }] : [];
  });
  return (
    <>
      {found.map(({ mismatch, title }) => (
        <LicenseMismatchWarning key={title} mismatch={mismatch} title={title} />
      ))}
    </>
  );
}
