/**
 * The saved first view the shell served in the page (electron/renderer-host/first-view-markup.ts)
 * gives way to the app: once the app's own results are laid out, as soon as the app shows anything
 * but the saved search (another screen, the starting screen), and at the latest a few seconds
 * after the app mounted, so a picture of the last view never outstays the app's start.
 */
import { useLayoutEffect } from 'react';
import { FIRST_VIEW_ID } from '../../shared/ipc/first-view';
/** However the start goes, the copy is gone this long after the app mounted. */
export const FIRST_VIEW_LONGEST_MS = 3_000;

function removeFirstView(): void {
  document.getElementById(FIRST_VIEW_ID)?.remove();
}

/** Called once as the app mounts: the copy goes at the latest after FIRST_VIEW_LONGEST_MS. */
export function limitFirstView(): void {
  if (document.getElementById(FIRST_VIEW_ID)) setTimeout(removeFirstView, FIRST_VIEW_LONGEST_MS);
}

/** Removes the copy before the frame in which `replaced` first holds is painted. */
export function useFirstViewReplaced(replaced: boolean): void {
  useLayoutEffect(() => {
    if (replaced) removeFirstView();
  }, [replaced]);
}
