/**
 * Every fact in its state, on every decision screen: no screen says "not stated" (or "none",
 * "never", "no description") for a record it has not received. The app runs against the embedded
 * marketplace behind the project's fault proxy (tests/support/fault-proxy.ts): with 800 ms of
 * latency on every answer, at quota 0 (a 429 that says the quota is used up), offline (every
 * connection dropped), and the same against every dialect (tests/support/dialects/), whose server
 * gives the 429 and its rate-limit headers in its own form. Records in flight show placeholders
 * with aria-busy; records not loaded say why and when they can.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Locator, Page } from '@playwright/test';
import { startMarketplace, type RunningMarketplace } from '@dmd/marketplace';
import { startDialectServer, type DialectServer } from '../support/dialect-server';
import { FOREIGN_DIALECTS } from '../support/dialects';
import { startFaultProxy, type FaultProxy } from '../support/fault-proxy';
import { watchForWords, watchTableCells } from './fact-watch';
import { expect, test, type ShellOptions } from './fixtures/browser-shell';
import { openView, resultsList, waitForResults, openCompareAndLoad } from './feature-steps';

const LATENCY_MS = 800;
/** A record in flight: the pane, a tab's placeholder, the comparison's table, a check's result. */
const IN_FLIGHT = '[aria-busy="true"]';

let dir: string;
let marketplace: RunningMarketplace;

test.beforeAll(async () => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'dmd-e2e-facts-'));
  marketplace = await startMarketplace({ dbFile: path.join(dir, 'catalog.db'), datasets: 200, dailyQuotaOverride: { free: 100_000 } });
});
test.afterAll(async () => {
  await marketplace.close();
  rmSync(dir, { recursive: true, force: true });
});

/** The app on the demo account's free key, through `proxy()` (known only once it runs: read when each test starts). */
function throughProxy(proxy: () => FaultProxy): ShellOptions {
  return {
    datasets: 200,
    get args() {
      return ['--api-base', proxy().url, '--request-timeout', '4'];
    },
    get env() {
      return { DMD_API_KEY: marketplace.freeKey };
    },
  };
}

const row = (page: Page, index: number) => resultsList(page).getByRole('listitem').nth(index);
const titleOf = async (page: Page, index: number) => (await row(page, index).locator('.result-row__title').textContent()) ?? '';

/** Opens the `index`-th result and returns its pane. */
async function openResult(page: Page, index: number): Promise<Locator> {
  const title = await titleOf(page, index);
  await row(page, index).getByRole('button', { name: title, exact: true }).click();
  return page.getByRole('region', { name: title, exact: true });
}

/** Adds the results at `indexes` (never opened) to the comparison and opens it. */
async function compareResults(page: Page, indexes: readonly number[]): Promise<void> {
  for (const index of indexes)
    await row(page, index)
      .getByRole('button', { name: /^Add .+ to comparison$/ })
      .click();
  await openCompareAndLoad(page);
}

const compareTable = (page: Page) => page.getByRole('table', { name: /^Comparison of \d datasets/ });

