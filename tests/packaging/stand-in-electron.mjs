/**
 * Runs the built Electron main process (out/main/main.cjs) under plain Node with a stand-in
 * `electron` module that records what the app asks of Electron, then drives it: app ready,
 * a request on the app:// protocol, IPC from a trusted and an untrusted frame, navigation and
 * window-open attempts, quit. Prints one JSON report on stdout. Used by main-bundle.test.ts,
 * because the real Electron runtime cannot be downloaded here.
 *
 * Usage: node tests/packaging/stand-in-electron.mjs USER_DATA_DIR
 */
import { EventEmitter } from 'node:events';
import Module from 'node:module';
import path from 'node:path';
import process from 'node:process';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const userDataDir = process.argv[2];
const calls = [];
const record = (name, detail = null) => calls.push({ name, detail, readyYet: ready.done });

const ready = { done: false, resolve: () => undefined };
const readyPromise = new Promise((resolve) => {
  ready.resolve = () => {
    ready.done = true;
    resolve();
  };
});

class FakeWebContents extends EventEmitter {
  constructor(url) {
    super();
    this.mainFrame = { url, parent: null };
    this.sent = [];
    this.windowOpenHandler = null;
  }
  send(channel, payload) {
    this.sent.push({ channel, payload });
  }
  setWindowOpenHandler(handler) {
    this.windowOpenHandler = handler;
  }
}

const windows = [];
class BrowserWindow extends EventEmitter {
  constructor(options) {
    super();
    this.options = options;
    this.webContents = new FakeWebContents('');
    this.loadedUrl = null;
    windows.push(this);
    record('BrowserWindow', { webPreferences: options.webPreferences, width: options.width, height: options.height });
    app.emit('web-contents-created', {}, this.webContents);
  }
  async loadURL(url) {
    this.loadedUrl = url;
    this.webContents.mainFrame.url = url;
    record('loadURL', url);
  }
  isDestroyed() {
    return false;
  }
  isMaximized() {
    return false;
  }
  isFullScreen() {
    return false;
  }
  isMinimized() {
    return false;
  }
  getBounds() {
    return { x: 0, y: 0, width: this.options.width, height: this.options.height };
  }
  getNormalBounds() {
    return this.getBounds();
  }
  maximize() {}
  show() {}
  focus() {}
  restore() {}
  static fromWebContents(contents) {
    return windows.find((window) => window.webContents === contents) ?? null;
  }
}

const ipcHandlers = new Map();
let protocolHandler = null;
const app = Object.assign(new EventEmitter(), {
  isPackaged: false,
  requestSingleInstanceLock: () => (record('requestSingleInstanceLock'), true),
  enableSandbox: () => record('enableSandbox'),
  whenReady: () => readyPromise,
  getPath: (name) => (name === 'userData' ? userDataDir : path.join(userDataDir, name)),
  setPath: (name, value) => record('setPath', { name, value }),
  getVersion: () => '0.0.0-stand-in',
  quit: () => {
    record('quit');
    app.emit('before-quit', { preventDefault: () => record('before-quit prevented') });
  },
  exit: (code) => record('exit', code),
  showAboutPanel: () => undefined,
});

const electron = {
  app,
  BrowserWindow,
  protocol: {
    registerSchemesAsPrivileged: (schemes) => record('registerSchemesAsPrivileged', schemes),
    handle: (scheme, handler) => {
      record('protocol.handle', scheme);
      protocolHandler = handler;
    },
  },
  ipcMain: {
    handle: (channel, handler) => ipcHandlers.set(channel, handler),
    removeHandler: (channel) => ipcHandlers.delete(channel),
  },
  session: {
    defaultSession: {
      setPermissionRequestHandler: (handler) => {
        const ask = (permission, requestingUrl, isMainFrame) =>
          handler(null, permission, (granted) => record('permission answer', [permission, requestingUrl, isMainFrame, granted]), { requestingUrl, isMainFrame });
        ask('media', 'app://renderer/index.html', true);
        ask('clipboard-read', 'app://renderer/index.html', true);
        ask('clipboard-sanitized-write', 'app://renderer/index.html', true);
        ask('clipboard-sanitized-write', 'app://renderer/index.html', false);
        ask('clipboard-sanitized-write', 'https://evil.example/', true);
      },
      setPermissionCheckHandler: (handler) => {
        const check = (permission, origin, isMainFrame) => record('permission check', [permission, origin, isMainFrame, handler(null, permission, origin, { isMainFrame })]);
        check('notifications', 'app://renderer', true);
        check('clipboard-sanitized-write', 'app://renderer', true);
        check('clipboard-sanitized-write', 'https://evil.example', true);
      },
      setDevicePermissionHandler: (handler) => record('setDevicePermissionHandler', handler({})),
    },
  },
  screen: {
    getPrimaryDisplay: () => ({ id: 1, workArea: { x: 0, y: 0, width: 1920, height: 1080 } }),
    getAllDisplays: () => [{ id: 1, workArea: { x: 0, y: 0, width: 1920, height: 1080 } }],
  },
  Menu: {
    buildFromTemplate: (template) => ({ template }),
    setApplicationMenu: (menu) => record('setApplicationMenu', menu.template.map((item) => item.label ?? item.role)),
  },
  dialog: { showErrorBox: (title, text) => record('showErrorBox', { title, text }), showMessageBox: async () => ({ response: 0 }) },
  safeStorage: {
    isEncryptionAvailable: () => false,
    encryptString: () => Buffer.alloc(0),
    decryptString: () => '',
    getSelectedStorageBackend: () => 'basic_text',
  },
  shell: { openExternal: async (url) => record('shell.openExternal', url) },
};

