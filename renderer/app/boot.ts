import { startConnectionTracking } from './connection-store';
import { hydrateUiStore } from './ui-store';

let booting: Promise<void> | null = null;

/** Loads what the first render needs from the core (saved UI state, connection). Runs once. */
export function bootApp(): Promise<void> {
  booting ??= Promise.all([hydrateUiStore(), startConnectionTracking()]).then(() => undefined);
  return booting;
}
