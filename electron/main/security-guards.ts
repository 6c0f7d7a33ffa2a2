/**
 * Guards for every web contents the app ever creates (the main window, devtools, anything a
 * bug might open): no navigation away from the app, no new windows, no <webview>, and no
 * permission granted to anyone but clipboard writing for our own page (permission-policy.ts).
 */
import { app, session, type WebContents } from 'electron';
import { isAppUrl, isExternalWebUrl } from './app-origin';
import { isPermissionGranted } from './permission-policy';

export interface SecurityGuardOptions {
  /** Opens a web URL in the user's browser after the core vetted it (`shell:open-external`). */
  openExternal(url: string): void;
}

function guardContents(contents: WebContents, options: SecurityGuardOptions): void {
  const refuseUnlessApp = (event: { url: string; preventDefault(): void }) => {
    if (isAppUrl(event.url)) return;
    event.preventDefault();
    if (isExternalWebUrl(event.url)) options.openExternal(event.url);
  };
  contents.on('will-navigate', (event) => refuseUnlessApp(event));
  contents.on('will-frame-navigate', (event) => {
    if (!isAppUrl(event.url)) event.preventDefault();
  });
  contents.on('will-redirect', (event) => {
    if (!isAppUrl(event.url)) event.preventDefault();
  });
  contents.on('will-attach-webview', (event) => event.preventDefault());
  contents.setWindowOpenHandler(({ url }) => {
    if (isExternalWebUrl(url)) options.openExternal(url);
    return { action: 'deny' };
  });
}

/** Call once, when the app is ready and before any window exists. */
export function installSecurityGuards(options: SecurityGuardOptions): void {
  app.on('web-contents-created', (_event, contents) => guardContents(contents, options));
  const guarded = session.defaultSession;
  guarded.setPermissionRequestHandler((_contents, permission, callback, details) =>
    callback(isPermissionGranted({ permission, requestingUrl: details.requestingUrl, isMainFrame: details.isMainFrame })),
  );
  guarded.setPermissionCheckHandler((_contents, permission, requestingOrigin, details) =>
    isPermissionGranted({ permission, requestingUrl: details.requestingUrl ?? requestingOrigin, isMainFrame: details.isMainFrame }),
  );
  guarded.setDevicePermissionHandler(() => false);
}
