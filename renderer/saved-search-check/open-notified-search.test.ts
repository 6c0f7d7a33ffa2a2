import { beforeEach, describe, expect, it } from 'vitest';
import { useSavedSearchRun } from '../saved-searches/saved-search-run';
import { useUiStore } from '../state/ui-store';
import { NO_LONGER_SAVED, openNotifiedSearch, useNotifiedSearchMiss } from './open-notified-search';

beforeEach(() => {
  const search = useUiStore.getState().search;
  useUiStore.setState({
    view: 'settings',
    search: { ...search, q: 'dogs' },
    savedSearches: [{ id: 'cats1', name: 'Cats', search: { ...search, q: 'cats' }, lastRunAt: '2026-03-01T08:00:00.000Z' }],
  });
  useNotifiedSearchMiss.setState({ miss: null });
});

describe('a click on the start-up check’s notification, in the window', () => {
  it('runs the saved search it names on the search screen, moving its last run on', () => {
    const now = new Date('2026-03-04T09:00:00.000Z');
    expect(openNotifiedSearch({ id: 'cats1' }, now)).toBe(true);
    const ui = useUiStore.getState();
    expect(ui.view).toBe('search');
    expect(ui.search.q).toBe('cats');
    expect(ui.savedSearches[0]?.lastRunAt).toBe(now.toISOString());
    expect(useSavedSearchRun.getState().run).toMatchObject({ id: 'cats1', previousRunAt: '2026-03-01T08:00:00.000Z' });
    expect(useNotifiedSearchMiss.getState().miss).toBeNull();
  });

  it('says so, and changes nothing, when the saved search is gone or the request is malformed', () => {
    for (const request of [{ id: 'removed' }, { id: 42 }, {}, null]) {
      useNotifiedSearchMiss.setState({ miss: null });
      expect(openNotifiedSearch(request as never)).toBe(false);
      expect(useNotifiedSearchMiss.getState().miss).toBe(NO_LONGER_SAVED);
    }
    expect(useUiStore.getState().view).toBe('settings');
    expect(useUiStore.getState().search.q).toBe('dogs');
  });
});
