import { useVirtualizer, type VirtualItem } from '@tanstack/react-virtual';
import { useEffect } from 'react';
import { OVERSCAN_ROWS, RESULT_ROW_HEIGHT, ResultRows, type RowsLayout, type RowsProps, type RowsSeed } from './result-rows';

/** The seed's heights as the virtualizer's own measurements, one row after another. */
function measurementsOf(seed: RowsSeed): VirtualItem[] {
  let start = 0;
  return seed.sizes.map(({ key, size }, index) => {
    const item = { key, index, start, size, end: start + size, lane: 0 };
    start += size;
    return item;
  });
}

/**
 * A row's height as laid out, fractions of a pixel included: rows one after another, as in flow
 * (the virtualizer's own measure rounds it, so rows would creep against the ones they replace).
 */
const laidOutHeight = (element: Element, entry: ResizeObserverEntry | undefined) =>
  entry?.borderBoxSize[0]?.blockSize ?? element.getBoundingClientRect().height;

/**
 * The results as a virtualized list, a chunk fetched after the first paint (results-list.tsx): only
 * the rows in view are in the DOM, so thousands scroll smoothly, and each row is measured, so
 * two-line titles fit. Taking over from the rows in flow, it starts from their heights and the
 * list's scroll (the seed), so nothing moves.
 */
export function VirtualRows(props: RowsProps) {
  const { items, scroll, seed } = props;
  // eslint-disable-next-line react-hooks/incompatible-library -- the virtualizer is read during render by design
  const virtualizer = useVirtualizer({
    count: items.length,
    getScrollElement: () => scroll,
    estimateSize: () => RESULT_ROW_HEIGHT,
    // Heights are kept per dataset, not per place in the list: when "Fits my use" hides rows or a
    // new page reorders them, a row never inherits the height measured for another.
    getItemKey: (index) => items[index]?.id ?? index,
    overscan: OVERSCAN_ROWS,
    measureElement: laidOutHeight,
    // No `initialRect`: rows drawn before the virtualizer has its scroll element are never watched
    // for a change of height (virtual-core 3.19); without it they are drawn just after, before the paint.
    ...(seed ? { initialMeasurementsCache: measurementsOf(seed), initialOffset: seed.offset } : {}),
  });
  useRemeasureOnWidth(scroll, virtualizer.measure);
  const layout: RowsLayout = {
    rows: virtualizer.getVirtualItems().map((row) => ({ index: row.index, start: row.start })),
    height: virtualizer.getTotalSize(),
    // `range` is the rows in view (without overscan), as of the getVirtualItems() call above.
    range: virtualizer.range,
    scrollToIndex: (index) => virtualizer.scrollToIndex(index, { align: 'auto' }),
    measureRef: virtualizer.measureElement,
  };
  return <ResultRows {...props} layout={layout} />;
}

/**
 * Rows wrap differently at another width (a dataset pane opening, a narrower window), so every
 * height measured before is dropped when the list's width changes, and the rows are measured anew.
 */
function useRemeasureOnWidth(element: HTMLDivElement | null, measure: () => void): void {
  useEffect(() => {
    if (!element || typeof ResizeObserver === 'undefined') return;
    let width = element.clientWidth;
    const observer = new ResizeObserver(() => {
      if (element.clientWidth === width) return;
      width = element.clientWidth;
      measure();
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [element, measure]);
}
