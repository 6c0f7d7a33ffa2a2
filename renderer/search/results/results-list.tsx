import { useRef, useState } from 'react';
import { useRequestsAllowed } from '../../quota/use-quota-gate';
import { Button } from '../../ui/controls/button';
import { Skeleton } from '../../ui/feedback/skeleton';
import { ListRows } from './list-rows';
import { RESULT_ROW_HEIGHT, type ResultsListProps, type RowFocus, type RowsProps } from './result-rows';

export type { ResultsListHandle, ResultsListProps } from './result-rows';

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
  const rowsProps: RowsProps = { ...props, scroll, activeIndex, onActiveIndex: setActiveIndex, pendingFocusRef, requestsAllowed };
  const { items, hasNextPage, isFetchingNextPage, nextPageFailed, fetchNextPage } = props;

  return (
    <div ref={setScroll} className="results-scroll" aria-busy={busy || undefined}>
      <ListRows {...rowsProps} />
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
