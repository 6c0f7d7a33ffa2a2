import { describe, expect, it } from 'vitest';
import type { QuotaAlert } from '../../shared/ipc/ipc-contract';
import { showQuotaAlertNotifications, type WebNotifications } from './quota-alert-notifications';

const alert: QuotaAlert = { level: 'exhausted', remaining: 0, limit: 100, resetsAt: null, title: 'Daily quota used up', body: 'No more requests today.' };

function fakeNotifications(permission: NotificationPermission, answer: NotificationPermission = permission) {
  const shown: Array<[string, NotificationOptions | undefined]> = [];
  let asked = 0;
  class Fake {
    static permission = permission;
    static requestPermission = async () => {
      asked += 1;
      Fake.permission = answer;
      return answer;
    };
    constructor(title: string, options?: NotificationOptions) {
      shown.push([title, options]);
    }
  }
  return { Notification: Fake as unknown as WebNotifications, shown, asked: () => asked };
}

function bridgeWithAlert() {
  let listener: (alert: QuotaAlert) => void = () => undefined;
  return { bridge: { onQuotaAlert: (next: (alert: QuotaAlert) => void) => ((listener = next), () => undefined) }, fire: () => listener(alert) };
}

describe('quota alerts in the browser shell', () => {
  it('show a web notification where permission was granted', () => {
    const web = fakeNotifications('granted');
    const { bridge, fire } = bridgeWithAlert();
    showQuotaAlertNotifications({ bridge, isElectron: false, Notification: web.Notification });
    fire();
    expect(web.shown).toEqual([['Daily quota used up', { body: 'No more requests today.', tag: 'quota-exhausted' }]]);
  });

  it('ask while undecided and show it if allowed; never ask again after a refusal', async () => {
    const allowed = fakeNotifications('default', 'granted');
    const first = bridgeWithAlert();
    showQuotaAlertNotifications({ bridge: first.bridge, isElectron: false, Notification: allowed.Notification });
    first.fire();
    await Promise.resolve();
    await Promise.resolve();
    expect(allowed.shown).toHaveLength(1);

    const refused = fakeNotifications('denied');
    const second = bridgeWithAlert();
    showQuotaAlertNotifications({ bridge: second.bridge, isElectron: false, Notification: refused.Notification });
    second.fire();
    expect(refused.asked()).toBe(0);
    expect(refused.shown).toEqual([]);
  });

  it('leave the notification to the main process in Electron', () => {
    const web = fakeNotifications('granted');
    const { bridge, fire } = bridgeWithAlert();
    showQuotaAlertNotifications({ bridge, isElectron: true, Notification: web.Notification });
    fire();
    expect(web.shown).toEqual([]);
  });
});
