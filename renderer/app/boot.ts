import { startCatalogBuildTracking } from './catalog-build-store';
import { startConnectionTracking } from './connection-store';
import { hydrateUiStore } from './ui-store';

let booting: Promise<void> | null = null;

/**
 * Loads what the first render needs from the core (saved UI state, connection). Runs once. The
 * catalog's build progress is followed first: the connection's status waits for that build.
 */
export function bootApp(): Promise<void> {
  if (booting === null) startCatalogBuildTracking();
  booting ??= Promise.all([hydrateUiStore(), startConnectionTracking()]).then(() => undefined);
  return booting;
}
