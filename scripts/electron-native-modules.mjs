/**
 * The native modules (better-sqlite3, keytar) against the Electron runtime. `npm install` builds
 * them for Node's ABI — what the tests and the browser shell need — but Electron has its own ABI,
 * so a real Electron run needs them rebuilt (`electron-builder install-app-deps`, which drives
 * @electron/rebuild). `scripts/start.mjs` checks them with the Electron binary itself (as Node,
 * ELECTRON_RUN_AS_NODE) and rebuilds those built for another ABI (scripts/native-module-abi.mjs).
 *
 * After such a rebuild, plain-Node runs (vitest, the browser shell) cannot load them until they
 * are rebuilt for Node again, which `npm test`, `npm run test:unit` and `npm run start:browser`
 * do first (scripts/ensure-node-native-modules.mjs).
 */
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';

export const NATIVE_MODULES = ['better-sqlite3', 'keytar'];

const require = createRequire(import.meta.url);

/**
 * Which native modules fail to load in the given runtime (an Electron binary, run as Node).
 * @returns {{ name: string; reason: string }[]}
 */
export function nativeModuleFailures(runtimeBinary, cwd, modules = NATIVE_MODULES) {
  const probe = `
    const failures = [];
    for (const name of ${JSON.stringify(modules)}) {
      try { require(name); } catch (error) { failures.push({ name, reason: String(error && error.message || error).split('\\n')[0] }); }
    }
    process.stdout.write(JSON.stringify(failures));
  `;
  const run = spawnSync(runtimeBinary, ['-e', probe], {
    cwd,
    env: { ...process.env, ELECTRON_RUN_AS_NODE: '1' },
    encoding: 'utf8',
    timeout: 60_000,
  });
  try {
    const failures = JSON.parse(run.stdout);
    if (Array.isArray(failures)) return failures;
  } catch {
    // Fall through: the runtime did not even run the probe.
  }
  const reason = (run.error?.message ?? run.stderr ?? '').split('\n').find((line) => line.trim()) ?? `exit code ${run.status}`;
  return modules.map((name) => ({ name, reason: `the runtime could not check it (${reason.trim()})` }));
}

/** `electron-builder install-app-deps`: rebuilds the app's native dependencies for the installed Electron. */
export function electronRebuildCommand() {
  return { command: process.execPath, args: [require.resolve('electron-builder/cli.js'), 'install-app-deps'] };
}
