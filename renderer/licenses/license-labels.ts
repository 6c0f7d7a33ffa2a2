/**
 * The places that name a dataset's licence, from what the app holds of it (no request): the
 * listing's label, the licence record, and the licences the detail record's description names.
 * The description is read only from a detail record; a list item has none.
 */
import { licenseMismatch, type LicenseMismatch, type PlacedLabel } from '../../shared/domain/licenses/license-mismatch';
import type { LicenseTermsReading } from '../../shared/domain/licenses/license-terms';
import type { DatasetDetailReading, DatasetSummaryReading } from '../../shared/domain/readings/dataset-reading';
import type { LicenseReading } from '../../shared/domain/readings/license-reading';
import type { CachedDataset } from '../facts/cached-record-state';

export interface HeldRecords {
  listing?: DatasetSummaryReading | DatasetDetailReading;
  license?: LicenseReading;
}

export function placedLabels({ listing, license }: HeldRecords): PlacedLabel[] {
  const labels: PlacedLabel[] = [];
  if (listing?.license) labels.push({ place: 'listing', written: listing.license.value, ...(listing.licenseTerms ? { reading: listing.licenseTerms } : {}) });
  const recordLabel = license?.spdxId?.value ?? license?.type?.value ?? license?.name?.value;
  if (recordLabel) labels.push({ place: 'record', written: recordLabel, ...(license?.terms ? { reading: license.terms } : {}) });
  const mentions = listing !== undefined && 'descriptionLicenses' in listing ? (listing.descriptionLicenses ?? []) : [];
  for (const mention of mentions) labels.push({ place: 'description', written: mention.written, reading: mention.reading });
  return labels;
}

/** The records the app holds of a dataset, from its cache. */
export function heldRecords(cached: CachedDataset): HeldRecords {
  const listing = cached.record.state === 'received' ? cached.record.record : cached.record.state === 'partial' ? cached.record.part : undefined;
  const license = cached.license.state === 'received' ? cached.license.record : undefined;
  return { ...(listing ? { listing } : {}), ...(license ? { license } : {}) };
}

export function cachedMismatch(cached: CachedDataset): LicenseMismatch | undefined {
  return licenseMismatch(placedLabels(heldRecords(cached)));
}

/** A shortlist entry's mismatch: the cached records, with the entry's own label standing in for a listing not cached. */
export function entryMismatch(entry: { license?: string; licenseTerms?: LicenseTermsReading }, cached: CachedDataset): LicenseMismatch | undefined {
  const held = heldRecords(cached);
  const listing =
    held.listing ??
    (entry.license === undefined
      ? undefined
      : { id: '', raw: null, license: { value: entry.license, from: 'license' }, ...(entry.licenseTerms ? { licenseTerms: entry.licenseTerms } : {}) });
  return licenseMismatch(placedLabels({ ...held, ...(listing ? { listing } : {}) }));
}

/** The core's readings of the labels these datasets' cached records carry, by label. */
export function labelReadings(datasets: readonly CachedDataset[]): Map<string, LicenseTermsReading> {
  const readings = new Map<string, LicenseTermsReading>();
  for (const cached of datasets) {
    for (const label of placedLabels(heldRecords(cached))) if (label.reading && !readings.has(label.written)) readings.set(label.written, label.reading);
  }
  return readings;
}
