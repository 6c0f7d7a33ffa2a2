/**
 * The start-up check of saved searches (electron/core/saved-search-check/) as one OS
 * notification naming the saved searches with datasets new since their last run. A click opens
 * the first one named in the window (open-saved-search.ts), run from the page the check just
 * fetched; the window's notice names the others, with a button to run each.
 */
import type { SavedSearchCheckFound, SavedSearchCheckResult } from '../../../shared/ipc/ipc-contract';
import { showCoreEventAsNotification, type CoreNotificationOptions } from './core-event-notifications';

const countText = (result: SavedSearchCheckResult) => `${result.atLeast ? 'at least ' : ''}${result.count} new`;

/** The notification's title and body: one summary, however many searches found something; the body says what a click does. */
export function describeFound(found: readonly SavedSearchCheckResult[]): { title: string; body: string } {
  const first = found[0];
  if (found.length === 1 && first) return { title: `“${first.name}”: ${countText(first)} since your last run`, body: 'Click to run the saved search.' };
  const named = found
    .slice(0, 3)
    .map((result) => `“${result.name}” (${countText(result)})`)
    .join(', ');
  return {
    title: `${found.length} saved searches have new datasets`,
    body: `${named}${found.length > 3 ? ` and ${found.length - 3} more` : ''}, since their last runs. Click to run “${first?.name ?? ''}”.`,
  };
}

export interface SavedSearchNotificationOptions extends CoreNotificationOptions {
  /** Opens the saved search in the window (open-saved-search.ts). */
  openSavedSearch(id: string): void;
}

/** Returns the unsubscribe. */
export function showSavedSearchFindsAsNotifications(options: SavedSearchNotificationOptions): () => void {
  const foundIn = (payload: unknown) => (payload as SavedSearchCheckFound).found;
  return showCoreEventAsNotification(
    options,
    'saved-searches:found',
    (payload) => {
      const found = foundIn(payload);
      return found.length === 0 ? null : describeFound(found);
    },
    (payload) => {
      const first = foundIn(payload)[0];
      if (first) options.openSavedSearch(first.id);
    },
  );
}
