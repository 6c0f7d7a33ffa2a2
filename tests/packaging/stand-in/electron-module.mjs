/**
 * A stand-in for the `electron` module, for running the built main process (out/main/main.cjs)
 * under plain Node where the Electron runtime cannot be downloaded. It records what the app asks
 * of Electron and gives back objects that behave enough like Electron's for the app's own code to
 * run unchanged: `app` (ready, paths, single-instance lock, quit), `BrowserWindow` with a
 * `webContents` whose main frame is the URL the app loaded, `protocol.handle` (the handler is kept
 * so a test can ask it for pages), `ipcMain.handle` (the handlers are kept so a test can call them
 * with an event naming a sender frame), `session` permission handlers, `Menu`, `dialog`,
 * `safeStorage` (unavailable), `shell`, `net.request` and the session's `clearAuthCache()`
 * (stand-in-net.mjs: Chromium's routing through the system's proxy, its `login` event and auth
 * cache; the system's proxy is `DMD_STAND_IN_SYSTEM_PROXY`, its bypass rules
 * `DMD_STAND_IN_PROXY_BYPASS`), `Notification`, and `utilityProcess.fork`, which starts
 * a Node child with `process.parentPort` emulated over Node IPC (utility-parent-port.cjs).
 *
 * Not emulated: Chromium itself. Windows load nothing; what a window would show is up to the test
 * (the e2e relay serves the app:// pages to a real Chromium, see main-process-host.mjs).
 */
import { fork } from 'node:child_process';
import { EventEmitter } from 'node:events';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createStandInNet } from './stand-in-net.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const PARENT_PORT_SHIM = path.join(here, 'utility-parent-port.cjs');

/**
 * @param {{ userDataDir: string, utilityExecArgv?: string[], onSend?: (contents: object, channel: string, payload: unknown) => void, onNotification?: (options: object) => void }} options
 */
