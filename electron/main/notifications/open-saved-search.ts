/**
 * A click on the saved searches' notification opens the saved search in the window: the main
 * process checks the id against the IPC contract's schema, brings forward the app's own window
 * (its page on app://renderer, nothing else) and sends it `app:open-saved-search`, which the
 * renderer runs from the cache the check filled (renderer/saved-search-check/startup-check.tsx).
 */
import type { BrowserWindow } from 'electron';
import type { EventPayloads } from '../../../shared/ipc/ipc-contract';
import { openSavedSearchRequestSchema } from '../../../shared/ipc/ipc-schemas';
import { isAppUrl } from '../app-origin';

const OPEN_SAVED_SEARCH = 'app:open-saved-search' satisfies keyof EventPayloads;

/** The parts of a BrowserWindow used (a fake in tests). */
export type SavedSearchWindow = Pick<BrowserWindow, 'isDestroyed' | 'isMinimized' | 'restore' | 'focus'> & {
  webContents: Pick<BrowserWindow['webContents'], 'getURL' | 'send'>;
};

/** Returns whether a window was sent it. */
export function openSavedSearchInWindow(windows: readonly SavedSearchWindow[], id: unknown, log: (line: string) => void): boolean {
  const request = openSavedSearchRequestSchema.safeParse({ id });
  if (!request.success) {
    log('A notification named no valid saved search; nothing was opened.');
    return false;
  }
  const window = windows.find((candidate) => !candidate.isDestroyed() && isAppUrl(candidate.webContents.getURL()));
  if (!window) {
    log('No window of the app is showing; the saved search was not opened.');
    return false;
  }
  if (window.isMinimized()) window.restore();
  window.focus();
  const payload: EventPayloads[typeof OPEN_SAVED_SEARCH] = request.data;
  window.webContents.send(OPEN_SAVED_SEARCH, payload);
  return true;
}
