import { describe, expect, it } from 'vitest';
import { USE_CASES, type UseCase, type Verdict } from '@dmd/shared/wire/api-types';
import { LICENSES, type LicenseDefinition, type UseClass } from '@dmd/shared/domain/licenses/license-table';
import { assessDataset } from '@dmd/shared/domain/licenses/assess-dataset';
import { checkCompatibility, type CompatibilityCandidate } from './check-compatibility';

let nextId = 0;
const dataset = (licenseType: string, title = `Dataset ${licenseType}`): CompatibilityCandidate => {
  nextId += 1;
  return { id: `id-${nextId}`, slug: `slug-${nextId}`, title, licenseType };
};

/** A licence of the given class with no other terms, to see the class rule alone. */
const bareLicense = (useClass: UseClass): LicenseDefinition => ({
  type: `Bare-${useClass}`,
  id: `LicenseRef-Bare-${useClass}`,
  name: `Bare ${useClass}`,
  spdxId: null,
  url: null,
  aliases: [],
  useClass,
  attribution: false,
  shareAlike: false,
  noDerivatives: false,
  redistribution: true,
  notice: false,
  credit: [],
  useRestrictions: [],
  sources: [],
  weight: 1,
});

type ClassOutcome = 'admit' | 'admit + condition' | 'block';

describe('use class × use case (class rule alone)', () => {
  const expected: Record<UseCase, Record<UseClass, ClassOutcome>> = {
    commercial_training: { commercial: 'admit', unspecified: 'admit + condition', 'non-commercial': 'block', 'academic-only': 'block' },
    research: { commercial: 'admit', unspecified: 'admit', 'non-commercial': 'admit + condition', 'academic-only': 'admit + condition' },
    internal_evaluation: { commercial: 'admit', unspecified: 'admit + condition', 'non-commercial': 'admit + condition', 'academic-only': 'block' },
    redistribution: { commercial: 'admit', unspecified: 'admit + condition', 'non-commercial': 'block', 'academic-only': 'block' },
  };
  const cases = USE_CASES.flatMap((useCase) =>
    (Object.entries(expected[useCase]) as Array<[UseClass, ClassOutcome]>).map(([useClass, outcome]) => [useCase, useClass, outcome] as const),
  );

  it.each(cases)('%s × %s → %s', (useCase, useClass, outcome) => {
    const assessment = assessDataset({ definition: bareLicense(useClass), known: true }, useCase);
    expect(assessment.allowed).toBe(outcome !== 'block');
    expect(assessment.conditions.length > 0).toBe(outcome === 'admit + condition');
    expect(assessment.reasons).toHaveLength(1);
    expect(assessment.reasons[0]).toContain(`Bare-${useClass}`);
  });
});

