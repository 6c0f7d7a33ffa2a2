/**
 * Shared settings for the two bundles that run in Electron's Node side: the main process and
 * the (sandboxed) preload. Each is one CommonJS file with everything bundled in except the
 * modules named in `external` (Electron itself, native modules, Node built-ins).
 */
import { builtinModules } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { UserConfig } from 'vite';

const projectRoot = path.dirname(fileURLToPath(import.meta.url));

export const NODE_BUILTINS: readonly (string | RegExp)[] = [...builtinModules, /^node:/];

export function nodeBundleConfig(options: { entry: string; outDir: string; fileName: string; external: readonly (string | RegExp)[] }): UserConfig {
  return {
    root: projectRoot,
    publicDir: false,
    logLevel: 'warn',
    define: { 'process.env.NODE_ENV': JSON.stringify('production') },
    ssr: { noExternal: true, external: [] },
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
          codeSplitting: false,
          // import('keytar') becomes require('keytar'): Electron resolves require() into app.asar(.unpacked) reliably.
          dynamicImportInCjs: false,
        },
      },
    },
  };
}
