/**
 * A marketplace naming its datasets, licences and categories after Object.prototype's members
 * (tests/support/prototype-names-server.ts): search, the Compatibility screen, Compare and the
 * shortlist show each under its own name, a link to `__proto__` opens it, and after a restart
 * (the saved results reloaded) the check is shown again from the cache, with no screen failing.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { startMarketplace, type RunningMarketplace } from '@dmd/marketplace';
import { datasetFragmentParam } from '../../shared/domain/deep-link';
import { startPrototypeNamesServer, type PrototypeNamesServer } from '../support/prototype-names-server';
import { expect, test } from './fixtures/browser-shell';
import { openCompareAndLoad, openView, resultsList, waitForResults, waitForSavedQuery, waitForSavedUiState } from './feature-steps';

let dir: string;
let marketplace: RunningMarketplace;
let server: PrototypeNamesServer;

test.beforeAll(async () => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'dmd-e2e-prototype-names-'));
  marketplace = await startMarketplace({ dbFile: path.join(dir, 'catalog.db'), datasets: 120, dailyQuotaOverride: { free: 100_000 } });
  server = await startPrototypeNamesServer(marketplace.url, marketplace.proKey);
});
test.afterAll(async () => {
  await server.close();
  await marketplace.close();
  rmSync(dir, { recursive: true, force: true });
});
test.use({
  shellOptions: {
    datasets: 120,
    get args() {
      return ['--api-base', server.url];
    },
    get env() {
      return { DMD_API_KEY: marketplace.freeKey };
    },
  },
});

/** Fails the test on any screen that stopped (its error boundary logs it), after the steps ran. */
function watchScreens(page: Page): string[] {
  const failures: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && /screen failed|is not a function/.test(message.text())) failures.push(message.text());
  });
  page.on('pageerror', (error) => failures.push(error.message));
  return failures;
}

const checksSent = () => server.requests.filter((request) => request.method === 'POST' && request.url.startsWith('/v1/licenses/compatibility')).length;

test('datasets named constructor, toString, __proto__ … go through every decision screen and a restart', async ({ page, restart }) => {
  const failures = watchScreens(page);
  const [first, second, third] = server.datasets as [(typeof server.datasets)[0], (typeof server.datasets)[0], (typeof server.datasets)[0]];
  await waitForResults(page);
  const list = resultsList(page);
  for (const dataset of [first, second, third]) {
    await expect(list.getByRole('button', { name: dataset.title, exact: true })).toBeVisible();
    await list.getByRole('button', { name: `Add ${dataset.title} to compatibility check` }).click();
  }
  for (const dataset of [first, third]) await list.getByRole('button', { name: `Add ${dataset.title} to shortlist` }).click();
  for (const dataset of [first, second]) await list.getByRole('button', { name: `Add ${dataset.title} to comparison` }).click();

  // The Compatibility screen: the check, its datasets by title, their licences as sent.
  await openView(page, 'Compatibility');
  await page.getByRole('button', { name: /^Check compatibility/ }).click();
  await expect(page.locator('.compat-verdict__banner')).toBeVisible();
  const result = page.locator('.compat-result, main');
  for (const dataset of [first, second, third]) await expect(result.getByText(dataset.title).first()).toBeVisible();
  await expect(page.getByText(/screen stopped/)).toHaveCount(0);
  const sent = checksSent();
  expect(sent).toBe(1);

  // Compare: both columns under their titles.
  await openCompareAndLoad(page);
  const table = page.getByRole('table', { name: /^Comparison of 2 datasets/ });
  for (const dataset of [first, second]) await expect(table.getByText(dataset.title).first()).toBeVisible();

  // The shortlist.
  await openView(page, 'Shortlist');
  for (const dataset of [first, third]) await expect(page.getByRole('main').getByText(dataset.title).first()).toBeVisible();

  // A link to the dataset named __proto__.
  await page.evaluate((param) => void (location.hash = param), datasetFragmentParam(third.id));
  await expect(page.getByRole('region', { name: third.title, exact: true })).toBeVisible();

  // After a restart, the saved results are reloaded: the check is shown again without asking again.
  await waitForSavedQuery(page, (key) => key.includes('compatibility'));
  await waitForSavedUiState(page, (state) => state.compatibility.lastCheck?.datasetIds.length === 3);
  await restart();
  const again = watchScreens(page);
  await openView(page, 'Compatibility');
  await expect(page.locator('.compat-verdict__banner')).toBeVisible();
  for (const dataset of [first, second, third]) await expect(page.getByRole('main').getByText(dataset.title).first()).toBeVisible();
  expect(checksSent()).toBe(sent);
  await openView(page, 'Shortlist');
  for (const dataset of [first, third]) await expect(page.getByRole('main').getByText(dataset.title).first()).toBeVisible();
  await expect(page.getByText(/screen stopped/)).toHaveCount(0);
  expect([...failures, ...again]).toEqual([]);
});
