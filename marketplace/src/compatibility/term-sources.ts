import type { LicensePermissions, TermSources } from '@dmd/shared/wire/api-types';
import { setsTerm, TERM_NAMES } from '@dmd/shared/domain/licenses/license-permissions';
import type { LicenseTerms } from '@dmd/shared/domain/licenses/license-table';
import { stricterFirstByType } from './license-restrictiveness';

export interface TermSubject {
  id: string;
  permissions: LicensePermissions;
  license: LicenseTerms;
}

/**
 * For each combined term, the datasets whose licence sets it, most restrictive licence first (the
 * "most restrictive wins" order the Data Provenance Initiative uses); ties keep the input order.
 */
export function termSources(subjects: readonly TermSubject[]): TermSources {
  const ranked = [...subjects].sort((a, b) => stricterFirstByType(a.license, b.license));
  const sources = {} as TermSources;
  for (const term of TERM_NAMES) sources[term] = ranked.filter((subject) => setsTerm(subject.permissions, term)).map((subject) => subject.id);
  return sources;
}
