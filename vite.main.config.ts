/** The Electron main process: electron/main/main.ts → out/main/main.cjs (core and marketplace bundled in). */
import { defineConfig } from 'vite';
import { NODE_BUILTINS, nodeBundleConfig } from './vite.node-bundle.js';

export default defineConfig(
  nodeBundleConfig({
    entry: 'electron/main/main.ts',
    outDir: 'out/main',
    fileName: 'main.cjs',
    // Native modules stay outside the bundle (and outside the asar, see electron-builder.yml).
    external: ['electron', 'better-sqlite3', 'keytar', ...NODE_BUILTINS],
  }),
);
