/**
 * Exports end to end in the browser shell: the shortlist, a comparison and a compatibility report
 * download as Markdown and CSV (the browser's download, as the shell has no save dialog), each
 * carrying the datasets' ids, links, licences, prices, LQS, the date and the marketplace's address;
 * the printable report opens the browser's print with only the report on the page.
 */
import type { Download, Page } from '@playwright/test';
import { readFile } from 'node:fs/promises';
import { expect, screenshotPath, test } from './fixtures/browser-shell';
import { checkLicenses, openView, resultsList, shellCall, waitForResults, openCompareAndLoad } from './feature-steps';
import type { ConnectionStatus } from '../../shared/ipc/ipc-contract';

async function downloaded(page: Page, button: string): Promise<{ name: string; text: string }> {
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: button }).click()]);
  const file = await (download as Download).path();
  return { name: download.suggestedFilename(), text: await readFile(file, 'utf8') };
}

/** The export's date as a reader in London reads it (the Markdown and the report): "26 Nov 2026, 19:10 GMT". */
const LONDON_DATE = /\d{1,2} [A-Z][a-z]{2} \d{4}, \d{2}:\d{2} (GMT|BST)/;

/** Ids, links, licences, LQS, the date (ISO in CSV, local in Markdown) and the marketplace: what every export carries. */
function expectCommonFacts(text: string, ids: readonly string[], marketplace: string, dates: 'iso' | 'local' = 'local'): void {
  for (const id of ids) expect(text).toContain(id);
  // Links to the datasets' pages, never to API records.
  expect(text).toMatch(/http:\/\/127\.0\.0\.1:\d+\/datasets\//);
  expect(text).not.toMatch(/\/v1\//);
  // In any spelling the catalog writes (an id, a name, a URL, lower case).
  expect(text).toMatch(/\b(cc|odbl|mit|apache|proprietary|research|cdla|odc|pddl|custom)\b|creativecommons/i);
  // A price as a number under its currency: never "$12".
  expect(text).toMatch(/Price \(USD\)/);
  expect(text).not.toMatch(/\$\d/);
  expect(text).toMatch(/\b\d{1,3}\.\d\b/);
  if (dates === 'iso') expect(text).toContain(new Date().toISOString().slice(0, 10));
  else expect(text).toMatch(LONDON_DATE);
  expect(text).toContain(marketplace);
}

test.use({ locale: 'en-GB', timezoneId: 'Europe/London' });

async function marketplaceAddress(page: Page): Promise<string> {
  const status = await shellCall<ConnectionStatus>(page, 'connection:status');
  if (!status.ok) throw new Error(status.error.message);
  return status.value.baseUrl;
}

async function stubPrint(page: Page): Promise<void> {
  await page.evaluate(() => {
    (window as unknown as { printed: number }).printed = 0;
    window.print = () => {
      (window as unknown as { printed: number }).printed += 1;
    };
  });
}

test('the shortlist, a comparison and a compatibility report export as Markdown, CSV and a printable report', async ({ page }) => {
  test.setTimeout(120_000);
  await waitForResults(page);
  const marketplace = await marketplaceAddress(page);

  // Two datasets starred and compared.
  const ids: string[] = [];
  for (let index = 0; index < 2; index += 1) {
    const row = resultsList(page).getByRole('listitem').nth(index);
    await row.getByRole('button', { name: /^Add .+ to shortlist$/ }).click();
    await row.getByRole('button', { name: /^Add .+ to comparison$/ }).click();
  }
  await openView(page, 'Shortlist');
  await expect(page.getByRole('main').getByRole('list').getByRole('listitem')).toHaveCount(2);

  // Shortlist as Markdown: a table with a row per dataset.
  const markdown = await downloaded(page, 'Markdown of the shortlist');
  expect(markdown.name).toMatch(/^shortlist-\d{4}-\d{2}-\d{2}\.md$/);
  expect(markdown.text).toMatch(/^# Shortlist\n/);
  expect(markdown.text).toContain('| Dataset | Id | Link | Licence | Price (USD) | LQS (0–100) | Tier | Note | Added |');
  for (const line of markdown.text.split('\n').filter((text) => text.startsWith('| ') && !text.startsWith('| Dataset') && !text.startsWith('| ---')))
    ids.push(line.split(' | ')[1]!);
  expect(ids).toHaveLength(2);
  expectCommonFacts(markdown.text, ids, marketplace);
  await expect(page.getByRole('status').filter({ hasText: `Downloaded as ${markdown.name}.` })).toBeVisible();

  // Said once, in a header block: not on every row.
  expect(markdown.text.match(/Exported/g)).toHaveLength(1);
  expect(markdown.text.match(/\*\*Marketplace:\*\*/g)).toHaveLength(1);

  // Shortlist as CSV: a header row and a row per dataset, every cell quoted, nothing repeated;
  // then what the export is about, once, each line as wide as the table.
  const csv = await downloaded(page, 'CSV of the shortlist');
  expect(csv.name).toMatch(/\.csv$/);
  // UTF-8 with its byte order mark, once; what the export lacks (credit lines not loaded) first in the block after the table.
  expect(csv.text.startsWith('\uFEFF"Dataset"')).toBe(true);
  const lines = csv.text.slice(1).trimEnd().split('\r\n');
  expect(lines[0]).toBe('"Dataset","Id","Link","Licence","Price (USD)","LQS (0–100)","Tier","Note","Added"');
  for (const line of lines.slice(1, 3)) expect(line).not.toContain('the built-in demo marketplace');
  expect(lines[2]).toMatch(/"\d{4}-\d{2}-\d{2}T[\d:.]+Z"$/);
  expect(lines[3]).toBe(Array(9).fill('""').join(','));
  const about = lines.slice(4).filter((line) => !line.startsWith('"Missing from this export"'));
  expect(about[0]).toBe('"About this export","Shortlist","","","","","","",""');
  expect(about[1]).toMatch(/^"Exported","\d{4}-\d{2}-\d{2}T[\d:.]+Z"(,""){7}$/);
  expect(about[2]).toBe(`"Marketplace","${marketplace} (the built-in demo marketplace)","","","","","","",""`);
  expectCommonFacts(csv.text, ids, marketplace, 'iso');

  // The printable report: the browser's print, with only the report on the page.
  await stubPrint(page);
  await page.getByRole('button', { name: 'Print / PDF of the shortlist' }).click();
  await expect.poll(() => page.evaluate(() => (window as unknown as { printed: number }).printed)).toBe(1);
  await expect(page.getByRole('status').filter({ hasText: 'The print dialog is open' })).toBeVisible();
  await page.emulateMedia({ media: 'print' });
  await expect(page.locator('.print-report')).toBeVisible();
  await expect(page.getByRole('main')).toBeHidden();
  for (const id of ids) await expect(page.locator('.print-report')).toContainText(id);
  await expect(page.locator('.print-report dl')).toContainText(LONDON_DATE);
  await page.screenshot({ path: screenshotPath('export-print-shortlist'), fullPage: true });
  await page.emulateMedia({ media: 'screen' });

  // The comparison: ids and links first, every row, the best marked.
  await openCompareAndLoad(page);
  await expect(page.getByRole('table', { name: /^Comparison of 2 datasets/ })).toBeVisible();
  await expect(page.getByText('Loading the records to compare…')).toHaveCount(0);
  const comparison = await downloaded(page, 'Markdown of the comparison');
  expect(comparison.text).toMatch(/^# Comparison of 2 datasets\n/);
  expect(comparison.text).toMatch(/\| Id \| \S+ \| \S+ \|/);
  expect(comparison.text).toContain('| LQS composite (LQS, 0–100) |');
  expectCommonFacts(comparison.text, ids, marketplace);
  expect((await downloaded(page, 'CSV of the comparison')).text).toContain('"LQS composite (LQS, 0–100)"');

  // A compatibility report.
  await openView(page, 'Search');
  await checkLicenses(page, ['CC-BY-4.0', 'CC0-1.0'], 'research');
  const report = await downloaded(page, 'Markdown of the compatibility report');
  expect(report.text).toMatch(/^# Licence compatibility: /);
  expect(report.text).toContain('- **Use case:** ');
  expect(report.text).toContain('## Obligations');
  expect(report.text).toContain(marketplace);
  expect(report.text).toMatch(LONDON_DATE);
  expect((await downloaded(page, 'CSV of the compatibility report')).text.split('\r\n')[0]).toContain('"Licence","Price (USD)","LQS (0–100)"');
});
