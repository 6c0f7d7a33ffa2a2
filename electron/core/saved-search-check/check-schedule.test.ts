import { describe, expect, it } from 'vitest';
import { leftToday, localDay, pickSearches, quotaStops } from './check-schedule';

// Local times: the day rolls over at the user's midnight, whatever the machine's zone.
const at = (y: number, m: number, d: number, h = 12) => new Date(y, m - 1, d, h);

describe('the start-up check schedule', () => {
  it('rolls the day over at local midnight', () => {
    expect(localDay(at(2026, 3, 4, 23))).toBe('2026-03-04');
    expect(localDay(new Date(2026, 2, 4, 23, 59, 59))).not.toBe(localDay(new Date(2026, 2, 5, 0, 0, 0)));
  });

  it('spends at most the budget a day, and makes up no missed day', () => {
    expect(leftToday({ day: '2026-03-04', spent: 2 }, 3, at(2026, 3, 4))).toBe(1);
    expect(leftToday({ day: '2026-03-04', spent: 3 }, 3, at(2026, 3, 4))).toBe(0);
    expect(leftToday({ day: '2026-03-04', spent: 5 }, 3, at(2026, 3, 4))).toBe(0);
    // Ten days away: still one day's budget.
    expect(leftToday({ day: '2026-02-22', spent: 3 }, 3, at(2026, 3, 4))).toBe(3);
    expect(leftToday({ day: '2026-03-04', spent: 3 }, 3, at(2026, 3, 5, 0))).toBe(3);
  });

  it('picks never-checked searches first, then the longest unchecked, none checked today, at most the allowance', () => {
    const searches = [{ id: 'a' }, { id: 'b' }, { id: 'c' }, { id: 'd' }, { id: 'e' }];
    const lastChecked = {
      a: at(2026, 3, 3).toISOString(),
      b: at(2026, 3, 1).toISOString(),
      c: at(2026, 3, 4, 8).toISOString(),
    };
    expect(pickSearches(searches, lastChecked, 10, at(2026, 3, 4)).map((s) => s.id)).toEqual(['d', 'e', 'b', 'a']);
    expect(pickSearches(searches, lastChecked, 3, at(2026, 3, 4)).map((s) => s.id)).toEqual(['d', 'e', 'b']);
    expect(pickSearches(searches, lastChecked, 0, at(2026, 3, 4))).toEqual([]);
  });

  it('stops at or below the low-quota share, and not on an unknown quota', () => {
    expect(quotaStops({ limit: 100, remaining: 20 })).toMatch(/20 % or less/);
    expect(quotaStops({ limit: 100, remaining: 0 })).not.toBeNull();
    expect(quotaStops({ limit: 100, remaining: 21 })).toBeNull();
    expect(quotaStops({ limit: null, remaining: null })).toBeNull();
  });
});
