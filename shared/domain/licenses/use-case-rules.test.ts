import { describe, expect, it } from 'vitest';
import { USE_CASES } from '../../wire/api-types';
import { USE_CLASSES } from './license-table';
import { LICENSE_TERMS, SHARE_ALIKE_CONFLICT_REASON, UNKNOWN_LICENSE_REASON, USE_CASE_RULES, fillTemplate, type TermRule } from './use-case-rules';

const placeholders = (template: string): string[] => [...template.matchAll(/\{(\w+)\}/g)].map((match) => match[1] ?? '');

describe('USE_CASE_RULES', () => {
  it('has a rule for every use class of every use case', () => {
    for (const useCase of USE_CASES) {
      expect(Object.keys(USE_CASE_RULES[useCase].classes).sort()).toEqual([...USE_CLASSES].sort());
    }
  });

  it('only uses placeholders the engine fills', () => {
    for (const useCase of USE_CASES) {
      const rules = USE_CASE_RULES[useCase];
      const termRules = LICENSE_TERMS.map((term) => rules.terms[term]).filter((rule): rule is TermRule => rule !== undefined);
      const reasons = [...Object.values(rules.classes).map((rule) => rule.reason), ...termRules.flatMap((rule) => (rule.admitted ? [] : [rule.reason]))];
      const conditionRules = [
        ...Object.values(rules.classes).flatMap((rule) => (rule.admitted && rule.condition ? [rule.condition] : [])),
        ...termRules.flatMap((rule) => (rule.admitted ? [rule.condition] : [])),
      ];
      for (const reason of reasons) expect(placeholders(reason)).toEqual(['license']);
      for (const rule of conditionRules) {
        expect(placeholders(rule.condition).every((name) => name === 'license')).toBe(true);
        const allowed = rule.groupBy === 'license' ? ['license', 'titles', 'sources'] : ['titles', 'sources'];
        expect(placeholders(rule.obligation).every((name) => allowed.includes(name))).toBe(true);
      }
    }
    expect(placeholders(UNKNOWN_LICENSE_REASON).sort()).toEqual(['license', 'useCase']);
    expect(placeholders(SHARE_ALIKE_CONFLICT_REASON).sort()).toEqual(['first', 'second']);
  });
});

describe('fillTemplate', () => {
  it('leaves a placeholder named like an Object.prototype member as it is when no value is given', () => {
    expect(fillTemplate('{constructor} {toString} {__proto__}', { license: 'MIT' })).toBe('{constructor} {toString} {__proto__}');
  });

  it('fills known placeholders and leaves unknown ones visible', () => {
    expect(fillTemplate('{license} and {other}', { license: 'MIT' })).toBe('MIT and {other}');
  });

  it('does not re-read placeholders inside filled values', () => {
    expect(fillTemplate('{a} {b}', { a: '{b}', b: 'x' })).toBe('{b} x');
  });
});
