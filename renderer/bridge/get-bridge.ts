/** The renderer's one way into the core, whichever shell it runs in. */
import type { MarketplaceBridge } from '../../shared/bridge';
import { createBrowserBridge } from './browser-bridge';
import { electronBridge } from './electron-bridge';

let bridge: MarketplaceBridge | null = null;

/** Electron's preload bridge when present, else the browser shell's HTTP bridge. Memoised. */
export function getBridge(): MarketplaceBridge {
  bridge ??= electronBridge() ?? createBrowserBridge();
  return bridge;
}
