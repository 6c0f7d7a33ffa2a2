/**
 * First start: the app frame (sidebar, header, search box) shows at once, with a labelled
 * progress while the embedded (demo) marketplace builds its catalog; then its datasets take the
 * room, with the demo banner that leads to Settings; the theme follows the system; no error on
 * the console.
 */
import { expect, screenshotPath, test } from './fixtures/browser-shell';
import { resultsList, waitForResults } from './feature-steps';

test('first start shows datasets and the demo banner, which leads to Settings', async ({ page }) => {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));

  await waitForResults(page);
  await expect(page.locator('.search-toolbar__range')).toHaveText('Showing 1–20 of 600 datasets');
  // No dataset open: no empty pane beside the results.
  await expect(page.getByRole('region', { name: 'Dataset details' })).toHaveCount(0);
  // Every row names its tier in words, not by colour alone.
  for (const badge of await resultsList(page).locator('.tier-badge').allTextContents()) {
    expect(badge).toMatch(/^LQS \d+\.\d (Platinum|Gold|Silver|Bronze)$/);
  }

  const banner = page.getByRole('status').filter({ hasText: "You're exploring the demo marketplace" });
  await expect(banner).toBeVisible();
  await banner.getByRole('button', { name: 'Connect your account' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Settings' })).toHaveAttribute('aria-current', 'page');

  await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Search' }).click();
  await waitForResults(page);

  // The theme starts as "system" and follows the system's preference live.
  await page.emulateMedia({ colorScheme: 'light' });
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
  await page.emulateMedia({ colorScheme: 'dark' });
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  expect(problems).toEqual([]);
});

test.describe('a first start whose catalog takes a moment to build', () => {
  // A fresh user-data folder (every test has one) and a catalog big enough to take a few seconds, built by the shell.
  test.use({ shellOptions: { datasets: 40_000, catalog: 'build' } });

  test('shows the app frame and a labelled progress before the results, and the search box already works', async ({ page }) => {
    test.setTimeout(120_000);
    const progress = page.getByRole('progressbar', { name: 'Preparing the demo marketplace…' });
    await expect(progress).toBeVisible();
    // The frame is there, whole, while the catalog builds, and no result yet.
    await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Search' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'Search datasets' })).toBeVisible();
    await expect(page.getByRole('meter', { name: 'Daily request quota' })).toBeVisible();
    const box = page.getByRole('searchbox', { name: 'Search datasets' });
    await expect(box).toBeVisible();
    await expect(resultsList(page)).toHaveCount(0);
    // The build reports how far it got.
    await expect(progress).toHaveAttribute('value', /^\d+$/);
    await expect(page.getByRole('status').filter({ hasText: "Building the demo marketplace's catalog" })).toBeVisible();
    await page.screenshot({ path: screenshotPath('first-start-progress-1280x800-light') });

    // Typing while it builds is kept, and is the first search sent.
    await box.fill('scans');
    await expect(resultsList(page).getByRole('listitem').first()).toBeVisible({ timeout: 90_000 });
    await expect(progress).toHaveCount(0);
    await expect(box).toHaveValue('scans');
    await expect(page.locator('.search-toolbar__range')).toHaveText(/^Showing (1–\d+ of|all) [\d,]+ datasets?$/);
  });
});
