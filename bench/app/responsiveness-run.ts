/**
 * Responsiveness and memory on a large catalog: keystroke-to-results-painted for new searches
 * (and for searches already in the cache), frame times while scrolling 1,000 loaded results, the
 * renderer's JS heap after loading them and opening 50 datasets, and the core's RSS.
 */
import os from 'node:os';
import type { Browser } from '@playwright/test';
import { CATEGORY_VOCABULARIES } from '@dmd/marketplace/testing';
import { AppDriver } from '../../tests/harness/app/app-driver';
import type { BenchMarketplace } from '../../tests/harness/app/bench-marketplace';
import type { RequestRecorder } from '../../tests/harness/app/request-recorder';
import { waitForSavedCache } from '../../tests/harness/app/saved-cache';
import { measureHeapMb, measureScrollFrames, waitForPaintAfterKeystroke } from './page-probes';
import { searchDebounceMs } from '../../tests/harness/app/search-debounce';
import { startShell } from '../../tests/harness/app/shell-process';

/** Distinct words of the catalog's listing titles (so every search finds something), in a stable order. */
function searchWords(count: number): string[] {
  const words = new Set<string>();
  for (let round = 0; words.size < count && round < 20; round += 1) {
    for (const vocabulary of CATEGORY_VOCABULARIES) {
      const subject = vocabulary.kinds.flatMap((kind) => kind.subjects)[round];
      for (const word of subject?.toLowerCase().split(/[^a-z]+/) ?? []) if (word.length >= 4) words.add(word);
    }
  }
  return [...words].slice(0, count);
}

export interface ResponsivenessOptions {
  browser: Browser;
  marketplace: BenchMarketplace;
  /** In front of the marketplace: tells how long the marketplace took for each search. */
  recorder: RequestRecorder;
  userDataDir: string;
  keystrokeSamples: number;
  cachedSamples: number;
  scrollRows: number;
  openDatasets: number;
  log(line: string): void;
}

export interface SearchSample {
  word: string;
  /** Last keystroke → results painted, minus the pause before a search is sent (ms; a cached search waits for none). */
  ms: number;
  /** Of that, the search request from the recorder to the marketplace and back (null when none was sent). */
  marketplaceMs: number | null;
}

export interface ResponsivenessRun {
  debounceMs: number;
  /** Searches not in the cache. */
  newSearches: SearchSample[];
  /** Searches already in the cache. */
  cachedSearches: SearchSample[];
  loadedRows: number;
  frameGapsMs: number[];
  openedDatasets: number;
  heap: { usedMb: number; totalMb: number };
  coreRss: { rssMb: number; peakRssMb: number } | null;
  marketplaceRssMb: number | null;
  /** The machine's 1-minute load average when the searches started and when the scrolling ended (others' work shows in the times). */
  loadAverage: { start: number; end: number };
}

export async function runResponsiveness(options: ResponsivenessOptions): Promise<ResponsivenessRun> {
  const { browser, marketplace, recorder, log } = options;
  const debounceMs = searchDebounceMs();
  const shell = await startShell({ userDataDir: options.userDataDir, apiBase: recorder.url, apiKey: marketplace.freeKey });
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, serviceWorkers: 'block' });
  try {
    const page = await context.newPage();
    await page.goto(shell.url);
    const app = new AppDriver(page);
    await app.waitForResults();

    const timeSearch = async (word: string, cached = false): Promise<SearchSample> => {
      await app.searchBox.fill('');
      await app.settle();
      recorder.clear();
      await app.searchBox.focus();
      await page.keyboard.type(word, { delay: 30 });
      const marks = await waitForPaintAfterKeystroke(page);
      await app.settle();
      const search = recorder.records().find((request) => new URL(request.url, 'http://x.invalid').searchParams.get('q') === word);
      return { word, ms: marks.painted - marks.keystroke - (cached ? 0 : debounceMs), marketplaceMs: search ? search.endedAt - search.startedAt : null };
    };
    const loadAtStart = os.loadavg()[0] ?? 0;
    const words = searchWords(options.keystrokeSamples);
    const newSearches: SearchSample[] = [];
    for (const word of words) newSearches.push(await timeSearch(word));
    const cachedSearches: SearchSample[] = [];
    for (const word of words.slice(0, options.cachedSamples)) cachedSearches.push(await timeSearch(word, true));
    log(`typed ${newSearches.length} new and ${cachedSearches.length} cached searches`);

    await app.searchBox.fill('');
    await app.settle();
    await app.pageSize(100);
    while ((await app.loadedRows()) < options.scrollRows) await app.scrollResultsToEnd();
    const loadedRows = await app.loadedRows();
    // Let the app save its cache first (it serialises the cache a second after a change), so the
    // frames measured are scrolling's own.
    await waitForSavedCache(options.userDataDir, Math.max(0, ...recorder.records().map((request) => request.endedAt)));
    await page.waitForTimeout(300);
    // The shortest row shown (one-line title): no row is shorter, so the stop below is never past the end.
    const geometry = await page.locator('.results-scroll').evaluate((element) => ({
      rowHeight: Math.min(...[...element.querySelectorAll('[data-index]')].map((row) => row.getBoundingClientRect().height), 88),
      viewport: element.clientHeight,
    }));
    // Stop 15 rows before the end, so the measured scroll never asks for the next page.
    const untilPx = (loadedRows - 15) * geometry.rowHeight - geometry.viewport;
    const frameGapsMs = await measureScrollFrames(page, 2 * geometry.rowHeight, untilPx);
    const loadAverage = { start: loadAtStart, end: os.loadavg()[0] ?? 0 };
    log(`scrolled ${loadedRows} loaded results: ${frameGapsMs.length} frames`);

    await app.scrollResultsToTop();
    for (let row = 0; row < options.openDatasets; row += 1) await app.openRow(row);
    const heap = await measureHeapMb(page);
    const coreRss = shell.memory();
    const marketplaceRssMb = marketplace.memory ? (await marketplace.memory()).rssMb : null;
    log(`opened ${options.openDatasets} datasets; JS heap ${heap.usedMb.toFixed(1)} MB`);
    app.calls.stop();
    return {
      debounceMs,
      newSearches,
      cachedSearches,
      loadedRows,
      frameGapsMs,
      openedDatasets: options.openDatasets,
      heap,
      coreRss,
      marketplaceRssMb,
      loadAverage,
    };
  } finally {
    await context.close();
    await shell.stop();
  }
}
