import { describe, expect, it } from 'vitest';
import { findLicense, type LicenseTerms } from '@dmd/shared/domain/licenses/license-table';
import { mostRestrictive } from './license-restrictiveness';

const license = (type: string): LicenseTerms => {
  const found = findLicense(type);
  if (!found) throw new Error(`test setup: ${type} is not in the licence table`);
  return found;
};

describe('mostRestrictive', () => {
  it.each([
    [['CC0-1.0', 'CC-BY-4.0'], 'CC-BY-4.0'], // same class: name decides
    [['CC-BY-4.0', 'Custom-Unspecified'], 'Custom-Unspecified'], // unspecified beats commercial
    [['CC-BY-NC-4.0', 'Custom-Unspecified'], 'CC-BY-NC-4.0'],
    [['CC-BY-NC-4.0', 'Research-Only'], 'Research-Only'],
    [['CC-BY-NC-4.0', 'CC-BY-NC-ND-4.0', 'CC-BY-NC-SA-4.0'], 'CC-BY-NC-ND-4.0'], // ND first
    [['CC-BY-SA-4.0', 'Proprietary-Commercial'], 'Proprietary-Commercial'], // then no redistribution
    [['CC-BY-NC-4.0', 'CC-BY-NC-SA-4.0'], 'CC-BY-NC-SA-4.0'], // then SA
    [['ODbL-1.0', 'CC-BY-SA-4.0'], 'ODbL-1.0'], // then a notice to keep (ODbL's)
    [['CC-BY-SA-4.0', 'CDLA-Sharing-1.0'], 'CDLA-Sharing-1.0'], // (CDLA-Sharing's too)
    [['CC-BY-SA-4.0', 'CC-BY-SA-4.0'], 'CC-BY-SA-4.0'], // then name
  ])('%j → %s', (types, expected) => {
    expect(mostRestrictive(types.map(license))?.type).toBe(expected);
    expect(mostRestrictive([...types].reverse().map(license))?.type).toBe(expected);
  });

  it('is undefined for no licences', () => {
    expect(mostRestrictive([])).toBeUndefined();
  });
});
