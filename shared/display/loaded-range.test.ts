import { describe, expect, it } from 'vitest';
import { loadedRange } from './loaded-range';

describe('loadedRange', () => {
  it('shows the loaded range of the stated total', () => {
    expect(loadedRange(40, 5_000, true)).toEqual({ lead: 'Showing 1–40 of', total: 5_000 });
    expect(loadedRange(1_040, 5_000, true)).toEqual({ lead: 'Showing 1–1,040 of', total: 5_000 });
  });

  it('says "all" once everything has loaded', () => {
    expect(loadedRange(600, 600, false)).toEqual({ lead: 'Showing all', total: 600 });
  });

  it('claims no total the marketplace did not state, or one below what already loaded', () => {
    expect(loadedRange(40, undefined, true)).toEqual({ lead: 'Showing 1–40 · more as you scroll', total: undefined });
    expect(loadedRange(40, undefined, false)).toEqual({ lead: 'Showing all 40', total: undefined });
    expect(loadedRange(45, 40, false)).toEqual({ lead: 'Showing all 45', total: undefined });
  });

  it('says just the count when nothing matches', () => {
    expect(loadedRange(0, 0, false)).toEqual({ lead: '', total: 0 });
  });
});
