import { describe, expect, it } from 'vitest';
import { received } from '../../shared/domain/fact-state';
import { permissionsOf } from '../../shared/domain/licenses/license-permissions';
import { LICENSES } from '../../shared/domain/licenses/license-table';
import { USE_CASES, type UseCase } from '../../shared/wire/api-types';
import { licenseOfLabel, spellingsOf } from '@dmd/marketplace/testing';
import { readAsCore } from '../../tests/support/readings';
import { compareRows, type ComparedDataset } from '../compare/compare-rows';
import { compareExport } from '../compare/compare-export';
import { USE_CASE_LABELS } from '../compatibility/use-cases';
import { fittingItems, fitForUse, listedLicense } from '../use-fit/use-fit';
import { KEPT_STATES, readUse } from './use-reading';

/** A listing as the core hands it over, and the embedded marketplace's licence record of the same label. */
const listingOf = (label: string) => readAsCore.item({ id: `ds-${label}`, title: label, license: label });
const builtInRecord = (label: string) => {
  const license = licenseOfLabel(label);
  return readAsCore.license({ dataset_id: `ds-${label}`, license: license.record, permissions: permissionsOf(license.terms) });
};
const compared = (label: string): ComparedDataset => ({
  id: `ds-${label}`,
  record: received(readAsCore.detail({ id: `ds-${label}`, title: label, license: label }, `ds-${label}`)),
  license: received(builtInRecord(label)),
  quality: received(readAsCore.quality({})),
});

/** The words of the comparison's export cell for the use. */
const exportWords = (label: string, useCase: UseCase) => {
  const dataset = compared(label);
  const table = compareExport([dataset], [label], compareRows([dataset], useCase), []);
  return table.rows.findLast((row) => row[0] === USE_CASE_LABELS[useCase])?.[1];
};

describe('the one reading of a licence for a use', () => {
  it.each(LICENSES.map((license) => license.type))(
    'reads %s the same in the row, the header, the Licence tab, Fits my use and the export, for every use',
    (label) => {
      for (const spelling of spellingsOf(LICENSES.find((license) => license.type === label)!)) {
        const listing = listingOf(spelling);
        const record = builtInRecord(spelling);
        for (const useCase of USE_CASES) {
          const row = fitForUse(listedLicense(listing), useCase);
          const withRecord = fitForUse(listedLicense(listing, record), useCase);
          // The Licence tab and the header read with the record once held; the row before it is.
          expect({ spelling, useCase, label: withRecord.label, state: withRecord.state }).toEqual({ spelling, useCase, label: row.label, state: row.state });
          expect(fittingItems([listing], useCase).shown.length).toBe(KEPT_STATES.has(row.state) ? 1 : 0);
          expect(fittingItems([listing], useCase, () => record).shown.length).toBe(KEPT_STATES.has(row.state) ? 1 : 0);
          // Compare (and its export) asks for the licence record of each dataset it compares.
          expect(exportWords(spelling, useCase)).toBe(row.label);
          if (listing.licenseTerms?.terms.useClass === 'academic-only') expect(row.label).not.toMatch(/conditions|^OK/);
          if (listing.licenseTerms?.terms.useClass === 'unspecified' && useCase !== 'research') expect(row.label).not.toMatch(/conditions|^OK/);
        }
      }
    },
  );

  it('reads commercial terms not stated as "not stated — ask the seller", never conditions or allowed, and Fits my use hides it', () => {
    const listing = listingOf('Custom-Unspecified');
    for (const useCase of ['commercial_training', 'internal_evaluation'] as const) {
      const alone = fitForUse(listedLicense(listing), useCase);
      expect(alone).toMatchObject({ state: 'not-stated', label: 'Commercial terms not stated — ask the seller', disagreement: null });
      expect(fittingItems([listing], useCase).shown).toEqual([]);
    }
    // The built-in record must say yes or no (the API's permissions are booleans): its "no" is named beside "not stated".
    const withRecord = fitForUse(listedLicense(listing, builtInRecord('Custom-Unspecified')), 'commercial_training');
    expect(withRecord.state).toBe('not-stated');
    expect(withRecord.disputed).toEqual(['commercialUse']);
    expect(withRecord.disagreement).toContain('The licence record says commercial use: not allowed, but Custom-Unspecified does not state commercial terms');
  });

  it('reads an academic-only licence for research as its own class: check the project qualifies', () => {
    const reading = fitForUse(listedLicense(listingOf('Research-Only')), 'research');
    expect(reading).toMatchObject({ state: 'academic-only', label: 'Academic research only' });
    expect(reading.explanation).toContain('Check whether your project qualifies as academic research');
    expect(fitForUse(listedLicense(listingOf('Research-Only')), 'commercial_training').state).toBe('blocked');
  });

  it('lets the record win where it withholds a right the use needs, and names the disagreement', () => {
    const listing = listingOf('CC-BY-4.0');
    const record = readAsCore.license({ license: { type: 'CC-BY-4.0' }, permissions: { commercial_use: false, model_training: true } });
    const reading = readUse(listedLicense(listing, record), 'commercial_training');
    expect(reading).toMatchObject({ state: 'blocked', label: 'Not for commercial training', disputed: ['commercialUse'] });
    expect(reading.disagreement).toBe("The licence record says commercial use: not allowed, though the app's reading of CC-BY-4.0 allows it: the record wins.");
    expect(fittingItems([listing], 'commercial_training', () => record).shown).toEqual([]);
    expect(fittingItems([listing], 'commercial_training').shown).toEqual([listing]);
  });

  it('reads the record’s licence where it names another one than the listing, and says so', () => {
    const listing = listingOf('CC-BY-4.0');
    const record = readAsCore.license({ license: { type: 'CC-BY-NC-4.0', spdx_id: 'CC-BY-NC-4.0' }, permissions: {} });
    const reading = readUse(listedLicense(listing, record), 'commercial_training');
    expect(reading).toMatchObject({ state: 'blocked', from: 'record' });
    expect(reading.disagreement).toContain('The listing says CC-BY-4.0, the licence record says CC-BY-NC-4.0');
  });

  it('keeps the stricter reading where the record grants what the licence does not, and names it', () => {
    const record = readAsCore.license({ license: { type: 'CC-BY-NC-4.0' }, permissions: { commercial_use: true } });
    const reading = readUse(listedLicense(listingOf('CC-BY-NC-4.0'), record), 'commercial_training');
    expect(reading.state).toBe('blocked');
    expect(reading.disagreement).toContain('ask the seller before you rely on the record');
  });
});