// Native modules as a real Electron run meets them when node_modules was built for Node's ABI:
// they fail to load. The app must still start, and say why the built-in marketplace cannot.
const nativeLoads = [];
const ABI_MISMATCH = (name) =>
  new Error(`The module '/app/node_modules/${name}/build/Release/${name.replace('-', '_')}.node' was compiled against a different Node.js version using NODE_MODULE_VERSION 115. This version of Node.js requires NODE_MODULE_VERSION 143.`);
const originalLoad = Module._load;
Module._load = function load(request, parent, isMain) {
  if (request === 'electron') return electron;
  if (request === 'better-sqlite3' || request === 'keytar') {
    nativeLoads.push({ name: request, windowLoaded: windows.some((window) => window.loadedUrl) });
    throw ABI_MISMATCH(request);
  }
  return originalLoad.call(this, request, parent, isMain);
};

// DMD_API_KEY is taken out of the environment as the app starts (no process it starts inherits it).
process.env.DMD_API_KEY = 'ls_live_StandInStandInStandInStandIn1234';

const waitFor = async (what, check, ms = 15_000) => {
  const deadline = Date.now() + ms;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
};

const report = {};
try {
  Module.createRequire(path.join(root, 'package.json'))(path.join(root, 'out', 'main', 'main.cjs'));
  report.beforeReady = calls.map((call) => call.name);
  report.apiKeyInEnvironment = process.env.DMD_API_KEY ?? null;
  ready.resolve();
  await waitFor('the window to load', () => windows[0]?.loadedUrl);
  const window = windows[0];
  report.window = { webPreferences: window.options.webPreferences, loadedUrl: window.loadedUrl, preloadExists: (await import('node:fs')).existsSync(window.options.webPreferences.preload) };

  const index = await protocolHandler(new Request('app://renderer/index.html'));
  const indexBody = await index.text();
  const asset = await protocolHandler(new Request('app://renderer/%2e%2e/%2e%2e/package.json'));
  const foreignHost = await protocolHandler(new Request('app://elsewhere/index.html'));
  report.protocol = {
    indexStatus: index.status,
    indexCsp: index.headers.get('content-security-policy'),
    indexNosniff: index.headers.get('x-content-type-options'),
    indexHasMeta: indexBody.includes('http-equiv="Content-Security-Policy"'),
    traversalStatus: asset.status,
    foreignHostStatus: foreignHost.status,
  };

  report.ipcChannels = [...ipcHandlers.keys()].sort();
  const trustedEvent = { sender: window.webContents, senderFrame: window.webContents.mainFrame };
  report.trustedAppInfo = await ipcHandlers.get('app:info')(trustedEvent, undefined);
  report.nativeLoadsBeforeUse = nativeLoads.filter((load) => load.name === 'better-sqlite3').map((load) => ({ ...load }));
  report.embeddedSearch = await ipcHandlers.get('datasets:search')(trustedEvent, {});
  report.nativeLoads = nativeLoads;
  const attempts = {
    otherOrigin: { sender: window.webContents, senderFrame: { url: 'https://evil.example/', parent: null } },
    subFrame: { sender: window.webContents, senderFrame: { url: 'app://renderer/index.html', parent: window.webContents.mainFrame } },
    otherContents: { sender: new FakeWebContents('app://renderer/index.html'), senderFrame: { url: 'app://renderer/index.html', parent: null } },
    noFrame: { sender: window.webContents, senderFrame: null },
  };
  report.untrusted = {};
  for (const [name, event] of Object.entries(attempts)) {
    try {
      await ipcHandlers.get('app:info')(event, undefined);
      report.untrusted[name] = 'answered';
    } catch (error) {
      report.untrusted[name] = `refused: ${error.message}`;
    }
  }

  const navigation = (url) => {
    let prevented = false;
    window.webContents.emit('will-navigate', { url, preventDefault: () => (prevented = true) });
    return prevented;
  };
  report.navigation = {
    toApp: navigation('app://renderer/index.html'),
    toWeb: navigation('https://example.com/'),
    toFile: navigation('file:///etc/passwd'),
    windowOpen: window.webContents.windowOpenHandler({ url: 'https://example.com/docs' }),
  };
  let webviewPrevented = false;
  window.webContents.emit('will-attach-webview', { preventDefault: () => (webviewPrevented = true) });
  report.navigation.webviewPrevented = webviewPrevented;
  await waitFor('the vetted link to open', () => calls.some((call) => call.name === 'shell.openExternal'), 5_000);
  report.openedExternally = calls.filter((call) => call.name === 'shell.openExternal').map((call) => call.detail);

  report.permissions = calls.filter((call) => call.name === 'permission answer' || call.name === 'permission check' || call.name.endsWith('DevicePermissionHandler')).map((call) => [call.name, call.detail]);
  report.menu = calls.find((call) => call.name === 'setApplicationMenu')?.detail ?? null;

  app.emit('before-quit', { preventDefault: () => record('before-quit prevented') });
  await waitFor('the app to quit after the core stopped', () => calls.some((call) => call.name === 'quit'));
  report.quit = calls.filter((call) => call.name === 'before-quit prevented' || call.name === 'quit').map((call) => call.name);
  report.errors = calls.filter((call) => call.name === 'showErrorBox' || call.name === 'exit').map((call) => call.detail);
  console.log(JSON.stringify(report));
  process.exit(0);
} catch (error) {
  console.log(JSON.stringify({ ...report, failure: error instanceof Error ? error.stack : String(error), calls: calls.map((call) => call.name) }));
  process.exit(1);
}
