/**
 * The core's quota alerts (20 % left, none left: once each per quota day, electron/core/quota/quota-alerts.ts)
 * as OS notifications from the main process; a click brings the window forward. The window's own
 * quota banner says the same inside the app.
 */
import type { QuotaAlert } from '../../../shared/ipc/ipc-contract';
import { showCoreEventAsNotification, type CoreNotificationOptions } from './core-event-notifications';

/** Returns the unsubscribe. */
export function showQuotaAlertsAsNotifications(options: CoreNotificationOptions): () => void {
  return showCoreEventAsNotification(options, 'quota:alert', (payload) => {
    const alert = payload as QuotaAlert;
    return { title: alert.title, body: alert.body, urgency: alert.level === 'exhausted' ? 'critical' : 'normal' };
  });
}
