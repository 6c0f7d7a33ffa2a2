/**
 * `npm start` (after `npm run build`): the Electron app when its runtime is installed,
 * otherwise the browser shell (the same core and renderer, served on 127.0.0.1), which prints
 * the URL to open. Arguments after `--` go to whichever starts.
 *
 * Before an Electron run, the native modules (better-sqlite3, keytar) are checked with the
 * Electron binary itself: `npm install` built them for Node's ABI, which Electron cannot load.
 * The ones built for another ABI are rebuilt for Electron (`electron-builder install-app-deps`,
 * see scripts/electron-native-modules.mjs), with one line saying so; `npm test` and
 * `npm run start:browser` turn them back into Node builds the same way
 * (scripts/ensure-node-native-modules.mjs), so each command works after the other.
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import process from 'node:process';
import { fileURLToPath } from 'node:url';
import { electronRebuildCommand, nativeModuleFailures } from './electron-native-modules.mjs';
import { describeRebuild, planNativeRebuild } from './native-module-abi.mjs';

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

/** Rebuilds the native modules built for another ABI for Electron; false when that failed. */
function nativeModulesReadyFor(electron) {
  const { rebuild } = planNativeRebuild(nativeModuleFailures(electron, root));
  if (rebuild.length === 0) return true;
  const names = rebuild.map((module) => module.name);
  console.log(`start: ${describeRebuild(rebuild, `Electron ${require('electron/package.json').version}`)}`);
  const { command, args } = electronRebuildCommand();
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit' });
  const still = result.status === 0 ? planNativeRebuild(nativeModuleFailures(electron, root, names)).rebuild : rebuild;
  if (still.length === 0) return true;
  console.error(
    `start: ${still.map((module) => module.name).join(', ')} could not be rebuilt for Electron; the app starts, but the demo marketplace and the keychain may be unavailable.`,
  );
  return false;
}

const electron = electronRuntime();
if (electron) {
  nativeModulesReadyFor(electron);
  run(electron, ['.', ...passthrough]);
} else {
  console.log('Electron runtime not installed (offline install); starting the browser shell instead.');
  // `npm start` has just built it (out/browser-shell/cli.cjs, the core bundled in).
  run(process.execPath, [path.join(root, 'out/browser-shell/cli.cjs'), ...passthrough]);
}
