/**
 * What the user sees when things go wrong:
 * - a key the marketplace refuses (DMD_API_KEY) → a banner that leads to Settings;
 * - the marketplace stops mid-session → a banner with Retry, loaded data stays; Retry recovers
 *   once it is back;
 * - a marketplace that answers with something unreadable → a clear error with its status.
 * The second and third run the app against a marketplace this test starts itself (`--api-base`).
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startMarketplace, type RunningMarketplace } from '@dmd/marketplace';
import { expect, screenshotPath, startBrowserShell, test } from './fixtures/browser-shell';
import { appBanner, openView, resultsList, waitForResults } from './feature-steps';

test.describe('a refused key', () => {
  test.use({ shellOptions: { datasets: 200, env: { DMD_API_KEY: `ls_live_${'Z'.repeat(32)}` } } });

  test('says the key was not accepted and leads to Settings', async ({ page }) => {
    const banner = appBanner(page, 'The API key was not accepted');
    await expect(banner).toBeVisible();
    // Said once: the results wait for a key the marketplace accepts, the banner says what to do.
    await expect(page.getByRole('heading', { name: 'No results to show yet' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Open Settings' })).toHaveCount(1);
    await page.screenshot({ path: screenshotPath('errors-refused-key') });
    await banner.getByRole('button', { name: 'Open Settings' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
    await expect(page.getByText('DMD_API_KEY (this run only)', { exact: true })).toBeVisible();
  });
});

test.describe('the marketplace stops mid-session', () => {
  let dir: string;
  let marketplace: RunningMarketplace;
  let dbFile: string;

  test.beforeAll(async () => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'dmd-e2e-market-'));
    dbFile = path.join(dir, 'catalog.db');
    marketplace = await startMarketplace({ dbFile, datasets: 200 });
  });
  test.afterAll(async () => {
    await marketplace.close();
    rmSync(dir, { recursive: true, force: true });
  });

  test('shows a banner with Retry, keeps what was loaded, and recovers', async ({ browser }, testInfo) => {
    const userDataDir = mkdtempSync(path.join(os.tmpdir(), 'dmd-e2e-'));
    let output = '';
    const shell = await startBrowserShell(
      userDataDir,
      { datasets: 200, args: ['--api-base', marketplace.url], env: { DMD_API_KEY: marketplace.freeKey } },
      (text) => {
        output += text;
      },
    );
    const page = await browser.newPage();
    try {
      await page.goto(shell.url);
      await waitForResults(page);
      // The row is compared whole later, so it is read once its licence reading (loaded after the first paint) is in it.
      await expect(resultsList(page)).not.toContainText('Reading the licence…');
      const firstTitle = await resultsList(page).getByRole('listitem').first().textContent();

      await marketplace.close();
      await page.getByRole('searchbox', { name: 'Search datasets' }).fill('zebra crossing');
      const banner = appBanner(page, 'Can’t reach the marketplace');
      await expect(banner).toBeVisible({ timeout: 30_000 });
      await expect(banner.getByRole('button', { name: 'Retry' })).toBeVisible();
      await page.screenshot({ path: screenshotPath('errors-marketplace-stopped') });

      // What was loaded stays: back to the previous search, served from the cache.
      await page.getByRole('searchbox', { name: 'Search datasets' }).fill('');
      await expect(resultsList(page).getByRole('listitem').first()).toHaveText(firstTitle ?? '');

      // The marketplace comes back on the same address: Retry clears the banner.
      marketplace = await startMarketplace({ dbFile, datasets: 200, port: marketplace.port, freeKey: marketplace.freeKey });
      await page.getByRole('searchbox', { name: 'Search datasets' }).fill('zebra crossing');
      await banner.getByRole('button', { name: 'Retry' }).click();
      await expect(banner).toBeHidden({ timeout: 30_000 });
    } finally {
      await page.close();
      await shell.stop();
      if (testInfo.status !== testInfo.expectedStatus) await testInfo.attach('browser-shell output', { body: output, contentType: 'text/plain' });
      rmSync(userDataDir, { recursive: true, force: true });
    }
  });
});

test.describe('an unexpected response', () => {
  let server: Server;
  let url: string;

  test.beforeAll(async () => {
    // Answers every request like a misconfigured proxy: an HTML page with status 200, then 502.
    server = createServer((request, response) => {
      const headers = { 'X-RateLimit-Limit': '100', 'X-RateLimit-Remaining': '99', 'X-RateLimit-Reset': String(Math.ceil(Date.now() / 86_400_000) * 86_400) };
      if (request.url?.startsWith('/v1/me')) {
        response.writeHead(502, { ...headers, 'Content-Type': 'text/html' });
        response.end('<html><body><h1>502 Bad Gateway</h1></body></html>');
        return;
      }
      response.writeHead(200, { ...headers, 'Content-Type': 'application/json' });
      response.end(JSON.stringify({ data: 'not a list', meta: 7 }));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  test.afterAll(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });

  test('is explained with its status, and Retry is offered', async ({ browser }, testInfo) => {
    const userDataDir = mkdtempSync(path.join(os.tmpdir(), 'dmd-e2e-'));
    let output = '';
    const shell = await startBrowserShell(
      userDataDir,
      { datasets: 200, args: ['--api-base', url], env: { DMD_API_KEY: `ls_live_${'U'.repeat(32)}` } },
      (text) => {
        output += text;
      },
    );
    const page = await browser.newPage();
    try {
      await page.goto(shell.url);
      // The search list cannot be read: an error panel instead of a crash.
      const searchError = page.getByRole('alert').filter({ hasText: 'Something unexpected happened' }).first();
      await expect(searchError).toBeVisible();

      // The account answer is a proxy's HTML page: the status is named.
      await openView(page, 'Account');
      const accountError = page.getByRole('main').getByRole('alert').first();
      await expect(accountError).toBeVisible();
      await expect(accountError).toContainText('502');
      await expect(accountError.getByRole('button', { name: 'Retry' })).toBeVisible();
      await page.screenshot({ path: screenshotPath('errors-unexpected-response-account') });
    } finally {
      await page.close();
      await shell.stop();
      if (testInfo.status !== testInfo.expectedStatus) await testInfo.attach('browser-shell output', { body: output, contentType: 'text/plain' });
      rmSync(userDataDir, { recursive: true, force: true });
    }
  });
});
