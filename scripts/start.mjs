/**
 * `npm start` (after `npm run build`): the Electron app when its runtime is installed,
 * otherwise the browser shell (the same core and renderer, served on 127.0.0.1), which prints
 * the URL to open. Arguments after `--` go to whichever starts.
 *
 * Before an Electron run, the native modules (better-sqlite3, keytar) are checked with the
 * Electron binary itself: `npm install` built them for Node's ABI, which Electron cannot load.
 * When they do not load, they are rebuilt for Electron (`electron-builder install-app-deps`,
 * see scripts/electron-native-modules.mjs); `npm rebuild better-sqlite3 keytar` turns them back
 * into Node builds for the tests and the browser shell.
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import process from 'node:process';
import { fileURLToPath } from 'node:url';
import { electronRebuildCommand, nativeModuleFailures } from './electron-native-modules.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(import.meta.url);
// `node scripts/start.mjs -- --port 5000` passes the `--` through; npm already drops it.
const passthrough = process.argv.slice(2).filter((arg, index) => !(index === 0 && arg === '--'));

/** The Electron binary's path, or null when the runtime was never downloaded (offline install). */
function electronRuntime() {
  try {
    const binary = require('electron');
    return typeof binary === 'string' && existsSync(binary) ? binary : null;
  } catch {
    return null;
  }
}

function run(command, args) {
  const child = spawn(command, args, { cwd: root, stdio: 'inherit' });
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
  child.on('error', (error) => {
    console.error(`start: could not start ${command}: ${error.message}`);
    process.exit(1);
  });
  child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
}

/** Rebuilds the native modules for Electron when they do not load in it; false when that failed. */
function nativeModulesReadyFor(electron) {
  const failures = nativeModuleFailures(electron, root);
  if (failures.length === 0) return true;
  console.log(`start: rebuilding native modules for Electron (${failures.map((failure) => `${failure.name}: ${failure.reason}`).join('; ')})`);
  const { command, args } = electronRebuildCommand();
  const rebuild = spawnSync(command, args, { cwd: root, stdio: 'inherit' });
  const still = rebuild.status === 0 ? nativeModuleFailures(electron, root) : failures;
  if (still.length === 0) {
    console.log('start: native modules rebuilt for Electron (`npm rebuild better-sqlite3 keytar` restores the Node builds for tests).');
    return true;
  }
  console.error(`start: the native modules could not be rebuilt for Electron (${still.map((failure) => failure.name).join(', ')}); the app starts, but the built-in marketplace and the keychain may be unavailable.`);
  return false;
}

const electron = electronRuntime();
if (electron) {
  nativeModulesReadyFor(electron);
  run(electron, ['.', ...passthrough]);
} else {
  console.log('Electron runtime not installed (offline install); starting the browser shell instead.');
  run(process.execPath, [require.resolve('tsx/cli'), path.join(root, 'electron/browser-shell/cli.ts'), ...passthrough]);
}
