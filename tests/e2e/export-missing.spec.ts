/**
 * An export made while a record a credit line needs is not loaded: the shortlist holds one CC BY
 * dataset starred from a search result (its detail and licence records never asked for), so its
 * Markdown says at its top which credit line is missing and what loading it costs, with no
 * placeholder in any sentence; the screen's offer loads the records for exactly the requests it
 * stated, and the next export has the credit line and nothing missing.
 */
import type { Download, Page } from '@playwright/test';
import { readFile } from 'node:fs/promises';
import { expect, test } from './fixtures/browser-shell';
import { clearLicenseFilter, firstResultWithLicense, openView, requestsSent, resultsList, waitForResults } from './feature-steps';

async function downloaded(page: Page, button: string): Promise<string> {
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: button }).click()]);
  return readFile(await (download as Download).path(), 'utf8');
}

test('the shortlist’s export says what is missing at its top, and the offer loads it for the requests it states', async ({ page }) => {
  test.setTimeout(120_000);
  await waitForResults(page);
  const title = await firstResultWithLicense(page, 'CC-BY-4.0');
  await resultsList(page)
    .getByRole('button', { name: `Add ${title} to shortlist` })
    .click();
  await expect(resultsList(page).getByRole('button', { name: `Remove ${title} from shortlist` })).toBeVisible();
  await clearLicenseFilter(page);
  await openView(page, 'Shortlist');
  await expect(page.getByRole('main').getByRole('list').getByRole('listitem')).toHaveCount(1);

  const before = await downloaded(page, 'Markdown of the shortlist');
  const lines = before.split('\n');
  expect(lines.slice(0, 4)).toEqual(['# Shortlist', '', '> **Missing from this export:**', '>']);
  const said = /^> The credit line for 1 dataset is missing \(.+\): its records are not loaded \(Load (\d) records? · (\d) requests?\)\.$/.exec(lines[4] ?? '');
  expect(said, lines[4]).not.toBeNull();
  const cost = Number(said![2]);
  expect(Number(said![1])).toBe(cost);
  expect(before).not.toMatch(/\\\[|open the dataset|by not loaded|Credit: null/);
  expect(before).not.toContain('Credit: “');

  const offer = page.getByRole('button', { name: new RegExp(`^Load ${cost} records?\\W+${cost} requests?$`) });
  await expect(offer).toBeVisible();
  const sent = await requestsSent(page);
  await offer.click();
  await expect(page.getByRole('group', { name: 'Records the export needs' })).toHaveCount(0);
  expect((await requestsSent(page)) - sent).toBe(cost);

  const after = await downloaded(page, 'Markdown of the shortlist');
  expect(after).not.toContain('Missing from this export');
  expect(after).toMatch(/Credit: “.+” by .+, licensed under Creative Commons Attribution 4\.0/);
  expect(await requestsSent(page)).toBe(sent + cost);
});
