import { describe, expect, it } from 'vitest';
import { toCompatibilityReport } from './compatibility-result';
import { conditionalResult } from './compatibility-result.fixture';

describe('toCompatibilityReport', () => {
  it('keeps everything a complete response says', () => {
    const report = toCompatibilityReport(conditionalResult);
    expect(report.verdict).toBe('conditional');
    expect(report.useCaseLabel).toBe('Commercial model training');
    expect(report.datasets.map((d) => [d.title, d.license, d.allowed])).toEqual([
      ['Street Signs', 'CC-BY-4.0', true],
      ['Medical Notes', 'CC-BY-SA-4.0', true],
    ]);
    expect(report.datasets[1]?.reasons).toEqual(['Share-alike licence']);
    expect(report.permissions.find((p) => p.key === 'redistribution')?.value).toBe(false);
    expect(report.requirements.find((p) => p.key === 'attribution_required')?.value).toBe(true);
    expect(report.mostRestrictiveLicense).toBe('CC-BY-SA-4.0');
    expect(report.obligations).toHaveLength(2);
  });

  it('names conflicting datasets by title whether the conflict uses ids or slugs', () => {
    const report = toCompatibilityReport(conditionalResult);
    expect(report.conflicts).toEqual([
      { datasetIds: ['a1', 'medical-notes'], datasetNames: ['Street Signs', 'Medical Notes'], reason: 'Different share-alike licences' },
    ]);
  });

  it('falls back to the titles the caller knows, then to the id', () => {
    const report = toCompatibilityReport(
      { verdict: 'incompatible', conflicts: [{ dataset_ids: ['x', 'y'], reason: 'nope' }] },
      new Map([['x', 'Known X']]),
    );
    expect(report.conflicts[0]?.datasetNames).toEqual(['Known X', 'y']);
  });

  it('survives an almost empty response without inventing facts', () => {
    const report = toCompatibilityReport({});
    expect(report.verdict).toBe('unknown');
    expect(report.verdictText).toBe('No verdict given');
    expect(report.useCaseLabel).toBe('Not stated');
    expect(report.datasets).toEqual([]);
    expect(report.permissions.every((p) => p.value === null)).toBe(true);
    expect(report.mostRestrictiveLicense).toBeNull();
    expect(report.conflicts).toEqual([]);
  });

  it('keeps an unknown verdict word and unknown use case readable', () => {
    const report = toCompatibilityReport({ verdict: 'maybe' as never, use_case: 'space_travel' as never });
    expect(report.verdict).toBe('unknown');
    expect(report.verdictText).toBe('maybe');
    expect(report.useCaseLabel).toBe('space travel');
  });

  it('ignores malformed list entries instead of crashing', () => {
    const report = toCompatibilityReport({
      datasets: [{ id: 'a', conditions: ['ok', 3 as never, ''], allowed: 'yes' as never }],
      conflicts: [{ dataset_ids: 'a' as never }],
      combined_terms: { obligations: 'all' as never },
    });
    expect(report.datasets[0]).toMatchObject({ id: 'a', title: 'a', conditions: ['ok'], allowed: null });
    expect(report.conflicts[0]).toEqual({ datasetIds: [], datasetNames: [], reason: 'No reason given.' });
    expect(report.obligations).toEqual([]);
  });
});
