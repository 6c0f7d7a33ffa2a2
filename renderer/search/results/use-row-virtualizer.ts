import { useEffect, useLayoutEffect, useReducer, useState } from 'react';
import { flushSync } from 'react-dom';
import type { RowsSeed } from './result-rows';
import type { RowVirtualizer, RowVirtualizerHandle, RowVirtualizerInput } from './virtual-rows';

type VirtualRowsCode = typeof import('./virtual-rows');

/**
 * The results' virtualizer once its code is in, driven as TanStack's `useVirtualizer` drives it,
 * by hooks that run the same before and after that code arrives: the rows are never remounted,
 * so a click, a hover, the focus and a screen reader's place in the list all survive the switch.
 * A list mounted with the code already in starts with it; one mounted before takes over from its
 * rows in flow (`takeOver` measures them) before the next paint.
 */
export function useRowVirtualizer(
  code: VirtualRowsCode | null,
  input: RowVirtualizerInput,
  takeOver: (scroll: HTMLDivElement) => RowsSeed,
): RowVirtualizer | null {
  const [, rerender] = useReducer((count: number) => count + 1, 0);
  const ask = (flush: boolean) => (flush ? flushSync(rerender) : rerender());
  const [handle, setHandle] = useState<RowVirtualizerHandle | null>(() => code?.createRowVirtualizer(input, null, ask) ?? null);

  const { scroll } = input;
  useLayoutEffect(() => {
    if (!code || handle || !scroll) return;
    const next = code.createRowVirtualizer(input, takeOver(scroll), ask);
    // Given its scrolling box now, its first drawing holds the rows in view: none is dropped and drawn anew.
    next.virtualizer._willUpdate();
    // The rows' layout is known only once laid out; this re-renders before the next paint.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setHandle(next);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, as the code comes
  }, [code, handle, scroll]);

  handle?.update(input);
  const virtualizer = handle?.virtualizer ?? null;
  useLayoutEffect(() => virtualizer?._didMount(), [virtualizer]);
  useLayoutEffect(() => virtualizer?._willUpdate());
  useRemeasureOnWidth(scroll, virtualizer);
  return virtualizer;
}

/**
 * Rows wrap differently at another width (a dataset pane opening, a narrower window), so every
 * height measured before is dropped when the list's width changes, and the rows drawn are measured anew.
 */
function useRemeasureOnWidth(element: HTMLDivElement | null, virtualizer: RowVirtualizer | null): void {
  useEffect(() => {
    if (!element || !virtualizer || typeof ResizeObserver === 'undefined') return;
    let width = element.clientWidth;
    const observer = new ResizeObserver(() => {
      if (element.clientWidth === width) return;
      width = element.clientWidth;
      virtualizer.measure();
      // The rows drawn now are measured at once: their own size change may have been seen first.
      for (const row of virtualizer.elementsCache.values()) virtualizer.measureElement(row);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [element, virtualizer]);
}
