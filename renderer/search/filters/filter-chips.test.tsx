// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DEFAULT_SEARCH, useUiStore } from '../../state/ui-store';
import { FilterChips } from './filter-chips';

beforeEach(() => {
  useUiStore.setState({ search: { ...DEFAULT_SEARCH, q: 'scans', category: 'Medical Imaging', hipaa: true, lqs_tier: 'gold' } });
});
afterEach(cleanup);

describe('FilterChips', () => {
  it('shows one removable chip per active filter', () => {
    render(<FilterChips />);
    expect(screen.getByRole('group', { name: 'Active filters' })).toBeTruthy();
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Category: Medical Imaging', 'Tier: Gold', 'HIPAA']);
  });

  it('removes the filter a chip names and keeps the rest', () => {
    render(<FilterChips />);
    fireEvent.click(screen.getByRole('button', { name: 'Remove filter Tier: Gold' }));
    const search = useUiStore.getState().search;
    expect(search.lqs_tier).toBeUndefined();
    expect(search.hipaa).toBe(true);
    expect(search.category).toBe('Medical Imaging');
  });

  it('clears all filters but keeps the text, sort and page size', () => {
    useUiStore.setState((state) => ({ search: { ...state.search, sort: 'price', per_page: 50 } }));
    render(<FilterChips />);
    fireEvent.click(screen.getByRole('button', { name: 'Clear all' }));
    expect(useUiStore.getState().search).toEqual({ q: 'scans', order: 'desc', per_page: 50, sort: 'price' });
    expect(screen.queryByRole('group', { name: 'Active filters' })).toBeNull();
  });

  it('renders nothing without filters', () => {
    useUiStore.setState({ search: DEFAULT_SEARCH });
    const { container } = render(<FilterChips />);
    expect(container.innerHTML).toBe('');
  });
});
