/**
 * The demo stays marked: on the embedded marketplace a small "Demo" mark beside the quota says
 * what the demo is, on hover and focus, after its introduction banner is closed too, and leads
 * to Settings; on a marketplace of the user's own there is none. Screenshots of the header at
 * 1280 px and 420 px, light and dark, go to DEMO_MARK_SHOTS when it is set.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startMarketplace, type RunningMarketplace } from '@dmd/marketplace';
import { expect, test } from './fixtures/browser-shell';
import { openView, spendQuotaDownTo, waitForResults } from './feature-steps';

const shots = process.env.DEMO_MARK_SHOTS;

test('the Demo mark stays after the introduction is closed, explains the demo and leads to Settings', async ({ page }) => {
  await waitForResults(page);
  const mark = page.getByRole('banner').getByRole('button', { name: 'Demo marketplace' });
  await expect(mark).toBeVisible();
  await expect(mark).toHaveText(/^demo$/i);

  await page.getByRole('status').filter({ hasText: "You're exploring the demo marketplace" }).getByRole('button', { name: 'Dismiss' }).click();
  await expect(page.getByText("You're exploring the demo marketplace")).toHaveCount(0);
  await expect(mark).toBeVisible();

  await expect(mark).toHaveAccessibleDescription(/generated catalog on this computer\. No account, and nothing is bought/);
  await mark.focus();
  await expect(page.getByRole('tooltip').filter({ hasText: 'generated catalog' })).toBeVisible();

  await mark.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
  await expect(mark).toBeVisible();
});

test('the Demo mark fits the header in a narrow window, and stays at a used-up quota', async ({ page }) => {
  await page.setViewportSize({ width: 420, height: 800 });
  await waitForResults(page);
  const mark = page.getByRole('banner').getByRole('button', { name: 'Demo marketplace' });
  await expect(mark).toBeVisible();
  const header = await page.getByRole('banner').boundingBox();
  const box = await mark.boundingBox();
  expect(box !== null && header !== null && box.x >= header.x && box.x + box.width <= header.x + header.width).toBe(true);
  await spendQuotaDownTo(page, 0);
  await expect(mark).toBeVisible();
  if (shots) await page.getByRole('banner').screenshot({ path: path.join(shots, 'header-420-quota-0.png') });
});

test('screenshots of the header with the Demo mark, light and dark', async ({ page }) => {
  test.skip(!shots, 'DEMO_MARK_SHOTS names the folder for the screenshots');
  for (const width of [1280, 420]) {
    for (const colorScheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme });
      await page.setViewportSize({ width, height: 800 });
      await waitForResults(page);
      await page.screenshot({ path: path.join(shots as string, `demo-${width}-${colorScheme}.png`) });
      await page.getByRole('banner').getByRole('button', { name: 'Demo marketplace' }).focus();
      await page.screenshot({ path: path.join(shots as string, `demo-${width}-${colorScheme}-tooltip.png`) });
    }
  }
});

test.describe('a marketplace of the user’s own', () => {
  let dir: string;
  let other: RunningMarketplace;
  test.beforeAll(async () => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'dmd-e2e-demo-mark-'));
    other = await startMarketplace({ dbFile: path.join(dir, 'catalog.db'), datasets: 100 });
  });
  test.afterAll(async () => {
    await other.close();
    rmSync(dir, { recursive: true, force: true });
  });

  test('shows no Demo mark', async ({ page }) => {
    await waitForResults(page);
    await openView(page, 'Settings');
    const form = page.getByRole('region', { name: 'Marketplace and API key' });
    await form.getByRole('radio', { name: 'Custom URL' }).check();
    await form.getByLabel('Base URL').fill(`127.0.0.1:${other.port}`);
    await form.getByLabel('API key').fill(other.proKey);
    await form.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(form.getByRole('status').filter({ hasText: 'Key checked with the marketplace and saved' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Demo marketplace' })).toHaveCount(0);
  });
});
