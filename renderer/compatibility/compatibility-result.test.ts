import { describe, expect, it } from 'vitest';
import { readLicenseLabel } from '../../shared/domain/licenses/license-reader';
import { readAsCore } from '../../tests/support/readings';
import type { CheckRequest } from './check-request-store';
import { blockers, blockerSentence, toCompatibilityReport } from './compatibility-result';
import { conditionalRequest, conditionalResult } from './compatibility-result.fixture';
import { PROTOTYPE_NAMES } from '../../shared/domain/own-keys';

const request = (overrides: Partial<CheckRequest> = {}): CheckRequest => ({
  datasetIds: ['x', 'y'],
  useCase: 'commercial_training',
  titles: { x: 'Known X' },
  licenses: {},
  ...overrides,
});

describe('toCompatibilityReport', () => {
  it.each(PROTOTYPE_NAMES)('reads a dataset and a licence named %s as any other, never as a member of Object.prototype', (name) => {
    const withBreakdown = toCompatibilityReport(
      readAsCore.compatibility({
        verdict: 'conditional',
        datasets: [
          { id: name, allowed: true },
          { id: 'y', license: name, allowed: true },
        ],
      }),
      request({ datasetIds: [name, 'y'], titles: {}, licenses: {} }),
    );
    expect(withBreakdown.datasets.map((d) => [d.ref, d.title, d.license])).toEqual([
      [name, name, null],
      ['y', 'y', name],
    ]);
    const byTheApp = toCompatibilityReport(
      readAsCore.compatibility({ verdict: 'incompatible' }),
      request({ datasetIds: [name, 'y'], titles: {}, licenses: { y: name } }),
    );
    expect(byTheApp.datasets.map((d) => [d.ref, d.title, d.license, d.allowed])).toEqual([
      [name, name, null, null],
      ['y', 'y', name, null],
    ]);
  });

  it('keeps everything a complete response says', () => {
    const report = toCompatibilityReport(conditionalResult, conditionalRequest);
    expect(report.verdict).toBe('conditional');
    expect(report.useCaseLabel).toBe('Commercial model training');
    expect(report.datasetsReadBy).toBe('marketplace');
    expect(report.datasets.map((d) => [d.title, d.license, d.allowed])).toEqual([
      ['Street Signs', 'CC-BY-4.0', true],
      ['Medical Notes', 'CC-BY-SA-4.0', true],
    ]);
    expect(report.datasets[1]?.reasons).toEqual(['Share-alike licence']);
    expect(report.permissions.find((p) => p.key === 'redistribution')?.fact?.value).toBe(false);
    expect(report.requirements.find((p) => p.key === 'attribution')?.fact?.value).toBe(true);
    expect(report.mostRestrictiveLicense).toBe('CC-BY-SA-4.0');
    expect(report.obligations).toHaveLength(2);
  });

  it('names conflicting datasets by title whether the conflict uses ids or slugs', () => {
    const report = toCompatibilityReport(conditionalResult, conditionalRequest);
    expect(report.conflicts).toEqual([
      { datasetRefs: ['a1', 'medical-notes'], datasetNames: ['Street Signs', 'Medical Notes'], reason: 'Different share-alike licences', blocking: false },
    ]);
  });

  it('falls back to the titles the request knows, then to the id', () => {
    const report = toCompatibilityReport(
      readAsCore.compatibility({ verdict: 'incompatible', conflicts: [{ dataset_ids: ['x', 'y'], reason: 'nope' }] }),
      request(),
    );
    expect(report.conflicts?.[0]?.datasetNames).toEqual(['Known X', 'y']);
  });

  it('reads a plain "not compatible" answer with another shape, counting the datasets the app asked about', () => {
    const report = toCompatibilityReport(readAsCore.compatibility({ result: { outcome: 'Not Compatible', terms: { commercial: false } } }), request());
    expect(report.verdict).toBe('incompatible');
    expect(report.datasetCount).toBe(2);
    expect(report.permissions.find((p) => p.key === 'commercialUse')?.fact?.value).toBe(false);
  });

  it('without a per-dataset answer, reads each dataset by the app’s licence table and says so', () => {
    const report = toCompatibilityReport(
      readAsCore.compatibility({ verdict: 'incompatible' }),
      request({
        datasetIds: ['a', 'b', 'c', 'd'],
        titles: { a: 'Open', b: 'Research', c: 'Odd' },
        licenses: { a: 'CC BY 4.0', b: 'Research-Only', c: 'Made-Up-1.0' },
      }),
    );
    expect(report.datasetsReadBy).toBe('app');
    // Blockers first, then what cannot be read, then what is allowed.
    expect(report.datasets.map((d) => [d.title, d.allowed])).toEqual([
      ['Research', false],
      ['Odd', null],
      ['d', null],
      ['Open', true],
    ]);
    expect(report.datasets[1]?.reasons[0]).toContain('not in the app');
    expect(blockers(report).map(blockerSentence)).toEqual([
      'Blocked by Research (Research-Only): Research-Only allows academic research only: commercial model training is not permitted.',
    ]);
  });

  it("reads the checked datasets' labels by the core's readings: URLs and expressions too", () => {
    const labels = { a: 'https://creativecommons.org/licenses/by-nc/4.0/', b: 'CC-BY-4.0 OR MIT', c: 'CC-BY-SA-4.0 AND ODbL-1.0' };
    const checked = (readings?: Map<string, ReturnType<typeof readLicenseLabel>>) =>
      toCompatibilityReport(
        readAsCore.compatibility({ verdict: 'incompatible' }),
        request({ datasetIds: ['a', 'b', 'c'], titles: { a: 'NC', b: 'Choice', c: 'Both' }, licenses: labels }),
        readings,
      ).datasets.map((d) => [d.title, d.allowed]);
    // By the table's spellings alone, none of these can be read.
    expect(checked()).toEqual([
      ['NC', null],
      ['Choice', null],
      ['Both', null],
    ]);
    const readings = new Map(Object.values(labels).map((label) => [label, readLicenseLabel(label)]));
    expect(checked(readings)).toEqual([
      ['NC', false],
      ['Choice', true],
      ['Both', true],
    ]);
  });

  it("reads a licence or expression only the answer names by the core's reading of it, not as unknown", () => {
    const answer = readAsCore.compatibility({
      verdict: 'conditional',
      datasets: [
        { id: 'x', title: 'Both', license: 'cc-by-4.0 and odbl-1.0', allowed: true },
        { id: 'y', title: 'Choice', license: 'Creative Commons Attribution-NonCommercial 4.0 International OR MIT', allowed: true },
      ],
      combined_terms: { most_restrictive_license: 'CC BY 4.0 AND Open Database License' },
    });
    // No held readings: the labels appear in no listing the app has read.
    const report = toCompatibilityReport(answer, request());
    expect(report.datasets.map((d) => [d.title, d.appReading])).toEqual([
      [
        'Both',
        {
          state: 'conditions',
          label: 'Commercial training: conditions',
          allowed: true,
          reasons: ['CC-BY-4.0 AND ODbL-1.0 permits commercial use, including training models.'],
          conditions: ['Credit the source as CC-BY-4.0 AND ODbL-1.0 requires.', 'Release any adapted data you share under CC-BY-4.0 AND ODbL-1.0.'],
        },
      ],
      // The buyer may pick: the reading takes MIT, the most permissive option.
      [
        'Choice',
        {
          state: 'conditions',
          label: 'Commercial training: conditions',
          allowed: true,
          reasons: ['MIT permits commercial use, including training models.'],
          conditions: ['Credit the source as MIT requires.'],
        },
      ],
    ]);
    // The most restrictive licence, in yet another spelling, is placed on the dataset under it.
    expect(report.mostRestrictiveDatasets.map((d) => d.title)).toEqual(['Both']);
    // An expression whose operands the answer orders otherwise names the same licence.
    const reordered = toCompatibilityReport(
      readAsCore.compatibility({
        verdict: 'conditional',
        datasets: [
          { id: 'x', title: 'Pair', license: 'CC-BY-NC-4.0 OR CC-BY-SA-4.0', allowed: true },
          { id: 'y', title: 'Plain', license: 'MIT', allowed: true },
        ],
        combined_terms: { most_restrictive_license: 'cc-by-sa-4.0 or cc-by-nc-4.0' },
      }),
      request(),
    );
    expect(reordered.mostRestrictiveDatasets.map((d) => d.title)).toEqual(['Pair']);
    // A label the reader cannot place stays unknown.
    const odd = toCompatibilityReport(readAsCore.compatibility({ verdict: 'conditional', datasets: [{ id: 'x', license: 'Acme EULA v7' }] }), request());
    expect(odd.datasets[0]?.appReading).toBeNull();
  });

  it('says "not stated" rather than inventing facts for an almost empty response', () => {
    const report = toCompatibilityReport(readAsCore.compatibility({}), request());
    expect(report.verdict).toBe('not_stated');
    expect(report.useCaseLabel).toBe('Commercial model training');
    expect(report.permissions.every((p) => p.fact === undefined)).toBe(true);
    expect(report.mostRestrictiveLicense).toBeNull();
    expect(report.obligations).toBeNull();
    expect(report.conflicts).toBeNull();
  });

  it('keeps an unknown verdict word and unknown use case as the server sent them', () => {
    const report = toCompatibilityReport(readAsCore.compatibility({ verdict: 'maybe', use_case: 'space travel' }), request());
    expect(report.verdict).toBe('unknown');
    expect(report.verdictText).toBe('maybe');
    expect(report.useCaseLabel).toBe('space travel');
  });

  it('ignores malformed list entries instead of crashing or guessing', () => {
    const report = toCompatibilityReport(
      readAsCore.compatibility({
        datasets: [{ id: 'a', conditions: ['ok', 3, ''], allowed: 'perhaps' }],
        conflicts: [{ dataset_ids: 'a', reason: 'why' }],
        combined_terms: { obligations: { all: true } },
      }),
      request(),
    );
    expect(report.datasets[0]).toMatchObject({ ref: 'a', title: 'a', conditions: ['ok', '3'], allowed: null });
    expect(report.conflicts?.[0]).toEqual({ datasetRefs: [], datasetNames: [], reason: 'why', blocking: null });
    expect(report.obligations).toBeNull();
  });
});
