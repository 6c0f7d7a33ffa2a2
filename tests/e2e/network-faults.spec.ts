/**
 * Through the UI: one user action against a failing marketplace spends each request once. The
 * app runs against a counting fault proxy (tests/support/fault-proxy.ts) in front of an embedded
 * marketplace, with a short `--request-timeout` so the faults show quickly.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startMarketplace, type RunningMarketplace } from '@dmd/marketplace';
import { startFaultProxy, type FaultProxy } from '../support/fault-proxy';
import { expect, screenshotPath, test } from './fixtures/browser-shell';
import { fillTrayFromSearch, openView, resultsList, waitForResults } from './feature-steps';

const TIMEOUT_S = 1.5;
/** The timeout, the core's back-off (≤ 1.35 s) and a loaded machine's slack. */
const ERROR_WITHIN_MS = TIMEOUT_S * 1000 + 1_350 + 2_500;

let dir: string;
let marketplace: RunningMarketplace;
let proxy: FaultProxy;

test.beforeAll(async () => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'dmd-e2e-faults-'));
  marketplace = await startMarketplace({ dbFile: path.join(dir, 'catalog.db'), datasets: 200, dailyQuotaOverride: { free: 100_000 } });
  proxy = await startFaultProxy(marketplace.url);
});
test.afterAll(async () => {
  await proxy.close();
  await marketplace.close();
  rmSync(dir, { recursive: true, force: true });
});
test.beforeEach(() => {
  proxy.inject('pass');
  proxy.setLatency(0);
});

test.use({
  shellOptions: {
    datasets: 200,
    // The proxy's address is known only once it runs: the fixture reads it when each test starts.
    get args() {
      return ['--api-base', proxy.url, '--request-timeout', String(TIMEOUT_S)];
    },
    get env() {
      return { DMD_API_KEY: marketplace.freeKey };
    },
  },
});

const isSearch = (request: { method: string; path: string }) => request.method === 'GET' && request.path === '/v1/datasets';

test('a failing search costs at most three requests, shows its error in time, and is not asked again until Retry', async ({ page }) => {
  await waitForResults(page);
  proxy.inject('503-text', isSearch);
  const box = page.getByRole('searchbox', { name: 'Search datasets' });
  const mark = proxy.requests.length;
  const started = Date.now();
  await box.fill('radiology');
  const error = page.getByRole('alert').filter({ hasText: 'The marketplace had a problem' }).first();
  await expect(error).toBeVisible();
  expect(Date.now() - started).toBeLessThan(ERROR_WITHIN_MS + 250);
  await expect(error).toContainText('upstream is restarting');
  expect(proxy.countSince(mark, isSearch)).toBe(3);
  await page.screenshot({ path: screenshotPath('faults-search-503') });

  // Back to the results, then the same search again: answered from memory, no request.
  const again = proxy.requests.length;
  await box.fill('');
  await waitForResults(page);
  await box.fill('radiology');
  await expect(page.getByText(/This failed .+ the app has not asked the marketplace again since/)).toBeVisible();
  expect(proxy.countSince(again, isSearch)).toBe(0);

  // Retry is the user asking again: one more action, and it recovers once the marketplace does.
  proxy.inject('pass');
  const retried = proxy.requests.length;
  await page.getByRole('button', { name: 'Retry' }).first().click();
  await waitForResults(page);
  expect(proxy.countSince(retried, isSearch)).toBe(1);
});

test('a slow search says "Searching…" over the loaded results that match, then shows its own, for one request', async ({ page }) => {
  await waitForResults(page);
  const firstRow = resultsList(page).getByRole('listitem').first();
  const before = await firstRow.textContent();
  const searching = page.getByText('Searching…');
  const dimmed = page.locator('[aria-busy="true"]').filter({ has: resultsList(page) });
  // The answer waits 0.4 s, then trickles in over about half a second (a quick one renders at once,
  // with its results); on a loaded machine half a second alone was over before the page was read.
  proxy.inject('slow-body', isSearch);
  proxy.setLatency(400);
  const mark = proxy.requests.length;
  await page.getByRole('searchbox', { name: 'Search datasets' }).fill('radiology');
  await expect(searching).toBeVisible();
  // Meanwhile the loaded results stand in, filtered by the words and marked as such (docs/requests-and-quota.md).
  await expect(page.getByRole('note').filter({ hasText: 'Loaded results only' })).toContainText('asking the marketplace…');
  await page.screenshot({ path: screenshotPath('faults-search-slow') });
  await expect(searching).toBeHidden();
  await expect(dimmed).toHaveCount(0);
  await expect(firstRow).not.toHaveText(before ?? '');
  expect(proxy.countSince(mark, isSearch)).toBe(1);
});

