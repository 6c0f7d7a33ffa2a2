/**
 * Runs before `npm test`, `npm run test:unit`, `npm run start:browser` and `npm run marketplace`: the native modules
 * must load in plain Node. After `npm start` rebuilt them for Electron they do not, so they are
 * rebuilt for this Node here (`npm rebuild <names>`), with one line saying so; nothing is printed
 * when they load. A module that is missing or broken for another reason is left to the app's own
 * checks (keytar is optional; the embedded marketplace explains a broken better-sqlite3).
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import process from 'node:process';
import { fileURLToPath } from 'node:url';
import { nativeModuleFailures } from './electron-native-modules.mjs';
import { describeRebuild, planNativeRebuild } from './native-module-abi.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

const { rebuild } = planNativeRebuild(nativeModuleFailures(process.execPath, root));
if (rebuild.length > 0) {
  const names = rebuild.map((module) => module.name);
  console.log(`native modules: ${describeRebuild(rebuild, `Node ${process.version}`)}`);
  // npm sets npm_execpath to its own CLI when it runs this script; run that with this Node.
  const npm = process.env.npm_execpath ? [process.execPath, [process.env.npm_execpath]] : ['npm', []];
  const result = spawnSync(npm[0], [...npm[1], 'rebuild', ...names], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'pipe'],
    encoding: 'utf8',
    shell: process.platform === 'win32' && !process.env.npm_execpath,
  });
  const still = planNativeRebuild(nativeModuleFailures(process.execPath, root, names)).rebuild;
  if (result.status !== 0 || still.length > 0) {
    const reason =
      String(result.stderr ?? '')
        .split('\n')
        .filter((line) => line.trim())
        .slice(-1)[0] ?? `exit code ${result.status}`;
    console.error(`native modules: ${names.join(', ')} could not be rebuilt for Node (${reason.trim()}); run \`npm rebuild ${names.join(' ')}\` to see why.`);
    process.exit(1);
  }
}
