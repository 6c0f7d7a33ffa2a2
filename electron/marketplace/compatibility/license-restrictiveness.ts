import { USE_CLASSES, type LicenseTerms } from '../../../shared/domain/licenses/license-table';

/**
 * Orders licences from most to least restrictive: by use class (academic-only first), then
 * no-derivatives before not, then no redistribution before redistribution (a right withheld
 * weighs more than share-alike's duty), then share-alike before not, then by type (code-unit
 * order, so the result does not depend on the locale).
 */
export function compareRestrictiveness(a: LicenseTerms, b: LicenseTerms): number {
  return (
    USE_CLASSES.indexOf(b.useClass) - USE_CLASSES.indexOf(a.useClass) ||
    Number(b.noDerivatives) - Number(a.noDerivatives) ||
    Number(a.redistribution) - Number(b.redistribution) ||
    Number(b.shareAlike) - Number(a.shareAlike) ||
    (a.type < b.type ? -1 : a.type > b.type ? 1 : 0)
  );
}

/** The most restrictive of the licences (undefined for none). */
export function mostRestrictive(licenses: readonly LicenseTerms[]): LicenseTerms | undefined {
  return licenses.reduce<LicenseTerms | undefined>(
    (worst, license) => (worst === undefined || compareRestrictiveness(license, worst) < 0 ? license : worst),
    undefined,
  );
}
