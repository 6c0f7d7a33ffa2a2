import type { LicensePermissions } from '../../../shared/api-types';
import type { LicenseDefinition, UseClass } from '../../../shared/licences/license-table';

/**
 * Whether a use class grants commercial use outright. `unspecified` does not: the licence
 * is silent, so commercial use needs the seller's confirmation (the compatibility engine
 * admits it under a condition, but the licence itself grants nothing).
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
export function permissionsOf(license: LicenseDefinition): LicensePermissions {
  return {
    commercial_use: COMMERCIAL_USE_BY_CLASS[license.useClass],
    model_training: !license.noDerivatives,
    derivatives: !license.noDerivatives,
    redistribution: license.redistribution,
    attribution_required: license.attribution,
    share_alike: license.shareAlike,
  };
}
