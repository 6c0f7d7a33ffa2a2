import { describe, expect, it } from 'vitest';
import type { QuotaAlert } from '../../../shared/ipc/ipc-contract';
import type { CoreEventListener } from '../../core/create-core';
import { showQuotaAlertsAsNotifications } from './quota-notifications';
import { fakeNotifications } from '../testing/fake-notifications';

const alert: QuotaAlert = {
  level: 'low',
  remaining: 20,
  limit: 100,
  resetsAt: '2026-03-04T00:00:00.000Z',
  title: 'Quota low: 20 of 100 requests left',
  body: 'Your daily quota resets at 00:00 UTC.',
};

describe('quota alerts as OS notifications', () => {
  it('show each quota alert of the core as a notification whose click brings the window forward', () => {
    const electron = fakeNotifications(showQuotaAlertsAsNotifications);
    electron.emit('quota:changed', { limit: 100, remaining: 20, resetsAt: null, tier: null, observedAt: null, rateLimitedUntil: null });
    electron.emit('quota:alert', alert);
    expect(electron.shown).toEqual([{ title: alert.title, body: alert.body, urgency: 'normal' }]);
    electron.made[0]?.emit('click');
    expect(electron.focused.count).toBe(1);
  });

  it('show nothing where the system has no notifications', () => {
    let listener: CoreEventListener = () => undefined;
    let made = 0;
    class Unsupported {
      static isSupported = () => false;
      constructor() {
        made += 1;
      }
    }
    showQuotaAlertsAsNotifications({
      core: { onEvent: (next) => ((listener = next), () => undefined) },
      Notification: Unsupported as never,
      focusWindow: () => undefined,
    });
    listener('quota:alert', alert);
    expect(made).toBe(0);
  });
});
