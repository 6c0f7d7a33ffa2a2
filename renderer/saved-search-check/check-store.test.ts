import { describe, expect, it } from 'vitest';
import type { SavedSearch, SavedSearchCheckResult } from '../../shared/ipc/ipc-contract';
import { useSavedSearchRun } from '../saved-searches/saved-search-run';
import { useUiStore } from '../state/ui-store';
import { currentFinds, useSavedSearchCheck } from './check-store';
import { costText, foundText, spentText } from './check-text';

const saved = (id: string, lastRunAt?: string): SavedSearch => ({
  id,
  name: id.toUpperCase(),
  search: useUiStore.getState().search,
  ...(lastRunAt ? { lastRunAt } : {}),
});
const result = (id: string, count: number, lastRunAt = '2026-03-01T00:00:00.000Z'): SavedSearchCheckResult => ({
  id,
  name: id.toUpperCase(),
  checkedAt: '2026-03-04T08:00:00.000Z',
  lastRunAt,
  count,
  atLeast: false,
  undated: 0,
});

describe('what the start-up check found, on screen', () => {
  it('keeps a count only while it counts from the saved search’s last run, and only when something is new', () => {
    const searches = [saved('a', '2026-03-01T00:00:00.000Z'), saved('b', '2026-03-04T09:00:00.000Z'), saved('c', '2026-03-01T00:00:00.000Z')];
    expect(currentFinds([result('a', 3), result('b', 2), result('c', 0), result('gone', 4)], searches).map((found) => found.id)).toEqual(['a']);
  });

  it('shows "N new" in the sidebar until the search runs', () => {
    useUiStore.setState({ savedSearches: [saved('a', '2026-03-01T00:00:00.000Z')] });
    useSavedSearchCheck.getState().receive({ enabled: true, budget: 3, day: '2026-03-04', spent: 1, results: { a: result('a', 3) } });
    expect(useSavedSearchRun.getState().finds).toEqual({ a: '3 new' });
    useSavedSearchCheck.getState().receive({ enabled: true, budget: 3, day: '2026-03-04', spent: 1, results: { a: { ...result('a', 20), atLeast: true } } });
    expect(useSavedSearchRun.getState().finds).toEqual({ a: '20+ new' });
    useUiStore.setState({ savedSearches: [saved('a', '2026-03-04T10:00:00.000Z')] });
    expect(useSavedSearchRun.getState().finds).toEqual({});
  });

  it('says what it costs, what it spent and what it found', () => {
    expect(costText(1)).toBe('Checks up to 1 saved search once a day at start-up: at most 1 request a day.');
    expect(costText(5)).toBe('Checks up to 5 saved searches once a day at start-up: at most 5 requests a day.');
    expect(spentText({ spent: 2, budget: 5 })).toBe('Spent today: 2 requests of 5.');
    expect(foundText([result('a', 3), { ...result('b', 20), atLeast: true }])).toMatch(/^New since the last run: “A” \(3 new\), “B” \(at least 20 new\)\./);
  });
});
