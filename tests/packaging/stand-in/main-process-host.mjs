/**
 * The Electron main process for end-to-end tests, without Electron: the built main
 * (out/main/main.cjs) runs here under the stand-in `electron` module, and its real handlers are
 * reached over this process's IPC channel by a Playwright test driving real Chromium
 * (tests/e2e/electron-path.spec.ts). What it does for the test:
 *
 * - serves the window's page: the main process loaded `app://renderer/index.html`; Chromium cannot
 *   load a scheme only Electron registers, so `GET /<path>` on a loopback port is answered by the
 *   main process's own `app://` protocol handler for `app://renderer/<path>` (status, headers with
 *   the CSP, body), and the page lives at `http://127.0.0.1:PORT/…`;
 * - relays `ipcRenderer.invoke` from the page to the handler the main registered with
 *   `ipcMain.handle`, with an event naming the real sender: the window's webContents, and as
 *   `senderFrame` its main frame (its URL being the page's, mapped back to app://) or, for a call
 *   from a subframe, a frame whose parent is the main frame; a handler that throws rejects the
 *   invoke, as in Electron;
 * - forwards what the main process sends the window (`webContents.send`) to the page;
 * - delivers a second launch (`second-instance` with its argv) and macOS's `open-url`, and quits.
 *
 * Messages with the test: { type: 'invoke', id, channel, input, frame: { url, isMainFrame } } →
 * { type: 'answer', id, ok, value | message }; → { type: 'event', channel, payload };
 * → { type: 'notification', options }; { type: 'second-instance', argv } / { type: 'open-url', url };
 * { type: 'quit' } → { type: 'quit-done' }. First message: { type: 'ready', origin, loadedUrl }.
 *
 * Usage (forked with an IPC channel): node --require stand-in/no-system-keychain.cjs main-process-host.mjs USER_DATA_DIR [ARG…]
 * (further arguments are the launch's, as the main process reads them from process.argv: e.g. a link)
 */
import http from 'node:http';
import { createStandInElectron } from './electron-module.mjs';
import { loadBuiltMain } from './load-built-main.mjs';

const userDataDir = process.argv[2];
if (!userDataDir || typeof process.send !== 'function') {
  console.error('main-process-host: fork me with an IPC channel and a user data folder.');
  process.exit(2);
}
const tell = (message) => process.send?.(message);

let pageOrigin = '';
const stand = createStandInElectron({
  userDataDir,
  onSend: (contents, channel, payload) => {
    if (stand.windows.some((window) => window.webContents === contents)) tell({ type: 'event', channel, payload });
  },
  onNotification: (options) => tell({ type: 'notification', options }),
});

/** The page's URL as the main process knows it: our loopback origin stands for app://renderer. */
function asAppUrl(url) {
  return pageOrigin !== '' && url.startsWith(`${pageOrigin}/`) ? `app://renderer/${url.slice(pageOrigin.length + 1)}` : url;
}

async function serveThroughProtocol(req, res) {
  const handler = stand.protocolHandler();
  const response = await handler(new Request(`app://renderer${req.url ?? '/'}`, { method: req.method }));
  const headers = Object.fromEntries(response.headers.entries());
  const body = Buffer.from(await response.arrayBuffer());
  res.writeHead(response.status, { ...headers, 'Content-Length': body.length, 'Cache-Control': 'no-store' });
  res.end(req.method === 'HEAD' ? undefined : body);
}

async function invoke({ id, channel, input, frame }) {
  const window = stand.windows[0];
  const handler = stand.ipcHandlers.get(channel);
  if (!window || !handler) {
    tell({ type: 'answer', id, ok: false, message: `No handler registered for '${channel}'` });
    return;
  }
  const mainFrame = window.webContents.mainFrame;
  let senderFrame;
  if (frame.isMainFrame) {
    mainFrame.url = asAppUrl(frame.url);
    senderFrame = mainFrame;
  } else {
    senderFrame = { url: asAppUrl(frame.url), parent: mainFrame };
  }
  try {
    const value = await handler({ sender: window.webContents, senderFrame }, input);
    tell({ type: 'answer', id, ok: true, value });
  } catch (error) {
    tell({ type: 'answer', id, ok: false, message: error instanceof Error ? error.message : String(error) });
  }
}

async function quit() {
  stand.electron.app.emit('before-quit', { preventDefault: () => stand.record('before-quit prevented') });
  const deadline = Date.now() + 15_000;
  while (!stand.calls.some((call) => call.name === 'quit') && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 20));
  tell({ type: 'quit-done' });
  setTimeout(() => process.exit(0), 50);
}

process.on('message', (message) => {
  if (message.type === 'invoke') void invoke(message);
  else if (message.type === 'second-instance') stand.electron.app.emit('second-instance', {}, message.argv, process.cwd(), {});
  else if (message.type === 'open-url') stand.electron.app.emit('open-url', { preventDefault: () => undefined }, message.url);
  else if (message.type === 'quit') void quit();
});
process.on('disconnect', () => process.exit(0));

loadBuiltMain(stand.electron);
stand.ready.resolve();
const deadline = Date.now() + 60_000;
while (!stand.windows[0]?.loadedUrl) {
  if (Date.now() > deadline) {
    console.error('main-process-host: the main process opened no window.');
    process.exit(1);
  }
  await new Promise((resolve) => setTimeout(resolve, 20));
}
const server = http.createServer((req, res) => {
  serveThroughProtocol(req, res).catch((error) => {
    res.writeHead(500);
    res.end(String(error));
  });
});
await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
pageOrigin = `http://127.0.0.1:${server.address().port}`;
tell({ type: 'ready', origin: pageOrigin, loadedUrl: stand.windows[0].loadedUrl });
