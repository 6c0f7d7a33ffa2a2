// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render as renderBare, screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { readAsCore } from '../../../tests/support/readings';
import { ResultRow } from './result-row';

afterEach(cleanup);

vi.mock('../../bridge/get-bridge', () => ({ getBridge: () => ({ getShortlist: async () => ({ ok: true, value: { entries: [] } }) }) }));
const render = (ui: ReactElement) => renderBare(<QueryClientProvider client={new QueryClient()}>{ui}</QueryClientProvider>);

const props = { index: 0, setSize: 1, selected: false, active: true, start: 0, measureRef: () => {}, onFocusRow: () => {} };

describe('ResultRow', () => {
  it('shows every part of a full list item', () => {
    const item = readAsCore.item({
      id: 'd1',
      title: 'Chest X-rays',
      category: 'Medical Imaging',
      format: 'DICOM',
      price: 1250,
      item_count: 12000,
      license: 'CC-BY-4.0',
      quality: { composite: 84.2, tier: 'gold' },
      compliance: { hipaa: true, gdpr: false },
      stats: { total_sales: 1234, avg_rating: 4.56 },
      created_at: '2025-03-03T12:00:00Z',
    });
    const onOpen = vi.fn();
    render(<ResultRow {...props} item={item} onOpen={onOpen} />);
    const open = screen.getByRole('button', { name: 'Chest X-rays' });
    expect(open.tabIndex).toBe(0);
    // The item count is short in the row; the exact figure is the facts' tip.
    const facts = screen.getByText('Medical Imaging · DICOM · 12K items · CC-BY-4.0');
    expect(facts.getAttribute('title')).toBe('12,000 items');
    expect(screen.getByText('$1,250')).toBeTruthy();
    expect(screen.getByText('Gold')).toBeTruthy();
    expect(screen.getByText('HIPAA')).toBeTruthy();
    expect(screen.queryByText('GDPR')).toBeNull();
    expect(document.querySelector('.result-row__numbers')?.textContent).toMatch(/^1,234 sales · rated 4\.6 · \S.*2025$/);
    fireEvent.click(open);
    expect(onOpen).toHaveBeenCalledWith(item);
    expect(screen.getByRole('button', { name: 'Add Chest X-rays to compatibility check' })).toBeTruthy();
  });

  it('marks a score from metadata only, whatever the marketplace calls it, and no other', () => {
    const rows = [
      { quality: { composite: null, tier: null, basis: 'metadata' } },
      { lqs: { score: 0.71, grade: 'silver' }, evidence: { basis: 'metadata only' } },
      { quality: { composite: 84.2, tier: 'gold', basis: 'files' } },
    ].map((listing, index) => readAsCore.item({ id: `d${index}`, title: `Dataset ${index}`, ...listing }));
    for (const item of rows) render(<ResultRow {...props} item={item} onOpen={() => {}} />);
    expect(screen.getAllByText('scored from metadata only')).toHaveLength(2);
  });

  it('shows only what an item states: nothing but an id, and odd types, give no price, tier or figures', () => {
    const item = readAsCore.item({ id: 'bare-1', quality: 'n/a', stats: [], price: null });
    const { container } = render(<ResultRow {...props} item={item} onOpen={() => {}} />);
    expect(screen.getByRole('button', { name: 'bare-1' })).toBeTruthy();
    expect(screen.getByText('No details stated')).toBeTruthy();
    expect(container.querySelector('.result-row__price')?.textContent).toBe('');
    expect(container.querySelector('.tier-badge')).toBeNull();
  });
});
