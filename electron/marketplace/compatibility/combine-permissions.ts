import type { LicensePermissions } from '../../../shared/api-types';

/**
 * How each permission of several licences combines: a right the combination has only if every
 * licence grants it ('all'), a duty it carries if any licence imposes it ('any').
 */
const COMBINATION: Readonly<Record<keyof LicensePermissions, 'all' | 'any'>> = {
  commercial_use: 'all',
  model_training: 'all',
  derivatives: 'all',
  redistribution: 'all',
  attribution_required: 'any',
  share_alike: 'any',
};

export function combinePermissions(permissions: readonly LicensePermissions[]): LicensePermissions {
  const combine = (key: keyof LicensePermissions): boolean =>
    COMBINATION[key] === 'all' ? permissions.every((p) => p[key]) : permissions.some((p) => p[key]);
  return {
    commercial_use: combine('commercial_use'),
    model_training: combine('model_training'),
    derivatives: combine('derivatives'),
    redistribution: combine('redistribution'),
    attribution_required: combine('attribution_required'),
    share_alike: combine('share_alike'),
  };
}
