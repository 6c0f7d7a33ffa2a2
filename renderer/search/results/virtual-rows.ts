import { Virtualizer, elementScroll, observeElementOffset, observeElementRect, type VirtualItem, type VirtualizerOptions } from '@tanstack/react-virtual';
import { OVERSCAN_ROWS, RESULT_ROW_HEIGHT, type RowsSeed } from './result-rows';

/**
 * The virtualizer of the results, a chunk fetched after the first paint (results-list.tsx): only
 * the rows in view are in the DOM, so thousands scroll smoothly, and each row is measured, so
 * two-line titles fit. Only its engine is here, with no hooks: the rows and the hooks that drive it
 * (use-row-virtualizer.ts) are the first paint's own, so its arrival changes where the rows are
 * placed and never which elements they are.
 */
export type RowVirtualizer = Virtualizer<HTMLDivElement, HTMLElement>;

export interface RowVirtualizerInput {
  count: number;
  scroll: HTMLDivElement | null;
  getItemKey(index: number): string | number;
}

/** A virtualizer, and how each render gives it that render's rows and scrolling box. */
export interface RowVirtualizerHandle {
  virtualizer: RowVirtualizer;
  update(input: RowVirtualizerInput): void;
}

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
 * A row drawn again for a dataset already measured (typing filters the loaded rows on every key)
 * keeps its height without a layout forced mid-commit: the ResizeObserver, which sees every row
 * as it is first watched, reports it if it differs.
 */
export function laidOutHeight(element: HTMLElement, entry: ResizeObserverEntry | undefined, virtualizer: RowVirtualizer): number {
  const observed = entry?.borderBoxSize[0]?.blockSize;
  if (observed !== undefined) return observed;
  if (entry === undefined) {
    const known = virtualizer.itemSizeCache.get(virtualizer.options.getItemKey(virtualizer.indexFromElement(element)));
    if (known !== undefined) return known;
  }
  return element.getBoundingClientRect().height;
}

/** The virtualizer's options for this render (given again on every render, as its React adapter does). */
function rowVirtualizerOptions(
  { count, scroll, getItemKey }: RowVirtualizerInput,
  seed: RowsSeed | null,
  onChange: VirtualizerOptions<HTMLDivElement, HTMLElement>['onChange'],
): VirtualizerOptions<HTMLDivElement, HTMLElement> {
  return {
    count,
    getScrollElement: () => scroll,
    estimateSize: () => RESULT_ROW_HEIGHT,
    // Heights are kept per dataset, not per place in the list: when "Fits my use" hides rows or a
    // new page reorders them, a row never inherits the height measured for another.
    getItemKey,
    overscan: OVERSCAN_ROWS,
    measureElement: laidOutHeight,
    observeElementRect,
    observeElementOffset,
    scrollToFn: elementScroll,
    onChange,
    // No `initialRect`: rows drawn before the virtualizer has its scroll element are never watched
    // for a change of height (virtual-core 3.19); without it they are drawn just after, before the paint.
    ...(seed ? { initialMeasurementsCache: measurementsOf(seed), initialOffset: seed.offset } : {}),
  };
}

/**
 * A virtualizer taking over from `seed` (the rows in flow; null when it lays out the list from the
 * start). `rerender(flush)` asks for a render, flushed at once for a scroll it must follow in step,
 * except while it measures a row (rows are measured as React attaches them, when no flush may run).
 */
export function createRowVirtualizer(input: RowVirtualizerInput, seed: RowsSeed | null, rerender: (flush: boolean) => void): RowVirtualizerHandle {
  let measuring = false;
  const onChange = (_virtualizer: RowVirtualizer, sync: boolean) => rerender(sync && !measuring);
  const virtualizer = new Virtualizer(rowVirtualizerOptions(input, seed, onChange));
  const measure = virtualizer.measureElement;
  virtualizer.measureElement = (element) => {
    measuring = true;
    try {
      measure(element);
    } finally {
      measuring = false;
    }
  };
  return { virtualizer, update: (next) => virtualizer.setOptions(rowVirtualizerOptions(next, seed, onChange)) };
}
