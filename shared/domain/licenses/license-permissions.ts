/**
 * What a licence grants and asks, as the licence record states it, and how several licences
 * combine. The embedded marketplace's licence record and compatibility engine use it, and so
 * does the app's own labelled reading of which dataset sets each combined term.
 */
import type { LicensePermissions } from '../../wire/api-types';
import type { LicenseTerms, UseClass } from './license-table';

/**
 * Whether a use class grants commercial use outright. `unspecified` does not: the licence
 * is silent, so commercial use needs the seller's confirmation (the compatibility engine
 * admits it under a condition, but the licence itself grants nothing). The API's permissions are
 * booleans (api-decisions.md), so the record says false; the app's one reading
 * (renderer/licenses/use-reading.ts) still reads "not stated" from the licence and names the record's "no".
 */
const COMMERCIAL_USE_BY_CLASS: Readonly<Record<UseClass, boolean>> = {
  commercial: true,
  unspecified: false,
  'non-commercial': false,
  'academic-only': false,
};

/**
 * The permissions of the licence record (GET /v1/datasets/:id/license).
 * - `commercial_use`: the licence permits commercial use.
 * - `model_training`: training a model is permitted for SOME use (so a non-commercial or
 *   academic-only licence says true: research training is allowed). Training creates adapted
 *   material, so a no-derivatives licence says false.
 * - `derivatives`: adapted versions of the data may be made.
 * - `redistribution`: the data itself may be passed on (within the licence's use class).
 */
export function permissionsOf(license: LicenseTerms): LicensePermissions {
  return {
    commercial_use: COMMERCIAL_USE_BY_CLASS[license.useClass],
    model_training: !license.noDerivatives,
    derivatives: !license.noDerivatives,
    redistribution: license.redistribution,
    attribution_required: license.attribution,
    share_alike: license.shareAlike,
  };
}

/**
 * How each term of several licences combines: a right the combination has only if every
 * licence grants it ('all'), a duty it carries if any licence imposes it ('any').
 */
export const TERM_COMBINATION: Readonly<Record<keyof LicensePermissions, 'all' | 'any'>> = {
  commercial_use: 'all',
  model_training: 'all',
  derivatives: 'all',
  redistribution: 'all',
  attribution_required: 'any',
  share_alike: 'any',
};

export const TERM_NAMES = Object.keys(TERM_COMBINATION) as ReadonlyArray<keyof LicensePermissions>;

/** Whether a licence with these permissions sets the combined term: withholds the right, or imposes the duty. */
export function setsTerm(permissions: LicensePermissions, term: keyof LicensePermissions): boolean {
  return TERM_COMBINATION[term] === 'all' ? !permissions[term] : permissions[term];
}
