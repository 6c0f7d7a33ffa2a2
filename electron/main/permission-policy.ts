/**
 * Which web permission requests the app grants: exactly one — writing text to the clipboard
 * (`clipboard-sanitized-write`, which Chromium asks for before `navigator.clipboard.writeText`,
 * behind the app's Copy buttons) — and only to the main frame of our own page. Everything else
 * (camera, microphone, notifications, reading the clipboard, …) is denied to everyone. Pure (no
 * Electron imports) so it can be tested in plain Node; security-guards.ts applies it.
 */
import { isAppUrl } from './app-origin';

const GRANTED_PERMISSIONS: ReadonlySet<string> = new Set(['clipboard-sanitized-write']);

export interface PermissionAsk {
  permission: string;
  /** The URL (or, for a check without one, the origin) of the frame that asks. */
  requestingUrl: string | null | undefined;
  isMainFrame: boolean;
}

export function isPermissionGranted(ask: PermissionAsk): boolean {
  return GRANTED_PERMISSIONS.has(ask.permission) && ask.isMainFrame && isAppUrl(ask.requestingUrl);
}
