/**
 * First end-to-end smoke: the app (built renderer + real core, through the browser shell) opens
 * on the search screen of the embedded marketplace and lists datasets, without a single
 * Content-Security-Policy violation or page error.
 */
import { expect, screenshotPath, test } from './fixtures/browser-shell';

test('opens on the embedded marketplace and lists datasets', async ({ page }) => {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`console: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));

  await expect(page.getByRole('heading', { level: 1, name: 'Search datasets' })).toBeVisible();
  const datasets = page.getByRole('list', { name: 'Datasets' });
  await expect(datasets).toBeVisible();
  await expect(datasets.getByRole('listitem').first()).toBeVisible();
  expect(await datasets.getByRole('listitem').count()).toBeGreaterThanOrEqual(5);

  // The address holds only this launch's host name and path: no token, no code.
  expect(page.url()).toMatch(/^http:\/\/dmd-[0-9a-f]{32}\.localhost:\d+\/[A-Za-z0-9_-]{22}\/$/);

  await page.screenshot({ path: screenshotPath('smoke-search'), fullPage: false });
  expect(problems).toEqual([]);
});

test('survives a reload (the session cookie signs the tab in) and a restart of the shell', async ({ page, restart }) => {
  await expect(page.getByRole('list', { name: 'Datasets' }).getByRole('listitem').first()).toBeVisible();
  await page.reload();
  await expect(page.getByRole('list', { name: 'Datasets' }).getByRole('listitem').first()).toBeVisible();
  const url = await restart();
  expect(url).toMatch(/^http:\/\/dmd-[0-9a-f]{32}\.localhost:\d+\/[A-Za-z0-9_-]{22}\/open\/[A-Za-z0-9_-]{43}$/);
  await expect(page.getByRole('list', { name: 'Datasets' }).getByRole('listitem').first()).toBeVisible();
});
