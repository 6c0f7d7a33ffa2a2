/**
 * What connects the page to the desktop around it, started once at boot: links to a dataset
 * (dataset-links.ts) and the quota alerts as notifications (quota-alert-notifications.ts), each
 * with this page's real bridge, window and Notification API.
 */
import { getBridge, isElectronPage } from '../bridge/get-bridge';
import { followDatasetLinks } from './dataset-links';
import { showQuotaAlertNotifications } from './quota-alert-notifications';

export function startDesktopIntegration(): () => void {
  const bridge = getBridge();
  const stopLinks = followDatasetLinks({ bridge, window });
  const stopAlerts = showQuotaAlertNotifications({
    bridge,
    isElectron: isElectronPage({ protocol: location.protocol, userAgent: navigator.userAgent }),
    Notification: typeof Notification === 'undefined' ? undefined : Notification,
  });
  return () => {
    stopLinks();
    stopAlerts();
  };
}
