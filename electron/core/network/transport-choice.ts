/**
 * Which HTTP stack carries the core's requests. In Electron, System goes through Chromium
 * (`net.request`: the OS proxy settings, PAC, WPAD and the OS certificate store); everything else,
 * and every request outside Electron, goes through undici with the dispatcher of the set-up.
 */
import type { NetworkSetup } from './network-setup';

export type Transport = 'chromium' | 'undici';

export function chooseTransport(setup: Pick<NetworkSetup, 'mode' | 'extraAuthorities'>, chromiumAvailable: boolean): Transport {
  // Chromium cannot be given this app's own certificate authorities: with one added, undici carries the requests.
  if (chromiumAvailable && setup.mode === 'system' && setup.extraAuthorities.length === 0) return 'chromium';
  return 'undici';
}
