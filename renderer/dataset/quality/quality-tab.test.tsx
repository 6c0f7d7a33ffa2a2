// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { readAsCore } from '../../../tests/support/readings';
import { QualityTab } from './quality-tab';

afterEach(cleanup);

const withEvidence = readAsCore.quality({
  composite: 81.7,
  tier: 'gold',
  trainability: 80.7,
  composite_interval: { low: 79.5, high: 83.9 },
  trainability_interval: { low: 78.9, high: 82.5 },
  evidence: { basis: 'files', sample_size: 2000, confidence_level: 0.95 },
  dimensions: [
    { key: 'label_accuracy', pillar: 'annotation_quality', score: 76, interval: { low: 74, high: 78 } },
    { key: 'provenance_quality', pillar: 'provenance', score: 84.5, interval: { low: 72, high: 94 }, basis: 'metadata' },
  ],
});

describe('the Quality tab says what its figures mean', () => {
  it('shows the composite with its evidence, and each score’s margin with its interval on hover', () => {
    render(<QualityTab record={withEvidence} />);
    const evidence = screen.getByText('±2.2 · scored from the files · 2,000 items sampled');
    expect(evidence.getAttribute('title')).toContain('95 % interval 79.5–83.9');
    expect(screen.getByText('±1.8').getAttribute('title')).toMatch(/^95 % interval 78\.9–82\.5\. From the marketplace's field “trainability_interval”/);
    const provenance = screen.getByRole('rowheader', { name: /^Provenance quality/ }).closest('tr')!;
    expect(within(provenance).getByText('±12.5')).toBeTruthy();
    // Scored from something else than the record as a whole: said beside its name.
    expect(within(provenance).getByText('metadata').getAttribute('title')).toMatch(/^Scored from metadata only/);
  });

  it('opens what a figure means from its name, one at a time, and says whose words they are', () => {
    render(<QualityTab record={withEvidence} />);
    const term = screen.getByRole('button', { name: 'Label accuracy' });
    const note = document.getElementById(term.getAttribute('aria-controls')!)!;
    expect(term.getAttribute('aria-expanded')).toBe('false');
    expect(note.hidden).toBe(true);
    fireEvent.click(term);
    expect(term.getAttribute('aria-expanded')).toBe('true');
    expect(note.hidden).toBe(false);
    expect(note.textContent).toBe(
      'How often a label is correct when a sample is checked against a trusted reference. The app’s reading of the published LQS 3.0 scheme.',
    );
    const opened = (name: string) => {
      const button = screen.getByRole('button', { name });
      fireEvent.click(button);
      return document.getElementById(button.getAttribute('aria-controls')!)!.textContent;
    };
    const composite = opened('LQS composite');
    expect(composite).toMatch(/^LQS \(the LabelSets Quality Score\) rates how fit a dataset is for training a model, from 0 to 100/);
    expect(composite).toContain('Tiers: Platinum from 90 · Gold from 75 · Silver from 60 · Bronze below 60.');
    expect(opened('Trainability')).toMatch(/^Trainability is the mean of label accuracy, label consistency, downstream headroom and contamination clean/);
  });

  it('explains LQS, the tiers, the pillars and weights, trainability and the evidence below the chart', () => {
    render(<QualityTab record={withEvidence} />);
    const explainer = screen.getByText('What these scores mean').closest('details')!;
    for (const heading of ['LQS', 'Tiers', 'Pillars and dimensions', 'Trainability', 'How sure a score is'])
      expect(within(explainer).getByRole('heading', { name: heading })).toBeTruthy();
    expect(explainer.textContent).toContain('Structural integrity 35%');
    expect(explainer.textContent).toContain('(Schema conformance, Completeness, Deduplication, Format validity)');
    expect(explainer.textContent).toContain('For this dataset the marketplace states: intervals, scored from the files, 2,000 items sampled.');
  });

  it('says so when a marketplace states no evidence and sends scores on other scales, and shows no figure on the wrong scale', () => {
    render(
      <QualityTab
        record={readAsCore.quality({
          lqs: { score: 86.8, trainability: 0.88 },
          dimensions: [
            { name: 'Label accuracy', score: 0.93 },
            { name: 'Toxicity', score: 0.4 },
          ],
        })}
      />,
    );
    expect(screen.queryByText(/items sampled/)).toBeNull();
    expect(screen.getByText('What these scores mean').closest('details')!.textContent).toContain('This marketplace does not say how sure its scores are.');
    expect(screen.getByText('88.0').getAttribute('title')).toContain('(sent as 0.88)');
    expect(screen.getAllByText('93.0').length).toBeGreaterThan(0);
    expect(screen.getByText(/^Trainability was sent as a fraction of 1/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Toxicity' }));
    expect(screen.getByText(/^Not described: the marketplace does not say what it measures/)).toBeTruthy();
  });
});
