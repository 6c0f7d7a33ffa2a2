/**
 * How the Electron app starts the embedded marketplace's process: an Electron utility process
 * (Chromium's service launcher, Node inside, no window), which Electron lists as the app's own,
 * ends with the app, and reaches the main process over `process.parentPort`. The core drives it
 * through the same handle as a Node fork (electron/core/embedded/marketplace-child-host.ts).
 */
import { utilityProcess } from 'electron';
import type { ChildMessage } from '../../shared/process/marketplace-process';
import type { ForkChild } from '../core/embedded/marketplace-child-host';

export const forkUtilityProcess: ForkChild = (script, options) => {
  const child = utilityProcess.fork(script, [], { execArgv: options.execArgv, serviceName: options.serviceName, stdio: 'inherit' });
  return {
    get pid() {
      return child.pid;
    },
    send: (message) => child.postMessage(message),
    onMessage: (listener) => void child.on('message', (message: unknown) => listener(message as ChildMessage)),
    onExit: (listener) => void child.once('exit', (code) => listener(`exit code ${code}`)),
    kill: () => void child.kill(),
  };
};
