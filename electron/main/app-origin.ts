/**
 * The renderer's origin in Electron: `app://renderer`. Pure (no Electron imports) so the checks
 * can be tested in plain Node.
 *
 * Why a custom protocol rather than `loadFile`: a file:// page has an opaque origin and may
 * read other file:// URLs; a privileged `app://` scheme gives the renderer a real, unique
 * origin (so IPC senders and navigations can be checked against it), lets the main process set
 * the CSP as a response header, and serves only files under out/renderer.
 */
export const APP_SCHEME = 'app';
export const APP_HOST = 'renderer';
export const APP_ENTRY_URL = `${APP_SCHEME}://${APP_HOST}/index.html`;

/** True for URLs of our renderer (`app://renderer/...`), and nothing else. */
export function isAppUrl(url: string | null | undefined): boolean {
  if (!url) return false;
  try {
    const parsed = new URL(url);
    return parsed.protocol === `${APP_SCHEME}:` && parsed.host === APP_HOST && parsed.username === '' && parsed.password === '';
  } catch {
    return false;
  }
}

/** http(s) URLs may leave the app for the user's browser (after the core vets them); nothing else may. */
export function isExternalWebUrl(url: string): boolean {
  try {
    const { protocol } = new URL(url);
    return protocol === 'https:' || protocol === 'http:';
  } catch {
    return false;
  }
}
