import type { LicenseTerms } from '@dmd/shared/domain/licenses/license-table';
import { stricterFirst } from '@dmd/shared/domain/licenses/license-terms';

/**
 * Orders licences from most to least restrictive, by the app's one ranking (shared/domain/licenses/
 * license-terms.ts: use class, no-derivatives, no redistribution, share-alike, use restrictions,
 * notice, credit), then by type (code-unit order, so the result does not depend on the locale).
 */
export function stricterFirstByType(a: LicenseTerms, b: LicenseTerms): number {
  return stricterFirst(a, b) || (a.type < b.type ? -1 : a.type > b.type ? 1 : 0);
}

/** The most restrictive of the licences (undefined for none). */
export function mostRestrictive(licenses: readonly LicenseTerms[]): LicenseTerms | undefined {
  return licenses.reduce<LicenseTerms | undefined>(
    (worst, license) => (worst === undefined || stricterFirstByType(license, worst) < 0 ? license : worst),
    undefined,
  );
}