describe('every licence × every use case (paired with CC0)', () => {
  // [commercial_training, research, internal_evaluation, redistribution]
  const allowed: Record<string, [boolean, boolean, boolean, boolean]> = {
    'CC0-1.0': [true, true, true, true],
    'CC-BY-4.0': [true, true, true, true],
    'CC-BY-SA-4.0': [true, true, true, true],
    'CC-BY-NC-4.0': [false, true, true, false],
    'CC-BY-NC-SA-4.0': [false, true, true, false],
    'CC-BY-ND-4.0': [false, false, true, false],
    'CC-BY-NC-ND-4.0': [false, false, true, false],
    'ODbL-1.0': [true, true, true, true],
    'ODC-By-1.0': [true, true, true, true],
    'PDDL-1.0': [true, true, true, true],
    'CDLA-Permissive-2.0': [true, true, true, true],
    'CDLA-Sharing-1.0': [true, true, true, true],
    'Apache-2.0': [true, true, true, true],
    MIT: [true, true, true, true],
    'Research-Only': [false, true, false, false],
    'Proprietary-Commercial': [true, true, true, false],
    'Custom-Unspecified': [true, true, true, false],
    'CC-BY-3.0': [true, true, true, true],
    'CC-BY-SA-3.0': [true, true, true, true],
    'CC-BY-NC-3.0': [false, true, true, false],
    'CC-BY-NC-SA-3.0': [false, true, true, false],
    'CC-BY-ND-3.0': [false, false, true, false],
    'CC-BY-NC-ND-3.0': [false, false, true, false],
    'CC-BY-2.0': [true, true, true, true],
    'CC-BY-NC-2.0': [false, true, true, false],
    'CDLA-Permissive-1.0': [true, true, true, true],
    'C-UDA-1.0': [true, true, true, true],
    'BSD-3-Clause': [true, true, true, true],
    'BSD-2-Clause': [true, true, true, true],
    ISC: [true, true, true, true],
    Unlicense: [true, true, true, true],
    'GPL-3.0-only': [true, true, true, true],
    'GPL-2.0-only': [true, true, true, true],
    'MPL-2.0': [true, true, true, true],
    'OpenRAIL-M': [true, true, true, true],
    OpenRAIL: [true, true, true, true],
    'BigScience-OpenRAIL-M': [true, true, true, true],
    'CreativeML-OpenRAIL-M': [true, true, true, true],
    'OGL-UK-3.0': [true, true, true, true],
  };
  const noObligations = new Set(['CC0-1.0', 'PDDL-1.0', 'Unlicense']);

  it('covers the whole licence table', () => {
    expect(Object.keys(allowed).sort()).toEqual(LICENSES.map((license) => license.type).sort());
  });

  const cases = LICENSES.flatMap((license) => USE_CASES.map((useCase, index) => [license.type, useCase, index] as const));
  it.each(cases)('%s for %s', (type, useCase, index) => {
    const subject = dataset(type, 'Subject');
    const result = checkCompatibility([dataset('CC0-1.0', 'Public'), subject], useCase);
    const isAllowed = allowed[type]?.[index];
    const entry = result.datasets[1];
    expect(entry?.allowed).toBe(isAllowed);
    const expectedVerdict: Verdict = !isAllowed ? 'incompatible' : noObligations.has(type) ? 'compatible' : 'conditional';
    expect(result.verdict).toBe(expectedVerdict);
    if (!isAllowed) expect(entry?.reasons.join(' ')).toContain(type);
  });
});

