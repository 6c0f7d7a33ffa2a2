/**
 * The results list asks for a next page only when the user scrolls near it, and only for the
 * search it shows. A search shown after another one (typed again from the cache, or new) starts at
 * its first row: it never inherits the earlier list's scroll position, which could put its end
 * inside the load-ahead window, so a page nobody scrolled to was asked for (once of the earlier
 * search, before the list had switched its query over).
 *
 * Counted at the marketplace, as tests/e2e/economy.spec.ts does, with the benchmark's steps: load
 * three pages by scrolling to the end twice, scroll back up part of the way, then search again.
 */
import type { Page } from '@playwright/test';
import { AppDriver } from '../harness/app/app-driver';
import { DEFAULT_LIST } from '../harness/app/browsing-session';
import { createCatalogReader } from '../harness/app/catalog-reader';
import { analyseEconomy } from '../harness/app/economy-analysis';
import { accountKey, categoriesKey, listKey } from '../harness/app/marketplace-requests';
import { BrowsingSession, type ListParams } from '../harness/app/session-needs';
import { expect, test } from './fixtures/browser-shell';
import { startCountedMarketplace } from './fixtures/counted-marketplace';

/** Where the list is scrolled to: past a page of rows, so a 20-row list scrolled there would show its end. */
const MID_LIST_PX = 1400;

async function scrollResultsTo(page: Page, top: number): Promise<void> {
  await page.locator('.results-scroll').evaluate((element, to) => element.scrollTo({ top: to }), top);
}

async function resultsScrollTop(page: Page): Promise<number> {
  return page.locator('.results-scroll').evaluate((element) => element.scrollTop);
}

for (const viewport of [
  { width: 1280, height: 800 },
  { width: 420, height: 800 },
]) {
  test(`a search shown after another starts at its top and asks for no page nobody scrolled to (${viewport.width} px)`, async ({ context }, testInfo) => {
    test.setTimeout(120_000);
    const counted = await startCountedMarketplace();
    const { marketplace, recorder } = counted;
    try {
      const shell = await counted.startShell();
      const page = await context.newPage();
      await page.setViewportSize(viewport);
      await page.goto(shell.url);
      const app = new AppDriver(page);
      const session = new BrowsingSession(app, createCatalogReader(marketplace.url, marketplace.proKey));

      await session.step(
        'open the app',
        () => app.waitForResults(),
        () => [listKey(DEFAULT_LIST, 1), categoriesKey, accountKey],
      );
      const scans: ListParams = { q: 'scans', per_page: 20 };
      await session.step(
        'search "scans"',
        () => app.type('scans'),
        () => [listKey(scans, 1)],
      );
      await session.step('clear the search text', () => app.clearSearchText());
      await session.step(
        'scroll to the end: page 2',
        () => app.scrollResultsToEnd(),
        () => [listKey(DEFAULT_LIST, 2)],
      );
      await session.step(
        'scroll to the end: page 3',
        () => app.scrollResultsToEnd(),
        () => [listKey(DEFAULT_LIST, 3)],
      );
      // Sixty rows loaded and the user well above the last of them: nothing more to load.
      await session.step('scroll up to the middle', async () => {
        await scrollResultsTo(page, MID_LIST_PX);
        await app.settle(Date.now(), 'click');
      });
      expect(await resultsScrollTop(page)).toBeGreaterThan(MID_LIST_PX / 2);

      // "scans" again: its first page is in the cache, so the whole step costs nothing.
      await session.step('search "scans" again', () => app.type('scans'));
      const topAgain = await resultsScrollTop(page);

      await session.step('clear the search text again', () => app.clearSearchText());
      await session.step('scroll up to the middle again', async () => {
        await scrollResultsTo(page, MID_LIST_PX);
        await app.settle(Date.now(), 'click');
      });
      // A new search (its first page not yet loaded): the earlier list stays while it loads.
      const mri: ListParams = { q: 'mri', per_page: 20 };
      await session.step(
        'search "mri"',
        () => app.type('mri'),
        () => [listKey(mri, 1)],
      );
      const topNew = await resultsScrollTop(page);

      const report = analyseEconomy(recorder.records(), session.floor());
      expect(report.unneeded, 'requests for pages nobody scrolled to').toEqual([]);
      expect(report.duplicates).toEqual([]);
      expect(report.notServed).toEqual([]);
      expect(report.served).toBe(report.floor);
      expect(topAgain, 'the search shown again starts at its first row').toBe(0);
      expect(topNew, 'the new search starts at its first row').toBe(0);
      await expect(page.getByRole('list', { name: 'Datasets' }).getByRole('listitem').first()).toBeInViewport();
      app.calls.stop();
    } finally {
      await counted.close(testInfo);
    }
  });
}
