/** What the attribution table knows of each dataset, from the records the app holds (no request). */
import { licenseNamed } from '../../shared/domain/licenses/license-lookup';
import { termsOf, type LicenseTerms } from '../../shared/domain/licenses/license-table';
import type { LicenseTermsReading } from '../../shared/domain/licenses/license-terms';
import type { CachedDataset } from '../facts/cached-record-state';
import { recordsToLoad, type RecordKind } from '../export/records-to-load';
import type { Absence, AttributionSubject } from './attribution';
import { heldRecords } from './license-labels';

const known = (reading: LicenseTermsReading | undefined): LicenseTerms | undefined => (reading?.known ? reading.terms : undefined);

/**
 * A dataset's subject: its licence label (as given, else the listing's, else the record's), the
 * core's reading of that label where the app holds one, else the table's spelling of it. A fact
 * absent is "not stated" only when every record that could state it is received; else it is not
 * loaded, with the records that would give it.
 */
export function attributionSubject(
  id: string,
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
  // The seller and the licence are in the detail record or the licence record; the page in the detail record.
  const absence = (kinds: readonly RecordKind[]): Absence => {
    const records = recordsToLoad(id, cached, kinds);
    return kinds.every((kind) => cached[kind].state === 'received') ? { why: 'not-stated' } : { why: 'not-loaded', records };
  };
  const missing = {
    ...(by ? {} : { by: absence(['record', 'license']) }),
    ...(link ? {} : { link: absence(['record']) }),
    ...(label ? {} : { license: absence(['record', 'license']) }),
  };
  return { title, ...(by ? { by } : {}), ...(label ? { license: label } : {}), ...(terms ? { terms } : {}), ...(link ? { link } : {}), missing };
}
