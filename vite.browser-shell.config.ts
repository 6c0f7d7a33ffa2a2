/**
 * The browser shell: electron/browser-shell/cli.ts → out/browser-shell/cli.cjs, the core bundled
 * in, so `npm run start:browser` (and the e2e tests and benchmarks that start it) run plain Node
 * on built code instead of compiling TypeScript at every start. The marketplace is not in it: it
 * runs in its own process (vite.marketplace-child.config.ts).
 */
import { defineConfig } from 'vite';
import { NODE_BUILTINS, nodeBundleConfig } from './vite.node-bundle.js';

export default defineConfig(
  nodeBundleConfig({
    entry: 'electron/browser-shell/cli.ts',
    outDir: 'out/browser-shell',
    fileName: 'cli.cjs',
    // Native modules stay outside the bundle; `electron` is never imported by the shell.
    external: ['keytar', '@napi-rs/keyring', ...NODE_BUILTINS],
    // The core is a chunk the shell loads once it listens (cli.ts): its address goes out first.
    lazyChunks: true,
  }),
);
