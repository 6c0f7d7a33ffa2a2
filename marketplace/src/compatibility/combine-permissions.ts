import type { LicensePermissions } from '@dmd/shared/wire/api-types';
import { setsTerm, TERM_COMBINATION, TERM_NAMES } from '@dmd/shared/domain/licenses/license-permissions';

/** The combined terms: a right only if every licence grants it, a duty if any licence imposes it. */
export function combinePermissions(permissions: readonly LicensePermissions[]): LicensePermissions {
  const combined = {} as LicensePermissions;
  for (const term of TERM_NAMES) {
    const set = permissions.some((p) => setsTerm(p, term));
    combined[term] = TERM_COMBINATION[term] === 'all' ? !set : set;
  }
  return combined;
}
