/** The renderer's one way into the core, whichever shell it runs in. */
import type { MarketplaceBridge } from '../../shared/ipc/bridge';
import { createBrowserBridge } from './browser-bridge';
import { buildBridge } from '../../shared/ipc/bridge-builder';
import { coreFailure } from '../../shared/ipc/core-unreachable';
import { electronBridge } from './electron-bridge';
import { isElectronPage, thisPage, type PageEnvironment } from './page-kind';

export const PRELOAD_MISSING_MESSAGE =
  "This window could not connect to the app's core (its preload script did not load). Quit and restart the app; if it keeps happening, reinstall it.";

export interface BridgeEnvironment extends PageEnvironment {
  /** `window.marketplace`, put there by the Electron preload. */
  preloadBridge: MarketplaceBridge | null;
}

/** A bridge whose every call fails with `message` (the core cannot be reached from this page). */
function unreachableBridge(message: string): MarketplaceBridge {
  return buildBridge({ call: async () => coreFailure(message), subscribe: () => () => undefined });
}

/**
 * Electron's preload bridge when present; in Electron without it (the preload failed), a bridge
 * that says so; otherwise the browser shell's HTTP bridge.
 */
export function chooseBridge(env: BridgeEnvironment, browserBridge: () => MarketplaceBridge = createBrowserBridge): MarketplaceBridge {
  if (env.preloadBridge) return env.preloadBridge;
  if (isElectronPage(env)) return unreachableBridge(PRELOAD_MISSING_MESSAGE);
  return browserBridge();
}

let bridge: MarketplaceBridge | null = null;

/** The bridge of this page. Memoised. */
export function getBridge(): MarketplaceBridge {
  bridge ??= chooseBridge({ preloadBridge: electronBridge(), ...thisPage() });
  return bridge;
}
