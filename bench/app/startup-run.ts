/**
 * Start-up in the app's default configuration (the embedded marketplace in its own process, on a
 * catalog already built, the shell on a free port the OS picks): from spawning the browser shell to
 * the first results painted in a window opened once the shell gives its address (the window's
 * creation included), with the milestones between. For each kind of window (START_WINDOWS), two
 * starts: cold (nothing saved: no results, UI state or settings) and after a restart (the saved
 * cache shows the last view). The running browser's window is how a user opens the address (and
 * how Electron keeps its session): its profile is kept between starts, though the shell lets it
 * cache none of the app's files (each start has a new origin and path). The private window is a
 * fresh profile each time. Before the first cold start the app starts and quits once on the copied catalog, as
 * every start but the very first finds it (checked, and closed cleanly by the run before); that
 * priming run is not measured. Beside each start, in the same kind of window, the floor starts
 * (floor-server-child.ts: a bare server and a page painting 20 rows from its JSON), so each
 * figure can be read as a ratio to what any such start costs on this machine under this load.
 */
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { createInterface } from 'node:readline';
import { chromium, type Browser, type BrowserContext, type LaunchOptions, type Page } from '@playwright/test';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { trackAppCalls, waitForQuiet } from '../../tests/harness/app/app-calls';
import type { PristineCatalog } from './catalog-store';
import { copyCatalog, embeddedCatalogPath } from './catalog-store';
import { waitForSavedCache } from '../../tests/harness/app/saved-cache';
import { installStartupProbe, readStartupMilestones } from './page-probes';
import { startShell } from '../../tests/harness/app/shell-process';
import { BROWSER_SHELL_TOKEN_HEADER } from '../../shared/ipc/shell-token-header';

/** All in ms from spawning the process that serves the page (the shell, or the floor's server). */
export interface StartupMilestoneTimes {
  /** Its address out (HTTP up). */
  coreReady: number;
  pageRequested: number;
  rendererLoaded: number;
  appShown: number;
  /** The first result rows painted: the saved first view's when the page came with one. */
  firstResults: number;
  /** The app's own first rows painted (firstResults when there was no saved first view). */
  liveResults: number;
}

export interface StartupBreakdown extends StartupMilestoneTimes {
  /** The core's own log: how long starting the embedded marketplace took. */
  marketplaceStartMs: number | null;
  /** The marketplace found the copied catalog unusable and built it again (its schema changed after the bench built its copy). */
  catalogBuilt: boolean;
  /** Marketplace calls the page made until the first results were painted and it settled (0: shown from the saved cache). */
  marketplaceCalls: number;
}

interface StartupRun {
  cold: StartupBreakdown;
  warm: StartupBreakdown;
  /** The floor (floor-server-child.ts) in the same kind of window, started just before the cold start and just before the restart. */
  floor: StartupMilestoneTimes[];
}

/** The windows the shell's address is opened in, and what each stands for. */
export const START_WINDOWS = {
  browser: 'a new window of the running browser (its profile kept between starts)',
  private: 'a new private window (a fresh profile each start: nothing cached)',
} as const;
export type StartWindow = keyof typeof START_WINDOWS;
export type StartupRuns = Record<StartWindow, StartupRun>;

interface OpenedWindow {
  page: Page;
  close(): Promise<void>;
}

/** Opens a window; the start-up probe is in it before the page loads. */
type WindowOpener = () => Promise<OpenedWindow>;

function privateWindows(browser: Browser): WindowOpener {
  return async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, serviceWorkers: 'block' });
    await installStartupProbe(context);
    return { page: await context.newPage(), close: () => context.close() };
  };
}

function windowsOf(profile: BrowserContext): WindowOpener {
  return async () => {
    const page = await profile.newPage();
    return { page, close: () => page.close() };
  };
}

async function startOnce(openWindow: WindowOpener, userDataDir: string, datasets: number): Promise<StartupBreakdown> {
  // Measured from outside, as a user meets it: the shell is spawned, then a new window is opened
  // on its address. The window's creation counts (it is part of every start); only Chromium's own
  // process start stays out, as the browser is running already.
  const shell = await startShell({ userDataDir, datasets });
  let window: OpenedWindow | null = null;
  try {
    window = await openWindow();
    const { page } = window;
    const calls = trackAppCalls(page);
    const requested = Date.now();
    await page.goto(shell.url);
    const marks = await readStartupMilestones(page);
    await waitForQuiet(calls, Date.now());
    calls.stop();
    const since = (time: number) => time - shell.spawnedAt;
    const logged = /Demo marketplace running at \S+ (?:in process \d+ )?\(started in (\d+) ms\)/.exec(shell.output());
    const breakdown: StartupBreakdown = {
      coreReady: since(shell.readyAt),
      pageRequested: since(requested),
      rendererLoaded: since(marks.domContentLoaded),
      appShown: since(marks.appFrame),
      firstResults: since(marks.firstResults),
      liveResults: since(marks.liveResults),
      marketplaceStartMs: logged?.[1] ? Number(logged[1]) : null,
      catalogBuilt: /Demo marketplace: (datasets|search-index|indexes) /.test(shell.output()),
      marketplaceCalls: calls.count(),
    };
    // The next start should find this one's cache: wait until it is written.
    await waitForSavedCache(userDataDir, requested);
    return breakdown;
  } finally {
    await window?.close();
    await shell.stop();
  }
}

