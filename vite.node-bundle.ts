/**
 * Shared settings for the two bundles that run in Electron's Node side: the main process and
 * the (sandboxed) preload. Each is CommonJS with everything bundled in except the modules named
 * in `external` (Electron itself, native modules, Node built-ins).
 *
 * `lazyChunks` (the main process): a dynamic `import()` becomes its own chunk (out/main/chunks/),
 * required only when the import runs. That keeps the embedded marketplace — and with it the
 * native better-sqlite3 — out of start-up: a native module that fails to load then fails the
 * built-in connection with a clear error instead of killing the main process before any window.
 * Without it (the preload, which may require nothing but `electron`), everything is one file.
 */
import { builtinModules } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { UserConfig } from 'vite';

const projectRoot = path.dirname(fileURLToPath(import.meta.url));

export const NODE_BUILTINS: readonly (string | RegExp)[] = [...builtinModules, /^node:/];

export function nodeBundleConfig(options: {
  entry: string;
  outDir: string;
  fileName: string;
  external: readonly (string | RegExp)[];
  lazyChunks?: boolean;
}): UserConfig {
  return {
    root: projectRoot,
    publicDir: false,
    logLevel: 'warn',
    define: { 'process.env.NODE_ENV': JSON.stringify('production') },
    ssr: { noExternal: true, external: [] },
    // pino-roll's `require('date-fns')`: only what it uses (the file says why).
    resolve: { alias: [{ find: /^date-fns$/, replacement: path.join(projectRoot, 'electron/core/logging/date-fns-subset.ts') }] },
    build: {
      ssr: path.join(projectRoot, options.entry),
      outDir: path.join(projectRoot, options.outDir),
      emptyOutDir: true,
      target: 'node22',
      minify: false,
      sourcemap: false,
      copyPublicDir: false,
      rollupOptions: {
        external: [...options.external],
        output: {
          format: 'cjs',
          entryFileNames: options.fileName,
          chunkFileNames: 'chunks/[name]-[hash].cjs',
          codeSplitting: options.lazyChunks ?? false,
          // The bundler's helpers (CommonJS interop, as the SPDX packages need) then get a chunk of
          // their own: left in a lazy chunk, the entry would require that chunk, and with it the
          // native modules, when the process starts.
          strictExecutionOrder: options.lazyChunks ?? false,
          // import('x') becomes a require('x') that runs when the import does: Electron resolves
          // require() into app.asar(.unpacked) reliably.
          dynamicImportInCjs: false,
        },
      },
    },
  };
}
