// @vitest-environment happy-dom
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { LOADING, received } from '../../shared/domain/fact-state';
import { readAsCore } from '../../tests/support/readings';
import { LicenseTab } from './license-tab';
import { OverviewTab } from './overview-tab';
import { QualityTab } from './quality/quality-tab';

afterEach(cleanup);

/** The text of a term's row ("Attribution" → "AttributionNot required"). */
const termRow = (label: string) => screen.getByText(label).closest('li')?.textContent;

describe('the dataset tabs show only what a marketplace stated', () => {
  it('overview says "not stated" for facts the record lacks or sends in a form that means nothing', () => {
    const detail = readAsCore.detail({
      id: 'x1',
      title: 42,
      tags: { first: true },
      seller: 'Acme',
      stats: null,
      urls: { dataset: 7 },
      price: '12',
      size_bytes: 'big',
    });
    render(<OverviewTab record={received(detail)} />);
    expect(screen.getByText('The marketplace gives no description.')).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Tags' })).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Links' })).toBeNull();
    // A price sent as text is a price; its source says what was sent.
    expect(screen.getByText('$12').getAttribute('title')).toBe('From the marketplace\'s field “price” (sent as "12")');
    expect(screen.getByText('Acme')).toBeTruthy();
    const size = screen.getByText('Size').closest('div');
    expect(within(size!).getByText('Not stated by this marketplace')).toBeTruthy();
  });

  it('overview of a list item marks the detail-only parts as loading, and says "not stated" for none of them', () => {
    const { container } = render(
      <OverviewTab record={{ state: 'partial', part: readAsCore.item({ id: 'x2', title: 'Scans', price: 10, item_count: 5 }), rest: LOADING }} />,
    );
    expect(screen.getByText('$10')).toBeTruthy();
    expect(container.querySelectorAll('.skeleton').length).toBeGreaterThan(0);
    expect(container.textContent).not.toMatch(/not stated|no description|none/i);
    // A fact the list item lacks may still come with the detail: loading, not "not stated".
    expect(within(screen.getByText('Format').closest('div')!).getByText('Loading')).toBeTruthy();
  });

  it('overview of a list item whose detail waits for the quota says why each detail-only fact is not loaded', () => {
    const rest = { reason: 'quota', until: '2030-01-02T00:00:00.000Z' } as const;
    const { container } = render(<OverviewTab record={{ state: 'partial', part: readAsCore.item({ id: 'x3', title: 'Scans', price: 10 }), rest }} />);
    expect(container.textContent).not.toMatch(/not stated|no description|none/i);
    const size = screen.getByText('Size').closest('div')!;
    expect(within(size).getByText('Not loaded: quota used up').getAttribute('title')).toMatch(
      /^Not loaded yet\. Today’s request quota is used up: it can load after .+2 Jan, 00:00 UTC\)?\.$/,
    );
    expect(within(screen.getByRole('region', { name: 'Description' })).getByText('Not loaded: quota used up')).toBeTruthy();
  });

  it('overview of a list item whose detail failed or could not be reached says so, not "not stated"', () => {
    for (const [rest, words] of [
      [{ reason: 'failed', error: { kind: 'server', message: 'Upstream is restarting.' } }, 'Not loaded: request failed'],
      [{ reason: 'offline', error: { kind: 'network', message: 'Connection refused.' } }, 'Not loaded: offline'],
    ] as const) {
      const { container, unmount } = render(<OverviewTab record={{ state: 'partial', part: readAsCore.item({ id: 'x4', title: 'Scans' }), rest }} />);
      expect(container.textContent).not.toMatch(/not stated|no description|none/i);
      expect(within(screen.getByText('Version').closest('div')!).getByText(words)).toBeTruthy();
      unmount();
    }
  });

  it('quality never shows pillar weights as scores, and reads the composite wherever it is', () => {
    const quality = readAsCore.quality({
      lqs: { score: 83.4, grade: 'Gold' },
      pillars: { structural_integrity: 0.35, annotation_quality: 0.3, statistical_health: 0.2, training_fitness: 0.1, provenance: 0.05 },
      dimension_scores: { completeness: 91, label_accuracy: 77 },
    });
    render(<QualityTab record={quality} />);
    expect(screen.getByText('83.4')).toBeTruthy();
    expect(screen.getByText('Gold')).toBeTruthy();
    const structural = screen.getByRole('rowheader', { name: 'Structural integrity' }).closest('tr')!;
    // The weight shows as a weight (35%), and the pillar's score is the app's labelled mean, not 0.35.
    expect(within(structural).getByText('35%')).toBeTruthy();
    expect(structural.textContent).toContain("91.0 (app's mean)");
    expect(structural.textContent).not.toContain('0.35');
  });

  it("quality shows an unknown tier by the server's word, and scores sent on a 0–1 scale on the LQS scale, with what was sent", () => {
    render(
      <QualityTab
        record={readAsCore.quality({ composite: 'high', tier: 'diamond', dimensions: { accuracy: 0.91, recall: { value: 0.8 } }, pillars: 'five' })}
      />,
    );
    expect(screen.getByText('diamond')).toBeTruthy();
    expect(screen.getByRole('rowheader', { name: 'Other' })).toBeTruthy();
    expect(screen.getByText('91.0').getAttribute('title')).toBe("From the marketplace's field “dimensions.accuracy” (sent as 0.91)");
    expect(screen.getByText('80.0')).toBeTruthy();
    expect(screen.getByText('Composite score not stated')).toBeTruthy();
  });

  it('licence reads attribution as an obligation: CC0 with attribution false is "not required", never "not allowed"', () => {
    render(
      <LicenseTab
        record={readAsCore.license({ license: { title: 'Creative Commons Zero v1.0', id: 'CC0-1.0' }, permissions: { commercial: 'yes', attribution: false } })}
      />,
    );
    expect(screen.getByText('Creative Commons Zero v1.0')).toBeTruthy();
    expect(termRow('Attribution')).toBe('AttributionNot required');
    expect(termRow('Commercial use')).toBe('Commercial useAllowed');
    expect(termRow('Redistribution')).toBe('RedistributionNot stated');
  });

  it('licence lists flags it has no meaning for under their own names, as yes/no', () => {
    render(
      <LicenseTab
        record={readAsCore.license({
          license: 'CC-BY-4.0',
          permissions: { model_training: true, resale: false },
          compliance: null,
          provenance: { upstream: 'none' },
        })}
      />,
    );
    expect(screen.getByText('CC-BY-4.0')).toBeTruthy();
    expect(termRow('Model training')).toBe('Model trainingAllowed');
    expect(screen.getByText('Resale').closest('div')?.textContent).toBe('ResaleNo');
    const hipaa = screen.getByText('HIPAA').closest('div');
    expect(within(hipaa!).getByText('Not stated by this marketplace')).toBeTruthy();
  });
});
