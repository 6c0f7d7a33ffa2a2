/** What the attribution table knows of each dataset, from the records the app holds (no request). */
import { licenseNamed } from '../../shared/domain/licenses/license-lookup';
import { termsOf, type LicenseTerms } from '../../shared/domain/licenses/license-table';
import type { LicenseTermsReading } from '../../shared/domain/licenses/license-terms';
import type { CachedDataset } from '../facts/cached-record-state';
import type { AttributionSubject } from './attribution';
import { heldRecords } from './license-labels';

const known = (reading: LicenseTermsReading | undefined): LicenseTerms | undefined => (reading?.known ? reading.terms : undefined);

/**
 * A dataset's subject: its licence label (as given, else the listing's, else the record's), the
 * core's reading of that label where the app holds one, else the table's spelling of it.
 */
export function attributionSubject(
  title: string,
  cached: CachedDataset,
  given: { license?: string | null; terms?: LicenseTermsReading; link?: string } = {},
): AttributionSubject {
  const { listing, license: record } = heldRecords(cached);
  const label = given.license ?? listing?.license?.value ?? record?.spdxId?.value ?? record?.type?.value ?? undefined;
  const readings = [
    given.terms,
    listing?.license?.value === label ? listing?.licenseTerms : undefined,
    record?.terms?.written === label ? record?.terms : undefined,
  ];
  const reading = readings.find((candidate) => candidate !== undefined);
  const fromTable = label === undefined ? undefined : licenseNamed(label);
  const terms = reading !== undefined ? known(reading) : fromTable ? termsOf(fromTable) : undefined;
  const seller = listing && 'seller' in listing ? (listing.seller?.name?.value ?? undefined) : undefined;
  const by = seller ?? record?.provenance.seller?.name?.value;
  const link = given.link ?? listing?.pageUrl?.value;
  // "not stated" only where a received record does not state it (the seller is in the detail record).
  const detailReceived = cached.record.state === 'received';
  const missing = { by: detailReceived ? 'not stated' : 'not loaded (open the dataset to load it)', link: listing ? 'not stated' : 'not loaded' };
  return { title, ...(by ? { by } : {}), ...(label ? { license: label } : {}), ...(terms ? { terms } : {}), ...(link ? { link } : {}), missing };
}
