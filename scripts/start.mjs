/**
 * `npm start` (after `npm run build`): the Electron app when its runtime is installed,
 * otherwise the browser shell (the same core and renderer, served on 127.0.0.1), which prints
 * the URL to open. Arguments after `--` go to whichever starts.
 */
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import process from 'node:process';
import { fileURLToPath } from 'node:url';

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

const electron = electronRuntime();
if (electron) {
  run(electron, ['.', ...passthrough]);
} else {
  console.log('Electron runtime not installed (offline install); starting the browser shell instead.');
  run(process.execPath, [require.resolve('tsx/cli'), path.join(root, 'electron/browser-shell/cli.ts'), ...passthrough]);
}
