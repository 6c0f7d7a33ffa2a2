import { useLayoutEffect, useRef, useState } from 'react';
import { useRequestsAllowed } from '../../quota/use-quota-gate';
import { laterCode } from '../../hooks/later-code';
import { Button } from '../../ui/controls/button';
import { Skeleton } from '../../ui/feedback/skeleton';
import { PlainRows, seedOf } from './plain-rows';
import { RESULT_ROW_HEIGHT, ROW_CONTROLS, type ResultsListProps, type RowFocus, type RowsProps, type RowsSeed } from './result-rows';

export type { ResultsListHandle, ResultsListProps } from './result-rows';

/**
 * The virtualizer and the rows it places: fetched as the first results show, so they paint
 * without it (about 10 KB gzip of the first screen's scripts); every list after the first starts
 * with it.
 */
const virtualRowsCode = laterCode(() => import('./virtual-rows'));

/** The row control that has focus, if one of the list's rows has it. */
function focusedControl(scroll: HTMLElement): RowFocus | null {
  const focused = document.activeElement;
  if (!(focused instanceof HTMLElement)) return null;
  const row = focused.closest<HTMLElement>('[data-index]');
  if (!row || !scroll.contains(row)) return null;
  return { index: Number(row.dataset.index), control: Math.max(0, [...row.querySelectorAll(ROW_CONTROLS)].indexOf(focused)) };
}

/**
 * Which rows lay the list out: the virtualizer once its code is in, after it is seeded with the
 * rows in flow as they are on screen (measured as the code comes, before the next paint).
 */
function useRows(scroll: HTMLDivElement | null, items: ResultsListProps['items']) {
  const code = virtualRowsCode.use();
  const [startedVirtual] = useState(code !== null);
  const [seed, setSeed] = useState<RowsSeed | null>(null);
  const virtual = code !== null && (startedVirtual || seed !== null);
  useLayoutEffect(() => {
    if (code === null || virtual || !scroll) return;
    const keys = items.map((item) => item.id);
    // The rows' layout is known only once laid out; this re-renders before the next paint.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setSeed(seedOf(scroll, keys, focusedControl(scroll)));
  }, [code, virtual, scroll, items]);
  return { Rows: virtual ? code.VirtualRows : PlainRows, seed };
}

/**
 * The results as a list (virtualized once its code is in), loading further pages near the end and
 * saying where the results end. Keyboard: ↑/↓, Page Up/Down, Home/End move between results (one
 * tab stop for the list), Enter opens.
 */
export function ResultsList({ busy = false, endText = 'End of the results', ...props }: ResultsListProps) {
  const [scroll, setScroll] = useState<HTMLDivElement | null>(null);
  const [activeIndex, setActiveIndex] = useState(0);
  const pendingFocusRef = useRef<RowFocus | null>(null);
  // With today's quota used up no page can load: neither by scrolling nor by Retry.
  const requestsAllowed = useRequestsAllowed();
  const { Rows, seed } = useRows(scroll, props.items);
  const rowsProps: RowsProps = { ...props, scroll, activeIndex, onActiveIndex: setActiveIndex, pendingFocusRef, requestsAllowed, seed };
  const { items, hasNextPage, isFetchingNextPage, nextPageFailed, fetchNextPage } = props;

  return (
    <div ref={setScroll} className="results-scroll" aria-busy={busy || undefined}>
      <Rows {...rowsProps} />
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
