/**
 * Preloaded (`--require`) where the stand-in should meet native modules as a real Electron run
 * meets them when node_modules was built for Node's ABI: better-sqlite3 and keytar fail to load
 * with Node's own NODE_MODULE_VERSION message. Each attempt is reported on stderr as one line
 * (`native-module-load: NAME`) so the test can tell which process tried.
 */
'use strict';
const Module = require('node:module');

const MISMATCHED = new Set(['better-sqlite3', 'keytar']);
const originalLoad = Module._load;
Module._load = function load(request, parent, isMain) {
  if (MISMATCHED.has(request)) {
    process.stderr.write(`native-module-load: ${request} (pid ${process.pid})\n`);
    throw new Error(
      `The module '/app/node_modules/${request}/build/Release/${request.replace('-', '_')}.node' was compiled against a different Node.js version using NODE_MODULE_VERSION 115. This version of Node.js requires NODE_MODULE_VERSION 143.`,
    );
  }
  return originalLoad.call(this, request, parent, isMain);
};
