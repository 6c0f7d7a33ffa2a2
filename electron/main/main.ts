/**
 * Electron main process: thin glue between the core (electron/core, plain Node) and one
 * locked-down window showing the built renderer.
 */
import { app, BrowserWindow, dialog, net, Notification, safeStorage, session, shell } from 'electron';
import { chromiumNetwork } from './chromium-fetch';
import { promises as fs } from 'node:fs';
import path from 'node:path';
import { DEEP_LINK_SCHEME } from '../../shared/domain/deep-link';
import { createCore, type Core } from '../core/create-core';
import { copyDiagnostics, openLogsFolder } from './diagnostics-menu';
import { takeApiKeyFromEnvironment } from '../core/secrets/environment-key';
import { systemKeychainBackends } from '../core/secrets/system-keychain';
import { installAppMenu, showApiDocumentation } from './app-menu';
import { registerAppSchemeAsPrivileged, serveRendererOverAppProtocol } from './app-protocol';
import { createDeepLinks } from './deep-links';
import { createExportFiles } from './export-files';
import { connectIpcBridge } from './ipc-bridge';
import { createMainWindow, type MainWindow } from './main-window';
import { showQuotaAlertsAsNotifications } from './notifications/quota-notifications';
import { showSavedSearchFindsAsNotifications } from './notifications/saved-search-notifications';
import { openSavedSearchInWindow } from './notifications/open-saved-search';
import { createSafeStorageBackend } from './safe-storage-backend';
import { installSecurityGuards } from './security-guards';
import { forkUtilityProcess } from './utility-process-fork';

// Built layout (scripts/build.mjs): out/main/main.cjs, out/preload/preload.cjs, out/renderer/.
const RENDERER_DIR = path.join(__dirname, '..', 'renderer');
const PRELOAD_PATH = path.join(__dirname, '../preload/preload.cjs');
// The embedded marketplace runs in a utility process of its own (vite.marketplace-child.config.ts).
const MARKETPLACE_CHILD = path.join(__dirname, '..', 'marketplace-child', 'marketplace-child.cjs');
// The renderer's favicon is the app icon (vite.config.ts); macOS takes the bundle's icon instead.
const WINDOW_ICON = process.platform === 'darwin' ? undefined : path.join(RENDERER_DIR, 'favicon.png');

const log = (line: string) => console.log(`[main] ${line}`);

// Automation (tests, scripted runs): DMD_USER_DATA moves userData, DMD_API_KEY is used for this
// run's embedded marketplace connection and never stored — the same variables the browser shell
// reads. The key leaves the environment at once, so no process the app starts inherits it.
const apiKeyOverride = takeApiKeyFromEnvironment();
const userDataOverride = process.env.DMD_USER_DATA?.trim();
if (userDataOverride) app.setPath('userData', path.resolve(userDataOverride));

registerAppSchemeAsPrivileged();
app.enableSandbox();
// Installers register dataset-marketplace:// links with the OS (electron-builder.yml `protocols`);
// the installed app claims them again at start. A development run leaves the system's choice alone.
if (app.isPackaged) app.setAsDefaultProtocolClient(DEEP_LINK_SCHEME);

if (!app.requestSingleInstanceLock()) {
  app.quit();
} else {
  void start().catch((error: unknown) => {
    dialog.showErrorBox('Dataset Marketplace could not start', error instanceof Error ? error.message : String(error));
    app.exit(1);
  });
}