export function createStandInElectron(options) {
  const calls = [];
  const ready = { done: false, resolve: () => undefined };
  const readyPromise = new Promise((resolve) => {
    ready.resolve = () => {
      ready.done = true;
      resolve();
    };
  });
  const record = (name, detail = null) => calls.push({ name, detail, readyYet: ready.done });

  class FakeWebContents extends EventEmitter {
    constructor(url) {
      super();
      this.mainFrame = { url, parent: null };
      this.sent = [];
      this.windowOpenHandler = null;
    }
    send(channel, payload) {
      this.sent.push({ channel, payload });
      options.onSend?.(this, channel, payload);
    }
    setWindowOpenHandler(handler) {
      this.windowOpenHandler = handler;
    }
    reload() {
      record('reload');
    }
  }

  const net = createStandInNet({ proxy: process.env.DMD_STAND_IN_SYSTEM_PROXY || null, bypass: process.env.DMD_STAND_IN_PROXY_BYPASS ?? '' });
  const windows = [];
  const app = Object.assign(new EventEmitter(), {
    isPackaged: false,
    requestSingleInstanceLock: () => (record('requestSingleInstanceLock'), true),
    enableSandbox: () => record('enableSandbox'),
    whenReady: () => readyPromise,
    isReady: () => ready.done,
    getPath: (name) => (name === 'userData' ? options.userDataDir : path.join(options.userDataDir, name)),
    setPath: (name, value) => record('setPath', { name, value }),
    getVersion: () => '0.0.0-stand-in',
    setAsDefaultProtocolClient: (scheme) => (record('setAsDefaultProtocolClient', scheme), true),
    quit: () => {
      record('quit');
      app.emit('before-quit', { preventDefault: () => record('before-quit prevented') });
    },
    exit: (code) => record('exit', code),
    showAboutPanel: () => undefined,
  });

  class BrowserWindow extends EventEmitter {
    constructor(windowOptions) {
      super();
      this.options = windowOptions;
      this.webContents = new FakeWebContents('');
      this.loadedUrl = null;
      windows.push(this);
      record('BrowserWindow', { webPreferences: windowOptions.webPreferences, width: windowOptions.width, height: windowOptions.height });
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
    show() {
      record('window.show');
    }
    focus() {
      record('window.focus');
    }
    restore() {}
    static fromWebContents(contents) {
      return windows.find((window) => window.webContents === contents) ?? null;
    }
  }

  const ipcHandlers = new Map();
  let protocolHandler = null;

  /** Electron's utilityProcess.fork, as a Node fork whose child finds `process.parentPort`. */
  function forkUtilityProcess(modulePath, args = [], forkOptions = {}) {
    record('utilityProcess.fork', { modulePath: path.relative(process.cwd(), modulePath), serviceName: forkOptions.serviceName ?? null });
    const child = fork(modulePath, args, {
      execArgv: ['--require', PARENT_PORT_SHIM, ...(options.utilityExecArgv ?? []), ...(forkOptions.execArgv ?? [])],
      env: forkOptions.env ?? process.env,
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
      serialization: 'advanced',
    });
    const utility = Object.assign(new EventEmitter(), {
      get pid() {
        return child.exitCode === null && child.signalCode === null ? child.pid : undefined;
      },
      postMessage: (message) => {
        if (child.connected) child.send(message);
      },
      kill: () => child.kill('SIGTERM'),
    });
    child.on('spawn', () => utility.emit('spawn'));
    child.on('message', (message) => utility.emit('message', message));
    // Electron reports the exit code (a signal shows as a non-zero code).
    child.on('exit', (code, signal) => utility.emit('exit', code ?? (signal ? 1 : 0)));
    return utility;
  }

  class Notification extends EventEmitter {
    static isSupported() {
      return true;
    }
    constructor(notificationOptions) {
      super();
      this.notificationOptions = notificationOptions;
    }
    show() {
      record('Notification.show', this.notificationOptions);
      options.onNotification?.(this.notificationOptions);
    }
  }

  const electron = {
    app,
    BrowserWindow,
    Notification,
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
        setPermissionRequestHandler: (handler) => record('setPermissionRequestHandler', handler),
        setPermissionCheckHandler: (handler) => record('setPermissionCheckHandler', handler),
        setDevicePermissionHandler: (handler) => record('setDevicePermissionHandler', handler({})),
        clearAuthCache: () => (record('session.clearAuthCache'), net.clearAuthCache()),
      },
    },
    screen: {
      getPrimaryDisplay: () => ({ id: 1, workArea: { x: 0, y: 0, width: 1920, height: 1080 } }),
      getAllDisplays: () => [{ id: 1, workArea: { x: 0, y: 0, width: 1920, height: 1080 } }],
    },
    Menu: {
      buildFromTemplate: (template) => ({ template }),
      setApplicationMenu: (menu) =>
        record(
          'setApplicationMenu',
          menu.template.map((item) => item.label ?? item.role),
        ),
    },
    dialog: { showErrorBox: (title, text) => record('showErrorBox', { title, text }), showMessageBox: async () => ({ response: 0 }) },
    safeStorage: {
      isEncryptionAvailable: () => false,
      encryptString: () => Buffer.alloc(0),
      decryptString: () => '',
      getSelectedStorageBackend: () => 'basic_text',
    },
    shell: { openExternal: async (url) => record('shell.openExternal', url), openPath: async (folder) => (record('shell.openPath', folder), '') },
    net: {
      request: (options) => {
        record('net.request', typeof options === 'string' ? options : options.url);
        return net.request(options);
      },
    },
    utilityProcess: { fork: forkUtilityProcess },
  };

  return {
    electron,
    calls,
    record,
    ready,
    windows,
    ipcHandlers,
    FakeWebContents,
    protocolHandler: () => protocolHandler,
    permissionHandlers: () => ({
      request: calls.find((call) => call.name === 'setPermissionRequestHandler')?.detail ?? null,
      check: calls.find((call) => call.name === 'setPermissionCheckHandler')?.detail ?? null,
    }),
  };
}
