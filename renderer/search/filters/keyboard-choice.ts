/**
 * How a radio button was chosen. Arrowing through a group selects each option in turn, so a choice
 * made with the arrow keys is read as typing: the search waits for a pause, as it does for typed
 * text, and sends one request for where the user stops, not one per key. A click or Space is a
 * deliberate choice and searches at once.
 */
import type { SearchChange } from '../../state/ui-store';

const MOVE_KEYS = new Set(['ArrowUp', 'ArrowDown', 'ArrowLeft', 'ArrowRight', 'Home', 'End', 'PageUp', 'PageDown']);
/** Longer than the gap between a key and the change it causes; shorter than a deliberate click after it. */
const KEY_TO_CHANGE_MS = 250;

let lastMoveKeyAt = Number.NEGATIVE_INFINITY;

if (typeof document !== 'undefined') {
  document.addEventListener(
    'keydown',
    (event) => {
      if (MOVE_KEYS.has(event.key)) lastMoveKeyAt = performance.now();
    },
    true,
  );
}

/** 'typed' for a change the arrow keys just made, else 'chosen'. */
export function choiceChange(now: number = performance.now()): SearchChange {
  return now - lastMoveKeyAt < KEY_TO_CHANGE_MS ? 'typed' : 'chosen';
}
