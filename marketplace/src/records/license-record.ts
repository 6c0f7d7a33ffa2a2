import type { LicenseRecord } from '@dmd/shared/wire/api-types';
import type { DatasetRow } from '../queries/dataset-store';
import { permissionsOf } from '../licenses/license-permissions';
import { licenseOfLabel } from '../licenses/license-of-label';

/** The licence the listing's label names, in its canonical type, with that licence's terms (a label the reader cannot place: its own words, the most restrictive terms). */
export function toLicenseRecord(row: DatasetRow): LicenseRecord {
  const license = licenseOfLabel(row.license_type);
  return {
    dataset_id: row.id,
    license: license.record,
    permissions: permissionsOf(license.terms),
    compliance: {
      hipaa: row.hipaa === 1,
      gdpr: row.gdpr === 1,
      pii: row.pii,
      consent_documented: row.consent_documented === 1,
      data_residency: row.data_residency,
    },
    provenance: {
      source: row.source,
      collection_method: row.collection_method,
      collected_from: row.collected_from,
      collected_to: row.collected_to,
      seller: { id: row.seller_id, name: row.seller_name, verified: row.seller_verified === 1 },
      upstream: JSON.parse(row.upstream) as Array<{ name: string; license: string }>,
    },
  };
}
