/**
 * The app's one window: locked-down web preferences, restored size and position, shown once
 * its first paint is ready, and brought back when its renderer process dies.
 */
import { app, BrowserWindow, dialog, screen } from 'electron';
import path from 'node:path';
import { APP_ENTRY_URL } from './app-origin';
import { rendererRecovery } from './renderer-recovery';
import { MIN_WINDOW_SIZE, placeWindow, type SavedWindowState } from './window-bounds';
import { loadWindowState, saveWindowState } from './window-state-store';

export interface MainWindowOptions {
  userDataDir: string;
  preloadPath: string;
  iconPath?: string;
  /** Appended to the entry URL, e.g. `#dataset=<id>` for the link the app was opened with (deep-links.ts). */
  fragment?: string;
  log(line: string): void;
}

function workAreas(): Electron.Rectangle[] {
  const primary = screen.getPrimaryDisplay();
  return [primary, ...screen.getAllDisplays().filter((display) => display.id !== primary.id)].map((display) => display.workArea);
}

export interface MainWindow {
  window: BrowserWindow;
  /** Saves the window's size and place now (the app awaits it before quitting). */
  saveState(): Promise<void>;
}

/** Reload once after a renderer crash; if it crashes again soon, ask whether to reload or quit. */
function recoverFromRendererCrashes(window: BrowserWindow, log: (line: string) => void): void {
  let lastReloadAt: number | null = null;
  window.webContents.on('render-process-gone', (_event, details) => {
    const action = rendererRecovery(details.reason, lastReloadAt, Date.now());
    if (action === 'ignore' || window.isDestroyed()) return;
    log(`The window's renderer process stopped (${details.reason}, exit code ${details.exitCode}).`);
    if (action === 'reload') {
      lastReloadAt = Date.now();
      window.webContents.reload();
      return;
    }
    void dialog
      .showMessageBox(window, {
        type: 'error',
        title: 'Dataset Marketplace',
        message: 'The window stopped working again.',
        detail: `Its page stopped (${details.reason}) shortly after it was reloaded. Reload it once more, or quit the app.`,
        buttons: ['Reload', 'Quit'],
        defaultId: 0,
        cancelId: 1,
      })
      .then(({ response }) => {
        if (response === 0 && !window.isDestroyed()) {
          lastReloadAt = Date.now();
          window.webContents.reload();
        } else {
          app.quit();
        }
      });
  });
}

export async function createMainWindow(options: MainWindowOptions): Promise<MainWindow> {
  const placed = placeWindow(await loadWindowState(options.userDataDir), workAreas());
  const window = new BrowserWindow({
    ...placed.bounds,
    minWidth: MIN_WINDOW_SIZE.width,
    minHeight: MIN_WINDOW_SIZE.height,
    show: false,
    title: 'Dataset Marketplace',
    backgroundColor: '#0f172a',
    ...(options.iconPath ? { icon: options.iconPath } : {}),
    webPreferences: {
      preload: path.resolve(options.preloadPath),
      contextIsolation: true,
      sandbox: true,
      nodeIntegration: false,
      nodeIntegrationInWorker: false,
      nodeIntegrationInSubFrames: false,
      webSecurity: true,
      allowRunningInsecureContent: false,
      webviewTag: false,
      spellcheck: false,
      navigateOnDragDrop: false,
      safeDialogs: true,
      experimentalFeatures: false,
    },
  });
  if (placed.isMaximized) window.maximize();
  window.once('ready-to-show', () => window.show());

  let saveTimer: ReturnType<typeof setTimeout> | null = null;
  const currentState = (): SavedWindowState => ({
    bounds: window.isMaximized() || window.isFullScreen() ? window.getNormalBounds() : window.getBounds(),
    isMaximized: window.isMaximized(),
  });
  const save = (state: SavedWindowState) =>
    saveWindowState(options.userDataDir, state).catch((error: unknown) => options.log(`Could not save the window state: ${String(error)}`));
  const saveSoon = () => {
    if (saveTimer) clearTimeout(saveTimer);
    saveTimer = setTimeout(() => {
      saveTimer = null;
      if (!window.isDestroyed()) void save(currentState());
    }, 500);
  };
  const saveNow = () => {
    if (saveTimer) clearTimeout(saveTimer);
    saveTimer = null;
    return window.isDestroyed() ? Promise.resolve() : save(currentState());
  };
  window.on('resize', saveSoon);
  window.on('move', saveSoon);
  // Closing the window (not quitting): the write is queued and lands before the core's shutdown flush.
  window.on('close', () => void saveNow());
  recoverFromRendererCrashes(window, options.log);

  await window.loadURL(`${APP_ENTRY_URL}${options.fragment ?? ''}`);
  return { window, saveState: saveNow };
}
