/**
 * The saved first view the shell served in the page (electron/renderer-host/first-view-markup.ts)
 * gives way to the app: before the frame in which the search screen first shows (with the saved
 * results it restores, or whatever it has), as soon as the app shows another screen or a failed
 * start, and at the latest a few seconds after the app mounted, so a picture of the last view
 * never outstays the app's start, nor shows beside the screen it pictures.
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
