/**
 * The app's one window: locked-down web preferences, restored size and position, shown once
 * its first paint is ready.
 */
import { BrowserWindow, screen } from 'electron';
import path from 'node:path';
import { APP_ENTRY_URL } from './app-origin';
import { MIN_WINDOW_SIZE, placeWindow, type SavedWindowState } from './window-bounds';
import { loadWindowState, saveWindowState } from './window-state-store';

export interface MainWindowOptions {
  userDataDir: string;
  preloadPath: string;
  iconPath?: string;
  log(line: string): void;
}

function workAreas(): Electron.Rectangle[] {
  const primary = screen.getPrimaryDisplay();
  return [primary, ...screen.getAllDisplays().filter((display) => display.id !== primary.id)].map((display) => display.workArea);
}

export async function createMainWindow(options: MainWindowOptions): Promise<BrowserWindow> {
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
  window.on('resize', saveSoon);
  window.on('move', saveSoon);
  window.on('close', () => {
    if (saveTimer) clearTimeout(saveTimer);
    void save(currentState());
  });

  await window.loadURL(APP_ENTRY_URL);
  return window;
}
