import type { AppliedCondition } from '@dmd/shared/domain/licenses/assess-dataset';
import { fillTemplate } from '@dmd/shared/domain/licenses/use-case-rules';

export interface ObligationSubject {
  title: string;
  license: string;
  conditions: readonly AppliedCondition[];
}

interface ObligationGroup {
  template: string;
  rank: number;
  license: string;
  subjects: Array<{ title: string; license: string }>;
}

const joinUnique = (items: readonly string[]): string => [...new Set(items)].join(', ');

/**
 * The combined-terms obligations: one sentence per condition rule (or per rule and licence,
 * for rules grouped by licence), naming the datasets it covers, ordered by rule source and
 * then by first appearance, without duplicates.
 */
export function combineObligations(subjects: readonly ObligationSubject[]): string[] {
  const groups = new Map<string, ObligationGroup>();
  for (const subject of subjects) {
    for (const { rule, rank } of subject.conditions) {
      const key = rule.groupBy === 'license' ? `${rule.obligation}\u0000${subject.license}` : rule.obligation;
      const group = groups.get(key) ?? { template: rule.obligation, rank, license: subject.license, subjects: [] };
      group.subjects.push({ title: subject.title, license: subject.license });
      groups.set(key, group);
    }
  }
  const sentences = [...groups.values()]
    .sort((a, b) => a.rank - b.rank)
    .map((group) =>
      fillTemplate(group.template, {
        license: group.license,
        titles: joinUnique(group.subjects.map((s) => s.title)),
        sources: joinUnique(group.subjects.map((s) => `${s.license} (${s.title})`)),
      }),
    );
  return [...new Set(sentences)];
}
