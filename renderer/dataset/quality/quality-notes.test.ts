import { describe, expect, it } from 'vitest';
import { readAsCore } from '../../../tests/support/readings';
import { dimensionNote, evidenceParts, pillarNote, scaleNotes, tierCutoffs, tierCutoffText } from './quality-notes';
import { formatMargin } from './score-margin';

describe('what the Quality tab says the figures mean', () => {
  it('describes a dimension in the marketplace’s words, else the published scheme’s labelled as the app’s reading, else as undescribed', () => {
    const quality = readAsCore.quality({
      dimensions: [
        { key: 'label_accuracy', score: 90, pillar: 'annotation_quality', description: 'Checked by two reviewers.' },
        { key: 'coverage', score: 70, pillar: 'statistical_health' },
        { key: 'toxicity', score: 40, pillar: 'safety' },
      ],
    });
    const [accuracy, coverage, toxicity] = quality.pillars.flatMap((pillar) => pillar.dimensions).map(dimensionNote);
    expect(accuracy).toMatchObject({ text: 'Checked by two reviewers.', source: 'marketplace' });
    expect(accuracy?.title).toContain('dimensions[0].description');
    expect(coverage).toEqual({ text: 'How well the data spans the cases it should represent, rare cases and subgroups included.', source: 'scheme' });
    expect(toxicity?.source).toBe('none');
    expect(toxicity?.text).toMatch(/^Not described/);
    expect(pillarNote(quality.pillars[1]!).text).toMatch(/weights it 20% of the composite\.$/);
    expect(pillarNote(quality.pillars[2]!).source).toBe('none');
  });

  it('gives the tier cut-offs the marketplace states, else the published scheme’s', () => {
    const scheme = tierCutoffs(readAsCore.quality({ composite: 80 }));
    expect(scheme.source).toBe('scheme');
    expect(tierCutoffText(scheme)).toBe('Platinum from 90 · Gold from 75 · Silver from 60 · Bronze below 60');
    const stated = tierCutoffs(readAsCore.quality({ composite: 80, tiers: { gold: 80, diamond: 95, bronze: 0 } }));
    expect(stated.source).toBe('marketplace');
    expect(tierCutoffText(stated)).toBe('diamond from 95 · Gold from 80 · Bronze below 80');
  });

  it('says how the scores were obtained, and shows an interval as its larger side', () => {
    expect(evidenceParts(readAsCore.quality({ composite: 80, evidence: { basis: 'files', sample_size: 2000 } }))).toEqual([
      'scored from the files',
      '2,000 items sampled',
    ]);
    expect(evidenceParts(readAsCore.quality({ composite: 80, scored_from: 'metadata', sample_size: null }))).toEqual([
      'scored from metadata only',
      'no items examined',
    ]);
    expect(evidenceParts(readAsCore.quality({ composite: 80 }))).toEqual([]);
    expect(formatMargin(81.7, { low: 79.5, high: 83.9 })).toBe('±2.2');
    expect(formatMargin(81.7, { low: 80, high: 82 })).toBe('±1.7');
  });

  it('says which groups were sent on another scale and how the app knew, one sentence per reason', () => {
    const quality = readAsCore.quality({
      lqs: { score: 86.8, trainability: 0.88 },
      pillar_scale: 10,
      pillar_scores: { provenance: 7, coverage: 8 },
      dimensions: { label_accuracy: 0.93, completeness: 0.8 },
    });
    expect(scaleNotes(quality.scales)).toEqual([
      'Trainability was sent as a fraction of 1 and is shown on the LQS scale of 0–100: the app’s reading, as a score of 1 or less beside a composite on 0–100 can only be a fraction.',
      'Pillar scores were sent on a scale of 0–10 and are shown on the LQS scale of 0–100: as the marketplace declares (field “pillar_scale”).',
      'Dimension scores were sent as fractions of 1 and are shown on the LQS scale of 0–100: the app’s reading, as every one of them is between 0 and 1.',
    ]);
    expect(scaleNotes(readAsCore.quality({ composite: 80, dimensions: { a: 70, b: 60 } }).scales)).toEqual([]);
  });
});
