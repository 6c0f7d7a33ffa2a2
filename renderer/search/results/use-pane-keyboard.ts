import { useEffect, useRef, type RefObject } from 'react';
import type { ResultsListHandle } from './results-list';

/** Whether an Escape belongs to something on top of the pane (a dialog, a menu, a popover) rather than to the pane. */
function escapeTakenByOverlay(target: EventTarget | null): boolean {
  return target instanceof Element && target.closest('dialog, [role="dialog"], [role="menu"], [role="listbox"], [popover]') !== null;
}

/**
 * The open dataset and the keyboard: Escape closes it (unless something on top of it, or a
 * control that uses Escape itself, took the key), and when it closes while focus was in it (or
 * lost with it), focus goes back to the result it was opened from, not to the page's body.
 */
export function usePaneKeyboard(selectedId: string | null, close: () => void, listRef: RefObject<ResultsListHandle | null>): void {
  useEffect(() => {
    if (selectedId === null) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || event.defaultPrevented || escapeTakenByOverlay(event.target)) return;
      event.preventDefault();
      close();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [selectedId, close]);

  const previous = useRef(selectedId);
  useEffect(() => {
    const closed = previous.current;
    previous.current = selectedId;
    if (closed === null || selectedId !== null) return;
    const focus = document.activeElement;
    const lost = focus === null || focus === document.body || !focus.isConnected || focus.closest('.dataset-pane') !== null;
    if (lost) listRef.current?.focusItem(closed);
  }, [selectedId, listRef]);
}
