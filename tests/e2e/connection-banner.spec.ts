/**
 * The connection banner after switch attempts: whatever Settings tried (an address that cannot be
 * reached, with or without a key; a key the other marketplace refuses; back to the built-in
 * marketplace; a switch that works), the banner above the screen speaks of the connection in use
 * and of nothing else, including a request of the old connection still in flight when it changed.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Locator, Page } from '@playwright/test';
import { startMarketplace, type RunningMarketplace } from '@dmd/marketplace';
import { startFaultProxy, type FaultProxy } from '../support/fault-proxy';
import { expect, test } from './fixtures/browser-shell';
import { openView, resultsList, shellCall, waitForResults } from './feature-steps';
import type { ConnectionStatus } from '../../shared/ipc/ipc-contract';

const UNREACHABLE = 'http://127.0.0.1:1';
const REFUSED_KEY = `ls_live_${'R'.repeat(32)}`;

let dir: string;
let other: RunningMarketplace;
let proxy: FaultProxy;

test.beforeAll(async () => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'dmd-e2e-banner-'));
  other = await startMarketplace({ dbFile: path.join(dir, 'catalog.db'), datasets: 200 });
  proxy = await startFaultProxy(other.url);
});
test.afterAll(async () => {
  await proxy.close();
  await other.close();
  rmSync(dir, { recursive: true, force: true });
});
test.beforeEach(() => {
  proxy.inject('pass');
  proxy.setLatency(0);
});

const alerts = (page: Page): Locator => page.locator('.app-banners').getByRole('alert');

async function inUse(page: Page): Promise<ConnectionStatus> {
  const result = await shellCall<ConnectionStatus>(page, 'connection:status');
  if (!result.ok) throw new Error(result.error.message);
  return result.value;
}

/**
 * Fills Settings' form and saves: `to` the embedded marketplace, an address, or (left out) the
 * marketplace in use; `expected` is the form's answer (an error beside a field, or the confirmation).
 */
async function trySave(page: Page, choice: { to?: 'built-in' | string; key?: string }, expected: RegExp): Promise<void> {
  await openView(page, 'Settings');
  const form = page.getByRole('region', { name: 'Marketplace and API key' });
  if (choice.to === 'built-in') await form.getByRole('radio', { name: 'Embedded marketplace' }).check();
  else if (choice.to !== undefined) {
    await form.getByRole('radio', { name: 'Custom URL' }).check();
    await form.getByLabel('Base URL').fill(choice.to);
  }
  if (choice.key !== undefined) await form.getByLabel(/API key|Replace the key/).fill(choice.key);
  await form.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(form.getByText(expected).first()).toBeVisible({ timeout: 20_000 });
}

/** The search screen with its results and no alert above it. */
async function searchIsHealthy(page: Page): Promise<void> {
  await openView(page, 'Search');
  await waitForResults(page);
  await expect(alerts(page)).toHaveCount(0);
}

test('after every failed switch the banner speaks of the marketplace still in use', async ({ page }) => {
  test.setTimeout(120_000);
  await waitForResults(page);
  await expect(alerts(page)).toHaveCount(0);

  // Three refusals from the embedded marketplace: nothing switches, and no banner blames it.
  await trySave(page, { to: UNREACHABLE }, /Nothing answered at http:\/\/127\.0\.0\.1:1/);
  await searchIsHealthy(page);
  await trySave(page, { to: UNREACHABLE, key: other.proKey }, /reach/i);
  await searchIsHealthy(page);
  await trySave(page, { to: other.url, key: REFUSED_KEY }, /did not accept this key, so it was not saved/);
  await searchIsHealthy(page);
  expect((await inUse(page)).kind).toBe('embedded');

  // A marketplace without a key: its banner names it. A failed switch from there keeps that banner, still naming it.
  await trySave(page, { to: other.url }, /^Now using .+ No key is saved for it yet/);
  await openView(page, 'Search');
  const noKey = alerts(page).filter({ hasText: 'No API key for this marketplace' });
  await expect(noKey).toContainText(other.url);
  await trySave(page, { to: UNREACHABLE, key: other.proKey }, /reach/i);
  await openView(page, 'Search');
  await expect(noKey).toContainText(other.url);
  await expect(alerts(page)).toHaveCount(1);

  // Back to the embedded marketplace: nothing of the other one is left.
  await trySave(page, { to: 'built-in' }, /Now using the embedded marketplace/);
  await searchIsHealthy(page);

  // A switch that works: its records, no banner.
  await trySave(page, { to: other.url, key: other.proKey }, /Now using .+ Key checked with the marketplace and saved/);
  await searchIsHealthy(page);
  await expect(page.locator('.search-toolbar__range')).toHaveText('Showing 1–20 of 200 datasets');
});

