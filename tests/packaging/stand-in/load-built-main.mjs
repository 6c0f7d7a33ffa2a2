/**
 * Loads the built main process (out/main/main.cjs) with `require('electron')` answered by the
 * stand-in (electron-module.mjs): the code that runs is exactly what `npm run build` produced.
 */
import Module from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const PROJECT_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..', '..');
export const BUILT_MAIN = path.join(PROJECT_ROOT, 'out', 'main', 'main.cjs');

export function loadBuiltMain(electron) {
  const originalLoad = Module._load;
  Module._load = function load(request, parent, isMain) {
    if (request === 'electron') return electron;
    return originalLoad.call(this, request, parent, isMain);
  };
  Module.createRequire(path.join(PROJECT_ROOT, 'package.json'))(BUILT_MAIN);
}
