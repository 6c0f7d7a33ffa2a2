/**
 * The core's quota alerts (20 % left, none left; once each per quota day) as notifications outside
 * the page, in the browser shell: with the web Notification API, where the browser permits it —
 * shown when permission was granted, asked for at the first alert while undecided, never after a
 * refusal. In the Electron app the main process shows them as OS notifications, so the page does
 * nothing. Inside the app the quota banner says the same either way.
 */
import type { MarketplaceBridge } from '../../shared/ipc/bridge';
import type { QuotaAlert } from '../../shared/ipc/ipc-contract';

export interface WebNotifications {
  readonly permission: NotificationPermission;
  requestPermission(): Promise<NotificationPermission>;
  new (title: string, options?: NotificationOptions): unknown;
}

export interface QuotaAlertEnvironment {
  bridge: Pick<MarketplaceBridge, 'onQuotaAlert'>;
  /** In Electron the main process notifies. */
  isElectron: boolean;
  /** `window.Notification`, when the browser has it. */
  Notification: WebNotifications | undefined;
}

function show(Notification: WebNotifications, alert: QuotaAlert): void {
  // One per level: a second alert of the same kind replaces the first.
  new Notification(alert.title, { body: alert.body, tag: `quota-${alert.level}` });
}

/** Returns the unsubscribe. */
export function showQuotaAlertNotifications(env: QuotaAlertEnvironment): () => void {
  const { Notification } = env;
  if (env.isElectron || Notification === undefined) return () => undefined;
  return env.bridge.onQuotaAlert((alert) => {
    if (Notification.permission === 'granted') show(Notification, alert);
    else if (Notification.permission === 'default') {
      void Notification.requestPermission().then(
        (answer) => answer === 'granted' && show(Notification, alert),
        () => undefined,
      );
    }
  });
}