describe('checkCompatibility scenarios', () => {
  it("reads licences as the world writes them, with the app's licence reader", () => {
    const result = checkCompatibility([dataset('cc by 4.0'), dataset('Creative Commons Attribution-NonCommercial 4.0 International')], 'commercial_training');
    expect(result.datasets.map((entry) => entry.allowed)).toEqual([true, false]);
    const choice = checkCompatibility([dataset('CC-BY-NC-4.0 OR MIT'), dataset('CC0-1.0')], 'commercial_training');
    expect(choice.datasets[0]?.allowed).toBe(true);
    expect(checkCompatibility([dataset('CC-BY-4.0 AND CC-BY-NC-4.0'), dataset('CC0-1.0')], 'commercial_training').verdict).toBe('incompatible');
  });

  it('names a licence written as an address by the licence it reads as, and keeps the dataset’s label as written', () => {
    const nc = dataset('https://creativecommons.org/licenses/by-nc/4.0/', 'Clinical Notes');
    const sa = dataset('creativecommons.org/licenses/by-sa/4.0/legalcode', 'Street Scenes');
    const result = checkCompatibility([nc, sa], 'commercial_training');
    expect(result.datasets.map((entry) => entry.license)).toEqual([nc.licenseType, sa.licenseType]);
    expect(result.datasets[0]?.reasons).toEqual(['CC-BY-NC-4.0 is a non-commercial licence: it forbids training models for commercial use.']);
    expect(result.datasets[1]?.conditions).toContain('Credit the source as CC-BY-SA-4.0 requires.');
    expect(result.combined_terms.most_restrictive_license).toBe('CC-BY-NC-4.0');
    const said = JSON.stringify([result.datasets.flatMap((entry) => [...entry.reasons, ...entry.conditions]), result.combined_terms, result.conflicts]);
    expect(said).not.toMatch(/creativecommons\.org/);
  });

  it('all CC0 is compatible with no obligations, for every use case', () => {
    for (const useCase of USE_CASES) {
      const result = checkCompatibility([dataset('CC0-1.0'), dataset('CC0-1.0'), dataset('PDDL-1.0')], useCase);
      expect(result.verdict).toBe('compatible');
      expect(result.combined_terms.obligations).toEqual([]);
      expect(result.datasets.every((entry) => entry.allowed && entry.conditions.length === 0)).toBe(true);
      expect(result.conflicts).toEqual([]);
    }
  });

  it('CC-BY is conditional on attribution, crediting every source', () => {
    const result = checkCompatibility([dataset('CC0-1.0', 'Street Scenes'), dataset('CC-BY-4.0', 'Bird Calls')], 'commercial_training');
    expect(result.verdict).toBe('conditional');
    expect(result.combined_terms.attribution_required).toBe(true);
    expect(result.combined_terms.obligations).toEqual(['Credit every source: CC-BY-4.0 (Bird Calls).']);
    expect(result.datasets[1]?.conditions).toEqual(['Credit the source as CC-BY-4.0 requires.']);
  });

  it('CC-BY-NC blocks commercial training and names the NC dataset', () => {
    const nc = dataset('CC-BY-NC-4.0', 'Clinical Notes');
    const result = checkCompatibility([dataset('CC-BY-4.0'), nc], 'commercial_training');
    expect(result.verdict).toBe('incompatible');
    const entry = result.datasets.find((d) => d.id === nc.id);
    expect(entry?.allowed).toBe(false);
    expect(entry?.conditions).toEqual([]);
    expect(entry?.reasons.join(' ')).toMatch(/CC-BY-NC-4\.0 is a non-commercial licence/);
    expect(result.datasets[0]?.allowed).toBe(true);
    expect(result.combined_terms.commercial_use).toBe(false);
    expect(result.combined_terms.most_restrictive_license).toBe('CC-BY-NC-4.0');
  });

  it('research-only data is cleared for research, on conditions', () => {
    const result = checkCompatibility([dataset('Research-Only', 'Lab Recordings'), dataset('CC0-1.0')], 'research');
    expect(result.verdict).toBe('conditional');
    expect(result.datasets[0]?.allowed).toBe(true);
    expect(result.combined_terms.obligations).toContain('Use Lab Recordings for academic research only.');
    expect(result.combined_terms.obligations).toContain('Do not redistribute the raw data of Lab Recordings.');
  });

  it('two different share-alike licences conflict for redistribution', () => {
    const sa = dataset('CC-BY-SA-4.0', 'Wiki Text');
    const odbl = dataset('ODbL-1.0', 'Map Tiles');
    const result = checkCompatibility([sa, dataset('CC0-1.0'), odbl], 'redistribution');
    expect(result.verdict).toBe('incompatible');
    expect(result.conflicts).toHaveLength(1);
    expect(result.conflicts[0]?.dataset_ids).toEqual([sa.id, odbl.id]);
    expect(result.conflicts[0]?.reason).toContain('CC-BY-SA-4.0 (Wiki Text)');
    expect(result.conflicts[0]?.reason).toContain('ODbL-1.0 (Map Tiles)');
    // Each dataset is fine alone; the combination is not.
    expect(result.datasets.every((entry) => entry.allowed)).toBe(true);
    expect(result.datasets[0]?.reasons).toContain(result.conflicts[0]?.reason);
  });

  it('names one conflict per pair of different share-alike licences', () => {
    const result = checkCompatibility([dataset('CC-BY-SA-4.0'), dataset('ODbL-1.0'), dataset('CDLA-Sharing-1.0'), dataset('CC-BY-SA-4.0')], 'redistribution');
    expect(result.conflicts).toHaveLength(3);
  });

  it('different share-alike licences never combine to "redistribution allowed", whatever the use', () => {
    const sa = dataset('CC-BY-SA-4.0', 'Wiki Text');
    const odbl = dataset('ODbL-1.0', 'Map Tiles');
    const result = checkCompatibility([sa, odbl], 'commercial_training');
    expect(result.verdict).toBe('conditional');
    expect(result.combined_terms.redistribution).toBe(false);
    expect(result.combined_terms.term_sources.redistribution.sort()).toEqual([sa.id, odbl.id].sort());
    expect(result.conflicts).toHaveLength(1);
    expect(result.conflicts[0]).toMatchObject({ dataset_ids: [sa.id, odbl.id], blocking: false });
    expect(result.conflicts[0]?.reason).toContain('CC-BY-SA-4.0 (Wiki Text) and ODbL-1.0 (Map Tiles) are different share-alike licences');
    expect(result.conflicts[0]?.reason).toContain('Keep the combination private');
  });

  it('reads CC BY-SA 3.0 and 4.0 as met together (3.0 lets adaptations go under a later version), not ODbL and CC BY-SA', () => {
    const result = checkCompatibility([dataset('CC-BY-SA-3.0'), dataset('CC-BY-SA-4.0')], 'redistribution');
    expect(result.conflicts).toEqual([]);
    expect(result.combined_terms.redistribution).toBe(true);
    expect(checkCompatibility([dataset('CC-BY-SA-3.0'), dataset('CC-BY-NC-SA-4.0')], 'research').combined_terms.redistribution).toBe(false);
  });

  it('the same share-alike licence twice does not conflict', () => {
    const result = checkCompatibility([dataset('CC-BY-SA-4.0', 'A'), dataset('CC-BY-SA-4.0', 'B')], 'redistribution');
    expect(result.conflicts).toEqual([]);
    expect(result.verdict).toBe('conditional');
    expect(result.combined_terms.share_alike).toBe(true);
    expect(result.combined_terms.obligations).toEqual([
      'Credit every source: CC-BY-SA-4.0 (A), CC-BY-SA-4.0 (B).',
      'Release the redistributed data under the same licence (CC-BY-SA-4.0).',
    ]);
  });

  it('no-derivatives blocks commercial training and research, not unmodified internal evaluation', () => {
    for (const useCase of ['commercial_training', 'research', 'redistribution'] as const) {
      const result = checkCompatibility([dataset('CC0-1.0'), dataset('CC-BY-ND-4.0')], useCase);
      expect(result.verdict).toBe('incompatible');
      expect(result.datasets[1]?.reasons.join(' ')).toContain('CC-BY-ND-4.0 forbids');
    }
    const evaluation = checkCompatibility([dataset('CC0-1.0'), dataset('CC-BY-ND-4.0', 'Benchmark')], 'internal_evaluation');
    expect(evaluation.verdict).toBe('conditional');
    expect(evaluation.combined_terms.obligations).toContain('Use Benchmark unmodified: do not adapt the data or train models on it.');
  });

  it('Proprietary-Commercial blocks redistribution but allows commercial training in-house', () => {
    const redistribution = checkCompatibility([dataset('CC0-1.0'), dataset('Proprietary-Commercial')], 'redistribution');
    expect(redistribution.verdict).toBe('incompatible');
    expect(redistribution.datasets[1]?.reasons).toEqual(['Proprietary-Commercial does not allow passing the data on to others.']);
    const training = checkCompatibility([dataset('CC0-1.0'), dataset('Proprietary-Commercial', 'Retail Receipts')], 'commercial_training');
    expect(training.verdict).toBe('conditional');
    expect(training.combined_terms.obligations).toEqual(['Do not redistribute the raw data of Retail Receipts.']);
  });

  it('unspecified commercial terms are allowed for commercial training on written confirmation', () => {
    const result = checkCompatibility([dataset('CC0-1.0'), dataset('Custom-Unspecified')], 'commercial_training');
    expect(result.verdict).toBe('conditional');
    expect(result.datasets[1]?.conditions[0]).toBe(
      'The licence does not state commercial terms: get written confirmation from the seller before commercial use.',
    );
  });

  it.each(USE_CASES)('an unknown licence type is restrictive, never a crash (%s)', (useCase) => {
    const unknown = dataset('WTFPL-Custom-9', 'Mystery Data');
    const result = checkCompatibility([dataset('CC0-1.0'), unknown], useCase);
    expect(result.verdict).toBe('incompatible');
    expect(result.datasets[1]).toMatchObject({ id: unknown.id, license: 'WTFPL-Custom-9', allowed: false, conditions: [] });
    expect(result.datasets[1]?.reasons).toHaveLength(1);
    expect(result.datasets[1]?.reasons[0]).toMatch(/^"WTFPL-Custom-9" is not a licence the marketplace knows/);
    expect(result.combined_terms.most_restrictive_license).toBe('WTFPL-Custom-9');
    expect(result.combined_terms).toMatchObject({ commercial_use: false, model_training: false, derivatives: false, redistribution: false });
  });

  it('deduplicates obligations and names every dataset once', () => {
    const result = checkCompatibility(
      [
        dataset('CC-BY-4.0', 'A'),
        dataset('CC-BY-4.0', 'A'),
        dataset('Proprietary-Commercial', 'B'),
        dataset('Proprietary-Commercial', 'C'),
        dataset('CC-BY-SA-4.0', 'D'),
        dataset('CC-BY-SA-4.0', 'E'),
      ],
      'commercial_training',
    );
    expect(result.combined_terms.obligations).toEqual([
      'Do not redistribute the raw data of B, C.',
      'Credit every source: CC-BY-4.0 (A), CC-BY-SA-4.0 (D), CC-BY-SA-4.0 (E).',
      'Release adapted data under the same licence (CC-BY-SA-4.0).',
    ]);
  });

  it('keeps the order of the datasets and is deterministic', () => {
    const input = [dataset('MIT'), dataset('CC-BY-NC-4.0'), dataset('CC0-1.0'), dataset('Research-Only')];
    const first = checkCompatibility(input, 'research');
    expect(first.datasets.map((entry) => entry.id)).toEqual(input.map((candidate) => candidate.id));
    expect(checkCompatibility(input, 'research')).toEqual(first);
    expect(first.use_case).toBe('research');
  });

  it('reports each dataset whose licence forbids the use as a blocking conflict naming it and why, first', () => {
    const result = checkCompatibility(
      [dataset('CC0-1.0', 'Open'), dataset('Research-Only', 'Lab Notes'), dataset('CC-BY-NC-4.0', 'Tweets')],
      'commercial_training',
    );
    expect(result.verdict).toBe('incompatible');
    expect(result.conflicts.map((conflict) => [conflict.dataset_ids, conflict.blocking])).toEqual([
      [[result.datasets[1]!.id], true],
      [[result.datasets[2]!.id], true],
    ]);
    expect(result.conflicts[0]?.reason).toBe(
      'Lab Notes (Research-Only): Research-Only allows academic research only: commercial model training is not permitted.',
    );
  });

  it('flags share-alike beside no-redistribution as a conflict that does not block: share nothing adapted from both', () => {
    const result = checkCompatibility([dataset('CC-BY-SA-4.0', 'Wiki'), dataset('Proprietary-Commercial', 'Receipts')], 'commercial_training');
    expect(result.verdict).toBe('conditional');
    expect(result.conflicts).toEqual([
      {
        dataset_ids: [result.datasets[0]!.id, result.datasets[1]!.id],
        reason: expect.stringMatching(/^CC-BY-SA-4\.0 \(Wiki\) is share-alike: .+ but Receipts \(Proprietary-Commercial\) may not be redistributed/),
        blocking: false,
      },
    ]);
    expect(checkCompatibility([dataset('CC-BY-SA-4.0', 'Wiki'), dataset('Proprietary-Commercial', 'Receipts')], 'internal_evaluation').conflicts).toEqual([]);
  });

  it('names the datasets behind each combined term, and ranks the licence that forbids redistribution above share-alike', () => {
    const wiki = dataset('CC-BY-SA-4.0', 'Wiki');
    const receipts = dataset('Proprietary-Commercial', 'Receipts');
    const open = dataset('CC0-1.0', 'Open');
    const result = checkCompatibility([wiki, receipts, open], 'commercial_training');
    expect(result.combined_terms).toMatchObject({ redistribution: false, share_alike: true, attribution_required: true, commercial_use: true });
    expect(result.combined_terms.term_sources).toEqual({
      commercial_use: [],
      model_training: [],
      derivatives: [],
      redistribution: [receipts.id],
      attribution_required: [wiki.id],
      share_alike: [wiki.id],
    });
    expect(result.combined_terms.most_restrictive_license).toBe('Proprietary-Commercial');
  });

  it('gives obligations that agree with the combined terms, a blocked dataset’s attribution included', () => {
    const result = checkCompatibility([dataset('CC0-1.0', 'Open'), dataset('CC-BY-NC-4.0', 'Tweets')], 'commercial_training');
    expect(result.combined_terms.attribution_required).toBe(true);
    expect(result.combined_terms.obligations).toContain('Credit every source: CC-BY-NC-4.0 (Tweets).');
  });
});
