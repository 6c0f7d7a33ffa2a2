import { useLayoutEffect, useState } from 'react';
import type { VisibleRows } from './next-page-trigger';
import { OVERSCAN_ROWS, RESULT_ROW_HEIGHT, type RowsLayout, type RowsSeed } from './result-rows';

interface LaidOutRow {
  index: number;
  top: number;
  height: number;
}

/** The rendered rows' places in the list's scrolled content, in their order. */
function laidOutRows(scroll: HTMLElement): LaidOutRow[] {
  const origin = scroll.getBoundingClientRect().top - scroll.scrollTop;
  return [...scroll.querySelectorAll<HTMLElement>('[role="list"] > [data-index]')].map((row) => {
    const { top, height } = row.getBoundingClientRect();
    return { index: Number(row.dataset.index), top: top - origin, height };
  });
}

/** The rows in view (none of those below or above the list's box), as the virtualizer counts them. */
function rowsInView(scroll: HTMLElement): VisibleRows | null {
  const bottom = scroll.scrollTop + scroll.clientHeight;
  const seen = laidOutRows(scroll).filter((row) => row.top + row.height > scroll.scrollTop && row.top < bottom);
  const first = seen[0];
  const last = seen.at(-1);
  return first && last ? { startIndex: first.index, endIndex: last.index } : null;
}

const sameRows = (one: VisibleRows | null, other: VisibleRows | null) => one?.startIndex === other?.startIndex && one?.endIndex === other?.endIndex;

/** Scrolls the list just enough to show the row, if it is rendered (as the virtualizer's `align: 'auto'`). */
function scrollRowIntoView(scroll: HTMLElement | null, index: number): void {
  const row = scroll && laidOutRows(scroll).find((laidOut) => laidOut.index === index);
  if (!scroll || !row) return;
  if (row.top < scroll.scrollTop) scroll.scrollTop = row.top;
  else if (row.top + row.height > scroll.scrollTop + scroll.clientHeight) scroll.scrollTop = row.top + row.height - scroll.clientHeight;
}

/**
 * The rows as laid out now, for the virtualizer to take over with: each one's height (rows not
 * laid out, as in a page without layout, are left to its estimate) and the list's scroll.
 */
export function seedOf(scroll: HTMLElement, keys: readonly string[]): RowsSeed {
  const sizes = laidOutRows(scroll).flatMap(({ index, height }) => {
    const key = keys[index];
    return key !== undefined && height > 0 ? [{ key, size: height }] : [];
  });
  return { sizes, offset: scroll.scrollTop };
}

/** As many rows as a window this tall can show, and the overscan below them. */
const rowsToLayOut = () => Math.ceil(window.innerHeight / RESULT_ROW_HEIGHT) + OVERSCAN_ROWS;

/**
 * The first paint's layout, before the virtualizer's code is in: the first rows laid out by the
 * page, one after another, so the results show without waiting for that code. The keyboard and the
 * next page work as with the virtualizer, within these rows. `inUse` is false once the virtualizer
 * places the rows (the hook still runs, so the rows' hooks never change).
 */
export function usePlainLayout(scroll: HTMLDivElement | null, itemCount: number, inUse: boolean): RowsLayout {
  const count = Math.min(itemCount, rowsToLayOut());
  const [range, setRange] = useState<VisibleRows | null>(null);

  useLayoutEffect(() => {
    if (!scroll || !inUse) return;
    const update = () => {
      const next = rowsInView(scroll);
      setRange((previous) => (sameRows(previous, next) ? previous : next));
    };
    update();
    scroll.addEventListener('scroll', update, { passive: true });
    return () => scroll.removeEventListener('scroll', update);
  }, [scroll, count, inUse]);

  return {
    rows: Array.from({ length: count }, (_, index) => ({ index })),
    range,
    scrollToIndex: (index) => scrollRowIntoView(scroll, index),
  };
}
