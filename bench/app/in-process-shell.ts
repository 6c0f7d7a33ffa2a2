/**
 * For comparison only: the browser shell as it was before the embedded marketplace had a process
 * of its own — the same core and HTTP server, with the marketplace started inside the core's
 * process (`internals.startMarketplace`). Bundled and run by the app benchmark next to the real
 * shell, so both are measured on the same machine in the same run.
 *
 * Usage: node in-process-shell.mjs USER_DATA_DIR DATASETS READY_FILE RENDERER_DIR
 */
import { writeFileSync } from 'node:fs';
import { createBrowserShellServer } from '../../electron/browser-shell/server';
import { createShellToken } from '../../electron/browser-shell/shell-token';
import { createCore } from '../../electron/core/create-core';
import { startMarketplace } from '@dmd/marketplace';

const [userDataDir = '', datasets = '', readyFile = '', rendererDir = ''] = process.argv.slice(2);
const core = await createCore(
  { userDataDir, shell: 'browser', appVersion: 'bench', secretBackends: [], openExternal: async () => undefined, embedded: { datasets: Number(datasets) } },
  { startMarketplace },
);
const token = createShellToken();
const server = await createBrowserShellServer({ core, rendererDir, port: 0, token });
writeFileSync(
  readyFile,
  JSON.stringify({ url: server.openLink(), origin: server.origin, pageOrigin: server.pageOrigin, port: server.port, token, pid: process.pid }),
);
process.on('SIGTERM', () => {
  void server
    .close()
    .then(() => core.dispose())
    .then(() => process.exit(0));
});
