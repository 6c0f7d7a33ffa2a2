/** The bridge the Electron preload exposes as `window.marketplace` (see electron/preload/preload.ts). */
import type { MarketplaceBridge } from '../../shared/ipc/bridge';

declare global {
  interface Window {
    /** Present only in the Electron app, put there by the preload script. */
    marketplace?: MarketplaceBridge;
  }
}

export function electronBridge(): MarketplaceBridge | null {
  return typeof window !== 'undefined' && window.marketplace ? window.marketplace : null;
}
