/**
 * Preloaded (`--require`) into a Node child that stands in for an Electron utility process:
 * gives it `process.parentPort` as Electron does (`postMessage`, and 'message' events whose
 * `data` is the message), over Node's IPC channel, and hides `process.send` so the child takes
 * the same path it takes in Electron.
 */
'use strict';
const { EventEmitter } = require('node:events');

const send = process.send.bind(process);
const parentPort = new EventEmitter();
parentPort.postMessage = (message) => {
  if (process.connected) send(message);
};
process.on('message', (message) => parentPort.emit('message', { data: message, ports: [] }));
process.parentPort = parentPort;
process.send = undefined;
// Electron ends a utility process together with the app that started it.
process.on('disconnect', () => process.exit(0));
