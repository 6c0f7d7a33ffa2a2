import { describe, expect, it } from 'vitest';
import { loadedRange } from '../../../shared/display/loaded-range';
import { formatCount } from '../../../shared/display/format';
import { loadedRowsFromRange } from './loaded-rows';

/** The toolbar's text as the renderer writes it (the range's words, then the stated total). */
function toolbarText(loaded: number, total: number | undefined, hasMore: boolean): string {
  const range = loadedRange(loaded, total, hasMore);
  const totalText = range.total === undefined ? '' : formatCount(range.total, 'dataset');
  return [range.lead, totalText].filter((part) => part !== '').join(' ');
}

describe('loadedRowsFromRange', () => {
  it.each([
    [300, 100_000, true],
    [1_000, 100_000, true],
    [40, 40, false],
    [1, 1, false],
    [40, undefined, true],
    [1_200, undefined, false],
    [0, 0, false],
  ])('reads %i loaded of %s', (loaded, total, hasMore) => {
    expect(loadedRowsFromRange(toolbarText(loaded, total, hasMore))).toBe(loaded);
  });

  it('reads nothing loaded before the toolbar says anything', () => {
    expect(loadedRowsFromRange('')).toBe(0);
  });

  it('refuses text it cannot read rather than guess', () => {
    expect(() => loadedRowsFromRange('Searching…')).toThrow(/does not say how many/);
  });
});
