/**
 * Chromium's network stack for the core: `net.fetch` goes through the session's proxy settings
 * (the system proxy, PAC, WPAD) and the OS certificate store. The core decides when it is used
 * (electron/core/network/transport-choice.ts).
 */
import { net } from 'electron';

export function chromiumFetch(): typeof fetch {
  return ((input: string | URL | Request, init?: RequestInit) => net.fetch(input instanceof URL ? input.href : input, init)) as typeof fetch;
}
