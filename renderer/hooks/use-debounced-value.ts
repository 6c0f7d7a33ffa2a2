import { useEffect, useRef, useState } from 'react';
import { flushSync } from 'react-dom';

export interface DebounceOptions<T> {
  /** Values with the same key count as equal (default: JSON text), so a re-render never restarts the wait. */
  key?: (value: T) => string;
  /** Changes for which this returns false apply at once (e.g. a ticked box); others wait. */
  shouldWait?: (settled: T, next: T) => boolean;
  /**
   * Called with a value the moment its wait ends, before the render for it (e.g. to send its
   * request). When it returns a promise, the value renders once that settles, or after
   * `renderWithin` ms at the latest: a quick answer renders once, with its data, instead of first
   * as "waiting" and again when it comes.
   */
  onSettle?: (value: T) => PromiseLike<unknown> | void;
  /** The longest an `onSettle` promise may hold back the settled value's render (default 100 ms). */
  renderWithin?: number;
  /**
   * When the latest change happened (`performance.now()` ms, e.g. the keystroke's): the wait counts
   * from then, so the render of the change itself does not lengthen it. Default: the render's time.
   */
  changedAt?: () => number;
  /**
   * What the user is changing, when more than the value (e.g. the text typed, of which the value
   * keeps only whole words): each change of it restarts the wait, as a change of the value does.
   */
  activity?: string;
}

const jsonKey = (value: unknown) => JSON.stringify(value) ?? 'undefined';
/** Past this a wait shows as one (0.1 s still reads as instant). */
const DEFAULT_RENDER_WITHIN_MS = 100;

/** A fixed wait, or one chosen per change (0: the change applies at once). */
export type DebounceDelay<T> = number | ((settled: T, next: T) => number);

/**
 * The value once it has stopped changing for `delay` ms. The first value is returned at once (a
 * restored search runs without waiting), and changes `shouldWait` lets through apply at once.
 */
export function useDebouncedValue<T>(value: T, delay: DebounceDelay<T>, options: DebounceOptions<T> = {}): T {
  const keyOf = options.key ?? jsonKey;
  const [settled, setSettled] = useState(value);
  const valueKey = keyOf(value);
  const changed = keyOf(settled) !== valueKey;
  const delayMs = !changed ? 0 : typeof delay === 'function' ? delay(settled, value) : delay;
  const wait = changed && delayMs > 0 && (options.shouldWait ? options.shouldWait(settled, value) : true);
  // A change that need not wait becomes the settled value in this very render (React's
  // "adjust state while rendering" pattern), so a later typed change starts from it.
  if (changed && !wait) setSettled(value);
  const pending = changed && wait;

  const latest = useRef(value);
  const onSettle = useRef(options.onSettle);
  const changedAt = useRef(options.changedAt);
  const renderWithin = options.renderWithin ?? DEFAULT_RENDER_WITHIN_MS;
  useEffect(() => {
    latest.current = value;
    onSettle.current = options.onSettle;
    changedAt.current = options.changedAt;
  });

  useEffect(() => {
    if (!pending) return;
    const since = changedAt.current?.();
    const elapsed = since === undefined ? 0 : Math.min(delayMs, Math.max(0, performance.now() - since));
    // Cancelled by a newer change: the value it waited for never renders.
    let cancelled = false;
    let holdTimer: ReturnType<typeof setTimeout> | undefined;
    const waitTimer = setTimeout(() => {
      const next = latest.current;
      const ready = onSettle.current?.(next);
      const render = () => {
        if (cancelled) return;
        cancelled = true;
        clearTimeout(holdTimer);
        // Rendered at once, effects included: what starts from the settled value's effects starts
        // now, not a frame later as a timer's ordinary update would.
        flushSync(() => setSettled(next));
      };
      if (!ready) {
        render();
        return;
      }
      holdTimer = setTimeout(render, renderWithin);
      Promise.resolve(ready).then(render, render);
    }, delayMs - elapsed);
    return () => {
      cancelled = true;
      clearTimeout(waitTimer);
      clearTimeout(holdTimer);
    };
  }, [valueKey, pending, delayMs, renderWithin, options.activity]);

  return changed && !wait ? value : settled;
}
