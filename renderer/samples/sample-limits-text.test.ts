import { describe, expect, it } from 'vitest';
import { describeColumnsShown, describeTableCut, describeTextCut } from './sample-limits-text';

const shown = (columns: number, rows: number) => ({
  columns: Array.from({ length: columns }, () => null as never),
  rows: Array.from({ length: rows }, () => []),
});

describe('the Preview’s limits in words', () => {
  it('says which columns and rows of a table are shown, and why', () => {
    expect(describeColumnsShown({ ...shown(200, 3), columnCount: 200_000 })).toBe('200 of 200,000 columns');
    expect(describeColumnsShown({ ...shown(12, 3), columnCount: 12 })).toBe('12 columns');
    expect(describeTableCut({ ...shown(200, 2_500), columnCount: 300, rowCount: 8_000 })).toBe(
      'Showing 200 of 300 columns and 2,500 of 8,000 rows: the preview reads the first 200 columns and 10,000 rows, 500,000 cells in all.',
    );
    expect(describeTableCut({ ...shown(5, 10_000), columnCount: 5, rowCount: 40_000 })).toMatch(/^Showing 10,000 of 40,000 rows: /);
    expect(describeTableCut({ ...shown(5, 500), columnCount: 5, rowCount: 500 })).toBeNull();
  });

  it('says how many lines of a text were cut', () => {
    expect(describeTextCut({ cutLines: 0 })).toBeNull();
    expect(describeTextCut({ cutLines: 1 })).toBe('One line is longer than 2,000 characters and cut there.');
    expect(describeTextCut({ cutLines: 3 })).toBe('3 lines are longer than 2,000 characters and cut there.');
  });
});
