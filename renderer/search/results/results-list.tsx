import { useVirtualizer } from '@tanstack/react-virtual';
import { useEffect, useImperativeHandle, useRef, useState, type KeyboardEvent, type Ref, type RefObject } from 'react';
import type { DatasetSummaryReading } from '../../../shared/domain/readings/dataset-reading';
import { ownValue } from '../../../shared/domain/own-keys';
import { useRequestsAllowed } from '../../quota/use-quota-gate';
import { Button } from '../../ui/controls/button';
import { Skeleton } from '../../ui/feedback/skeleton';
import { shouldLoadNextPage } from './next-page-trigger';
import { ResultRow } from './result-row';

/**
 * A row with a one-line title: the virtualizer's estimate before it measures a row. Rows are
 * measured, so a long title wraps onto a second line and its row grows to fit.
 */
export const RESULT_ROW_HEIGHT = 88;

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

/**
 * The results as a virtualized list (only visible rows are in the DOM, so thousands scroll
 * smoothly; each row is measured, so two-line titles fit), loading further pages near the end and
 * saying where the results end. Keyboard: ↑/↓, Page Up/Down, Home/End move between results (one
 * tab stop for the list), Enter opens.
 */
export function ResultsList({
  items,
  total,
  selectedId,
  busy = false,
  hasNextPage,
  isFetchingNextPage,
  nextPageFailed,
  fetchNextPage,
  loadAhead,
  onOpen,
  endText = 'End of the results',
  ref,
}: ResultsListProps) {
  const scrollRef = useRef<HTMLDivElement>(null);
  const [activeIndex, setActiveIndex] = useState(0);
  const active = Math.max(0, Math.min(activeIndex, items.length - 1));
  const focusRequest = useRef<number | null>(null);
  // With today's quota used up no page can load: neither by scrolling nor by Retry.
  const requestsAllowed = useRequestsAllowed();

  // eslint-disable-next-line react-hooks/incompatible-library -- the virtualizer is read during render by design
  const virtualizer = useVirtualizer({
    count: items.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => RESULT_ROW_HEIGHT,
    // Heights are kept per dataset, not per place in the list: when "Fits my use" hides rows or a
    // new page reorders them, a row never inherits the height measured for another.
    getItemKey: (index) => items[index]?.id ?? index,
    overscan: 6,
  });
  useRemeasureOnWidth(scrollRef, virtualizer.measure);
  const virtualRows = virtualizer.getVirtualItems();
  // `range` is the rows in view (without overscan), as of the getVirtualItems() call above.
  const wantsNextPage = shouldLoadNextPage(virtualizer.range, items.length, loadAhead);

  useEffect(() => {
    if (hasNextPage && !isFetchingNextPage && !nextPageFailed && wantsNextPage && requestsAllowed) fetchNextPage();
  }, [hasNextPage, isFetchingNextPage, nextPageFailed, wantsNextPage, requestsAllowed, fetchNextPage]);

  /** Focuses the row's button if it is rendered; says whether it was. */
  const focusRow = (index: number): boolean => {
    const button = scrollRef.current?.querySelector<HTMLButtonElement>(`[data-index="${index}"] .result-row__open`);
    button?.focus({ preventScroll: true });
    return button !== null && button !== undefined;
  };

  // A row scrolled into view for the keyboard is focused once the virtualizer has rendered it.
  useEffect(() => {
    if (focusRequest.current !== null && focusRow(focusRequest.current)) focusRequest.current = null;
  });

  const moveTo = (index: number) => {
    if (items.length === 0) return;
    const next = Math.max(0, Math.min(index, items.length - 1));
    setActiveIndex(next);
    virtualizer.scrollToIndex(next, { align: 'auto' });
    focusRequest.current = focusRow(next) ? null : next;
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
  const inView = virtualizer.range;
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
    <div ref={scrollRef} className="results-scroll" aria-busy={busy || undefined}>
      <div role="list" aria-label="Datasets" className="results-list" style={{ height: virtualizer.getTotalSize() }} onKeyDown={onKeyDown}>
        {virtualRows.map((row) => {
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
              measureRef={virtualizer.measureElement}
              onOpen={onOpen}
              onFocusRow={setActiveIndex}
            />
          );
        })}
      </div>
      {hasNextPage ? (
        <div className="results-more" role="status">
          {isFetchingNextPage ? (
            'Loading more datasets…'
          ) : !requestsAllowed ? (
            'More datasets load once today’s quota returns.'
          ) : nextPageFailed ? (
            <>
              More datasets could not be loaded.{' '}
              <Button size="sm" onClick={() => fetchNextPage()}>
                Retry
              </Button>
            </>
          ) : (
            <span className="visually-hidden">More datasets load as you scroll.</span>
          )}
        </div>
      ) : (
        items.length > 0 && <p className="results-end">{endText}</p>
      )}
    </div>
  );
}

/**
 * Rows wrap differently at another width (a dataset pane opening, a narrower window), so every
 * height measured before is dropped when the list's width changes, and the rows are measured anew.
 */
function useRemeasureOnWidth(scrollRef: RefObject<HTMLDivElement | null>, measure: () => void): void {
  useEffect(() => {
    const element = scrollRef.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    let width = element.clientWidth;
    const observer = new ResizeObserver(() => {
      if (element.clientWidth === width) return;
      width = element.clientWidth;
      measure();
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [scrollRef, measure]);
}

/** Placeholder rows while the first page loads. */
export function ResultsSkeleton({ rows = 8 }: { rows?: number }) {
  return (
    <div className="results-scroll" aria-busy="true">
      <span role="status" className="visually-hidden">
        Loading datasets…
      </span>
      {Array.from({ length: rows }, (_, index) => (
        <div key={index} className="result-row result-row--skeleton" style={{ height: RESULT_ROW_HEIGHT }}>
          <Skeleton width="60%" height={14} />
          <Skeleton width="80%" height={11} />
          <Skeleton width="45%" height={11} />
        </div>
      ))}
    </div>
  );
}
