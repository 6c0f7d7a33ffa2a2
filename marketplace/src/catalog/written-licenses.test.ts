import { describe, expect, it } from 'vitest';
import { LICENSES, findLicense } from '@dmd/shared/domain/licenses/license-table';
import { licenseOfLabel } from '../licenses/license-of-label';
import { planCatalog } from './generate-catalog';
import { spellingsOf, WRITTEN_INSTEAD, writtenLicense } from './written-licenses';

const DRAWN = LICENSES.filter((license) => license.weight > 0);
const ids = Array.from({ length: 20_000 }, (_, index) => `00000000-0000-4000-8000-${index.toString(16).padStart(12, '0')}`);

describe('writtenLicense', () => {
  it('writes each drawn licence in spellings that all read back as that licence', () => {
    for (const license of DRAWN) {
      const spellings = spellingsOf(license);
      expect(spellings.length, license.type).toBeGreaterThanOrEqual(4);
      for (const spelling of spellings) expect(licenseOfLabel(spelling).record.type, `${license.type} as "${spelling}"`).toBe(license.type);
    }
  });

  it('writes another licence only of the same use class, or words the app cannot place for a custom licence', () => {
    for (const [type, options] of Object.entries(WRITTEN_INSTEAD)) {
      const drawn = findLicense(type)!;
      for (const { label } of options) {
        const read = licenseOfLabel(label);
        if (drawn.useClass === 'unspecified') expect(read.known, label).toBe(false);
        else expect([label, read.known, read.terms.useClass]).toEqual([label, true, drawn.useClass]);
      }
    }
  });

  it('is decided by the dataset id alone, about half in the table’s label, the rest spread over the spellings', () => {
    const cc = findLicense('CC-BY-4.0')!;
    expect(ids.map((id) => writtenLicense(cc, id))).toEqual(ids.map((id) => writtenLicense(cc, id)));
    const written = ids.map((id) => writtenLicense(cc, id));
    const share = (label: string) => written.filter((w) => w === label).length / written.length;
    expect(share('CC-BY-4.0')).toBeGreaterThan(0.42);
    expect(share('CC-BY-4.0')).toBeLessThan(0.5);
    expect(share('CC-BY-4.0 AND ODbL-1.0')).toBeGreaterThan(0.06);
    expect(share('CC-BY-4.0 AND ODbL-1.0')).toBeLessThan(0.1);
    for (const spelling of spellingsOf(cc).slice(1)) expect(share(spelling), spelling).toBeGreaterThan(0.03);
  });

  it('gives the catalog names, lower case, URLs, expressions, OpenRAIL-M, CDLA, ODC-By and a few it cannot place', () => {
    const labels = [...planCatalog({ seed: 42, published: 3000, anchor: new Date('2025-06-01T00:00:00.000Z') }).datasets()].map((d) => d.licenseType);
    for (const expected of [
      'cc by 4.0',
      'Creative Commons Attribution-ShareAlike 4.0 International',
      'https://creativecommons.org/licenses/by-nc/4.0/',
      'CC-BY-4.0 AND ODbL-1.0',
      'MIT OR Apache-2.0',
      'OpenRAIL-M',
      'CDLA-Permissive-2.0',
      'ODC-By',
    ])
      expect(labels, expected).toContain(expected);
    const unknown = labels.filter((label) => !licenseOfLabel(label).known).length / labels.length;
    expect(unknown).toBeGreaterThan(0);
    expect(unknown).toBeLessThan(0.02);
  });
});
