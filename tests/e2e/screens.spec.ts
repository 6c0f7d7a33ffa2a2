/**
 * Screenshots of the Search and Dataset screens (1280×800, 900×700 and a narrow 700×800, light and
 * dark) into tests/screenshots/, and an axe scan of each state with no violation of any impact.
 */
import type { Page } from '@playwright/test';
import { expect, screenshotPath, test } from './fixtures/browser-shell';
import { axeViolations, resultsList, waitForResults } from './feature-steps';

const VIEWPORTS = [
  { width: 1280, height: 800 },
  { width: 900, height: 700 },
  { width: 700, height: 800 },
] as const;
const THEMES = ['light', 'dark'] as const;

async function capture(page: Page, name: string): Promise<void> {
  // Let the last fetch settle and the skeleton pulse not matter.
  await page.waitForTimeout(150);
  await page.screenshot({ path: screenshotPath(name) });
  expect(await axeViolations(page), `axe on ${name}`).toEqual([]);
}

// One session a theme, at every size in turn: each size starts from the same state (no search, no
// dataset open), as a test of its own did, without paying for a shell and a first page again.
for (const theme of THEMES) {
  test(`search and dataset screens at 1280x800, 900x700 and 700x800, ${theme}`, async ({ page }) => {
    test.setTimeout(180_000);
    await page.emulateMedia({ colorScheme: theme, reducedMotion: 'reduce' });
    for (const viewport of VIEWPORTS) {
      const size = `${viewport.width}x${viewport.height}`;
      await page.setViewportSize(viewport);
      await waitForResults(page);
      // The default theme setting is "system": it follows the emulated preference.
      await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
      await capture(page, `search-${size}-${theme}`);

      const firstTitle = (await resultsList(page).getByRole('listitem').first().locator('.result-row__title').textContent()) ?? '';
      await resultsList(page).getByRole('button', { name: firstTitle, exact: true }).click();
      const pane = page.getByRole('region', { name: firstTitle, exact: true });
      await expect(pane).toBeVisible();
      await expect(pane.getByRole('tab', { name: 'Overview' })).toHaveAttribute('aria-selected', 'true');
      await expect(pane.getByText('Seller', { exact: true })).toBeVisible();
      await capture(page, `dataset-overview-${size}-${theme}`);

      await pane.getByRole('tab', { name: 'Quality' }).click();
      await expect(pane.getByRole('table', { name: 'Dimensions by pillar' })).toBeVisible();
      await capture(page, `dataset-quality-${size}-${theme}`);

      await pane.getByRole('tab', { name: 'Licence' }).click();
      await expect(pane.getByRole('heading', { name: 'Permissions' })).toBeVisible();
      await capture(page, `dataset-licence-${size}-${theme}`);

      await pane.getByRole('switch', { name: 'Show raw JSON' }).check();
      await expect(pane.getByRole('region', { name: 'Raw JSON of the licence record' })).toBeVisible();
      await capture(page, `dataset-raw-json-${size}-${theme}`);

      // No match: what narrows the search, and a way to loosen each part.
      const search = page.getByRole('searchbox', { name: 'Search datasets' });
      await search.fill('qqzzxxq');
      await expect(page.getByRole('heading', { name: 'No datasets match' })).toBeVisible();
      await page.getByRole('main').evaluate((main) => main.scrollTo(0, 0));
      await capture(page, `search-empty-${size}-${theme}`);

      // Back to the first state for the next size.
      await search.fill('');
      const close = page.getByRole('button', { name: 'Close dataset' }).first();
      if (await close.isVisible()) await close.click();
      await expect(page.getByRole('region', { name: firstTitle, exact: true })).toHaveCount(0);
      await page.getByRole('main').evaluate((main) => main.scrollTo(0, 0));
    }
  });
}
