/**
 * First start: the embedded (demo) marketplace's datasets show at once, with the demo banner
 * that leads to Settings; the theme follows the system; no error on the console.
 */
import { expect, test } from './fixtures/browser-shell';
import { resultsList, waitForResults } from './feature-steps';

test('first start shows datasets and the demo banner, which leads to Settings', async ({ page }) => {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));

  await waitForResults(page);
  await expect(page.locator('.search-toolbar__total')).toHaveText('600 datasets');
  await expect(page.getByRole('heading', { name: 'No dataset open' })).toBeVisible();
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
