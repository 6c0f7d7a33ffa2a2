/**
 * The README's screenshots, made from the running app so they show it as it is: a search
 * with a dataset's Quality tab open (light, 1280×800), a compatibility check with a conflict
 * (dark, 1280×800) and a comparison of three datasets (light). They always go to
 * tests/screenshots/readme-*.png; with UPDATE_DOCS_SCREENSHOTS=1 they also replace
 * docs/screenshot-search.png, docs/screenshot-compatibility-dark.png and docs/screenshot-compare.png:
 *
 *   npm run build && UPDATE_DOCS_SCREENSHOTS=1 npx playwright test tests/e2e/readme-screenshots.spec.ts
 *
 * The demo banner is closed first: a README picture shows the app, not its first-run note.
 */
import { copyFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { PROJECT_ROOT } from '../harness/start-browser-shell-process';
import { expect, screenshotPath, test } from './fixtures/browser-shell';
import { checkLicenses, chooseTheme, openView, resultsList, waitForResults, openCompareAndLoad } from './feature-steps';

test.use({ viewport: { width: 1280, height: 800 } });

/** Saves the page as tests/screenshots/readme-NAME.png and, when asked to, as docs/DOC_FILE. */
async function saveReadmeScreenshot(page: Page, name: string, docFile: string): Promise<void> {
  // Relative times and the meter settle; nothing animates (reduced motion).
  await page.waitForTimeout(300);
  const saved = screenshotPath(`readme-${name}`);
  await page.screenshot({ path: saved });
  if (process.env.UPDATE_DOCS_SCREENSHOTS === '1') copyFileSync(saved, path.join(PROJECT_ROOT, 'docs', docFile));
}

async function closeDemoBanner(page: Page): Promise<void> {
  const banner = page.getByRole('status').filter({ hasText: "You're exploring the demo marketplace" });
  await banner.getByRole('button', { name: 'Dismiss' }).click();
  await expect(banner).toHaveCount(0);
}

test('the README screenshots: a search with a quality tab open, and a compatibility check in the dark theme', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'light', reducedMotion: 'reduce' });
  await waitForResults(page);
  await closeDemoBanner(page);

  const row = resultsList(page).getByRole('listitem').filter({ hasText: 'Gold' }).first();
  const title = (await row.locator('.result-row__title').textContent()) ?? '';
  await resultsList(page).getByRole('button', { name: title, exact: true }).click();
  const pane = page.getByRole('region', { name: title, exact: true });
  await pane.getByRole('tab', { name: 'Quality' }).click();
  await expect(pane.getByRole('table', { name: 'Dimensions by pillar' })).toBeVisible();
  await saveReadmeScreenshot(page, 'search', 'screenshot-search.png');

  // Two different share-alike licences may not be combined for redistribution: a conflict.
  await pane.getByRole('button', { name: 'Close dataset' }).click();
  await checkLicenses(page, ['CC-BY-SA-4.0', 'ODbL-1.0'], 'redistribution');
  await chooseTheme(page, 'Dark');
  await openView(page, 'Compatibility');
  await expect(page.locator('.compat-verdict__banner')).toContainText('Not compatible');
  await page.getByRole('main').evaluate((main) => main.scrollTo(0, 0));
  await saveReadmeScreenshot(page, 'compatibility-dark', 'screenshot-compatibility-dark.png');
});

test('the README screenshot of a comparison: three datasets side by side, the best of each row marked', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'light', reducedMotion: 'reduce' });
  await waitForResults(page);
  await closeDemoBanner(page);
  for (let index = 0; index < 3; index += 1) {
    await resultsList(page)
      .getByRole('listitem')
      .nth(index)
      .getByRole('button', { name: /^Add .+ to comparison$/ })
      .click();
  }
  await openCompareAndLoad(page);
  await expect(page.getByRole('table', { name: /^Comparison of 3 datasets/ })).toBeVisible();
  await expect(page.getByText('Loading the records to compare…')).toHaveCount(0);
  await expect(page.locator('.compare-table__best').first()).toBeVisible();
  await saveReadmeScreenshot(page, 'compare', 'screenshot-compare.png');
});
