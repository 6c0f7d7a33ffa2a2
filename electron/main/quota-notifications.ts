/**
 * The core's quota alerts (20 % left, none left: once each per quota day, electron/core/quota/quota-alerts.ts)
 * as OS notifications from the main process; a click brings the window forward. The window's own
 * quota banner says the same inside the app.
 */
import type { Notification as ElectronNotification, NotificationConstructorOptions } from 'electron';
import type { QuotaAlert } from '../../shared/ipc/ipc-contract';
import type { Core } from '../core/create-core';

export interface QuotaNotificationOptions {
  core: Pick<Core, 'onEvent'>;
  /** Electron's Notification class (injected for tests). */
  Notification: { isSupported(): boolean; new (options: NotificationConstructorOptions): ElectronNotification };
  iconPath?: string;
  /** Brings the app's window forward. */
  focusWindow(): void;
}

/** Returns the unsubscribe. */
export function showQuotaAlertsAsNotifications(options: QuotaNotificationOptions): () => void {
  return options.core.onEvent((event, payload) => {
    if (event !== 'quota:alert' || !options.Notification.isSupported()) return;
    const alert = payload as QuotaAlert;
    const notification = new options.Notification({
      title: alert.title,
      body: alert.body,
      ...(options.iconPath ? { icon: options.iconPath } : {}),
      urgency: alert.level === 'exhausted' ? 'critical' : 'normal',
    });
    notification.on('click', () => options.focusWindow());
    notification.show();
  });
}
