/**
 * Screenshots (tests/screenshots/decide-*.png) and axe scans of the screens buyers decide with:
 * a check whose verdict names its blocker, the comparison, the shortlist, the saved searches with
 * the "fits my use" search — at 1280×800 and 900×700, in the light and the dark theme. axe may
 * report no violation of any impact.
 */
import type { Page } from '@playwright/test';
import { expect, screenshotPath, test } from './fixtures/browser-shell';
import { checkLicenses, axeViolations, chooseTheme, openView, resultsList, waitForResults, openCompareAndLoad } from './feature-steps';

const VIEWPORTS = [
  { width: 1280, height: 800 },
  { width: 900, height: 700 },
] as const;

type Screen = { name: string; open(page: Page): Promise<void> };

const SCREENS: Screen[] = [
  {
    name: 'compatibility-blocked',
    open: async (page) => {
      await openView(page, 'Compatibility');
      await expect(page.locator('.compat-verdict__banner')).toContainText('Blocked by');
    },
  },
  {
    name: 'compare',
    open: async (page) => {
      await openCompareAndLoad(page);
      await expect(page.getByRole('table', { name: /^Comparison of 3 datasets/ })).toBeVisible();
      await expect(page.getByText('Loading the records to compare…')).toHaveCount(0);
    },
  },
  {
    name: 'shortlist',
    open: async (page) => {
      await openView(page, 'Shortlist');
      await expect(page.getByRole('textbox', { name: /^Note on / }).first()).toBeVisible();
    },
  },
  {
    name: 'search-fits-my-use',
    open: async (page) => {
      await openView(page, 'Search');
      await expect(page.getByRole('status').filter({ hasText: /^Hiding \d+ of \d+ loaded results/ })).toBeVisible();
    },
  },
  {
    name: 'dataset',
    open: async (page) => {
      await openView(page, 'Search');
      await resultsList(page).locator('.result-row__open').first().click();
      await expect(page.getByRole('tab', { name: 'Licence' })).toBeVisible();
    },
  },
];

test('decide screens: screenshots in both themes and sizes, no axe violations', async ({ page }) => {
  test.setTimeout(300_000);
  await waitForResults(page);

  // A check that one dataset blocks: two open licences and a non-commercial one, for commercial training.
  await checkLicenses(page, ['CC0-1.0', 'CC-BY-4.0', 'CC-BY-NC-4.0'], 'commercial_training');
  await expect(page.locator('.compat-verdict__banner')).toContainText('Not compatible');

  // Three compared and starred, with a note; a saved search; "fits my use" on.
  await openView(page, 'Search');
  for (let index = 0; index < 3; index += 1) {
    const row = resultsList(page).getByRole('listitem').nth(index);
    await row.getByRole('button', { name: /^Add .+ to comparison$/ }).click();
    await row.getByRole('button', { name: /^Add .+ to shortlist$/ }).click();
  }
  await openView(page, 'Shortlist');
  await page
    .getByRole('textbox', { name: /^Note on / })
    .first()
    .fill('Ask the seller for a sample of 100 rows.');
  await openView(page, 'Search');
  await page.getByRole('searchbox', { name: 'Search datasets' }).fill('medical images');
  await page.getByRole('button', { name: 'Save search' }).click();
  await page.getByRole('dialog', { name: 'Save this search' }).getByRole('button', { name: 'Save', exact: true }).click();
  await page.getByRole('switch', { name: 'Fits my use' }).check();

  const violations: string[] = [];
  for (const theme of ['Light', 'Dark'] as const) {
    await chooseTheme(page, theme);
    for (const viewport of VIEWPORTS) {
      await page.setViewportSize(viewport);
      for (const screen of SCREENS) {
        await screen.open(page);
        await page.getByRole('main').evaluate((main) => main.scrollTo(0, 0));
        await page.waitForTimeout(150);
        const name = `decide-${screen.name}-${theme.toLowerCase()}-${viewport.width}x${viewport.height}`;
        await page.screenshot({ path: screenshotPath(name) });
        for (const violation of await axeViolations(page)) violations.push(`${name}: ${violation}`);
        if (screen.name === 'dataset') await page.getByRole('button', { name: 'Close dataset' }).click();
      }
    }
  }
  expect(violations).toEqual([]);
});
