/**
 * What connects the page to the desktop around it, started once at boot: links to a dataset
 * (dataset-links.ts) and the quota alerts as notifications (quota-alert-notifications.ts), each
 * with this page's real bridge, window and Notification API. The alerts' code loads after the
 * first paint (an import(), vite.first-screen-rule.ts): an alert follows a request, and none is sent before.
 */
import { getBridge } from '../bridge/get-bridge';
import { isElectronPage, thisPage } from '../bridge/page-kind';
import { followDatasetLinks } from './dataset-links';

export function startDesktopIntegration(): () => void {
  const bridge = getBridge();
  const stopLinks = followDatasetLinks({ bridge, window });
  let stopped = false;
  let stopAlerts = () => undefined as void;
  void import('./quota-alert-notifications').then(({ showQuotaAlertNotifications }) => {
    if (stopped) return;
    stopAlerts = showQuotaAlertNotifications({
      bridge,
      isElectron: isElectronPage(thisPage()),
      Notification: typeof Notification === 'undefined' ? undefined : Notification,
    });
  });
  return () => {
    stopped = true;
    stopLinks();
    stopAlerts();
  };
}
