/**
 * Runs the built Electron main process (out/main/main.cjs) under plain Node with a stand-in
 * `electron` module (stand-in/electron-module.mjs) that records what the app asks of Electron,
 * then drives it: app ready, a request on the app:// protocol, IPC from a trusted and an untrusted
 * frame, navigation and window-open attempts, permissions, quit. Prints one JSON report on
 * stdout. Used by main-bundle.test.ts, because the real Electron runtime cannot be downloaded here.
 *
 * Run it with `--require stand-in/native-module-mismatch.cjs`: native modules then fail to load
 * as they do in a real Electron run on a Node-built node_modules, in this process and in the
 * marketplace's utility process alike.
 *
 * Usage: node --require tests/packaging/stand-in/native-module-mismatch.cjs tests/packaging/stand-in-electron.mjs USER_DATA_DIR
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import process from 'node:process';
import { fileURLToPath } from 'node:url';
import { createStandInElectron } from './stand-in/electron-module.mjs';
import { loadBuiltMain } from './stand-in/load-built-main.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const userDataDir = process.argv[2];
const stand = createStandInElectron({ userDataDir, utilityExecArgv: ['--require', path.join(here, 'stand-in', 'native-module-mismatch.cjs')] });
const { calls, windows, ipcHandlers, FakeWebContents } = stand;

// DMD_API_KEY is taken out of the environment as the app starts (no process it starts inherits it).
process.env.DMD_API_KEY = 'ls_live_StandInStandInStandInStandIn1234';

const waitFor = async (what, check, ms = 15_000) => {
  const deadline = Date.now() + ms;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
};

const report = { mainPid: process.pid };
try {
  loadBuiltMain(stand.electron);
  report.beforeReady = calls.map((call) => call.name);
  report.apiKeyInEnvironment = process.env.DMD_API_KEY ?? null;
  stand.ready.resolve();
  await waitFor('the window to load', () => windows[0]?.loadedUrl);
  const window = windows[0];
  report.window = {
    webPreferences: window.options.webPreferences,
    loadedUrl: window.loadedUrl,
    preloadExists: existsSync(window.options.webPreferences.preload),
  };

  const protocolHandler = stand.protocolHandler();
  const index = await protocolHandler(new Request('app://renderer/index.html'));
  const indexBody = await index.text();
  const asset = await protocolHandler(new Request('app://renderer/%2e%2e/%2e%2e/package.json'));
  const foreignHost = await protocolHandler(new Request('app://elsewhere/index.html'));
  report.protocol = {
    indexStatus: index.status,
    indexCsp: index.headers.get('content-security-policy'),
    indexNosniff: index.headers.get('x-content-type-options'),
    indexHasMeta: indexBody.includes('http-equiv="Content-Security-Policy"'),
    traversalStatus: asset.status,
    foreignHostStatus: foreignHost.status,
  };

  report.ipcChannels = [...ipcHandlers.keys()].sort();
  const trustedEvent = { sender: window.webContents, senderFrame: window.webContents.mainFrame };
  report.trustedAppInfo = await ipcHandlers.get('app:info')(trustedEvent, undefined);
  report.embeddedSearch = await ipcHandlers.get('datasets:search')(trustedEvent, {});
  report.utilityForks = calls.filter((call) => call.name === 'utilityProcess.fork').map((call) => call.detail);
  const attempts = {
    otherOrigin: { sender: window.webContents, senderFrame: { url: 'https://evil.example/', parent: null } },
    subFrame: { sender: window.webContents, senderFrame: { url: 'app://renderer/index.html', parent: window.webContents.mainFrame } },
    otherContents: { sender: new FakeWebContents('app://renderer/index.html'), senderFrame: { url: 'app://renderer/index.html', parent: null } },
    noFrame: { sender: window.webContents, senderFrame: null },
  };
  report.untrusted = {};
  for (const [name, event] of Object.entries(attempts)) {
    try {
      await ipcHandlers.get('app:info')(event, undefined);
      report.untrusted[name] = 'answered';
    } catch (error) {
      report.untrusted[name] = `refused: ${error.message}`;
    }
  }

  const navigation = (url) => {
    let prevented = false;
    window.webContents.emit('will-navigate', { url, preventDefault: () => (prevented = true) });
    return prevented;
  };
  report.navigation = {
    toApp: navigation('app://renderer/index.html'),
    toWeb: navigation('https://example.com/'),
    toFile: navigation('file:///etc/passwd'),
    windowOpen: window.webContents.windowOpenHandler({ url: 'https://example.com/docs' }),
  };
  let webviewPrevented = false;
  window.webContents.emit('will-attach-webview', { preventDefault: () => (webviewPrevented = true) });
  report.navigation.webviewPrevented = webviewPrevented;
  await waitFor('the vetted link to open', () => calls.some((call) => call.name === 'shell.openExternal'), 5_000);
  report.openedExternally = calls.filter((call) => call.name === 'shell.openExternal').map((call) => call.detail);

  const { request, check } = stand.permissionHandlers();
  report.permissions = [];
  const ask = (permission, requestingUrl, isMainFrame) =>
    request(null, permission, (granted) => report.permissions.push(['permission answer', [permission, requestingUrl, isMainFrame, granted]]), {
      requestingUrl,
      isMainFrame,
    });
  ask('media', 'app://renderer/index.html', true);
  ask('clipboard-read', 'app://renderer/index.html', true);
  ask('clipboard-sanitized-write', 'app://renderer/index.html', true);
  ask('clipboard-sanitized-write', 'app://renderer/index.html', false);
  ask('clipboard-sanitized-write', 'https://evil.example/', true);
  for (const [permission, origin, isMainFrame] of [
    ['notifications', 'app://renderer', true],
    ['clipboard-sanitized-write', 'app://renderer', true],
    ['clipboard-sanitized-write', 'https://evil.example', true],
  ]) {
    report.permissions.push(['permission check', [permission, origin, isMainFrame, check(null, permission, origin, { isMainFrame })]]);
  }
  report.permissions.push(...calls.filter((call) => call.name === 'setDevicePermissionHandler').map((call) => [call.name, call.detail]));
  report.menu = calls.find((call) => call.name === 'setApplicationMenu')?.detail ?? null;

  stand.electron.app.emit('before-quit', { preventDefault: () => stand.record('before-quit prevented') });
  await waitFor('the app to quit after the core stopped', () => calls.some((call) => call.name === 'quit'));
  report.quit = calls.filter((call) => call.name === 'before-quit prevented' || call.name === 'quit').map((call) => call.name);
  report.errors = calls.filter((call) => call.name === 'showErrorBox' || call.name === 'exit').map((call) => call.detail);
  console.log(JSON.stringify(report));
  process.exit(0);
} catch (error) {
  console.log(JSON.stringify({ ...report, failure: error instanceof Error ? error.stack : String(error), calls: calls.map((call) => call.name) }));
  process.exit(1);
}
