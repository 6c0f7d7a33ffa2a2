import { describe, expect, it } from 'vitest';
import { readLicense } from './read-license';

describe('readLicense', () => {
  it('reads the decided record whole', () => {
    const license = readLicense({
      dataset_id: 'd1',
      license: { type: 'CC-BY-4.0', name: 'Creative Commons Attribution 4.0', spdx_id: 'CC-BY-4.0', url: 'https://creativecommons.org/licenses/by/4.0/' },
      permissions: { commercial_use: true, model_training: true, derivatives: true, redistribution: true, attribution_required: true, share_alike: false },
      compliance: { hipaa: false, gdpr: true, pii: 'none', consent_documented: true, data_residency: null },
      provenance: {
        source: 'Hospital',
        collection_method: 'Survey',
        collected_from: '2024-01-01',
        collected_to: '2024-06-30',
        seller: { id: 's', name: 'Acme', verified: true },
        upstream: [{ name: 'MIMIC', license: 'PhysioNet' }],
      },
    })!;
    expect(license.type?.value).toBe('CC-BY-4.0');
    expect(license.permissions).toMatchObject({
      commercialUse: { value: true },
      modelTraining: { value: true },
      derivatives: { value: true },
      redistribution: { value: true },
    });
    expect(license.obligations).toMatchObject({ attribution: { value: true, from: 'permissions.attribution_required' }, shareAlike: { value: false } });
    expect(license.otherFlags).toEqual([]);
    expect(license.compliance.dataResidency).toEqual({ value: null, from: 'compliance.data_residency' });
    expect(license.compliance.pii?.value).toEqual({ known: 'none' });
    expect(license.provenance.collectedFrom?.value).toBe('2024-01-01');
    expect(license.provenance.seller?.name?.value).toBe('Acme');
    expect(license.provenance.upstream[0]?.license?.value).toBe('PhysioNet');
  });

  it('reads attribution as an obligation: CC0 with `attribution: false` is "not required"', () => {
    const license = readLicense({ license: 'CC0-1.0', permissions: { commercial: 'yes', attribution: false } })!;
    expect(license.type?.value).toBe('CC0-1.0');
    expect(license.obligations.attribution).toEqual({ value: false, from: 'permissions.attribution' });
    expect(license.permissions.commercialUse).toEqual({ value: true, from: 'permissions.commercial', sent: 'yes' });
  });

  it('reads obligation and permission words by their sense, and a word of the other sense as nothing', () => {
    const license = readLicense({
      terms: { distribution: 'not allowed', derivatives: 'required' },
      obligations: { share_alike: 'not required', attribution: 'allowed' },
    })!;
    expect(license.permissions.redistribution?.value).toBe(false);
    expect(license.permissions.derivatives).toBeUndefined();
    expect(license.obligations.shareAlike?.value).toBe(false);
    expect(license.obligations.attribution).toBeUndefined();
  });

  it('reads names that state the opposite: no_derivatives, non_commercial', () => {
    const license = readLicense({ rights: { no_derivatives: true, non_commercial: 'yes' } })!;
    expect(license.permissions.derivatives).toEqual({ value: false, from: 'rights.no_derivatives', sent: true });
    expect(license.permissions.commercialUse?.value).toBe(false);
  });

  it('reads lists of words: granted, required, limited; what no list names is not stated', () => {
    const license = readLicense({ permissions: ['commercial-use', 'model-training'], conditions: ['attribution'], limitations: ['redistribution'] })!;
    expect(license.permissions.commercialUse).toEqual({ value: true, from: 'permissions[0]', sent: 'commercial-use' });
    expect(license.permissions.redistribution?.value).toBe(false);
    expect(license.permissions.derivatives).toBeUndefined();
    expect(license.obligations.attribution?.value).toBe(true);
    expect(license.obligations.shareAlike).toBeUndefined();
  });

  it('names the licence from a name sent anywhere, and keeps yes/no flags it has no meaning for under their own names', () => {
    const license = readLicense({ license: { title: 'Open Data Licence', id: 'ODL' }, permissions: { resale: false, patent_grant: 'yes' } })!;
    expect(license.name?.value).toBe('Open Data Licence');
    expect(license.type?.value).toBe('ODL');
    expect(license.otherFlags.map((flag) => [flag.name, flag.value.value])).toEqual([
      ['Resale', false],
      ['Patent grant', true],
    ]);
  });

  it('reads compliance and provenance one level deeper, in sub-objects whose name says what they hold', () => {
    const license = readLicense({
      license_type: 'CC-BY-4.0',
      regulatory: { hipaa: true, gdpr_compliant: 'no', pii: 'deidentified', residency: 'EU' },
      lineage: { origin: 'Hospital records', method: 'export', collection_period: { start: '2024-01-01' }, vendor: { name: 'Acme' } },
    })!;
    expect(license.compliance.hipaa).toEqual({ value: true, from: 'regulatory.hipaa' });
    expect(license.compliance.gdpr?.value).toBe(false);
    expect(license.compliance.pii?.value).toEqual({ known: 'deidentified' });
    expect(license.compliance.dataResidency?.value).toBe('EU');
    expect(license.provenance.source).toEqual({ value: 'Hospital records', from: 'lineage.origin' });
    expect(license.provenance.collectionMethod?.value).toBe('export');
    expect(license.provenance.collectedFrom?.value).toBe('2024-01-01');
    expect(license.provenance.seller?.name?.value).toBe('Acme');
  });

  it('never reads a value under another name as the fact, even inside a container that holds such facts', () => {
    const license = readLicense({ regulatory: { sox: true, hipaa_review_pending: true }, lineage: { downloads: 40, method_version: 2 }, method: 'crowd' })!;
    expect(license.compliance.hipaa).toBeUndefined();
    expect(license.provenance.source).toBeUndefined();
    // A bare `method` on the record says nothing of how the data was collected.
    expect(license.provenance.collectionMethod).toBeUndefined();
  });
});

describe("the app's reading of the record's licence", () => {
  it('reads the SPDX id, else the type, else the name', () => {
    expect(readLicense({ license: { type: 'cc by 4.0', spdx_id: 'CC-BY-NC-4.0' } })?.terms?.expression).toBe('CC-BY-NC-4.0');
    expect(readLicense({ license: { type: 'Research-Only', spdx_id: null } })?.terms?.expression).toBe('LicenseRef-Research-Only');
    expect(readLicense({ license: { name: 'Open Database License' } })?.terms?.expression).toBe('ODbL-1.0');
    expect(readLicense({ permissions: {} })?.terms).toBeUndefined();
  });
});
