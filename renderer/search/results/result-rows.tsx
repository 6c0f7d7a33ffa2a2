import { useEffect, useImperativeHandle, type KeyboardEvent, type Ref, type RefObject } from 'react';
import type { DatasetSummaryReading } from '../../../shared/domain/readings/dataset-reading';
import { ownValue } from '../../../shared/domain/own-keys';
import { cx } from '../../ui/class-names';
import { shouldLoadNextPage, type VisibleRows } from './next-page-trigger';
import { ResultRow } from './result-row';

/**
 * A row with a one-line title: the virtualizer's estimate before it measures a row. Rows are
 * measured, so a long title wraps onto a second line and its row grows to fit.
 */
export const RESULT_ROW_HEIGHT = 88;
/** Rows rendered past those in view, for smooth scrolling. */
export const OVERSCAN_ROWS = 6;

export interface ResultsListHandle {
  /** Moves keyboard focus to the active (or first) result. */
  focusActive(): void;
  /** Moves keyboard focus to the result with this id (when loaded and shown); says whether it is. */
  focusItem(id: string): boolean;
}

export interface ResultsListProps {
  items: readonly DatasetSummaryReading[];
  total: number | undefined;
  selectedId: string | null;
  /** The shown results are an earlier search's while a changed one loads. */
  busy?: boolean;
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  /** The last attempt to load more failed: wait for the user's Retry instead of trying again by itself. */
  nextPageFailed: boolean;
  fetchNextPage(): void;
  /** Load the next page a screenful before the end (false when the quota is low: only at the end). */
  loadAhead: boolean;
  onOpen(item: DatasetSummaryReading): void;
  /** What the line after the last row says (default: "End of the results"). */
  endText?: string;
  ref?: Ref<ResultsListHandle>;
}

/** A row control to focus once it is rendered: the row, and which of its controls (0: its title). */
export interface RowFocus {
  index: number;
  control: number;
}

/** How the virtualizer takes over from the rows laid out in flow, with nothing moving on screen. */
export interface RowsSeed {
  /** Each laid-out row's height, in the rows' order. */
  sizes: ReadonlyArray<{ key: string; size: number }>;
  /** The list's scroll offset. */
  offset: number;
}

/** What ResultsList gives the rows, whichever lays them out; it keeps what outlives a change of layout. */
export interface RowsProps extends Omit<ResultsListProps, 'busy' | 'endText'> {
  /** The list's scrolling box, once it is in the page (its children's layout effects run before it is). */
  scroll: HTMLDivElement | null;
  activeIndex: number;
  onActiveIndex(index: number): void;
  /** A row control to focus once rendered (moved to by the keyboard before its row was). */
  pendingFocusRef: RefObject<RowFocus | null>;
  requestsAllowed: boolean;
}

/** Where the rows are and what is in view, from the rows in flow or from the virtualizer. */
export interface RowsLayout {
  /** The rows to render: each one's index and, when the virtualizer places it, its offset. */
  rows: ReadonlyArray<{ index: number; start?: number }>;
  /** The list's height when the virtualizer places the rows; absent when they are in flow. */
  height?: number;
  /** The rows in view, without overscan; null while not known. */
  range: VisibleRows | null;
  scrollToIndex(index: number): void;
  measureRef?(element: HTMLElement | null): void;
}

/** What takes keyboard focus in a row, in its order. */
const ROW_CONTROLS = 'button, [href], input, select, textarea, [tabindex]';

/** Focuses the control if its row is rendered; says whether it was. */
function focusControl(scroll: HTMLElement | null, { index, control }: RowFocus): boolean {
  const row = scroll?.querySelector(`[data-index="${index}"]`);
  const target = row?.querySelectorAll<HTMLElement>(ROW_CONTROLS)[control] ?? row?.querySelector<HTMLElement>('.result-row__open');
  target?.focus({ preventScroll: true });
  return target !== null && target !== undefined;
}

/**
 * The rows of the results, as a layout places them, and what they do: loading further pages near
 * the end, and the keyboard. ↑/↓, Page Up/Down, Home/End move between results (one tab stop for
 * the list), Enter opens.
 */
export function ResultRows({ layout, ...props }: RowsProps & { layout: RowsLayout }) {
  const { items, total, selectedId, hasNextPage, isFetchingNextPage, nextPageFailed, fetchNextPage, loadAhead, onOpen } = props;
  const { scroll, activeIndex, onActiveIndex, pendingFocusRef, requestsAllowed, ref } = props;
  const active = Math.max(0, Math.min(activeIndex, items.length - 1));
  const wantsNextPage = shouldLoadNextPage(layout.range, items.length, loadAhead);

  useEffect(() => {
    if (hasNextPage && !isFetchingNextPage && !nextPageFailed && wantsNextPage && requestsAllowed) fetchNextPage();
  }, [hasNextPage, isFetchingNextPage, nextPageFailed, wantsNextPage, requestsAllowed, fetchNextPage]);

  // A row moved to before it was rendered (the rows in flow hold only the first ones) is scrolled
  // to as the virtualizer takes over, then focused once rendered (below).
  const virtual = layout.height !== undefined;
  useEffect(() => {
    if (virtual && pendingFocusRef.current !== null) layout.scrollToIndex(pendingFocusRef.current.index);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, as the virtualizer takes over
  }, [virtual]);

  // A row scrolled into view for the keyboard is focused once it is rendered.
  useEffect(() => {
    if (pendingFocusRef.current !== null && focusControl(scroll, pendingFocusRef.current)) pendingFocusRef.current = null;
  });

  const moveTo = (index: number) => {
    if (items.length === 0) return;
    const next = Math.max(0, Math.min(index, items.length - 1));
    onActiveIndex(next);
    layout.scrollToIndex(next);
    const focus = { index: next, control: 0 };
    pendingFocusRef.current = focusControl(scroll, focus) ? null : focus;
  };

  useImperativeHandle(ref, () => ({
    focusActive: () => moveTo(active),
    focusItem: (id) => {
      const index = items.findIndex((item) => item.id === id);
      if (index >= 0) moveTo(index);
      return index >= 0;
    },
  }));

  // Page Up/Down move by the rows in view, less one so the row moved from stays in sight.
  const inView = layout.range;
  const pageRows = inView ? Math.max(1, inView.endIndex - inView.startIndex) : 5;
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (!(event.target instanceof HTMLElement) || !event.target.classList.contains('result-row__open')) return;
    const moves: Record<string, number> = {
      ArrowDown: active + 1,
      ArrowUp: active - 1,
      PageDown: active + pageRows,
      PageUp: active - pageRows,
      Home: 0,
      End: items.length - 1,
    };
    const target = ownValue(moves, event.key);
    if (target === undefined) return;
    event.preventDefault();
    moveTo(target);
  };

  return (
    <div
      role="list"
      aria-label="Datasets"
      className={cx('results-list', layout.height === undefined && 'results-list--in-flow')}
      style={layout.height === undefined ? undefined : { height: layout.height }}
      onKeyDown={onKeyDown}
    >
      {layout.rows.map((row) => {
        const item = items[row.index];
        if (!item) return null;
        return (
          <ResultRow
            key={item.id}
            item={item}
            index={row.index}
            setSize={total ?? -1}
            selected={item.id === selectedId}
            active={row.index === active}
            start={row.start}
            measureRef={layout.measureRef}
            onOpen={onOpen}
            onFocusRow={onActiveIndex}
          />
        );
      })}
    </div>
  );
}
