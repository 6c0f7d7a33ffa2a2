/**
 * The sandboxed preload: exposes `window.marketplace`, one named method per contract channel
 * and one subscription per core event (shared/ipc/bridge.ts), over ipcRenderer. Nothing else of
 * Electron or Node reaches the page. Bundled to a single CommonJS file (a sandboxed preload
 * can require only `electron`), see vite.preload.config.ts.
 */
import { contextBridge, ipcRenderer, type IpcRendererEvent } from 'electron';
import { buildBridge } from '../../shared/ipc/bridge-builder';
import { coreFailure, isResult } from '../../shared/ipc/core-unreachable';

const bridge = buildBridge({
  async call(channel, input) {
    try {
      const answer: unknown = await ipcRenderer.invoke(channel, input);
      return isResult(answer) ? answer : coreFailure(`The app's core sent an unexpected answer to ${channel}.`);
    } catch {
      return coreFailure();
    }
  },
  subscribe(event, listener) {
    const relay = (_event: IpcRendererEvent, payload: unknown) => listener(payload as Parameters<typeof listener>[0]);
    ipcRenderer.on(event, relay);
    return () => {
      ipcRenderer.removeListener(event, relay);
    };
  },
});

contextBridge.exposeInMainWorld('marketplace', bridge);