/** Runs each decision screen whose records arrive `LATENCY_MS` late, watching each while its record is in flight. */
async function decisionScreensUnderLatency(page: Page, proxy: FaultProxy): Promise<void> {
  await waitForResults(page);
  proxy.setLatency(LATENCY_MS);

  // Overview: the search result stands in; what only the detail states is a placeholder, never "not stated".
  const overview = await watchForWords(page, '.dataset-pane', { whileMatching: IN_FLIGHT, seen: '.overview .not-known--loading' });
  const pane = await openResult(page, 0);
  await expect(pane.locator('.overview__description')).toBeVisible({ timeout: 20_000 });
  await expect(pane).not.toHaveAttribute('aria-busy', 'true');
  expect(await overview.stop()).toEqual({ found: [], seen: true });

  // Quality and Licence: each loads on its own, with a placeholder while in flight.
  for (const [tab, loaded] of [
    ['Quality', pane.getByRole('table', { name: 'Dimensions by pillar' })],
    ['Licence', pane.getByRole('heading', { name: 'Permissions' })],
  ] as const) {
    const watch = await watchForWords(page, '.dataset-pane', { whileMatching: IN_FLIGHT, seen: '.record-tab__loading' });
    await pane.getByRole('tab', { name: tab }).click();
    await expect(loaded).toBeVisible({ timeout: 20_000 });
    expect(await watch.stop(), tab).toEqual({ found: [], seen: true });
  }
  await pane.getByRole('button', { name: 'Close dataset' }).click();

  // Compare three datasets never opened: cells load in place, a cell that says "not stated" or
  // "none" keeps saying it once all are in, and "Best" is provisional until then.
  const cells = await watchTableCells(page, '.compare-table', { marks: '.compare-table__best-mark' });
  const marks = await watchForWords(page, '.compare-table__scroll', {
    whileMatching: IN_FLIGHT,
    words: /\bBest\b(?! so far)/,
    seen: '.compare-table .not-known--loading',
  });
  await compareResults(page, [1, 2, 3]);
  await expect(compareTable(page)).toBeVisible();
  await expect(page.getByText('Loading the records to compare…')).toHaveCount(0, { timeout: 20_000 });
  expect(await marks.stop()).toEqual({ found: [], seen: true });
  expect(await cells.stop()).toEqual([]);
  await expect(compareTable(page).locator('.compare-table__best-mark').first()).toHaveText('Best');
  await expect(compareTable(page).getByText('Best so far')).toHaveCount(0);

  // A compatibility check: nothing about the datasets is said before the answer is in.
  await openView(page, 'Search');
  for (const index of [6, 7, 8])
    await row(page, index)
      .getByRole('button', { name: /^Add .+ to compatibility check$/ })
      .click();
  await openView(page, 'Compatibility');
  const checking = await watchForWords(page, '.compat-result', { whileMatching: IN_FLIGHT, seen: '.skeleton-stack' });
  await page.getByRole('button', { name: 'Check compatibility' }).click();
  await expect(page.locator('.compat-verdict__banner')).toBeVisible({ timeout: 20_000 });
  expect(await checking.stop()).toEqual({ found: [], seen: true });

  // Account (read once at start for the meter's tier, so usually saved by now): a placeholder
  // until the record is in; then a key never used may say "Never", as stated.
  const accountWatch = await watchForWords(page, '.account-view', { whileMatching: '.skeleton-stack' });
  await openView(page, 'Account');
  await expect(page.getByRole('region', { name: 'Profile' })).toBeVisible({ timeout: 20_000 });
  expect((await accountWatch.stop()).found).toEqual([]);
}

/**
 * Where a test makes the quota used up or the marketplace unreachable: `front` is what the app
 * talks to (latency, a dropped connection); `usedUp` makes the marketplace's own answers a 429
 * that says the quota is used up, which a dialect's server passes on in its own form.
 */
interface Route {
  front: FaultProxy;
  usedUp(): void;
}

/** At quota 0, a dataset never opened shows what its search result stated and says when the rest can load; so does the comparison. */
async function atQuotaZero(page: Page, route: Route): Promise<void> {
  await waitForResults(page);
  const watch = await watchForWords(page, '.dataset-pane, .compare-table');
  route.usedUp();

  const pane = await openResult(page, 2);
  await expect(
    pane.getByText(/^Today’s request quota is used up: the full dataset record can load after .+\. The overview shows what the search result said/),
  ).toBeVisible({ timeout: 20_000 });
  await expect(pane.getByRole('region', { name: 'Description' })).toContainText('Not loaded: quota used up');
  const size = pane.locator('.facts__item').filter({ has: page.locator('dt', { hasText: /^Size$/ }) });
  await expect(size).toContainText('Not loaded: quota used up');
  await expect(size.locator('.not-known')).toHaveAttribute('title', /^Not loaded yet\. Today’s request quota is used up: it can load after .+UTC\)?\.$/);
  await expect(pane.locator('.facts__item').filter({ has: page.locator('dt', { hasText: /^Price$/ }) })).toContainText(/\$|Free/);
  await pane.getByRole('tab', { name: 'Quality' }).click();
  await expect(pane.getByRole('heading', { name: 'The quality record is not saved yet' })).toBeVisible();
  await expect(pane.getByText(/^Today’s request quota is used up: the quality record can load after /)).toBeVisible();
  await pane.getByRole('tab', { name: 'Licence' }).click();
  await expect(pane.getByRole('heading', { name: 'The licence record is not saved yet' })).toBeVisible();
  await pane.getByRole('button', { name: 'Close dataset' }).click();

  await compareResults(page, [6, 7]);
  await expect(compareTable(page)).toBeVisible();
  await expect(compareTable(page).getByText('Not loaded: quota used up').first()).toBeVisible();
  await expect(page.getByText(/Records not loaded before say “Not loaded” until then/)).toBeVisible();
  // Its export says the same, and when the rest can load; "not stated" only for a record received, and none was.
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Markdown of the comparison' }).click()]);
  const exported = await readFile((await download.path()) ?? '', 'utf8');
  expect(exported).toMatch(/- \*\*Not loaded:\*\* Today’s request quota is used up: the rest can load after .+UTC\)?\./);
  expect(exported).toContain('Not loaded: quota used up');
  expect(exported).not.toMatch(/not stated/i);

  expect((await watch.stop()).found).toEqual([]);
}

