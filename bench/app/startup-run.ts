/**
 * Start-up in the app's default configuration (the embedded marketplace in its own process, on a
 * catalog already built): from spawning the browser shell to the first results painted in a
 * window opened once the shell gives its address (the window's creation included), with the
 * milestones between. Run twice on one profile: cold (nothing cached: no saved results, UI state
 * or settings) and after a restart (the saved cache shows the last view). Before the cold run the
 * app starts and quits once on the copied catalog, as every start but the very first finds it
 * (checked, and closed cleanly by the run before); that priming run is not measured.
 */
import type { Browser } from '@playwright/test';
import { readdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { trackAppCalls, waitForQuiet } from '../../tests/harness/app/app-calls';
import type { PristineCatalog } from './catalog-store';
import { copyCatalog, embeddedCatalogPath } from './catalog-store';
import { waitForSavedCache } from '../../tests/harness/app/saved-cache';
import { installStartupProbe, readStartupMilestones } from './page-probes';
import { startShell } from '../../tests/harness/app/shell-process';

export interface StartupBreakdown {
  /** All in ms from spawning the shell process. */
  coreReady: number;
  pageRequested: number;
  rendererLoaded: number;
  appShown: number;
  firstResults: number;
  /** The core's own log: how long starting the embedded marketplace took. */
  marketplaceStartMs: number | null;
  /** The marketplace found the copied catalog unusable and built it again (its schema changed after the bench built its copy). */
  catalogBuilt: boolean;
  /** Marketplace calls the page made until the first results were painted and it settled (0: shown from the saved cache). */
  marketplaceCalls: number;
}

export interface StartupRun {
  cold: StartupBreakdown;
  warm: StartupBreakdown;
}

async function startOnce(browser: Browser, userDataDir: string, datasets: number): Promise<StartupBreakdown> {
  // Measured from outside, as a user meets it: the shell is spawned, then a new window is opened
  // on its address. The window's creation counts (it is part of every start); only Chromium's own
  // process start stays out, as the browser is running already.
  const shell = await startShell({ userDataDir, datasets });
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, serviceWorkers: 'block' });
  try {
    await installStartupProbe(context);
    const page = await context.newPage();
    const calls = trackAppCalls(page);
    const requested = Date.now();
    await page.goto(shell.url);
    const marks = await readStartupMilestones(page);
    await waitForQuiet(calls, Date.now());
    calls.stop();
    const since = (time: number) => time - shell.spawnedAt;
    const logged = /Built-in marketplace running at \S+ (?:in process \d+ )?\(started in (\d+) ms\)/.exec(shell.output());
    const breakdown: StartupBreakdown = {
      coreReady: since(shell.readyAt),
      pageRequested: since(requested),
      rendererLoaded: since(marks.domContentLoaded),
      appShown: since(marks.appShell),
      firstResults: since(marks.firstResults),
      marketplaceStartMs: logged?.[1] ? Number(logged[1]) : null,
      catalogBuilt: /Built-in marketplace: (datasets|search-index|indexes) /.test(shell.output()),
      marketplaceCalls: calls.count(),
    };
    // The next start should find this one's cache: wait until it is written.
    await waitForSavedCache(userDataDir, requested);
    return breakdown;
  } finally {
    await context.close();
    await shell.stop();
  }
}

/** One start and quit of the app on the copied catalog, then everything but the catalog removed. */
async function primeCatalog(userDataDir: string, datasets: number): Promise<void> {
  const shell = await startShell({ userDataDir, datasets });
  try {
    const response = await fetch(new URL('/api/connection:status', shell.url), {
      method: 'POST',
      headers: { 'X-Shell-Token': new URL(shell.url).hash.replace(/^#token=/, '') },
    });
    if (!response.ok) throw new Error(`priming the catalog: connection:status answered ${response.status}`);
    await response.json();
  } finally {
    await shell.stop();
  }
  for (const entry of readdirSync(userDataDir)) if (entry !== 'marketplace') rmSync(path.join(userDataDir, entry), { recursive: true, force: true });
}

export async function runStartup(browser: Browser, catalog: PristineCatalog, userDataDir: string): Promise<StartupRun> {
  copyCatalog(catalog, embeddedCatalogPath(userDataDir, catalog));
  await primeCatalog(userDataDir, catalog.datasets);
  const cold = await startOnce(browser, userDataDir, catalog.datasets);
  const warm = await startOnce(browser, userDataDir, catalog.datasets);
  return { cold, warm };
}
