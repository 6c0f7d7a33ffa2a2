// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { ReceivedDatasetDetail, ReceivedLicenseRecord, ReceivedQualityRecord } from '../../shared/received';
import { LicenseTab } from './license-tab';
import { OverviewTab } from './overview-tab';
import { QualityTab } from './quality-tab';

afterEach(cleanup);

/** Records as a differently built marketplace might send them: fields missing, renamed or of other types. */
const oddDetail = { id: 'x1', title: 42, tags: 'not-a-list', seller: 'Acme', stats: null, urls: { dataset: 7 }, price: '12' } as unknown as ReceivedDatasetDetail;
const oddQuality = { composite: 'high', tier: 'diamond', dimensions: { accuracy: 0.91, recall: { value: 0.8 } }, pillars: 'five' } as unknown as ReceivedQualityRecord;
const oddLicense = { license: 'CC-BY-4.0', permissions: { commercial_use: 'yes', model_training: true, resale: false }, compliance: null, provenance: { upstream: 'none' } } as unknown as ReceivedLicenseRecord;

describe('tabs render records of unknown shape', () => {
  it('overview shows what it can', () => {
    render(<OverviewTab record={oddDetail} partial={false} />);
    expect(screen.getByText('The marketplace gives no description.')).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Tags' })).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Links' })).toBeNull();
  });

  it('overview of a list item marks the missing parts as loading', () => {
    const { container } = render(<OverviewTab record={{ id: 'x2', title: 'Scans', price: 10, item_count: 5 }} partial />);
    expect(screen.getByText('$10')).toBeTruthy();
    expect(container.querySelectorAll('.skeleton').length).toBeGreaterThan(0);
  });

  it('quality shows an unknown tier by name and fractional scores', () => {
    render(<QualityTab record={oddQuality} />);
    expect(screen.getByText('Diamond')).toBeTruthy();
    expect(screen.getByRole('rowheader', { name: 'Other' })).toBeTruthy();
    expect(screen.getByRole('rowheader', { name: 'Accuracy' })).toBeTruthy();
    expect(screen.getByRole('rowheader', { name: 'Recall' })).toBeTruthy();
  });

  it('licence lists known and extra permissions, skipping non-booleans', () => {
    render(<LicenseTab record={oddLicense} />);
    expect(screen.getByText('CC-BY-4.0')).toBeTruthy();
    const items = screen.getAllByRole('listitem').map((item) => item.textContent);
    expect(items).toEqual(['Model trainingAllowed', 'ResaleNot allowed']);
    expect(screen.queryByRole('heading', { name: 'Compliance' })).toBeNull();
  });
});