test('a compatibility check is one POST per click, even when the marketplace answers 502', async ({ page }) => {
  await waitForResults(page);
  await fillTrayFromSearch(page, 2);
  await openView(page, 'Compatibility');
  const isCheck = (request: { method: string }) => request.method === 'POST';
  proxy.inject('502-html', isCheck);
  const mark = proxy.requests.length;
  await page.getByRole('button', { name: 'Check compatibility' }).click();
  await expect(page.getByRole('alert').filter({ hasText: '502 Bad Gateway' })).toBeVisible();
  expect(proxy.countSince(mark, isCheck)).toBe(1);
  await page.screenshot({ path: screenshotPath('faults-check-502') });
  // Leaving and coming back sends nothing; pressing Check again is one more.
  await openView(page, 'Search');
  await openView(page, 'Compatibility');
  expect(proxy.countSince(mark, isCheck)).toBe(1);
  await page.getByRole('button', { name: 'Check compatibility' }).click();
  await expect(page.getByRole('alert').filter({ hasText: '502 Bad Gateway' })).toBeVisible();
  await expect.poll(() => proxy.countSince(mark, isCheck)).toBe(2);
});

test('a dataset whose record fails still shows its quality and licence tabs', async ({ page }) => {
  await waitForResults(page);
  const title = (await resultsList(page).locator('.result-row__title').first().textContent()) ?? '';
  const isDetail = (request: { method: string; path: string }) => /^\/v1\/datasets\/[^/]+$/.test(request.path);
  proxy.inject('hang', isDetail);
  const mark = proxy.requests.length;
  const started = Date.now();
  await resultsList(page).getByRole('button', { name: title, exact: true }).click();
  const pane = page.getByRole('region', { name: title, exact: true });
  await expect(pane.getByRole('alert').filter({ hasText: 'The marketplace took too long to answer' })).toBeVisible();
  expect(Date.now() - started).toBeLessThan(ERROR_WITHIN_MS);
  expect(proxy.countSince(mark, isDetail)).toBe(1);
  // The search result stands in for the overview; the other records load on their own.
  await pane.getByRole('tab', { name: 'Quality' }).click();
  await expect(pane.getByRole('table', { name: 'Dimensions by pillar' })).toBeVisible();
  await pane.getByRole('tab', { name: 'Licence' }).click();
  await expect(pane.getByRole('heading', { name: 'Permissions' })).toBeVisible();
  await page.screenshot({ path: screenshotPath('faults-detail-hang') });
});

test('a 429 that names no time pauses the app for seconds, shown on the meter, never until midnight', async ({ page }) => {
  await waitForResults(page);
  const title = (await resultsList(page).locator('.result-row__title').first().textContent()) ?? '';
  const word = title.split(/\s+/).find((part) => part.length > 4) ?? title;
  proxy.inject('429-bare', isSearch);
  await page.getByRole('searchbox', { name: 'Search datasets' }).fill('traffic');
  await expect(page.getByRole('alert').filter({ hasText: 'The marketplace asked the app to slow down' }).first()).toBeVisible();
  await expect(page.locator('.quota-meter__state--paused')).toBeVisible();
  await page.screenshot({ path: screenshotPath('faults-rate-limited') });
  proxy.inject('pass');
  await expect(page.locator('.quota-meter__state--paused')).toBeHidden({ timeout: 5_000 });
  const mark = proxy.requests.length;
  await page.getByRole('searchbox', { name: 'Search datasets' }).fill(word);
  await waitForResults(page);
  expect(proxy.countSince(mark, isSearch)).toBe(1);
});
