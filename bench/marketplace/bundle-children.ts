import path from 'node:path';
import { build } from 'esbuild';

/**
 * Bundles the child server scripts into plain ESM for node, so each server runs without the
 * tsx loader (which alone adds ~35 MB of RSS) and the RSS measured is the server's own.
 * Packages stay external (better-sqlite3 is native; json-server is resolved from node_modules).
 */
export async function bundleChildren(entries: Readonly<Record<string, string>>, outDir: string): Promise<Record<string, string>> {
  await build({
    entryPoints: entries,
    outdir: outDir,
    outExtension: { '.js': '.mjs' },
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20.10',
    packages: 'external',
    sourcemap: false,
    logLevel: 'warning',
  });
  return Object.fromEntries(Object.keys(entries).map((name) => [name, path.join(outDir, `${name}.mjs`)]));
}
