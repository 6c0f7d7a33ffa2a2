/**
 * Starts "the Electron app without Electron" for a Playwright test: the built main process in a
 * Node child under the stand-in `electron` (main-process-host.mjs), and a Chromium page on the
 * window's content with the built preload run under an emulated contextBridge and ipcRenderer
 * (preload-world.ts). Renderer ⇄ preload ⇄ main ⇄ core: only Electron's own plumbing between
 * them is emulated. Needs `npm run build` first.
 */
import type { Browser, BrowserContext, Page } from '@playwright/test';
import { fork, type ChildProcess } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { INVOKE_BINDING, NEXT_EVENTS_BINDING, preloadInitScript } from './preload-world';

const here = path.dirname(fileURLToPath(import.meta.url));
const PROJECT_ROOT = path.resolve(here, '..', '..', '..');
const HOST = path.join(here, 'main-process-host.mjs');
const NO_KEYCHAIN = path.join(here, 'no-system-keychain.cjs');
const BUILT_PRELOAD = path.join(PROJECT_ROOT, 'out', 'preload', 'preload.cjs');
/** Electron's user agent names it: the renderer then knows it is in the app (and never falls back to the browser shell's bridge). */
const ELECTRON_USER_AGENT =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) dataset-marketplace-desktop/0.1.0 Chrome/140.0.0.0 Electron/40.9.3 Safari/537.36';

type HostMessage =
  | { type: 'ready'; origin: string; loadedUrl: string }
  | { type: 'answer'; id: number; ok: true; value: unknown }
  | { type: 'answer'; id: number; ok: false; message: string }
  | { type: 'event'; channel: string; payload: unknown }
  | { type: 'notification'; options: { title?: string; body?: string } }
  | { type: 'quit-done' };

export interface StandInApp {
  /** The page showing the window's content. */
  page: Page;
  context: BrowserContext;
  /** What the main process loaded in its window (app://renderer/index.html). */
  loadedUrl: string;
  /** The loopback origin standing in for app://renderer. */
  origin: string;
  /** Notifications the main process showed. */
  notifications: Array<{ title?: string; body?: string }>;
  /** Everything the main process (and the marketplace process) printed. */
  output(): string;
  /** A second launch of the app with these arguments (Electron's `second-instance`). */
  secondInstance(argv: string[]): void;
  /** macOS's `open-url`. */
  openUrl(url: string): void;
  /** Quits as the user would (before-quit → core disposed → quit). */
  quit(): Promise<void>;
}

export interface StandInAppOptions {
  /** More command-line arguments of the launch (e.g. a `dataset-marketplace://` link). */
  argv?: string[];
  /** More environment for the main process, e.g. the system's proxy (`DMD_STAND_IN_SYSTEM_PROXY`, stand-in-net.mjs). */
  env?: Record<string, string>;
}

export async function startStandInApp(browser: Browser, userDataDir: string, options: StandInAppOptions = {}): Promise<StandInApp> {
  for (const file of ['out/main/main.cjs', 'out/preload/preload.cjs', 'out/renderer/index.html', 'out/marketplace-child/marketplace-child.cjs']) {
    if (!existsSync(path.join(PROJECT_ROOT, file))) throw new Error(`${file} is missing: run \`npm run build\` first.`);
  }
  let output = '';
  const host: ChildProcess = fork(HOST, [userDataDir, ...(options.argv ?? [])], {
    cwd: PROJECT_ROOT,
    env: { ...process.env, ...options.env },
    execArgv: ['--require', NO_KEYCHAIN],
    stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
  });
  host.stdout?.setEncoding('utf8').on('data', (text: string) => (output += text));
  host.stderr?.setEncoding('utf8').on('data', (text: string) => (output += text));
  host.on('exit', (code, signal) => (output += `\n[stand-in main process ended: ${signal ?? `exit code ${code}`}]\n`));

  const answers = new Map<number, { resolve(value: unknown): void; reject(error: Error): void }>();
  const events: Array<{ channel: string; payload: unknown }> = [];
  let wakeEventWaiter: (() => void) | null = null;
  const notifications: StandInApp['notifications'] = [];
  let quitDone: () => void = () => undefined;
  const ready = new Promise<{ origin: string; loadedUrl: string }>((resolve, reject) => {
    host.on('message', (message: HostMessage) => {
      if (message.type === 'ready') resolve(message);
      else if (message.type === 'answer') {
        const pending = answers.get(message.id);
        answers.delete(message.id);
        if (message.ok) pending?.resolve(message.value);
        else pending?.reject(new Error(`Error invoking remote method: Error: ${message.message}`));
      } else if (message.type === 'event') {
        events.push({ channel: message.channel, payload: message.payload });
        wakeEventWaiter?.();
      } else if (message.type === 'notification') notifications.push(message.options);
      else if (message.type === 'quit-done') quitDone();
    });
    host.once('exit', (code) => reject(new Error(`The stand-in main process exited (code ${code}) before it was ready:\n${output}`)));
  });
  const { origin, loadedUrl } = await ready;

  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, serviceWorkers: 'block', userAgent: ELECTRON_USER_AGENT });
  let nextId = 1;
  await context.exposeBinding(INVOKE_BINDING, ({ frame }, channel: string, input: unknown) => {
    const id = nextId++;
    const isMainFrame = frame.parentFrame() === null;
    return new Promise((resolve, reject) => {
      // A quit main process answers nothing, as an ended IPC channel in Electron.
      if (!host.connected) return reject(new Error('The main process has quit.'));
      answers.set(id, { resolve, reject });
      host.send({ type: 'invoke', id, channel, input, frame: { url: frame.url(), isMainFrame } }, (error) => {
        if (!error) return;
        answers.delete(id);
        reject(new Error(`The stand-in main process could not be reached (${error.message}); its output:\n${output}`));
      });
    });
  });
  await context.exposeBinding(NEXT_EVENTS_BINDING, async () => {
    while (events.length === 0) await new Promise<void>((resolve) => (wakeEventWaiter = resolve));
    wakeEventWaiter = null;
    return events.splice(0);
  });
  await context.addInitScript({ content: preloadInitScript(readFileSync(BUILT_PRELOAD, 'utf8')) });
  const page = await context.newPage();
  const entry = new URL(loadedUrl);
  await page.goto(`${origin}${entry.pathname}${entry.hash}`);

  return {
    page,
    context,
    loadedUrl,
    origin,
    notifications,
    output: () => output,
    secondInstance: (argv) => host.send({ type: 'second-instance', argv }),
    openUrl: (url) => host.send({ type: 'open-url', url }),
    async quit() {
      if (host.exitCode !== null) return;
      const done = new Promise<void>((resolve) => (quitDone = resolve));
      // A main process that has gone (its channel closed or broken) has nothing left to finish.
      if (!host.connected) quitDone();
      else host.send({ type: 'quit' }, (error) => error && quitDone());
      await Promise.race([done, new Promise((resolve) => setTimeout(resolve, 20_000))]);
      await context.close();
      if (host.exitCode === null) host.kill('SIGKILL');
    },
  };
}
