/**
 * `npm run build`: the renderer, the Electron main process, the preload, the built-in
 * marketplace's own process and the browser shell, with Vite. Output: out/renderer/ (index.html
 * + assets), out/main/main.cjs, out/preload/preload.cjs, out/marketplace-child/marketplace-child.cjs,
 * out/browser-shell/cli.cjs, and V8's code cache of the browser shell's core beside its chunk.
 *
 * Always a production build, whatever NODE_ENV the caller has: Vite takes React's development
 * build when NODE_ENV is anything but `production` (vitest sets `test`), and that is what a test
 * that builds on demand would otherwise have packed.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
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

/**
 * V8's code cache of the browser shell's core chunk and of the embedded marketplace's serving
 * chunk, so that a first start compiles them from the cache too (shared/node-support/code-cache.ts
 * reads `<chunk>.v8`): made by a Node like the one that runs the shell, with the chunk's modules set
 * up and nothing started. One V8 refuses (another Node, Electron's) is only ignored.
 */
const CODE_CACHE_SCRIPT = `
const { readFileSync, writeFileSync } = require('node:fs');
const Module = require('node:module');
const path = require('node:path');
const vm = require('node:vm');
const file = process.argv[1];
const script = new vm.Script(Module.wrap(readFileSync(file, 'utf8')), { filename: file });
const chunk = new Module(file);
script.runInThisContext().call(chunk.exports, chunk.exports, Module.createRequire(file), chunk, file, path.dirname(file));
writeFileSync(file + '.v8', script.createCachedData());
`;
const CACHED_CHUNKS = [
  { what: "the browser shell's core", folder: 'out/browser-shell/chunks', name: /^shell-core-.+\.cjs$/ },
  { what: "the marketplace's serving code", folder: 'out/marketplace-child/chunks', name: /^start-marketplace-.+\.cjs$/ },
];
for (const chunk of CACHED_CHUNKS) {
  const found = readdirSync(path.join(root, chunk.folder)).find((name) => chunk.name.test(name));
  const made = found ? spawnSync(process.execPath, ['-e', CODE_CACHE_SCRIPT, path.join(root, chunk.folder, found)], { stdio: 'inherit' }) : null;
  if (made?.status !== 0) {
    console.error(`build: the code cache of ${chunk.what} could not be made.`);
    process.exit(1);
  }
  console.log(`build: code cache of ${chunk.what} → ${chunk.folder}/${found}.v8`);
}
