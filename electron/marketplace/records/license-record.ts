import type { LicenseRecord } from '../../../shared/wire/api-types';
import type { DatasetRow } from '../queries/dataset-store';
import { permissionsOf } from '../licenses/license-permissions';
import { findLicense } from '../../../shared/domain/licenses/license-table';

export function toLicenseRecord(row: DatasetRow): LicenseRecord {
  const license = findLicense(row.license_type);
  if (license === undefined) throw new Error(`dataset ${row.id} has a licence missing from the licence table: ${row.license_type}`);
  return {
    dataset_id: row.id,
    license: { type: license.type, name: license.name, spdx_id: license.spdxId, url: license.url },
    permissions: permissionsOf(license),
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
