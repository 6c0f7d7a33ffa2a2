// @vitest-environment happy-dom
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { SavedSearch } from '../../shared/ipc/ipc-contract';
import type { SearchMatchReading } from '../../shared/domain/readings/dataset-reading';
import { useUiStore } from '../state/ui-store';
import { DEFAULT_SEARCH } from '../state/ui-state-defaults';
import { NewSinceNotice } from './new-since-notice';
import { keepSavedSearch, runSavedSearch, useSavedSearchRun } from './saved-search-run';

const items = ['2026-11-01T00:00:00Z', '2026-11-20T00:00:00Z', '2026-11-22T00:00:00Z'].map((iso) => ({
  id: iso,
  createdAt: { value: iso, from: 'created_at' },
}));
const saved: SavedSearch = { id: 's1', name: 'X-rays', search: { ...DEFAULT_SEARCH, q: 'xray' }, lastRunAt: '2026-11-10T00:00:00.000Z' };

function renderNotice(settled: boolean) {
  return render(<NewSinceNotice items={items as never} settled={settled} moreExist={false} />);
}

beforeEach(() => {
  useSavedSearchRun.setState({ run: null });
  useUiStore.setState({ search: { ...DEFAULT_SEARCH }, savedSearches: [saved] });
});
afterEach(cleanup);

describe('NewSinceNotice', () => {
  it('counts the results created since the last run once they have arrived, and again on the next run', () => {
    const view = renderNotice(false);
    act(() => runSavedSearch(saved, new Date('2026-11-21T00:00:00Z')));
    expect(screen.queryByRole('status')).toBeNull();
    view.rerender(<NewSinceNotice items={items as never} settled moreExist={false} />);
    expect(screen.getByRole('status').textContent).toMatch(/^“X-rays”: 2 results are new since you last ran it/);

    // Run again: counted from the run just before (Nov 21), not the first one.
    act(() => runSavedSearch(useUiStore.getState().savedSearches[0]!, new Date('2026-11-23T00:00:00Z')));
    expect(screen.getByRole('status').textContent).toMatch(/^“X-rays”: 1 result is new since you last ran it/);
  });

  it('goes when the search is changed by hand', () => {
    renderNotice(true);
    act(() => runSavedSearch(saved));
    expect(screen.getByRole('status')).toBeTruthy();
    act(() => useUiStore.getState().updateSearch({ q: 'xray chest' }));
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('says a search just saved counts as run now', () => {
    renderNotice(true);
    act(() => keepSavedSearch([{ ...saved, lastRunAt: undefined }], { ...saved, lastRunAt: undefined }, new Date('2026-11-24T00:00:00Z')));
    expect(screen.getByRole('status').textContent).toMatch(/^Saved “X-rays”\./);
    expect(useUiStore.getState().savedSearches[0]?.lastRunAt).toBe('2026-11-24T00:00:00.000Z');
  });

  it('says when the results lack a word of the saved search, as the marketplace stated it', () => {
    const relaxed: SearchMatchReading = { kind: 'all_but_one', words: ['skin', 'lesion', 'dermoscopy'], missing: ['dermoscopy'], notFound: [] };
    render(<NewSinceNotice items={items as never} settled moreExist={false} match={relaxed} />);
    act(() => runSavedSearch(saved, new Date('2026-11-21T00:00:00Z')));
    expect(screen.getByRole('status').textContent).toMatch(
      /^“X-rays”: 2 results are new since you last ran it .+\. No dataset has every word of it: the results have all but “dermoscopy”\.$/,
    );
  });
});
