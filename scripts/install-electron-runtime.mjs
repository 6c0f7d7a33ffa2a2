// Downloads the Electron runtime like electron's own postinstall, but an offline machine (or a
// registry-only network) is not an install failure: `npm start` then uses the browser shell.
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

if (process.env.ELECTRON_SKIP_BINARY_DOWNLOAD) process.exit(0);

const require = createRequire(import.meta.url);
const electronDir = dirname(require.resolve('electron/package.json'));
const result = spawnSync(process.execPath, [join(electronDir, 'install.js')], {
  stdio: ['ignore', 'ignore', 'pipe'],
  timeout: 10 * 60_000,
});
if (result.status !== 0) {
  const reason =
    String(result.stderr ?? '')
      .split('\n')
      .find((line) => line.trim()) ?? 'unknown error';
  console.warn(`Electron runtime not downloaded (${reason.trim()}); \`npm start\` will open the browser shell instead.`);
}
