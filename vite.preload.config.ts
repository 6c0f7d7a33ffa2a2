/**
 * The preload: electron/preload/preload.ts → out/preload/preload.cjs, one file with no chunks
 * and nothing external but `electron` (a sandboxed preload can require nothing else).
 */
import { defineConfig } from 'vite';
import { nodeBundleConfig } from './vite.node-bundle.js';

export default defineConfig(
  nodeBundleConfig({
    entry: 'electron/preload/preload.ts',
    outDir: 'out/preload',
    fileName: 'preload.cjs',
    external: ['electron'],
  }),
);
