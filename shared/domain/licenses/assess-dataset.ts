import type { UseCase } from '../../wire/api-types';
import type { LicenseTerms } from './license-table';
import { LICENSE_TERMS, TERM_HOLDS, UNKNOWN_LICENSE_REASON, USE_CASE_RULES, fillTemplate, type ConditionRule } from './use-case-rules';

export interface ResolvedLicense {
  definition: LicenseTerms;
  /** False when the type is not in the licence table and `definition` is a stand-in. */
  known: boolean;
}

export interface AppliedCondition {
  rule: ConditionRule;
  /** Position of the rule's source (use class first, then LICENSE_TERMS order): orders obligations. */
  rank: number;
}

export interface DatasetAssessment {
  license: LicenseTerms;
  allowed: boolean;
  reasons: string[];
  /** Empty when the dataset is not allowed: there is nothing to do but leave it out. */
  conditions: AppliedCondition[];
  /**
   * What the licence's terms oblige for this use whether or not the dataset is allowed (credit,
   * share alike, keep in house): the combined obligations of a check cover every dataset, so
   * they agree with the combined terms.
   */
  obligations: AppliedCondition[];
}

/**
 * Judges one dataset's licence against a use case by reading USE_CASE_RULES: the embedded
 * marketplace's engine, and the app's own labelled reading (use-fit.ts), both use it.
 */
export function assessDataset({ definition, known }: ResolvedLicense, useCase: UseCase): DatasetAssessment {
  const rules = USE_CASE_RULES[useCase];
  const values = { license: definition.type, useCase: rules.label };
  if (!known) {
    return { license: definition, allowed: false, reasons: [fillTemplate(UNKNOWN_LICENSE_REASON, values)], conditions: [], obligations: [] };
  }

  const classRule = rules.classes[definition.useClass];
  const termRules = LICENSE_TERMS.filter((term) => TERM_HOLDS[term](definition)).map((term) => ({
    rule: rules.terms[term],
    rank: 1 + LICENSE_TERMS.indexOf(term),
  }));

  const blockReasons = [...(classRule.admitted ? [] : [classRule.reason]), ...termRules.flatMap(({ rule }) => (rule && !rule.admitted ? [rule.reason] : []))];
  const conditions: AppliedCondition[] = [
    ...(classRule.admitted && classRule.condition ? [{ rule: classRule.condition, rank: 0 }] : []),
    ...termRules.flatMap(({ rule, rank }) => (rule && rule.admitted ? [{ rule: rule.condition, rank }] : [])),
  ];
  if (blockReasons.length > 0) {
    return {
      license: definition,
      allowed: false,
      reasons: blockReasons.map((reason) => fillTemplate(reason, values)),
      conditions: [],
      obligations: conditions,
    };
  }
  return { license: definition, allowed: true, reasons: [fillTemplate(classRule.reason, values)], conditions, obligations: conditions };
}

/** The conditions of an assessment as sentences for the buyer, each once. */
export function conditionSentences({ license, conditions }: Pick<DatasetAssessment, 'license' | 'conditions'>): string[] {
  return [...new Set(conditions.map(({ rule }) => fillTemplate(rule.condition, { license: license.type })))];
}
