/**
 * The Electron main process: electron/main/main.ts → out/main/main.cjs (the core bundled in).
 * The embedded marketplace is not in it: it runs in a utility process of its own
 * (vite.marketplace-child.config.ts), so neither it nor better-sqlite3 is loaded here.
 */
import { defineConfig } from 'vite';
import { NODE_BUILTINS, nodeBundleConfig } from './vite.node-bundle.js';

export default defineConfig(
  nodeBundleConfig({
    entry: 'electron/main/main.ts',
    outDir: 'out/main',
    fileName: 'main.cjs',
    // Native modules stay outside the bundle (and outside the asar, see electron-builder.yml).
    external: ['electron', 'keytar', '@napi-rs/keyring', ...NODE_BUILTINS],
  }),
);
