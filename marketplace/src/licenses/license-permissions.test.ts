import { describe, expect, it } from 'vitest';
import type { LicensePermissions } from '@dmd/shared/wire/api-types';
import { permissionsOf } from './license-permissions';
import { LICENSES, findLicense } from '@dmd/shared/domain/licenses/license-table';

function permissionsOfType(type: string): LicensePermissions {
  const license = findLicense(type);
  if (!license) throw new Error(`test setup: ${type} is not in the licence table`);
  return permissionsOf(license);
}

describe('permissionsOf', () => {
  it.each<[string, LicensePermissions]>([
    ['CC0-1.0', { commercial_use: true, model_training: true, derivatives: true, redistribution: true, attribution_required: false, share_alike: false }],
    ['CC-BY-4.0', { commercial_use: true, model_training: true, derivatives: true, redistribution: true, attribution_required: true, share_alike: false }],
    ['CC-BY-SA-4.0', { commercial_use: true, model_training: true, derivatives: true, redistribution: true, attribution_required: true, share_alike: true }],
    // Non-commercial: training is permitted for some (non-commercial) use, commercial use is not.
    ['CC-BY-NC-4.0', { commercial_use: false, model_training: true, derivatives: true, redistribution: true, attribution_required: true, share_alike: false }],
    ['CC-BY-ND-4.0', { commercial_use: true, model_training: false, derivatives: false, redistribution: true, attribution_required: true, share_alike: false }],
    [
      'CC-BY-NC-ND-4.0',
      { commercial_use: false, model_training: false, derivatives: false, redistribution: true, attribution_required: true, share_alike: false },
    ],
    [
      'Research-Only',
      { commercial_use: false, model_training: true, derivatives: true, redistribution: false, attribution_required: true, share_alike: false },
    ],
    [
      'Proprietary-Commercial',
      { commercial_use: true, model_training: true, derivatives: true, redistribution: false, attribution_required: false, share_alike: false },
    ],
    // Silent on commercial terms: the licence itself grants no commercial use.
    [
      'Custom-Unspecified',
      { commercial_use: false, model_training: true, derivatives: true, redistribution: false, attribution_required: true, share_alike: false },
    ],
  ])('%s', (type, expected) => {
    expect(permissionsOfType(type)).toEqual(expected);
  });

  it.each(LICENSES.map((license) => [license.type, license] as const))('%s mirrors the licence flags', (_type, license) => {
    const permissions = permissionsOf(license);
    expect(permissions.commercial_use).toBe(license.useClass === 'commercial');
    expect(permissions.model_training).toBe(!license.noDerivatives);
    expect(permissions.derivatives).toBe(!license.noDerivatives);
    expect(permissions.redistribution).toBe(license.redistribution);
    expect(permissions.attribution_required).toBe(license.attribution);
    expect(permissions.share_alike).toBe(license.shareAlike);
  });
});
