// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { DEFAULT_SEARCH, useUiStore, type SearchState } from '../../state/ui-store';
import { EmptyResults } from './empty-results';

afterEach(cleanup);

/** Renders for a search and counts the search-state changes that follow (each one is a request). */
function renderFor(search: Partial<SearchState>): { searchChanges: () => number } {
  useUiStore.setState({ search: { ...DEFAULT_SEARCH, ...search } });
  let changes = 0;
  const unsubscribe = useUiStore.subscribe((state, previous) => {
    if (state.search !== previous.search) changes += 1;
  });
  render(<EmptyResults />);
  return {
    searchChanges: () => {
      unsubscribe();
      return changes;
    },
  };
}

const buttonNames = (group: string): string[] =>
  within(screen.getByRole('group', { name: group }))
    .getAllByRole('button')
    .map((button) => button.textContent ?? '');

describe('EmptyResults', () => {
  it('offers to search without each word, and to remove each filter', () => {
    renderFor({ q: 'lidar  dermoscopy', category: 'Medical Imaging', lqs_tier: 'platinum', hipaa: true });
    expect(screen.getByRole('heading', { name: 'No datasets match' })).toBeTruthy();
    expect(buttonNames('Drop a word')).toEqual(['Search without “lidar”', 'Search without “dermoscopy”']);
    expect(buttonNames('Drop a filter')).toEqual([
      'Remove filter: Category = Medical Imaging',
      'Remove filter: Tier = Platinum',
      'Remove filter: HIPAA',
      'Clear all filters',
    ]);
  });

  it('drops one word with one change of the search, keeping the other words and the filters', () => {
    const { searchChanges } = renderFor({ q: ' chest  xray pneumonia ', lqs_tier: 'gold' });
    fireEvent.click(screen.getByRole('button', { name: 'Search without “xray”' }));
    expect(searchChanges()).toBe(1);
    expect(useUiStore.getState().search).toMatchObject({ q: 'chest pneumonia', lqs_tier: 'gold' });
  });

  it('removes one filter with one change of the search, keeping the words and the other filters', () => {
    const { searchChanges } = renderFor({ q: 'scans', category: 'Medical Imaging', price_max: 0 });
    fireEvent.click(screen.getByRole('button', { name: 'Remove filter: Max price = Free' }));
    expect(searchChanges()).toBe(1);
    const search = useUiStore.getState().search;
    expect(search.price_max).toBeUndefined();
    expect(search).toMatchObject({ q: 'scans', category: 'Medical Imaging' });
  });

  it('offers a word typed twice once, and dropping it drops both', () => {
    renderFor({ q: 'Lidar scans lidar' });
    expect(buttonNames('Drop a word')).toEqual(['Search without “Lidar”', 'Search without “scans”']);
    fireEvent.click(screen.getByRole('button', { name: 'Search without “Lidar”' }));
    expect(useUiStore.getState().search.q).toBe('scans');
  });

  it('offers a single word and a single filter without "Clear all filters"', () => {
    renderFor({ q: 'zzzz', gdpr: true });
    expect(buttonNames('Drop a word')).toEqual(['Search without “zzzz”']);
    expect(buttonNames('Drop a filter')).toEqual(['Remove filter: GDPR']);
  });

  it('offers nothing to drop when nothing narrows the search', () => {
    renderFor({ q: '   ' });
    expect(screen.queryAllByRole('button')).toEqual([]);
    expect(screen.getByText('The marketplace has no published datasets yet.')).toBeTruthy();
  });
});
