import { describe, expect, it } from 'vitest';
import type { SavedSearchCheckResult } from '../../../shared/ipc/ipc-contract';
import { describeFound, showSavedSearchFindsAsNotifications } from './saved-search-notifications';
import { fakeNotifications } from '../testing/fake-notifications';

const result = (name: string, count: number): SavedSearchCheckResult => ({
  id: name.toLowerCase(),
  name,
  checkedAt: '2026-03-04T08:00:00.000Z',
  lastRunAt: '2026-03-01T08:00:00.000Z',
  count,
  atLeast: false,
  undated: 0,
});

const stubElectron = () => fakeNotifications(showSavedSearchFindsAsNotifications);

describe('saved searches with new datasets as one OS notification', () => {
  it('shows one summary notification whose click brings the window forward and opens the first search it names', () => {
    const electron = stubElectron();
    electron.emit('saved-searches:found', { found: [result('Cats', 3), result('Dogs', 1)] });
    expect(electron.shown).toEqual([
      { title: '2 saved searches have new datasets', body: '“Cats” (3 new), “Dogs” (1 new), since their last runs. Click to run “Cats”.' },
    ]);
    expect(electron.opened).toEqual([]);
    electron.made[0]?.emit('click');
    expect(electron.focused.count).toBe(1);
    expect(electron.opened).toEqual(['cats']);
  });

  it('opens the one saved search it names', () => {
    const electron = stubElectron();
    electron.emit('saved-searches:found', { found: [result('Dogs', 2)] });
    expect(electron.shown[0]?.body).toBe('Click to run the saved search.');
    electron.made[0]?.emit('click');
    expect(electron.opened).toEqual(['dogs']);
  });

  it('names a single search, and says nothing for other events or an empty find', () => {
    const electron = stubElectron();
    electron.emit('quota:alert', { level: 'low', remaining: 1, limit: 10, resetsAt: null, title: 't', body: 'b' } as never);
    electron.emit('saved-searches:found', { found: [] });
    expect(electron.shown).toEqual([]);
    expect(describeFound([{ ...result('Cats', 50), atLeast: true }]).title).toBe('“Cats”: at least 50 new since your last run');
    expect(describeFound(['A', 'B', 'C', 'D', 'E'].map((name) => result(name, 1))).body).toBe(
      '“A” (1 new), “B” (1 new), “C” (1 new) and 2 more, since their last runs. Click to run “A”.',
    );
  });
});
