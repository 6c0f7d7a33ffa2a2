import type { CompatibilityConflict } from '../../../shared/wire/api-types';
import type { LicenseTerms } from '../../../shared/domain/licenses/license-table';
import { SHARE_ALIKE_CONFLICT_REASON, fillTemplate } from '../../../shared/domain/licenses/use-case-rules';

export interface ConflictSubject {
  id: string;
  title: string;
  license: LicenseTerms;
}

/**
 * Every pair of DIFFERENT share-alike licences among the subjects, as one conflict naming all
 * datasets under either licence (in input order). Pairs follow the licences' first appearance.
 */
export function findShareAlikeConflicts(subjects: readonly ConflictSubject[]): CompatibilityConflict[] {
  const byLicense = new Map<string, ConflictSubject[]>();
  for (const subject of subjects.filter((s) => s.license.shareAlike)) {
    byLicense.set(subject.license.type, [...(byLicense.get(subject.license.type) ?? []), subject]);
  }
  const groups = [...byLicense.entries()];
  const describe = ([type, members]: [string, ConflictSubject[]]) => `${type} (${members.map((m) => m.title).join(', ')})`;
  return groups.flatMap((first, index) =>
    groups.slice(index + 1).map((second) => ({
      dataset_ids: subjects.filter((subject) => subject.license.type === first[0] || subject.license.type === second[0]).map((subject) => subject.id),
      reason: fillTemplate(SHARE_ALIKE_CONFLICT_REASON, { first: describe(first), second: describe(second) }),
      blocking: true,
    })),
  );
}
