/**
 * Licences read the way the world writes them, end to end: against a marketplace that writes
 * every licence as a name, a URL or a short name, and mislabels one dataset in four
 * (tests/support/dialects/license-spellings.ts), every result gets a use-fit mark; a mislabelled
 * dataset shows a warning naming each label and the one the marks use, on its page, in the
 * comparison and on the shortlist; the shortlist and the compatibility report carry an
 * attribution table with "Copy as NOTICE"; a compatibility answer that names licences in spellings
 * no listing used is read as the app reads a listing.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { DatasetList } from '../../shared/wire/api-types';
import { readLicenseLabel } from '../../shared/domain/licenses/license-reader';
import { startMarketplace, type RunningMarketplace } from '@dmd/marketplace';
import { startDialectServer, type DialectServer } from '../support/dialect-server';
import { entryOf, isMislabelled, licenseSpellings, otherLicenses } from '../support/dialects/license-spellings';
import { expect, screenshotPath, test } from './fixtures/browser-shell';
import { axeViolations, fillTrayFromSearch, openView, resultsList, waitForResults, openCompareAndLoad } from './feature-steps';

let dir: string;
let marketplace: RunningMarketplace;
let server: DialectServer;

test.beforeAll(async () => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'dmd-e2e-licences-'));
  marketplace = await startMarketplace({ dbFile: path.join(dir, 'catalog.db'), datasets: 120, dailyQuotaOverride: { free: 100_000 } });
  server = await startDialectServer(marketplace.url, licenseSpellings);
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

/** The first page as the marketplace itself lists it (the app's first page, in the same order). */
async function firstPage(): Promise<DatasetList['data']> {
  const response = await fetch(`${marketplace.url}/v1/datasets?per_page=20`, { headers: { 'X-Api-Key': marketplace.proKey } });
  return ((await response.json()) as DatasetList).data;
}

