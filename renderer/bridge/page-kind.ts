/**
 * Which core a page talks to: the Electron preload's bridge, or the browser shell's over HTTP.
 * get-bridge.ts chooses the bridge by it; early-entry.ts asks by it before the app's code loads.
 */
import { electronBridge } from './electron-bridge';

export interface PageEnvironment {
  /** `location.protocol` of the page (`app:` in Electron). */
  protocol: string;
  userAgent: string;
}

/** This page's environment (empty outside a browser, as under tests). */
export function thisPage(): PageEnvironment {
  return {
    protocol: typeof location === 'undefined' ? '' : location.protocol,
    userAgent: typeof navigator === 'undefined' ? '' : navigator.userAgent,
  };
}

/** True when the page runs in the Electron app (its own `app:` scheme, or Electron's user agent). */
export function isElectronPage(env: PageEnvironment): boolean {
  return env.protocol === 'app:' || /\bElectron\//.test(env.userAgent);
}

/** True when this page takes the browser shell's bridge: no preload bridge, and not an Electron window. */
export function isBrowserShellPage(): boolean {
  return electronBridge() === null && !isElectronPage(thisPage());
}