async function start(): Promise<void> {
  const windows = new Set<MainWindow>();
  // Set once the core, the protocol and IPC are ready: only then may a window be opened.
  let openWindow: (() => Promise<MainWindow>) | null = null;
  const deepLinks = createDeepLinks({ appWindows: () => [...windows].map((entry) => entry.window), log });
  // The link this launch was opened with (Windows, Linux); macOS sends it as open-url, maybe before ready.
  deepLinks.followArguments(process.argv.slice(1));
  app.on('open-url', (event, url) => {
    event.preventDefault();
    deepLinks.followUrl(url);
    if (windows.size === 0 && openWindow) void openWindow();
  });

  // Registered before the (slow) core start, so a second launch or a dock click meanwhile is not lost:
  // it focuses the window (with the dataset of a link it was given), or opens one once the app can.
  app.on('second-instance', (_event, argv) => {
    deepLinks.followArguments(argv.slice(1));
    const [existing] = windows;
    if (!existing) {
      if (openWindow) void openWindow();
      return;
    }
    if (existing.window.isMinimized()) existing.window.restore();
    existing.window.focus();
  });
  app.on('activate', () => {
    if (windows.size === 0 && openWindow) void openWindow();
  });
  app.on('window-all-closed', () => {
    if (process.platform !== 'darwin') app.quit();
  });

  await app.whenReady();
  const userDataDir = app.getPath('userData');

  const core: Core = await createCore({
    userDataDir,
    shell: 'electron',
    appVersion: app.getVersion(),
    secretBackends: [...systemKeychainBackends(), createSafeStorageBackend({ safeStorage, userDataDir })],
    openExternal: (url) => shell.openExternal(url),
    openPath: (folder) => shell.openPath(folder),
    chromium: chromiumNetwork({ request: (options) => net.request(options), clearAuthCache: () => session.defaultSession.clearAuthCache() }),
    ...createExportFiles({
      window: () => BrowserWindow.getFocusedWindow() ?? [...windows][0]?.window,
      showSaveDialog: (window, options) => (window ? dialog.showSaveDialog(window, options) : dialog.showSaveDialog(options)),
      writeFile: (file, data) => fs.writeFile(file, data),
      downloadsDir: app.getPath('downloads'),
    }),
    marketplaceChild: { script: MARKETPLACE_CHILD, fork: forkUtilityProcess },
    ...(apiKeyOverride ? { apiKeyOverride } : {}),
    log,
  });

  // With nothing saved to show first, the window's first question waits for the embedded marketplace: start it while the window loads.
  core.startConnectionEarly();

  // Every URL leaving the app goes through the core's vetting (`shell:open-external`).
  const openExternal = (url: string) => {
    void core.invoke('shell:open-external', { url }).then((result) => {
      if (!result.ok) log(`Did not open ${url}: ${result.error.message}`);
    });
  };

  installSecurityGuards({ openExternal });
  serveRendererOverAppProtocol(RENDERER_DIR, () => core.firstView());

  const disconnectIpc = connectIpcBridge({ core, appWindows: () => [...windows].map((entry) => entry.window) });
  installAppMenu({
    showApiDocumentation: () => void showApiDocumentation(core, openExternal),
    copyDiagnostics: () => void copyDiagnostics(core),
    openLogsFolder: () => void openLogsFolder(core),
  });

  const notifications = {
    core,
    Notification,
    iconPath: WINDOW_ICON,
    focusWindow: () => {
      const [existing] = windows;
      if (existing?.window.isMinimized()) existing.window.restore();
      existing?.window.focus();
    },
  };
  showQuotaAlertsAsNotifications(notifications);
  showSavedSearchFindsAsNotifications({
    ...notifications,
    openSavedSearch: (id) =>
      openSavedSearchInWindow(
        [...windows].map((entry) => entry.window),
        id,
        log,
      ),
  });

  openWindow = async (): Promise<MainWindow> => {
    const opened = await createMainWindow({ userDataDir, preloadPath: PRELOAD_PATH, iconPath: WINDOW_ICON, fragment: deepLinks.takeWindowFragment(), log });
    windows.add(opened);
    opened.window.on('closed', () => windows.delete(opened));
    deepLinks.windowReady(opened.window);
    return opened;
  };

  let disposed = false;
  app.on('before-quit', (event) => {
    if (disposed) return;
    event.preventDefault();
    disconnectIpc();
    // Window places first (while the windows still exist), then the core; then quit for real.
    void Promise.all([...windows].map((entry) => entry.saveState()))
      .then(() => core.dispose())
      .catch((error: unknown) => log(`The core did not stop cleanly: ${String(error)}`))
      .finally(() => {
        disposed = true;
        app.quit();
      });
  });

  await openWindow();
}