/** The floor's server spawned, a window opened on its address, its rows painted; then it is stopped. */
async function startFloorOnce(openWindow: WindowOpener, floorScript: string): Promise<StartupMilestoneTimes> {
  const spawnedAt = Date.now();
  const child = spawn(process.execPath, [floorScript], { stdio: ['ignore', 'pipe', 'inherit'] });
  const exited = once(child, 'exit');
  let window: OpenedWindow | null = null;
  try {
    const lines = createInterface({ input: child.stdout });
    const [line] = (await once(lines, 'line')) as [string];
    const readyAt = Date.now();
    lines.close();
    const { url } = JSON.parse(line) as { url: string };
    window = await openWindow();
    const requested = Date.now();
    await window.page.goto(url);
    const marks = await readStartupMilestones(window.page);
    const since = (time: number) => time - spawnedAt;
    return {
      coreReady: since(readyAt),
      pageRequested: since(requested),
      rendererLoaded: since(marks.domContentLoaded),
      appShown: since(marks.appFrame),
      firstResults: since(marks.firstResults),
      liveResults: since(marks.liveResults),
    };
  } finally {
    await window?.close();
    child.kill('SIGTERM');
    await exited;
  }
}

/** One start and quit of the app on the copied catalog. */
async function primeCatalog(userDataDir: string, datasets: number): Promise<void> {
  const shell = await startShell({ userDataDir, datasets });
  try {
    const response = await fetch(`${shell.origin}/api/connection:status`, {
      method: 'POST',
      headers: { [BROWSER_SHELL_TOKEN_HEADER]: shell.token },
    });
    if (!response.ok) throw new Error(`priming the catalog: connection:status answered ${response.status}`);
    await response.json();
  } finally {
    await shell.stop();
  }
}

/**
 * A cold start (everything the app saved removed but the catalog), then a restart, each just after
 * a start of the floor in the same kind of window: floor, app, floor, app, so the machine's load
 * weighs on both alike.
 */
async function coldThenRestart(openWindow: WindowOpener, userDataDir: string, datasets: number, floorScript: string): Promise<StartupRun> {
  for (const entry of readdirSync(userDataDir)) if (entry !== 'marketplace') rmSync(path.join(userDataDir, entry), { recursive: true, force: true });
  const floorBeforeCold = await startFloorOnce(openWindow, floorScript);
  const cold = await startOnce(openWindow, userDataDir, datasets);
  const floorBeforeRestart = await startFloorOnce(openWindow, floorScript);
  const warm = await startOnce(openWindow, userDataDir, datasets);
  return { cold, warm, floor: [floorBeforeCold, floorBeforeRestart] };
}

/**
 * @param launched how `browser` was launched: the running browser with a profile is launched alike.
 * @param floorScript floor-server-child.ts bundled to plain ESM (bundleChildren).
 */
export async function runStartup(
  browser: Browser,
  launched: Pick<LaunchOptions, 'executablePath' | 'args'>,
  catalog: PristineCatalog,
  userDataDir: string,
  floorScript: string,
): Promise<StartupRuns> {
  copyCatalog(catalog, embeddedCatalogPath(userDataDir, catalog));
  await primeCatalog(userDataDir, catalog.datasets);
  const inPrivate = await coldThenRestart(privateWindows(browser), userDataDir, catalog.datasets, floorScript);
  const profileDir = mkdtempSync(path.join(os.tmpdir(), 'dmd-bench-browser-profile-'));
  let profile: BrowserContext | null = null;
  try {
    profile = await chromium.launchPersistentContext(profileDir, {
      ...launched,
      viewport: { width: 1280, height: 800 },
      serviceWorkers: 'block',
    });
    await installStartupProbe(profile);
    const inBrowser = await coldThenRestart(windowsOf(profile), userDataDir, catalog.datasets, floorScript);
    return { browser: inBrowser, private: inPrivate };
  } finally {
    await profile?.close();
    rmSync(profileDir, { recursive: true, force: true });
  }
}
