/**
 * Preloaded (`--require`) into a stand-in main process run by tests: the system keychain modules
 * fail to load, so the app keeps its keys in memory for the run (as it says it does when no
 * keychain answers) and a test run never writes into the developer's real keychain.
 */
'use strict';
const Module = require('node:module');

const KEYCHAIN_MODULES = new Set(['keytar', '@napi-rs/keyring']);
const originalLoad = Module._load;
Module._load = function load(request, parent, isMain) {
  if (KEYCHAIN_MODULES.has(request)) throw new Error(`${request} is not available to the stand-in (tests keep keys in memory)`);
  return originalLoad.call(this, request, parent, isMain);
};
