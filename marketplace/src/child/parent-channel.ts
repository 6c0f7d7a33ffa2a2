/**
 * The marketplace process's line to the app that started it: Electron's `process.parentPort` in
 * a utility process, or Node's IPC channel (`process.send`) under `child_process.fork`. Either
 * way the child sends and receives the plain messages of shared/process/marketplace-process.ts, and hears
 * when its parent is gone, so it never outlives the app.
 */
import type { ChildMessage, HostMessage } from '@dmd/shared/process/marketplace-process';

/** The part of Electron's `ParentPort` used here (the marketplace does not depend on Electron). */
interface ElectronParentPort {
  postMessage(message: unknown): void;
  on(event: 'message', listener: (event: { data: unknown }) => void): unknown;
}

export interface ParentChannel {
  readonly kind: 'utility-process' | 'node-ipc';
  post(message: ChildMessage): void;
  onMessage(listener: (message: HostMessage) => void): void;
  /** The parent went away without asking the child to close (it crashed or was killed). */
  onParentGone(listener: () => void): void;
}

export function openParentChannel(host: NodeJS.Process = process): ParentChannel {
  const parentPort = (host as NodeJS.Process & { parentPort?: ElectronParentPort }).parentPort;
  if (parentPort) {
    return {
      kind: 'utility-process',
      post: (message) => parentPort.postMessage(message),
      onMessage: (listener) => void parentPort.on('message', (event) => listener(event.data as HostMessage)),
      // Electron ends a utility process together with the app that started it.
      onParentGone: () => undefined,
    };
  }
  if (typeof host.send === 'function') {
    return {
      kind: 'node-ipc',
      post: (message) => {
        if (host.connected) host.send?.(message);
      },
      onMessage: (listener) => void host.on('message', (message) => listener(message as HostMessage)),
      onParentGone: (listener) => void host.on('disconnect', listener),
    };
  }
  throw new Error(
    'The marketplace process must be started by the app (an Electron utility process or child_process.fork), not on its own: use `npm run marketplace` for that.',
  );
}
