/**
 * The harness's app driver (which the benchmark and the economy test drive the app with) reads
 * the app as a person would: here, how many results are loaded as the list scrolls page by page.
 */
import { AppDriver } from '../harness/app/app-driver';
import { expect, test } from './fixtures/browser-shell';

test('the driver counts the results loaded by scrolling to the end, page by page', async ({ page }) => {
  const app = new AppDriver(page);
  await app.waitForResults();
  expect(await app.loadedRows()).toBe(20);
  // Rows shown are measured and the rest estimated, so the list's height is no count of them.
  for (const loaded of [40, 60, 80]) {
    await app.scrollResultsToEnd();
    expect(await app.loadedRows()).toBe(loaded);
    await expect(page.locator('.search-toolbar__range')).toHaveText(`Showing 1–${loaded} of 600 datasets`);
  }
});
