import { joinCoreSession } from '../account/app-cache-savings';
import { startCatalogBuildTracking } from '../state/catalog-build-store';
import { startConnectionTracking } from '../state/connection-store';
import { startDesktopIntegration } from './desktop-integration';
import { hydrateUiStore } from '../state/ui-store';

let booting: Promise<void> | null = null;

/**
 * Loads what the app needs from the core: the saved UI state (the frame shows as soon as it is in)
 * and the connection (the screens show once it is known). Runs once. The catalog's build progress
 * is followed first: the connection's status waits for that build, and the frame shows its progress.
 */
export function bootApp(): Promise<void> {
  if (booting === null) {
    startCatalogBuildTracking();
    joinCoreSession();
    startDesktopIntegration();
  }
  booting ??= Promise.all([hydrateUiStore(), startConnectionTracking()]).then(() => undefined);
  return booting;
}