test('every licence spelling gets a mark; a mislabelled dataset shows who says what, everywhere', async ({ page }) => {
  await waitForResults(page);
  await page.getByRole('combobox', { name: 'Intended use' }).selectOption('commercial_training');
  const marks = resultsList(page).locator('.use-fit');
  await expect(marks.first()).toBeVisible();
  const items = await firstPage();
  // Names, URLs, lowercase, short names and expressions: only words the reader cannot place are "Licence unknown to the app".
  // Each row's mark comes with its licence's reading, a row at a time on a loaded machine.
  await expect.poll(() => marks.count()).toBeGreaterThan(5);
  const unplaced = items.filter((item) => !readLicenseLabel(item.license).known).length;
  expect(await resultsList(page).locator('.use-fit--unknown').count()).toBeLessThanOrEqual(unplaced);

  const wrong = items.find((item) => isMislabelled(item.id))!;
  const right = items.find((item) => !isMislabelled(item.id))!;
  const [recordLicense, describedLicense] = otherLicenses(wrong.license);

  // The dataset: the listing and the description disagree (the record once its tab is open).
  await resultsList(page).getByRole('button', { name: wrong.title, exact: true }).click();
  const pane = page.getByRole('region', { name: wrong.title, exact: true });
  const warning = pane.getByRole('note', { name: 'Licence labels disagree' });
  await expect(warning).toBeVisible();
  await expect(warning).toContainText('The listing:');
  await expect(warning).toContainText(`The description: ${describedLicense.name}`);
  await expect(warning).toContainText("the app's marks use this one");
  await pane.getByRole('tab', { name: 'Licence' }).click();
  await expect(warning).toContainText(`The licence record: ${recordLicense.spdxId}`);
  // The licence tab gives the app's reading, with its table's version and sources on request.
  await expect(pane.getByRole('heading', { name: "The app's reading" })).toBeVisible();
  await pane.getByText(/About this reading \(licence table version/).click();
  await expect(pane.getByRole('link', { name: /source/ }).first()).toBeVisible();
  await page.screenshot({ path: screenshotPath('licences-mismatch-dataset') });
  expect(await axeViolations(page)).toEqual([]);

  // A well-labelled dataset shows none.
  await resultsList(page).getByRole('button', { name: right.title, exact: true }).click();
  const rightPane = page.getByRole('region', { name: right.title, exact: true });
  await rightPane.getByRole('tab', { name: 'Overview' }).click();
  await expect(rightPane.getByText(/Released under/)).toBeVisible();
  await expect(rightPane.getByRole('note', { name: 'Licence labels disagree' })).toHaveCount(0);

  // Shortlist and comparison: both starred and compared.
  for (const item of [wrong, right]) {
    await resultsList(page)
      .getByRole('button', { name: `Add ${item.title} to shortlist` })
      .click();
    await resultsList(page)
      .getByRole('button', { name: `Add ${item.title} to comparison` })
      .click();
  }
  await openView(page, 'Shortlist');
  await expect(page.getByRole('note', { name: `Licence labels disagree for ${wrong.title}` })).toBeVisible();
  await expect(page.getByRole('note', { name: `Licence labels disagree for ${right.title}` })).toHaveCount(0);
  const attribution = page.getByRole('table');
  await expect(attribution.getByRole('columnheader', { name: 'Credit or notice required' })).toBeVisible();
  await expect(attribution.getByRole('rowheader', { name: wrong.title })).toBeVisible();
  await expect(attribution.getByRole('rowheader', { name: right.title })).toBeVisible();
  await page.getByRole('button', { name: 'Copy as NOTICE' }).click();
  await expect(page.getByRole('status').filter({ hasText: /NOTICE copied|Could not copy/ })).toBeVisible();
  await page.screenshot({ path: screenshotPath('licences-shortlist') });
  expect(await axeViolations(page)).toEqual([]);
  // A narrow window lays each dataset out as a block; it stays a table's row to a screen reader.
  await page.setViewportSize({ width: 420, height: 800 });
  await expect(attribution.getByRole('rowheader', { name: wrong.title })).toBeVisible();
  await expect(attribution.getByRole('cell').first()).toBeVisible();

  await openCompareAndLoad(page);
  await expect(page.getByRole('note', { name: `Licence labels disagree for ${wrong.title}` })).toBeVisible();
  await page.screenshot({ path: screenshotPath('licences-compare') });
});

test('the compatibility report carries the attribution table', async ({ page }) => {
  await waitForResults(page);
  await fillTrayFromSearch(page, 2);
  await openView(page, 'Compatibility');
  await page.getByRole('button', { name: /^Check compatibility/ }).click();
  const attribution = page.getByRole('region', { name: 'Attribution', exact: true });
  await expect(attribution).toBeVisible();
  await expect(attribution.getByRole('row')).toHaveCount(3);
  await expect(attribution.getByRole('button', { name: 'Copy as NOTICE' })).toBeVisible();
  await page.screenshot({ path: screenshotPath('licences-compatibility') });
  expect(await axeViolations(page)).toEqual([]);
});

test('licences only a compatibility answer names, in its own spellings, are read as a listing would be', async ({ page }) => {
  await waitForResults(page);
  // Two datasets whose licences have an address: the answer names each by it, the most restrictive by another spelling of it.
  const pair = (await firstPage()).filter((item) => entryOf(item.license)?.url).slice(0, 2);
  expect(pair).toHaveLength(2);
  for (const item of pair) {
    await resultsList(page)
      .getByRole('button', { name: `Add ${item.title} to compatibility check` })
      .click();
  }
  await openView(page, 'Compatibility');
  await page.getByRole('button', { name: /^Check compatibility/ }).click();
  const lead = page.getByText(/^Most restrictive licence, as the marketplace ranks them:/);
  await expect(lead).toContainText('http://www.');
  // Read by the core's licence reader, the spelling names the dataset (or datasets) under it.
  const titles = pair.map((item) => item.title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|');
  await expect(lead).toHaveText(new RegExp(`\\((${titles})( and (${titles}))?\\)$`));
  await page.screenshot({ path: screenshotPath('licences-compatibility-spellings') });
});
