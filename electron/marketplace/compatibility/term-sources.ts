import type { LicensePermissions, TermSources } from '../../../shared/wire/api-types';
import { setsTerm, TERM_NAMES } from '../../../shared/domain/licenses/license-permissions';

export interface TermSubject {
  id: string;
  permissions: LicensePermissions;
}

/** For each combined term, the datasets (in input order) whose licence sets it. */
export function termSources(subjects: readonly TermSubject[]): TermSources {
  const sources = {} as TermSources;
  for (const term of TERM_NAMES) sources[term] = subjects.filter((subject) => setsTerm(subject.permissions, term)).map((subject) => subject.id);
  return sources;
}
