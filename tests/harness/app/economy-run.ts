/**
 * One economy run: a fresh profile, the browser shell pointed at the recorder in front of the
 * marketplace, a scripted session, then (optionally) a restart on the same profile that only
 * shows the last view again. Counts what the marketplace served: per request (recorder) and in
 * total (the marketplace's own usage table), and judges it against the session's floor.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import type { Browser } from '@playwright/test';
import { QUERY_CACHE_FILE } from '../../../electron/core/storage/query-cache-store';
import { QUERY_CACHE_PARAM, type QueryCacheMode } from '../../../renderer/queries/query-cache-mode';
import { AppDriver } from './app-driver';
import type { BenchMarketplace } from './bench-marketplace';
import { createCatalogReader } from './catalog-reader';
import { analyseEconomy, type EconomyReport } from './economy-analysis';
import type { ServedRequest } from './marketplace-requests';
import type { RequestRecorder } from './request-recorder';
import { waitForSavedCache } from './saved-cache';
import { BrowsingSession, type Observation } from './session-needs';
import { startShell, type ShellProcess } from './shell-process';

export type { QueryCacheMode };

/** The page URL for a cache mode: caching is switched off with `?query-cache=off` (the default is on). */
export function appUrl(shellUrl: string, mode: QueryCacheMode): string {
  if (mode === 'on') return shellUrl;
  const url = new URL(shellUrl);
  url.searchParams.set(QUERY_CACHE_PARAM, 'off');
  return url.toString();
}

export interface EconomyRun {
  steps: number;
  /** The distinct resources the session needed. */
  floor: number;
  report: EconomyReport;
  /** Requests the marketplace charged to the app's key during the session (its usage table). */
  chargedByMarketplace: number;
  seconds: number;
  /** The profile kept a saved cache (query-cache.json) after the session. */
  cacheSaved: boolean;
  /** What the app itself showed about its economy (the account view's session figures). */
  observations: readonly Observation[];
}

export interface RestartRun {
  /** Requests with the app's key (the ones that spend quota). */
  requests: ServedRequest[];
  chargedByMarketplace: number;
  /** The restarted app showed the dataset that was open when it was closed. */
  lastViewShown: boolean;
  /** The dataset pane's title before and after the restart. */
  openDataset: { before: string; after: string };
}

export interface EconomyRunOptions {
  browser: Browser;
  marketplace: BenchMarketplace;
  recorder: RequestRecorder;
  userDataDir: string;
  mode: QueryCacheMode;
  /** The scripted session; returns when done. */
  script(session: BrowsingSession): Promise<void>;
  restart: boolean;
  log(line: string): void;
}

async function openApp(browser: Browser, shell: ShellProcess, mode: QueryCacheMode) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, serviceWorkers: 'block' });
  const page = await context.newPage();
  await page.goto(appUrl(shell.url, mode));
  return { context, page, app: new AppDriver(page) };
}

async function openDatasetTitle(app: AppDriver): Promise<string> {
  const title = app.page.locator('section.dataset-pane .dataset-pane__title');
  return (await title.count()) > 0 ? ((await title.first().textContent()) ?? '').trim() : '';
}

export async function runEconomy(options: EconomyRunOptions): Promise<{ run: EconomyRun; restart: RestartRun | null }> {
  const { browser, marketplace, recorder, userDataDir, mode, log } = options;
  const shellOptions = { userDataDir, apiBase: recorder.url, apiKey: marketplace.freeKey };
  let shell = await startShell(shellOptions);
  let run: EconomyRun;
  let before = '';
  try {
    recorder.clear();
    const chargedBefore = marketplace.servedToApp();
    const started = Date.now();
    const { context, app } = await openApp(browser, shell, mode);
    const servedSoFar = () => recorder.records().filter((request) => request.keyed).length;
    const session = new BrowsingSession(app, createCatalogReader(marketplace.url, marketplace.proKey), servedSoFar);
    await options.script(session);
    const seconds = (Date.now() - started) / 1000;
    before = await openDatasetTitle(app);
    const lastRequest = Math.max(0, ...recorder.records().map((request) => request.endedAt));
    const cacheSaved = mode === 'on' ? await waitForSavedCache(userDataDir, lastRequest) : existsSync(path.join(userDataDir, QUERY_CACHE_FILE));
    const requests = recorder.records();
    run = {
      steps: session.stepNames().length,
      floor: session.floor().size,
      report: analyseEconomy(requests, session.floor()),
      chargedByMarketplace: marketplace.servedToApp() - chargedBefore,
      seconds,
      cacheSaved,
      observations: session.observations(),
    };
    log(`caching ${mode}: ${run.steps} steps in ${seconds.toFixed(1)} s, ${run.report.served} requests served (floor ${run.floor})`);
    for (const entry of run.report.unneeded) log(`  served, not needed: ${entry.times}× ${entry.key}`);
    for (const key of run.report.notServed) log(`  needed, not served: ${key}`);
    for (const entry of run.report.duplicates) log(`  duplicate: ${entry.key} (${entry.afterMs} ms after the first answer)`);
    for (const seen of run.observations) log(`  ${seen.name}: ${seen.value} (the marketplace had served ${seen.servedThen})`);
    app.calls.stop();
    await context.close();
  } finally {
    await shell.stop();
  }
  if (!options.restart) return { run, restart: null };

  shell = await startShell(shellOptions);
  try {
    recorder.clear();
    const chargedBefore = marketplace.servedToApp();
    const { context, page, app } = await openApp(browser, shell, mode);
    await app.waitForResults();
    await page.locator('section.dataset-pane .dataset-pane__title').first().waitFor({ state: 'visible', timeout: 20_000 });
    // Anything the app would fetch by itself after showing the view (background refreshes) has time to start.
    await page.waitForTimeout(1500);
    await app.settle(0);
    const after = await openDatasetTitle(app);
    const restart: RestartRun = {
      requests: recorder.records().filter((request) => request.keyed),
      chargedByMarketplace: marketplace.servedToApp() - chargedBefore,
      lastViewShown: after !== '' && after === before,
      openDataset: { before, after },
    };
    log(`restart (caching ${mode}): ${restart.requests.length} requests to show the last view`);
    app.calls.stop();
    await context.close();
    return { run, restart };
  } finally {
    await shell.stop();
  }
}
