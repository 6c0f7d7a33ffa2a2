/**
 * `npm run build`: the renderer, the Electron main process, the preload, the built-in
 * marketplace's own process and the browser shell, with Vite. Output: out/renderer/ (index.html
 * + assets), out/main/main.cjs, out/preload/preload.cjs, out/marketplace-child/marketplace-child.cjs,
 * out/browser-shell/cli.cjs.
 *
 * Always a production build, whatever NODE_ENV the caller has: Vite takes React's development
 * build when NODE_ENV is anything but `production` (vitest sets `test`), and that is what a test
 * that builds on demand would otherwise have packed.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import process from 'node:process';
import { fileURLToPath } from 'node:url';

process.env.NODE_ENV = 'production';
const { build } = await import('vite');

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

const targets = [
  { name: 'renderer', configFile: 'vite.config.ts', output: 'out/renderer/index.html' },
  { name: 'main', configFile: 'vite.main.config.ts', output: 'out/main/main.cjs' },
  { name: 'preload', configFile: 'vite.preload.config.ts', output: 'out/preload/preload.cjs' },
  { name: 'marketplace child', configFile: 'vite.marketplace-child.config.ts', output: 'out/marketplace-child/marketplace-child.cjs' },
  { name: 'browser shell', configFile: 'vite.browser-shell.config.ts', output: 'out/browser-shell/cli.cjs' },
];

for (const target of targets) {
  const started = performance.now();
  try {
    await build({ configFile: path.join(root, target.configFile), logLevel: 'warn', mode: 'production' });
  } catch (error) {
    console.error(`build: the ${target.name} build failed: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  }
  if (!existsSync(path.join(root, target.output))) {
    console.error(`build: the ${target.name} build did not produce ${target.output}.`);
    process.exit(1);
  }
  console.log(`build: ${target.name} → ${target.output} (${Math.round(performance.now() - started)} ms)`);
}
