/**
 * The start-up check of saved searches (electron/core/saved-search-checks/) as one OS
 * notification naming the saved searches with datasets new since their last run; a click brings
 * the window forward, where the same notice names them with a button to run each.
 */
import type { SavedSearchCheckFound, SavedSearchCheckResult } from '../../shared/ipc/ipc-contract';
import { showCoreEventAsNotification, type CoreNotificationOptions } from './core-event-notifications';

const countText = (result: SavedSearchCheckResult) => `${result.atLeast ? 'at least ' : ''}${result.count} new`;

/** The notification's title and body: one summary, however many searches found something. */
export function describeFound(found: readonly SavedSearchCheckResult[]): { title: string; body: string } {
  const first = found[0];
  if (found.length === 1 && first) return { title: `“${first.name}”: ${countText(first)} since your last run`, body: 'Open the app to run the saved search.' };
  const named = found
    .slice(0, 3)
    .map((result) => `“${result.name}” (${countText(result)})`)
    .join(', ');
  return {
    title: `${found.length} saved searches have new datasets`,
    body: `${named}${found.length > 3 ? ` and ${found.length - 3} more` : ''}, since their last runs.`,
  };
}

/** Returns the unsubscribe. */
export function showSavedSearchFindsAsNotifications(options: CoreNotificationOptions): () => void {
  return showCoreEventAsNotification(options, 'saved-searches:found', (payload) => {
    const { found } = payload as SavedSearchCheckFound;
    return found.length === 0 ? null : describeFound(found);
  });
}
