/**
 * The Electron main process: electron/main/main.ts → out/main/main.cjs (the core bundled in),
 * with the embedded marketplace in a chunk of its own, loaded on first use (see vite.node-bundle.ts).
 */
import { defineConfig } from 'vite';
import { NODE_BUILTINS, nodeBundleConfig } from './vite.node-bundle.js';

export default defineConfig(
  nodeBundleConfig({
    entry: 'electron/main/main.ts',
    outDir: 'out/main',
    fileName: 'main.cjs',
    // Native modules stay outside the bundle (and outside the asar, see electron-builder.yml).
    external: ['electron', 'better-sqlite3', 'keytar', '@napi-rs/keyring', ...NODE_BUILTINS],
    lazyChunks: true,
  }),
);
