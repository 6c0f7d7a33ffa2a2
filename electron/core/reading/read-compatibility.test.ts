import { describe, expect, it } from 'vitest';
import { readCompatibility } from './read-compatibility';

describe('readCompatibility', () => {
  it('reads verdict words in any spelling', () => {
    for (const [word, verdict] of [
      ['incompatible', 'incompatible'],
      ['Not Compatible', 'incompatible'],
      ['not-compatible', 'incompatible'],
      ['blocked', 'incompatible'],
      ['compatible with conditions', 'conditional'],
      ['CONDITIONAL', 'conditional'],
      ['cleared', 'compatible'],
    ] as const) {
      expect(readCompatibility({ verdict: word })?.verdict?.value, word).toEqual({ known: verdict });
      expect(readCompatibility({ outcome: word })?.verdict?.value, word).toEqual({ known: verdict });
    }
  });

  it('reads a yes/no in place of a verdict word', () => {
    expect(readCompatibility({ compatible: false })?.verdict?.value).toEqual({ known: 'incompatible' });
    expect(readCompatibility({ result: { is_compatible: 'yes' } })?.verdict?.value).toEqual({ known: 'compatible' });
  });

  it('never takes an envelope status for a verdict, and keeps an unknown verdict word as sent', () => {
    expect(readCompatibility({ status: 'success', data: { decision: 'denied' } })?.verdict?.value).toEqual({ known: 'incompatible' });
    expect(readCompatibility({ status: 'success' })?.verdict).toBeUndefined();
    expect(readCompatibility({ status: 'ok', result: 'compatible' })?.verdict?.value).toEqual({ known: 'compatible' });
    expect(readCompatibility({ verdict: 'maybe' })?.verdict?.value).toEqual({ other: 'maybe' });
  });

  it('states no per-dataset breakdown when the answer has none, and reads one from a map keyed by id', () => {
    expect(readCompatibility({ verdict: 'incompatible' })?.datasets).toBeUndefined();
    const reading = readCompatibility({ per_dataset: { a1: { permitted: 'no', notes: 'Non-commercial licence.' }, b2: { status: 'cleared' } } })!;
    expect(reading.datasets?.value.map((finding) => [finding.ref?.value, finding.allowed?.value, finding.reasons])).toEqual([
      ['a1', false, ['Non-commercial licence.']],
      ['b2', true, []],
    ]);
  });

  it('reads combined terms, obligations and conflicts wherever they sit, keeping free text word for word', () => {
    const reading = readCompatibility({
      result: {
        outcome: 'conditional',
        terms: { commercial: 'allowed', attribution: 'required', strictest_license: 'CC-BY-SA-4.0' },
        requirements: ['  Credit every source.  '],
        issues: [{ between: ['a', 'b'], message: 'Two share-alike licences.' }],
      },
    })!;
    expect(reading.permissions.commercialUse?.value).toBe(true);
    expect(reading.obligationFlags.attribution?.value).toBe(true);
    expect(reading.mostRestrictiveLicense?.value).toBe('CC-BY-SA-4.0');
    expect(reading.obligations?.value).toEqual(['Credit every source.']);
    expect(reading.conflicts?.value).toEqual([{ datasetRefs: ['a', 'b'], reason: 'Two share-alike licences.' }]);
  });

  it('reads whether a conflict blocks the use, from a yes/no or a severity word', () => {
    const reading = readCompatibility({
      conflicts: [
        { dataset_ids: ['a'], reason: 'r', blocking: true },
        { ids: ['b'], message: 'm', severity: 'Warning' },
        { ids: ['c'], message: 'n' },
      ],
    })!;
    expect(reading.conflicts?.value.map((conflict) => conflict.blocking)).toEqual([true, false, undefined]);
  });

  it('reads which datasets set each combined term, in any spelling, and states nothing for a term it cannot read', () => {
    const decided = readCompatibility({
      combined_terms: { redistribution: false, term_sources: { redistribution: ['p1'], share_alike: [], commercial_use: 'p1' } },
    })!;
    expect(decided.termSources).toEqual({
      redistribution: { value: ['p1'], from: 'combined_terms.term_sources.redistribution' },
      shareAlike: { value: [], from: 'combined_terms.term_sources.share_alike' },
    });
    const other = readCompatibility({
      result: { terms: { restrictedBy: { noRedistribution: ['x'], redistribute: [{ slug: 'proprietary-logs' }], credit_required: [7] } } },
    })!;
    expect(other.termSources).toEqual({
      redistribution: { value: ['proprietary-logs'], from: 'result.terms.restrictedBy.redistribute', sent: [{ slug: 'proprietary-logs' }] },
      attribution: { value: ['7'], from: 'result.terms.restrictedBy.credit_required', sent: [7] },
    });
    expect(readCompatibility({ sources: ['a', 'b'] })?.termSources).toBeUndefined();
    expect(readCompatibility({ sources: { unrelated: ['a'] } })?.termSources).toBeUndefined();
  });

  it('tells an empty obligations list ("none") from a missing one ("not stated")', () => {
    expect(readCompatibility({ obligations: [] })?.obligations?.value).toEqual([]);
    expect(readCompatibility({})?.obligations).toBeUndefined();
  });

  it('reads every licence label the answer names with the licence reader, expressions too', () => {
    const read = readCompatibility({
      datasets: [{ id: 'a', license: 'MIT OR Apache-2.0' }, { id: 'b', license: 'https://creativecommons.org/licenses/by-sa/4.0/' }, { id: 'c' }],
      combined_terms: { most_restrictive_license: 'Acme EULA v7' },
    })!;
    expect(Object.keys(read.licenseReadings ?? {})).toEqual(['MIT OR Apache-2.0', 'https://creativecommons.org/licenses/by-sa/4.0/', 'Acme EULA v7']);
    expect(read.licenseReadings?.['MIT OR Apache-2.0']).toMatchObject({ known: true, expression: 'MIT OR Apache-2.0', combination: 'or' });
    expect(read.licenseReadings?.['https://creativecommons.org/licenses/by-sa/4.0/']).toMatchObject({ known: true, expression: 'CC-BY-SA-4.0' });
    expect(read.licenseReadings?.['Acme EULA v7']?.known).toBe(false);
    expect(readCompatibility({ verdict: 'compatible' })?.licenseReadings).toEqual({});
  });

  it('reads every licence label an answer names into its own key, labels named like Object.prototype members too', () => {
    const labels = ['__proto__', 'constructor', 'toString', 'MIT'];
    const reading = readCompatibility({ verdict: 'compatible', datasets: labels.map((license, index) => ({ id: `d${index}`, license, allowed: true })) });
    const readings = reading?.licenseReadings ?? {};
    expect(Object.getPrototypeOf(readings)).toBe(Object.prototype);
    expect(Object.keys(readings).sort()).toEqual([...labels].sort());
    for (const label of labels) expect(Object.getOwnPropertyDescriptor(readings, label)?.value).toMatchObject({ known: label === 'MIT' });
  });
});
