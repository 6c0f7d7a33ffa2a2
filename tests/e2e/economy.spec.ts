/**
 * Request economy, counted at the marketplace: a short scripted browsing session spends exactly
 * its floor (one request per distinct resource its screens needed), asks for nothing twice, and a
 * restart shows the last view again without a single request.
 *
 * The app talks to the embedded marketplace (the app's own implementation, on a small catalog of
 * its own) through a recorder that writes down every request served; the marketplace's own usage
 * table must agree with it. `DMD_E2E_QUERY_CACHE=off` runs the same test with the app's caching
 * switched off (`?query-cache=off`): it must then fail.
 */
import { AppDriver } from '../harness/app/app-driver';
import { DEFAULT_LIST } from '../harness/app/browsing-session';
import { createCatalogReader } from '../harness/app/catalog-reader';
import { analyseEconomy } from '../harness/app/economy-analysis';
import { appUrl, type QueryCacheMode } from '../harness/app/economy-run';
import { accountKey, categoriesKey, datasetKeys, listKey } from '../harness/app/marketplace-requests';
import { waitForSavedCache } from '../harness/app/saved-cache';
import { BrowsingSession, type ListParams } from '../harness/app/session-needs';
import { expect, test } from './fixtures/browser-shell';
import { startCountedMarketplace } from './fixtures/counted-marketplace';

const MODE: QueryCacheMode = process.env.DMD_E2E_QUERY_CACHE === 'off' ? 'off' : 'on';
const CATEGORY = 'Medical Imaging';

/** Search, refine, open two datasets and the tabs of one, go back, reopen, look at the account, return. */
async function shortSession(session: BrowsingSession): Promise<void> {
  const { app, catalog } = session;
  await session.step(
    'open the app',
    () => app.waitForResults(),
    () => [listKey(DEFAULT_LIST, 1), categoriesKey, accountKey],
  );
  const text: ListParams = { q: 'scans', per_page: 20 };
  await session.steps(
    ['type "s"', 'type "c"', 'type "a"', 'type "n"', 'type "s"'],
    () => app.type('scans'),
    () => [listKey(text, 1)],
  );
  const inCategory: ListParams = { ...text, category: CATEGORY };
  await session.step(
    `filter: ${CATEGORY}`,
    () => app.chooseCategory(CATEGORY),
    () => [listKey(inCategory, 1)],
  );
  const rowId = (row: number) => catalog.rowId(inCategory, row);
  await session.step(
    'open dataset 1',
    () => app.openRow(0),
    async () => [datasetKeys.detail(await rowId(0))],
  );
  await session.step(
    'quality tab',
    () => app.openTab('Quality'),
    async () => [datasetKeys.quality(await rowId(0))],
  );
  await session.step(
    'licence tab',
    () => app.openTab('Licence'),
    async () => [datasetKeys.license(await rowId(0))],
  );
  await session.step('overview tab', () => app.openTab('Overview'));
  await session.step(
    'open dataset 2',
    () => app.openRow(1),
    async () => [datasetKeys.detail(await rowId(1))],
  );
  await session.step('back: all categories', () => app.chooseCategory(null));
  await session.step(`forward: ${CATEGORY}`, () => app.chooseCategory(CATEGORY));
  await session.step('reopen dataset 1', () => app.openRow(0));
  await session.step('reopen: quality tab', () => app.openTab('Quality'));
  await session.step('reopen: overview tab', () => app.openTab('Overview'));
  await session.step('open Account', async () => {
    await app.openView('Account');
    await app.waitForAccount();
  });
  await session.step('back to Search', async () => {
    await app.openView('Search');
    await app.waitForResults();
  });
}

test(`a browsing session spends exactly its floor, nothing twice, and nothing on a restart (caching ${MODE})`, async ({ context }, testInfo) => {
  test.setTimeout(180_000);
  const counted = await startCountedMarketplace();
  const { marketplace, recorder, userDataDir } = counted;
  try {
    let shell = await counted.startShell();
    const page = await context.newPage();
    await page.goto(appUrl(shell.url, MODE));
    const app = new AppDriver(page);
    const session = new BrowsingSession(app, createCatalogReader(marketplace.url, marketplace.proKey));
    await shortSession(session);

    const served = recorder.records();
    const report = analyseEconomy(served, session.floor());
    expect(session.stepNames().length).toBeGreaterThanOrEqual(18);
    expect(report.duplicates, 'requests for a resource still fresh in the cache').toEqual([]);
    expect(report.unneeded, 'requests for resources no screen needed').toEqual([]);
    expect(report.notServed, 'resources the screens needed but never got').toEqual([]);
    expect(report.served).toBe(report.floor);
    // The marketplace's own count (its usage table) agrees with the recorder.
    expect(marketplace.servedToApp()).toBe(report.served);

    // Quit (once the cache is saved) and start again: the last view comes back without a request.
    const openTitle = (await page.locator('section.dataset-pane .dataset-pane__title').textContent())?.trim() ?? '';
    expect(openTitle).not.toBe('');
    const lastAnswer = Math.max(...served.map((request) => request.endedAt));
    expect(await waitForSavedCache(userDataDir, lastAnswer), 'the app saved its cache').toBe(true);
    app.calls.stop();
    await page.close();
    await shell.stop();

    recorder.clear();
    const chargedBefore = marketplace.servedToApp();
    shell = await counted.startShell();
    const again = await context.newPage();
    await again.goto(appUrl(shell.url, MODE));
    const restarted = new AppDriver(again);
    await restarted.waitForResults();
    await expect(again.locator('section.dataset-pane .dataset-pane__title')).toHaveText(openTitle);
    // Time for anything the app would fetch by itself once the view is up.
    await again.waitForTimeout(1500);
    await restarted.settle(0);
    const keyed = recorder.records().filter((request) => request.keyed);
    expect(
      keyed.map((request) => `${request.method} ${request.url}`),
      'requests after the restart',
    ).toEqual([]);
    expect(marketplace.servedToApp()).toBe(chargedBefore);
    restarted.calls.stop();
  } finally {
    await counted.close(testInfo);
  }
});
