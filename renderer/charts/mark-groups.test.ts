import { describe, expect, it } from 'vitest';
import { GROUP_RADIUS, MARK_RADIUS, groupTouchingMarks, spreadAcross } from './mark-groups';

const ids = (groups: ReturnType<typeof groupTouchingMarks<string>>) => groups.map((group) => group.members.sort().join('+')).sort();

describe('marks that would cover each other', () => {
  it('keeps marks apart when they do not touch', () => {
    const groups = groupTouchingMarks([
      { item: 'a', x: 10, y: 10 },
      { item: 'b', x: 10 + 2 * MARK_RADIUS + 1, y: 10 },
    ]);
    expect(ids(groups)).toEqual(['a', 'b']);
    expect(groups.find((group) => group.members.includes('a'))).toMatchObject({ x: 10, y: 10 });
  });

  it('draws two marks on the same spot as one mark holding both, where they are', () => {
    const groups = groupTouchingMarks([
      { item: 'a', x: 40, y: 87.1 },
      { item: 'b', x: 40, y: 86.6 },
      { item: 'c', x: 200, y: 50 },
    ]);
    expect(ids(groups)).toEqual(['a+b', 'c']);
    const pair = groups.find((group) => group.members.length === 2)!;
    expect(pair.x).toBe(40);
    expect(pair.y).toBeCloseTo(86.85);
  });

  it('merges again when a numbered mark, being larger, touches another', () => {
    // a and b touch; c does not touch either as a single mark, but touches the larger group.
    const groups = groupTouchingMarks([
      { item: 'a', x: 0, y: 0 },
      { item: 'b', x: 4, y: 0 },
      { item: 'c', x: 2 + MARK_RADIUS + GROUP_RADIUS, y: 0 },
    ]);
    expect(ids(groups)).toEqual(['a+b+c']);
  });

  it('leaves no two drawn marks touching, however dense', () => {
    const marks = Array.from({ length: 300 }, (_, index) => ({ item: String(index), x: (index * 37) % 300, y: (index * 53) % 120 }));
    const groups = groupTouchingMarks(marks);
    expect(groups.reduce((sum, group) => sum + group.members.length, 0)).toBe(300);
    const radius = (size: number) => (size > 1 ? GROUP_RADIUS : MARK_RADIUS);
    for (const [index, a] of groups.entries()) {
      for (const b of groups.slice(index + 1)) {
        expect(Math.hypot(a.x - b.x, a.y - b.y)).toBeGreaterThanOrEqual(radius(a.members.length) + radius(b.members.length) + 1);
      }
    }
  });
});

describe('marks in the Free lane', () => {
  it('take the columns across the lane before any is grouped', () => {
    const marks = [64.2, 64.9, 65.1].map((lqs, index) => ({ item: String(index), x: 60, y: 200 - lqs }));
    const spread = spreadAcross(marks, [60, 48, 72]);
    expect(spread.map((mark) => mark.x).sort()).toEqual([48, 60, 72]);
    expect(spread.map((mark) => mark.y).sort()).toEqual(marks.map((mark) => mark.y).sort());
    expect(groupTouchingMarks(spread)).toHaveLength(3);
  });

  it('leave a mark with no room in the first column, to be grouped', () => {
    const marks = [1, 2, 3].map((index) => ({ item: String(index), x: 60, y: 100 }));
    const spread = spreadAcross(marks, [60, 48]);
    expect(spread.map((mark) => mark.x)).toEqual([60, 48, 60]);
    expect(ids(groupTouchingMarks(spread))).toEqual(['1+2+3']);
  });
});
