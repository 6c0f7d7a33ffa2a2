/**
 * Marks that would cover each other are drawn as one numbered mark: a covered mark could be
 * neither seen nor clicked, and moving it apart would draw it at a price or LQS it does not have.
 */
export interface PlacedMark<T> {
  item: T;
  x: number;
  y: number;
}

export interface MarkGroup<T> {
  /** The members' mean position, in pixels. */
  x: number;
  y: number;
  members: T[];
}

/** A single mark's radius, and a numbered mark's (room for its count). */
export const MARK_RADIUS = 5;
export const GROUP_RADIUS = 9;

const radiusOf = (group: MarkGroup<unknown>) => (group.members.length > 1 ? GROUP_RADIUS : MARK_RADIUS);
const touch = (a: MarkGroup<unknown>, b: MarkGroup<unknown>) => Math.hypot(a.x - b.x, a.y - b.y) < radiusOf(a) + radiusOf(b) + 1;

function merged<T>(a: MarkGroup<T>, b: MarkGroup<T>): MarkGroup<T> {
  const size = a.members.length + b.members.length;
  return {
    x: (a.x * a.members.length + b.x * b.members.length) / size,
    y: (a.y * a.members.length + b.y * b.members.length) / size,
    members: [...a.members, ...b.members],
  };
}

/** Groups the marks until no two drawn marks touch (a merged mark is larger and may touch another). */
export function groupTouchingMarks<T>(marks: readonly PlacedMark<T>[]): MarkGroup<T>[] {
  let groups: MarkGroup<T>[] = marks.map((mark) => ({ x: mark.x, y: mark.y, members: [mark.item] }));
  for (let changed = true; changed;) {
    changed = false;
    groups.sort((a, b) => a.x - b.x);
    const next: MarkGroup<T>[] = [];
    for (const group of groups) {
      // Sorted by x: only the last few kept can be within reach.
      const near = next.findLastIndex((kept) => group.x - kept.x < 2 * GROUP_RADIUS + 1 && touch(kept, group));
      if (near === -1) next.push(group);
      else {
        next[near] = merged(next[near]!, group);
        changed = true;
      }
    }
    groups = next;
  }
  return groups;
}

/**
 * Marks whose x means nothing within a band (the Free lane: every price there is 0) each take the
 * first of `columns` where they touch no mark already there; one with no room keeps the first
 * column and is grouped with what it touches.
 */
export function spreadAcross<T>(marks: readonly PlacedMark<T>[], columns: readonly number[]): PlacedMark<T>[] {
  const spread: PlacedMark<T>[] = [];
  for (const mark of [...marks].sort((a, b) => a.y - b.y)) {
    const free = (x: number) => spread.every((other) => Math.hypot(other.x - x, other.y - mark.y) >= 2 * MARK_RADIUS + 1);
    spread.push({ ...mark, x: columns.find(free) ?? columns[0] ?? mark.x });
  }
  return spread;
}
