/**
 * One reading of a licence on every screen, end to end: a dataset whose licence does not state
 * commercial terms reads the same in its result row, its header and its Licence tab (where the
 * licence record's forced "not allowed" is named beside it), and "Fits my use" for commercial
 * training hides it; a check of an ODbL and a CC BY-SA dataset says redistribution is not
 * allowed, naming both licences, whatever the use.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { DatasetList } from '../../shared/wire/api-types';
import { startMarketplace, type RunningMarketplace } from '@dmd/marketplace';
import { expect, screenshotPath, test } from './fixtures/browser-shell';
import { clearLicenseFilter, openView, resultsList, waitForResults } from './feature-steps';

const NOT_STATED = 'Commercial terms not stated — ask the seller';

let dir: string;
let marketplace: RunningMarketplace;

test.beforeAll(async () => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'dmd-e2e-one-reading-'));
  marketplace = await startMarketplace({ dbFile: path.join(dir, 'catalog.db'), datasets: 600, dailyQuotaOverride: { free: 100_000 } });
});
test.afterAll(async () => {
  await marketplace.close();
  rmSync(dir, { recursive: true, force: true });
});

test.use({
  shellOptions: {
    datasets: 600,
    get args() {
      return ['--api-base', marketplace.url];
    },
    get env() {
      return { DMD_API_KEY: marketplace.freeKey };
    },
  },
});

/** The first dataset the marketplace's search lists under exactly this licence label, and the title shown for it. */
async function listedUnder(license: string): Promise<{ id: string; title: string }> {
  const response = await fetch(`${marketplace.url}/v1/datasets?per_page=100&license=${encodeURIComponent(license)}`, {
    headers: { 'X-Api-Key': marketplace.proKey },
  });
  const found = ((await response.json()) as DatasetList).data.find((item) => item.license === license);
  expect(found, `a dataset labelled ${license}`).toBeDefined();
  return { id: found!.id, title: found!.title };
}

/** Filters the results to the licence and returns the row of the dataset. */
async function rowOf(page: import('@playwright/test').Page, license: string, title: string) {
  await page.getByRole('region', { name: 'Filters' }).getByRole('textbox', { name: 'Licence contains' }).fill(license);
  const row = resultsList(page)
    .getByRole('listitem')
    .filter({ has: page.getByRole('button', { name: title, exact: true }) });
  await expect(row.first()).toBeVisible();
  return row.first();
}

test('a licence that does not state commercial terms reads the same in its row, header and Licence tab, and Fits my use hides it', async ({ page }) => {
  await waitForResults(page);
  await page.getByRole('combobox', { name: 'Intended use' }).selectOption('commercial_training');
  const custom = await listedUnder('Custom-Unspecified');
  const row = await rowOf(page, 'Custom-Unspecified', custom.title);
  await expect(row.getByText(NOT_STATED)).toBeVisible();
  await expect(row.getByText(/conditions/)).toHaveCount(0);

  await row.getByRole('button', { name: custom.title, exact: true }).click();
  const pane = page.getByRole('region', { name: custom.title, exact: true });
  await expect(pane.locator('header').getByText(NOT_STATED)).toBeVisible();
  await pane.getByRole('tab', { name: 'Licence' }).click();
  const tab = pane.getByRole('tabpanel');
  // The record must answer yes or no: its "not allowed" is the record's word, named beside the one reading.
  await expect(tab.getByRole('region', { name: 'For your use' }).getByText(NOT_STATED)).toBeVisible();
  await expect(tab.getByRole('listitem').filter({ hasText: 'Commercial use' })).toContainText(
    `Not allowed (the licence record's word; the app reads: ${NOT_STATED}`,
  );
  await expect(tab).toContainText('does not state commercial terms');
  // With the record held, the row and the header still read the same.
  await expect(pane.locator('header').getByText(NOT_STATED)).toBeVisible();
  await expect(row.getByText(NOT_STATED)).toBeVisible();
  await tab.getByRole('region', { name: 'Permissions' }).scrollIntoViewIfNeeded();
  await page.screenshot({ path: screenshotPath('one-reading-licence-tab') });

  await page.getByRole('switch', { name: 'Fits my use' }).check();
  await expect(page.getByRole('status').filter({ hasText: /^Hiding \d+ of \d+ loaded results/ })).toBeVisible();
  await expect(resultsList(page).getByRole('button', { name: custom.title, exact: true })).toHaveCount(0);
  await expect(resultsList(page).getByText(NOT_STATED)).toHaveCount(0);
});

test('an ODbL and a CC BY-SA dataset never combine to "redistribution allowed", and both are named', async ({ page }) => {
  await waitForResults(page);
  const odbl = await listedUnder('ODbL-1.0');
  const bySa = await listedUnder('CC-BY-SA-4.0');
  for (const [license, dataset] of [
    ['ODbL-1.0', odbl],
    ['CC-BY-SA-4.0', bySa],
  ] as const) {
    const row = await rowOf(page, license, dataset.title);
    await row.getByRole('button', { name: `Add ${dataset.title} to compatibility check` }).click();
  }
  await clearLicenseFilter(page);
  await openView(page, 'Compatibility');
  for (const useCase of ['redistribution', 'commercial_training'] as const) {
    await page.getByLabel('Intended use').selectOption(useCase);
    await page.getByRole('button', { name: 'Check compatibility' }).click();
    await expect(page.locator('.compat-verdict__banner')).toContainText(useCase === 'redistribution' ? 'Not compatible' : 'Compatible with conditions');
    const redistribution = page
      .getByRole('list', { name: 'Uses of the combined data' })
      .getByRole('listitem')
      .filter({ hasText: /^Redistribution/ });
    await expect(redistribution).toContainText('not allowed');
    await expect(redistribution).not.toContainText(/Redistribution\s*allowed/);
    const conflicts = page.getByRole('region', { name: 'Conflicts' });
    await expect(conflicts).toContainText(`ODbL-1.0 (${odbl.title})`);
    await expect(conflicts).toContainText(`CC-BY-SA-4.0 (${bySa.title})`);
    await expect(conflicts).toContainText(useCase === 'redistribution' ? 'Share only the data of one of the two' : 'Keep the combination private');
  }
  await page.screenshot({ path: screenshotPath('one-reading-share-alike') });
});
