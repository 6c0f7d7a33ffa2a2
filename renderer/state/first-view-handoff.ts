/**
 * The first view the shell served in the page (electron/renderer-host/first-view-markup.ts: the
 * saved copy of the last search, or the opening search's first results) gives way to the app:
 * before the frame in which the search screen first shows its results (the saved ones it
 * restores, or the opening search's answer), or whatever it shows once its search is not on its
 * way; as soon as the app shows another screen or a failed start; as soon as the user reaches the
 * app under it (a key, a click, a focus: the picture is inert, so whatever they reach is the app);
 * and at the latest a few seconds after the app mounted, so a picture never outstays the app's
 * start, nor hides what the user is using.
 */
import { useLayoutEffect } from 'react';
import { FIRST_VIEW_ID, FIRST_VIEW_OPENING_CLASS } from '../../shared/ipc/first-view';
/** However the start goes, the copy is gone this long after the app mounted. */
export const FIRST_VIEW_LONGEST_MS = 3_000;

function removeFirstView(): void {
  document.getElementById(FIRST_VIEW_ID)?.remove();
}

const USER_EVENTS = ['keydown', 'pointerdown', 'focusin'] as const;

/** Called once as the app mounts: the copy goes at the user's first key, click or focus, and at the latest after FIRST_VIEW_LONGEST_MS. */
export function limitFirstView(): void {
  if (!document.getElementById(FIRST_VIEW_ID)) return;
  const removeNow = () => {
    clearTimeout(timer);
    for (const type of USER_EVENTS) document.removeEventListener(type, removeNow, true);
    removeFirstView();
  };
  const timer = setTimeout(removeNow, FIRST_VIEW_LONGEST_MS);
  for (const type of USER_EVENTS) document.addEventListener(type, removeNow, true);
}

/**
 * The search screen's hand-off: a saved copy goes in the screen's first frame (the screen restores
 * the results it pictures); first results just received go once `shown` holds (the screen shows
 * its own, or is not waiting for them), as the answer reaches the screen a moment after it mounts.
 */
export function useSearchReplacesFirstView(shown: boolean): void {
  useLayoutEffect(() => {
    const view = document.getElementById(FIRST_VIEW_ID);
    if (view !== null && (shown || !view.classList.contains(FIRST_VIEW_OPENING_CLASS))) view.remove();
  }, [shown]);
}

/** Removes the copy before the frame in which `replaced` first holds is painted. */
export function useFirstViewReplaced(replaced: boolean): void {
  useLayoutEffect(() => {
    if (replaced) removeFirstView();
  }, [replaced]);
}
