import { describe, expect, it } from 'vitest';
import { shouldLoadNextPage } from './next-page-trigger';

describe('shouldLoadNextPage', () => {
  it('does not load ahead of a first page whose end is more than a screen away', () => {
    expect(shouldLoadNextPage({ startIndex: 0, endIndex: 6 }, 20, true)).toBe(false);
  });

  it('loads once less than a screenful is left below the visible rows', () => {
    expect(shouldLoadNextPage({ startIndex: 6, endIndex: 12 }, 20, true)).toBe(false);
    expect(shouldLoadNextPage({ startIndex: 7, endIndex: 13 }, 20, true)).toBe(true);
  });

  it('loads when every loaded row fits on the screen (nothing to scroll)', () => {
    expect(shouldLoadNextPage({ startIndex: 0, endIndex: 4 }, 5, false)).toBe(true);
  });

  it('with little quota left, waits until the last row is in view', () => {
    expect(shouldLoadNextPage({ startIndex: 12, endIndex: 18 }, 20, false)).toBe(false);
    expect(shouldLoadNextPage({ startIndex: 13, endIndex: 19 }, 20, false)).toBe(true);
  });

  it('never loads before the list knows what is visible, or with nothing loaded', () => {
    expect(shouldLoadNextPage(null, 20, true)).toBe(false);
    expect(shouldLoadNextPage({ startIndex: 0, endIndex: 0 }, 0, true)).toBe(false);
  });
});
