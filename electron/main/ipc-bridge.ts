/**
 * The main-process side of the preload bridge: one `ipcMain.handle` per contract channel, each
 * answering only the main frame of our own window showing our own origin (like VS Code's
 * validated IPC), and the core's events forwarded to our windows.
 */
import { BrowserWindow, ipcMain, type IpcMainInvokeEvent } from 'electron';
import { INVOKE_CHANNELS } from '../../shared/ipc/ipc-schemas';
import type { Core } from '../core/create-core';
import { isAppUrl } from './app-origin';

export interface IpcBridgeOptions {
  core: Pick<Core, 'invoke' | 'onEvent'>;
  /** The windows whose main frames may call the core and receive its events. */
  appWindows(): BrowserWindow[];
}

function isTrustedSender(event: IpcMainInvokeEvent, appWindows: readonly BrowserWindow[]): boolean {
  const frame = event.senderFrame;
  if (!frame || frame.parent !== null || !isAppUrl(frame.url)) return false;
  return appWindows.some((window) => !window.isDestroyed() && window.webContents === event.sender && window.webContents.mainFrame === frame);
}

/** Returns a function that removes the handlers and the event forwarding. */
export function connectIpcBridge({ core, appWindows }: IpcBridgeOptions): () => void {
  for (const channel of INVOKE_CHANNELS) {
    ipcMain.handle(channel, async (event, input: unknown) => {
      if (!isTrustedSender(event, appWindows())) {
        throw new Error(`Refused "${channel}" from a frame that is not the app's own window.`);
      }
      return core.invoke(channel, input);
    });
  }
  const stopForwarding = core.onEvent((eventChannel, payload) => {
    for (const window of appWindows()) {
      if (!window.isDestroyed()) window.webContents.send(eventChannel, payload);
    }
  });
  return () => {
    stopForwarding();
    for (const channel of INVOKE_CHANNELS) ipcMain.removeHandler(channel);
  };
}
