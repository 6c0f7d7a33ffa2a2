import { describe, expect, it } from 'vitest';
import type { SavedSearch } from '../../shared/ipc/ipc-contract';
import { DEFAULT_SEARCH } from '../state/ui-state-defaults';
import { newSinceLastRun } from '../../shared/domain/new-since-last-run';
import { markRun, removeSearch, saveSearch } from './saved-searches';

const search = { ...DEFAULT_SEARCH, q: 'chest xray', category: 'Medical Imaging' };
const dated = (iso: string | null) => ({ createdAt: iso === null ? undefined : { value: iso, from: 'created_at' } });

describe('saved searches', () => {
  it('save under a name, replace one of the same name (keeping its history), and refuse an empty name', () => {
    const first = saveSearch([], 'X-rays', search, 's1');
    if (!first.ok) throw new Error(first.reason);
    const run = markRun(first.searches, 's1', new Date('2026-11-20T10:00:00Z'));
    const again = saveSearch(run, ' x-RAYS ', { ...search, per_page: 50 }, 's2');
    if (!again.ok) throw new Error(again.reason);
    expect(again.searches).toHaveLength(1);
    expect(again.saved).toMatchObject({ id: 's1', name: 'x-RAYS', lastRunAt: '2026-11-20T10:00:00.000Z' } satisfies Partial<SavedSearch>);
    expect(saveSearch([], '   ', search, 's3')).toEqual({ ok: false, reason: 'Give the search a name.' });
    expect(removeSearch(again.searches, 's1')).toEqual([]);
  });

  it('count the loaded results created since the last run, saying "at least" when every loaded one is new and more exist', () => {
    const since = '2026-11-20T10:00:00Z';
    expect(newSinceLastRun([dated('2026-11-21T00:00:00Z'), dated('2026-11-19T00:00:00Z'), dated(null)], since, true)).toEqual({
      count: 1,
      atLeast: false,
      undated: 1,
    });
    expect(newSinceLastRun([dated('2026-11-21T00:00:00Z'), dated('2026-11-22T00:00:00Z')], since, true)).toEqual({ count: 2, atLeast: true, undated: 0 });
    expect(newSinceLastRun([dated('2026-11-21T00:00:00Z')], since, false).atLeast).toBe(false);
  });
});