test('a marketplace that stopped answering: switching back to the built-in one ends its banner', async ({ page }) => {
  test.setTimeout(120_000);
  await waitForResults(page);
  await trySave(page, { to: proxy.url, key: other.proKey }, /Key checked with the marketplace and saved/);
  await searchIsHealthy(page);
  proxy.inject('drop');
  await page.getByRole('searchbox', { name: 'Search datasets' }).fill('scans');
  await expect(alerts(page).filter({ hasText: 'Can’t reach the marketplace' })).toBeVisible({ timeout: 20_000 });

  // A failed switch keeps it: that marketplace is still the one in use, and still unreachable.
  await trySave(page, { to: UNREACHABLE }, /Nothing answered at http:\/\/127\.0\.0\.1:1/);
  await openView(page, 'Search');
  await expect(alerts(page).filter({ hasText: 'Can’t reach the marketplace' })).toBeVisible();

  await trySave(page, { to: 'built-in' }, /Now using the embedded marketplace/);
  await searchIsHealthy(page);
});

test('a request of the old marketplace still in flight when the switch happens leaves no banner behind', async ({ page }) => {
  test.setTimeout(120_000);
  await waitForResults(page);
  await trySave(page, { to: proxy.url, key: other.proKey }, /Key checked with the marketplace and saved/);
  await searchIsHealthy(page);

  // Every answer of the old marketplace now takes seconds: a search is under way when Settings switches away.
  proxy.setLatency(4_000);
  const mark = proxy.requests.length;
  await page.getByRole('searchbox', { name: 'Search datasets' }).fill('street scenes');
  await expect.poll(() => proxy.countSince(mark, (request) => request.path.startsWith('/v1/datasets'))).toBeGreaterThan(0);
  await trySave(page, { to: 'built-in' }, /Now using the embedded marketplace/);
  await openView(page, 'Search');
  await waitForResults(page);
  // The old search's end (cancelled by the switch, or its late answer) reaches the renderer after the switch.
  await page.waitForTimeout(5_000);
  await expect(alerts(page)).toHaveCount(0);
  expect((await inUse(page)).kind).toBe('embedded');
});

test('a key refused for the marketplace in use changes nothing: no banner, and a banner it had stays true', async ({ page }) => {
  test.setTimeout(120_000);
  await waitForResults(page);
  await trySave(page, { key: REFUSED_KEY }, /did not accept this key, so it was not saved/);
  await openView(page, 'Search');
  await page.getByRole('searchbox', { name: 'Search datasets' }).fill('traffic');
  await expect(page.locator('.search-toolbar__total')).toHaveText(/^\d[\d,]* datasets?$/);
  await expect(alerts(page)).toHaveCount(0);

  // On a marketplace without a key, a refused key leaves its "no key" banner; an accepted one ends it, and the results load.
  await trySave(page, { to: other.url }, /No key is saved for it yet/);
  await openView(page, 'Search');
  await expect(alerts(page).filter({ hasText: 'No API key for this marketplace' })).toBeVisible();
  await trySave(page, { key: REFUSED_KEY }, /did not accept this key, so it was not saved/);
  await openView(page, 'Search');
  await expect(alerts(page).filter({ hasText: 'No API key for this marketplace' })).toBeVisible();
  await trySave(page, { key: other.proKey }, /Key checked with the marketplace and saved/);
  await searchIsHealthy(page);
});

test('a switch made in another window of the app: this one’s banner follows it too', async ({ page, shellUrl }) => {
  test.setTimeout(120_000);
  await waitForResults(page);
  const second = await page.context().newPage();
  await second.goto(shellUrl);
  await waitForResults(second);

  await trySave(page, { to: other.url }, /No key is saved for it yet/);
  await openView(page, 'Search');
  await expect(alerts(page).filter({ hasText: 'No API key for this marketplace' })).toBeVisible();
  // The second window learns of the switch from the core, and its search now meets the keyless marketplace.
  await expect(alerts(second).filter({ hasText: 'No API key for this marketplace' })).toBeVisible({ timeout: 20_000 });

  await trySave(page, { to: 'built-in' }, /Now using the embedded marketplace/);
  await searchIsHealthy(page);
  await expect(resultsList(second).getByRole('listitem').first()).toBeVisible({ timeout: 20_000 });
  await expect(alerts(second)).toHaveCount(0);
  await second.close();
});
