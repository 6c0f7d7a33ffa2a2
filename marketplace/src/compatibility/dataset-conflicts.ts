import type { CompatibilityConflict } from '@dmd/shared/wire/api-types';
import type { LicenseTerms } from '@dmd/shared/domain/licenses/license-table';
import { BLOCKED_DATASET_REASON, SHARE_ALIKE_NO_REDISTRIBUTION_REASON, fillTemplate } from '@dmd/shared/domain/licenses/use-case-rules';

export interface AssessedSubject {
  id: string;
  title: string;
  license: LicenseTerms;
  allowed: boolean;
  reasons: readonly string[];
}

/** One blocking conflict per dataset whose licence forbids the use, naming it and why. */
export function blockedDatasetConflicts(subjects: readonly AssessedSubject[]): CompatibilityConflict[] {
  return subjects
    .filter((subject) => !subject.allowed)
    .map((subject) => ({
      dataset_ids: [subject.id],
      reason: fillTemplate(BLOCKED_DATASET_REASON, { title: subject.title, license: subject.license.type, reason: subject.reasons.join(' ') }),
      blocking: true,
    }));
}

/**
 * A share-alike licence beside licences that forbid redistribution (both datasets otherwise
 * allowed): one non-blocking conflict per share-alike licence, naming the datasets involved.
 */
export function findShareAlikeNoRedistributionConflicts(subjects: readonly AssessedSubject[]): CompatibilityConflict[] {
  const usable = subjects.filter((subject) => subject.allowed);
  const keepers = usable.filter((subject) => !subject.license.redistribution);
  const byShareAlike = new Map<string, AssessedSubject[]>();
  for (const subject of usable.filter((s) => s.license.shareAlike))
    byShareAlike.set(subject.license.type, [...(byShareAlike.get(subject.license.type) ?? []), subject]);
  return [...byShareAlike.entries()].flatMap(([type, sharers]) => {
    const others = keepers.filter((keeper) => !sharers.includes(keeper));
    if (others.length === 0) return [];
    return [
      {
        dataset_ids: [...sharers, ...others].map((subject) => subject.id),
        reason: fillTemplate(SHARE_ALIKE_NO_REDISTRIBUTION_REASON, {
          shareAlike: `${type} (${sharers.map((s) => s.title).join(', ')})`,
          keepers: others.map((keeper) => `${keeper.title} (${keeper.license.type})`).join(', '),
        }),
        blocking: false,
      },
    ];
  });
}
