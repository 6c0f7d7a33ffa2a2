import { describe, expect, it } from 'vitest';
import { cheaperMatchStrategy } from './match-strategy';

describe('cheaperMatchStrategy', () => {
  it('looks up a set that is small next to the rows a walk would cover', () => {
    expect(cheaperMatchStrategy({ setSize: 12, rangeRows: 9_000, total: 5, rowsWanted: 20 })).toBe('lookup');
    expect(cheaperMatchStrategy({ setSize: 300, rangeRows: 9_000, total: null, rowsWanted: Infinity })).toBe('lookup');
  });

  it('probes when matching rows are dense enough that a page fills after a short walk', () => {
    expect(cheaperMatchStrategy({ setSize: 4_000, rangeRows: 9_000, total: 3_000, rowsWanted: 20 })).toBe('probe');
    expect(cheaperMatchStrategy({ setSize: 600, rangeRows: 9_000, total: 500, rowsWanted: 20 })).toBe('probe');
  });

  it('counts by walking the range unless the set is much smaller', () => {
    expect(cheaperMatchStrategy({ setSize: 4_000, rangeRows: 9_000, total: null, rowsWanted: Infinity })).toBe('probe');
    expect(cheaperMatchStrategy({ setSize: 1, rangeRows: 0, total: null, rowsWanted: Infinity })).toBe('probe');
  });
});
