/**
 * The saved first view (shared/ipc/first-view.ts): after a restart the page comes with an inert
 * copy of the last search's results, which paints before the app's scripts have run — here the
 * app's main script is held to see that frame — says that it is a saved copy, takes no focus or
 * click, and gives way to the app's own results once they are laid out.
 */
import type { Page, Route } from '@playwright/test';
import { waitForSavedCache } from '../harness/app/saved-cache';
import { expect, screenshotPath, test } from './fixtures/browser-shell';
import { chooseTheme, openView, resultsList, waitForResults } from './feature-steps';

/** Holds the app's main script (not the early one) until the returned release is called. */
async function holdAppScript(page: Page): Promise<() => void> {
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/app-[^/]+\.js$/, async (route: Route) => {
    await released;
    await route.continue();
  });
  return release;
}

const savedCopy = (page: Page) => page.getByRole('status').filter({ hasText: 'A saved copy of your last search: the app is starting…' });
const copiedRows = (page: Page) => page.locator('#first-view .result-row');

/** The page's first view is a picture: inert (no focus, no click), with no style the CSP would refuse. */
async function expectInertPicture(page: Page): Promise<void> {
  expect(
    await copiedRows(page)
      .first()
      .evaluate((row) => row.closest('[inert]') !== null),
  ).toBe(true);
  await expect(page.locator('#first-view [style]')).toHaveCount(0);
}

test('a restart paints the last results before the app runs, as an inert saved copy the app replaces', async ({ page, userDataDir, restart }) => {
  test.setTimeout(90_000);
  const since = Date.now();
  await page.getByRole('searchbox', { name: 'Search datasets' }).fill('scans');
  await expect(page.locator('.search-toolbar__range')).toHaveText(/^Showing .+ datasets?$/);
  await waitForResults(page);
  expect(await waitForSavedCache(userDataDir, since, 20_000), 'the app saved its results').toBe(true);
  const firstTitle = await resultsList(page).locator('.result-row__title').first().textContent();

  const release = await holdAppScript(page);
  const restarted = restart();
  try {
    await expect(savedCopy(page)).toBeVisible();
    await expect(copiedRows(page).first()).toBeVisible();
    await expect(copiedRows(page).first().locator('.result-row__title')).toHaveText(firstTitle ?? '');
    await expect(page.locator('#first-view input')).toHaveValue('scans');
    // A picture of the last view: out of the tab order, not clickable, and without the age of that moment.
    await expectInertPicture(page);
    await expect(page.locator('#first-view')).not.toContainText('Updated');
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.closest('#first-view') ?? null)).toBeNull();
    await expect(page.locator('#root .result-row')).toHaveCount(0);
    await page.screenshot({ path: screenshotPath('first-view-light') });
  } finally {
    release();
  }
  await restarted;
  await waitForResults(page);
  // Gone as the screen it pictures shows, never beside it (not only after its longest stay).
  expect(await page.locator('#first-view').count()).toBe(0);
  await expect(savedCopy(page)).toHaveCount(0);
  await expect(resultsList(page).locator('.result-row__title').first()).toHaveText(firstTitle ?? '');
});

test('the saved copy of a dark window is dark too', async ({ page, userDataDir, restart }) => {
  test.setTimeout(90_000);
  await chooseTheme(page, 'Dark');
  await openView(page, 'Search');
  const since = Date.now();
  await page.getByRole('searchbox', { name: 'Search datasets' }).fill('scans');
  await expect(page.locator('.search-toolbar__range')).toHaveText(/^Showing .+ datasets?$/);
  expect(await waitForSavedCache(userDataDir, since, 20_000), 'the app saved its results').toBe(true);

  const release = await holdAppScript(page);
  const restarted = restart();
  try {
    await expect(copiedRows(page).first()).toBeVisible();
    await expect(page.locator('#first-view')).toHaveClass(/\bfirst-view--dark\b/);
    // The dark theme's background (tokens.css), before the app has set the theme on the page.
    expect(await page.locator('html').getAttribute('data-theme')).toBeNull();
    expect(await page.locator('#first-view').evaluate((frame) => getComputedStyle(frame).backgroundColor)).toBe('rgb(17, 17, 20)');
    await page.screenshot({ path: screenshotPath('first-view-dark') });
  } finally {
    release();
  }
  await restarted;
  await waitForResults(page);
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
});

test.describe('a first start', () => {
  // However loaded the machine, the page waits for its first results here: what is tested is what comes with it.
  test.use({ shellOptions: { env: { DMD_OPENING_VIEW_WAIT_MS: '30000' } } });

  for (const colorScheme of ['light', 'dark'] as const) {
    test(`comes with its first results, just received from the marketplace, which the app replaces (a ${colorScheme} system)`, async ({
      browser,
      shellUrl,
    }) => {
      test.setTimeout(90_000);
      const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, colorScheme });
      const page = await context.newPage();
      try {
        const release = await holdAppScript(page);
        const loaded = page.goto(shellUrl, { waitUntil: 'commit' });
        let copiedTitles: string[] = [];
        try {
          await expect(
            page.getByRole('status').filter({ hasText: 'The first results, just received from the marketplace: the app is starting…' }),
          ).toBeVisible();
          await expect(copiedRows(page)).toHaveCount(20);
          await expect(page.locator('#first-view .search-toolbar__range')).toHaveText(/^Showing 1–20 of [\d,]+ datasets$/);
          await expect(page.locator('#first-view input')).toHaveValue('');
          await expectInertPicture(page);
          // Not the saved copy of a last search: there is none.
          await expect(savedCopy(page)).toHaveCount(0);
          await expect(page.locator('#root .result-row')).toHaveCount(0);
          // The theme is left to the system (the default): the page reads the system's before the app runs.
          if (colorScheme === 'dark') await expect(page.locator('#first-view')).toHaveClass(/\bfirst-view--dark\b/);
          else await expect(page.locator('#first-view')).not.toHaveClass(/\bfirst-view--dark\b/);
          copiedTitles = await copiedRows(page).locator('.result-row__title').allTextContents();
          await page.screenshot({ path: screenshotPath(`first-view-opening-${colorScheme}`) });
        } finally {
          release();
        }
        await loaded;
        await waitForResults(page);
        expect(await page.locator('#first-view').count()).toBe(0);
        // The app draws the rows in view: the same datasets, in the same order, as the page came with.
        const drawn = await resultsList(page).locator('.result-row__title').allTextContents();
        expect(drawn.length).toBeGreaterThan(5);
        expect(copiedTitles.slice(0, drawn.length)).toEqual(drawn);
      } finally {
        await context.close();
      }
    });
  }
});
