/**
 * The start-up check of saved searches (electron/core/saved-search-checks/) as one OS
 * notification naming the saved searches with datasets new since their last run; a click brings
 * the window forward, where the same notice names them with a button to run each.
 */
import type { SavedSearchCheckFound, SavedSearchCheckResult } from '../../shared/ipc/ipc-contract';
import type { QuotaNotificationOptions } from './quota-notifications';

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
export function showSavedSearchFindsAsNotifications(options: QuotaNotificationOptions): () => void {
  return options.core.onEvent((event, payload) => {
    if (event !== 'saved-searches:found' || !options.Notification.isSupported()) return;
    const { found } = payload as SavedSearchCheckFound;
    if (found.length === 0) return;
    const notification = new options.Notification({ ...describeFound(found), ...(options.iconPath ? { icon: options.iconPath } : {}) });
    notification.on('click', () => options.focusWindow());
    notification.show();
  });
}
