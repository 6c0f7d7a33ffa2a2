/**
 * The page side of running the built preload (out/preload/preload.cjs) in real Chromium without
 * Electron: an init script that runs before the page's own scripts, in the top frame only (as a
 * sandboxed preload does with `nodeIntegrationInSubFrames: false`), and gives the preload what a
 * sandboxed preload gets — `require('electron')` answering `contextBridge` and `ipcRenderer`, and
 * nothing else — then runs the preload's built source, unchanged, inside a closure.
 *
 * Emulated (documented in tests/e2e/electron-path.spec.ts):
 * - the isolated world: the closure stands in for it; the page cannot reach `require`,
 *   `ipcRenderer` or the relay (the two Playwright bindings are taken and deleted from the page
 *   before its scripts run);
 * - `contextBridge.exposeInMainWorld`: a frozen, non-writable global whose functions return
 *   structured clones of what the preload resolved, as Electron's copies do;
 * - `ipcRenderer.invoke`: structured-clones its argument and relays it (binding `invoke`) to the
 *   test, which hands it to the main process's handler; a rejected relay rejects the invoke;
 * - `ipcRenderer.on/removeListener`: fed by a long-poll of the events the main process sent the
 *   window (binding `nextEvents`).
 * In a subframe the preload does not run, and the `invoke` binding is left in place: a test can
 * play a frame that reached IPC anyway and see the main process refuse it.
 */
export const INVOKE_BINDING = '__standInIpcInvoke';
export const NEXT_EVENTS_BINDING = '__standInIpcNextEvents';

export function preloadInitScript(preloadSource: string): string {
  return `(() => {
  if (window !== window.top) return;
  const relayInvoke = window[${JSON.stringify(INVOKE_BINDING)}];
  const nextEvents = window[${JSON.stringify(NEXT_EVENTS_BINDING)}];
  delete window[${JSON.stringify(INVOKE_BINDING)}];
  delete window[${JSON.stringify(NEXT_EVENTS_BINDING)}];
  if (typeof relayInvoke !== 'function' || typeof nextEvents !== 'function') throw new Error('The stand-in IPC relay is missing.');

  const listeners = new Map();
  const ipcRenderer = Object.freeze({
    invoke: (channel, input) => relayInvoke(String(channel), input === undefined ? undefined : structuredClone(input)),
    on(channel, listener) {
      if (!listeners.has(channel)) listeners.set(channel, new Set());
      listeners.get(channel).add(listener);
      return ipcRenderer;
    },
    removeListener(channel, listener) {
      listeners.get(channel)?.delete(listener);
      return ipcRenderer;
    },
  });
  (async () => {
    for (;;) {
      const events = await nextEvents();
      for (const { channel, payload } of events) {
        for (const listener of [...(listeners.get(channel) ?? [])]) listener({ sender: ipcRenderer }, structuredClone(payload));
      }
    }
  })();

  const copyAcross = (value) => {
    if (typeof value === 'function') {
      return (...args) => {
        const result = value(...args);
        return result instanceof Promise ? result.then((resolved) => structuredClone(resolved)) : result;
      };
    }
    if (value !== null && typeof value === 'object') {
      const copy = {};
      for (const [key, entry] of Object.entries(value)) copy[key] = copyAcross(entry);
      return Object.freeze(copy);
    }
    return structuredClone(value);
  };
  const contextBridge = Object.freeze({
    exposeInMainWorld(key, api) {
      Object.defineProperty(window, key, { value: copyAcross(api), enumerable: true, configurable: false, writable: false });
    },
  });

  const require = (name) => {
    if (name === 'electron') return { contextBridge, ipcRenderer };
    throw new Error('module not found: ' + name + ' (a sandboxed preload can require only electron)');
  };
  const module = { exports: {} };
  (function (require, module, exports) {
${preloadSource}
  })(require, module, module.exports);
})();`;
}
