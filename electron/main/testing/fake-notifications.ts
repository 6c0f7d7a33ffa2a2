/** Electron's Notification, faked for the notification modules' tests: what was shown, and a core whose events the test sends. */
import { EventEmitter } from 'node:events';
import type { NotificationConstructorOptions } from 'electron';
import type { CoreEventListener } from '../../core/create-core';
import type { CoreNotificationOptions } from '../notifications/core-event-notifications';

export function fakeNotifications(show: (options: CoreNotificationOptions & { openSavedSearch(id: string): void }) => unknown) {
  const shown: NotificationConstructorOptions[] = [];
  const made: EventEmitter[] = [];
  class FakeNotification extends EventEmitter {
    static isSupported = () => true;
    constructor(readonly options: NotificationConstructorOptions) {
      super();
      made.push(this);
    }
    show() {
      shown.push(this.options);
    }
  }
  let listener: CoreEventListener = () => undefined;
  const focused = { count: 0 };
  /** The saved searches a click asked the window to open. */
  const opened: string[] = [];
  show({
    openSavedSearch: (id) => void opened.push(id),
    core: { onEvent: (next) => ((listener = next), () => undefined) },
    Notification: FakeNotification as never,
    focusWindow: () => (focused.count += 1),
  });
  return { shown, made, focused, opened, emit: (...args: Parameters<CoreEventListener>) => listener(...args) };
}
