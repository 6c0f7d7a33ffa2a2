import { describe, expect, it } from 'vitest';
import { findLicense } from '@dmd/shared/domain/licenses/license-table';
import { permissionsOf } from './license-permissions';
import { licenseOfLabel } from './license-of-label';

describe('licenseOfLabel', () => {
  it('names the table’s licence for any spelling, with its terms', () => {
    const cc = findLicense('CC-BY-SA-4.0')!;
    for (const label of [
      'CC-BY-SA-4.0',
      'cc by sa 4.0',
      'Creative Commons Attribution-ShareAlike 4.0 International',
      'https://creativecommons.org/licenses/by-sa/4.0/',
    ]) {
      const read = licenseOfLabel(label);
      expect(read.record, label).toEqual({ type: 'CC-BY-SA-4.0', name: cc.name, spdx_id: 'CC-BY-SA-4.0', url: cc.url });
      expect(permissionsOf(read.terms)).toEqual(permissionsOf(cc));
    }
    expect(licenseOfLabel('ODC-By').record).toMatchObject({ type: 'ODC-By-1.0', spdx_id: 'ODC-By-1.0' });
    expect(licenseOfLabel('OpenRAIL-M').record).toMatchObject({ type: 'OpenRAIL-M', spdx_id: null });
    expect(licenseOfLabel('OpenRAIL-M').terms.useRestrictions.length).toBeGreaterThan(0);
  });

  it('names an expression by its SPDX expression, with the combined terms', () => {
    const both = licenseOfLabel('cc by 4.0 and ODbL');
    expect(both.record).toEqual({
      type: 'CC-BY-4.0 AND ODbL-1.0',
      name: `${findLicense('CC-BY-4.0')!.name} and ${findLicense('ODbL-1.0')!.name}`,
      spdx_id: 'CC-BY-4.0 AND ODbL-1.0',
      url: null,
    });
    expect(permissionsOf(both.terms)).toMatchObject({ commercial_use: true, attribution_required: true, share_alike: true });
    const choice = licenseOfLabel('CC-BY-NC-4.0 OR MIT');
    expect(choice.record.type).toBe('CC-BY-NC-4.0 OR MIT');
    // The buyer may pick: the terms are the most permissive option's.
    expect(permissionsOf(choice.terms).commercial_use).toBe(true);
    expect(licenseOfLabel('OpenRAIL-M AND CC-BY-4.0').record.spdx_id).toBeNull();
  });

  it('keeps the words of a label it cannot place, with the most restrictive terms', () => {
    const read = licenseOfLabel('See the LICENSE file in the download');
    expect(read.known).toBe(false);
    expect(read.record).toEqual({ type: 'See the LICENSE file in the download', name: 'See the LICENSE file in the download', spdx_id: null, url: null });
    expect(permissionsOf(read.terms)).toMatchObject({ commercial_use: false, derivatives: false, redistribution: false });
  });

  it('reads each distinct label once', () => {
    expect(licenseOfLabel('mit')).toBe(licenseOfLabel('mit'));
  });
});
