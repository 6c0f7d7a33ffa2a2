/**
 * The embedded marketplace's own process: marketplace/src/child/child-entry.ts →
 * out/marketplace-child/marketplace-child.cjs, which both the Electron app (as a utility process)
 * and the browser shell (with child_process.fork) start. The marketplace itself — and with it the
 * native better-sqlite3 — is a chunk the process loads as it starts, its failure kept for the
 * core's `start`, so a module that cannot load is reported to the core instead of ending the
 * process unexplained; the sample generators are a chunk of their own, loaded with the first sample.
 */
import { defineConfig } from 'vite';
import { NODE_BUILTINS, nodeBundleConfig } from './vite.node-bundle.js';

export default defineConfig(
  nodeBundleConfig({
    entry: 'marketplace/src/child/child-entry.ts',
    outDir: 'out/marketplace-child',
    fileName: 'marketplace-child.cjs',
    external: ['better-sqlite3', ...NODE_BUILTINS],
    lazyChunks: true,
  }),
);