/** Offline, a dataset never opened shows what its search result stated and says the rest is not loaded, and why; so does the comparison. */
async function offline(page: Page, route: Route): Promise<void> {
  await waitForResults(page);
  const watch = await watchForWords(page, '.dataset-pane .overview, .compare-table');
  route.front.inject('drop');

  const pane = await openResult(page, 3);
  await expect(pane.getByRole('alert').filter({ hasText: 'Can’t reach the marketplace' })).toBeVisible({ timeout: 20_000 });
  await expect(pane.getByRole('region', { name: 'Description' })).toContainText('Not loaded: offline');
  await expect(pane.locator('.facts__item').filter({ has: page.locator('dt', { hasText: /^Version$/ }) })).toContainText('Not loaded: offline');
  await pane.getByRole('button', { name: 'Close dataset' }).click();

  await compareResults(page, [8, 9]);
  await expect(compareTable(page).getByText('Not loaded: offline').first()).toBeVisible({ timeout: 20_000 });
  await expect(page.getByText('Loading the records to compare…')).toHaveCount(0, { timeout: 20_000 });
  expect((await watch.stop()).found).toEqual([]);
}

test.describe('the spec’s marketplace behind the fault proxy', () => {
  let proxy: FaultProxy;
  test.beforeAll(async () => {
    proxy = await startFaultProxy(marketplace.url);
  });
  test.afterAll(async () => proxy.close());
  test.beforeEach(() => {
    proxy.inject('pass');
    proxy.setLatency(0);
  });
  test.use({ shellOptions: throughProxy(() => proxy) });

  test(`with ${LATENCY_MS} ms of latency, every decision screen shows records in flight as loading, never as "not stated"`, async ({ page }) => {
    test.setTimeout(180_000);
    // Two starred while the list is at hand: the shortlist keeps them as listed, with no request.
    await waitForResults(page);
    for (const index of [4, 5])
      await row(page, index)
        .getByRole('button', { name: /^Add .+ to shortlist$/ })
        .click();
    await decisionScreensUnderLatency(page, proxy);
    await openView(page, 'Shortlist');
    await expect(page.getByRole('textbox', { name: /^Note on / })).toHaveCount(2);
    await expect(page.locator('.shortlist-view')).not.toContainText(/not stated/i);
  });

  test('at quota 0, a dataset never opened shows what its search result stated and says when the rest can load', async ({ page }) => {
    test.setTimeout(120_000);
    await atQuotaZero(page, { front: proxy, usedUp: () => proxy.inject('429-quota-used-up') });
  });

  test('offline, a dataset never opened shows what its search result stated and says the rest is not loaded, and why', async ({ page }) => {
    test.setTimeout(120_000);
    await offline(page, { front: proxy, usedUp: () => proxy.inject('429-quota-used-up') });
  });
});

for (const dialect of FOREIGN_DIALECTS) {
  test.describe(`a marketplace speaking ${dialect.name}`, () => {
    // The app → `front` (latency, dropped connections) → the dialect's server → `back` (the quota) → the embedded marketplace.
    let back: FaultProxy;
    let server: DialectServer;
    let front: FaultProxy;
    test.beforeAll(async () => {
      back = await startFaultProxy(marketplace.url);
      server = await startDialectServer(back.url, dialect);
      front = await startFaultProxy(server.url);
    });
    test.afterAll(async () => {
      await front.close();
      await server.close();
      await back.close();
    });
    test.beforeEach(() => {
      front.inject('pass');
      front.setLatency(0);
      back.inject('pass');
    });
    test.use({ shellOptions: throughProxy(() => front) });
    const route = (): Route => ({ front, usedUp: () => back.inject('429-quota-used-up') });

    test(`${LATENCY_MS} ms away, records in flight show as loading on every decision screen, never as "not stated"`, async ({ page }) => {
      test.setTimeout(180_000);
      await decisionScreensUnderLatency(page, front);
    });

    test('at quota 0, in its own 429 and headers, a dataset never opened says when the rest can load', async ({ page }) => {
      test.setTimeout(120_000);
      await atQuotaZero(page, route());
    });

    test('offline, a dataset never opened says the rest is not loaded, and why', async ({ page }) => {
      test.setTimeout(120_000);
      await offline(page, route());
    });
  });
}
