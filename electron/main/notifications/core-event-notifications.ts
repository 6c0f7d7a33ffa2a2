/**
 * A core event shown as an OS notification from the main process: the quota's alerts and the
 * saved searches' finds use it. A click brings the window forward, where the app says the same,
 * and then does what the event's `onClick` asks (the saved searches' opens the search).
 */
import type { Notification as ElectronNotification, NotificationConstructorOptions } from 'electron';
import type { Core } from '../../core/create-core';

export interface CoreNotificationOptions {
  core: Pick<Core, 'onEvent'>;
  /** Electron's Notification class (injected for tests). */
  Notification: { isSupported(): boolean; new (options: NotificationConstructorOptions): ElectronNotification };
  iconPath?: string;
  /** Brings the app's window forward. */
  focusWindow(): void;
}

/** Shows `event` as a notification with the content `describe` gives it (none for null). Returns the unsubscribe. */
export function showCoreEventAsNotification(
  options: CoreNotificationOptions,
  event: string,
  describe: (payload: unknown) => Omit<NotificationConstructorOptions, 'icon'> | null,
  onClick?: (payload: unknown) => void,
): () => void {
  return options.core.onEvent((name, payload) => {
    if (name !== event || !options.Notification.isSupported()) return;
    const content = describe(payload);
    if (content === null) return;
    const notification = new options.Notification({ ...content, ...(options.iconPath ? { icon: options.iconPath } : {}) });
    notification.on('click', () => {
      options.focusWindow();
      onClick?.(payload);
    });
    notification.show();
  });
}
