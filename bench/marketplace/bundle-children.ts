import path from 'node:path';
import { build, type Plugin } from 'esbuild';

/** Packages from the registry stay external; the workspace's own (`@dmd/…`, TypeScript sources) are bundled. */
const registryPackagesExternal: Plugin = {
  name: 'registry-packages-external',
  setup(setup) {
    setup.onResolve({ filter: /^[^./]/ }, (args) => (args.path.startsWith('@dmd/') ? undefined : { path: args.path, external: true }));
  },
};

/**
 * Bundles the child server scripts into plain ESM for node, so each server runs without the
 * tsx loader (which alone adds ~35 MB of RSS) and the RSS measured is the server's own.
 * Registry packages stay external (better-sqlite3 is native; json-server is resolved from node_modules);
 * the workspace's own are bundled, as plain node cannot load their TypeScript.
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
    plugins: [registryPackagesExternal],
    sourcemap: false,
    logLevel: 'warning',
  });
  return Object.fromEntries(Object.keys(entries).map((name) => [name, path.join(outDir, `${name}.mjs`)]));
}
