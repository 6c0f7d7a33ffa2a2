/**
 * The shortlist end to end: star from a result row and from a dataset's page, write a note, and
 * find both (with the note) after a restart and with no quota left; unstar from the list; the
 * notes in Compare.
 */
import { readFile } from 'node:fs/promises';
import { expect, test } from './fixtures/browser-shell';
import { openView, requestsSent, resultsList, spendQuotaDownTo, waitForResults, openCompareAndLoad } from './feature-steps';

const starButtons = (page: import('@playwright/test').Page) => resultsList(page).getByRole('button', { name: /^Add .+ to shortlist$/ });

test('star from a row and a page, note, restart, quota 0, unstar', async ({ page, restart }) => {
  test.setTimeout(120_000);
  await waitForResults(page);
  const nav = page.getByRole('navigation', { name: 'Main' });

  // A row's star: the name says what pressing does, and the sidebar counts the list.
  const rowTitle = (await resultsList(page).locator('.result-row__title').first().textContent()) ?? '';
  await starButtons(page).first().click();
  await expect(resultsList(page).getByRole('button', { name: `Remove ${rowTitle} from shortlist` })).toBeVisible();
  await expect(nav.getByRole('button', { name: /^Shortlist/ })).toContainText('1');

  // A dataset's page has the same star: found in the pane once it shows that dataset (a row's
  // star has the same name, and under load the pane may still be on its way).
  const pageTitle = (await resultsList(page).locator('.result-row__title').nth(1).textContent()) ?? '';
  await resultsList(page).locator('.result-row__open').nth(1).click();
  const pane = page.getByRole('region', { name: pageTitle });
  await pane.getByRole('button', { name: `Add ${pageTitle} to shortlist` }).click();
  await expect(pane.getByRole('button', { name: `Remove ${pageTitle} from shortlist` })).toBeVisible();
  await expect(nav.getByRole('button', { name: /^Shortlist/ })).toContainText('2');

  // The list, each with a note field; a note saves by itself a moment after typing stops.
  await openView(page, 'Shortlist');
  const list = page.getByRole('main').getByRole('list');
  await expect(list.getByRole('listitem')).toHaveCount(2);
  const note = page.getByRole('textbox', { name: `Note on ${rowTitle}` });
  await note.fill('Ask the seller about the 2025 refresh.');
  await expect(page.getByRole('status').filter({ hasText: 'Note saved' })).toBeVisible();

  // After a restart with no quota left, the list and the note are there without a request.
  await restart();
  await spendQuotaDownTo(page, 0);
  const sent = await requestsSent(page);
  await openView(page, 'Shortlist');
  await expect(page.getByRole('main').getByRole('list').getByRole('listitem')).toHaveCount(2);
  await expect(page.getByRole('textbox', { name: `Note on ${rowTitle}` })).toHaveValue('Ask the seller about the 2025 refresh.');
  await expect(page.getByRole('button', { name: pageTitle, exact: true })).toBeVisible();
  expect(await requestsSent(page)).toBe(sent);

  // Unstar from the list.
  await page.getByRole('button', { name: `Remove ${pageTitle} from shortlist` }).click();
  await expect(page.getByRole('main').getByRole('list').getByRole('listitem')).toHaveCount(1);
  await expect(nav.getByRole('button', { name: /^Shortlist/ })).toContainText('1');
});

test('an empty shortlist says how to fill it', async ({ page }) => {
  await waitForResults(page);
  await openView(page, 'Shortlist');
  await expect(page.getByRole('heading', { name: 'No datasets on the shortlist for the demo marketplace yet' })).toBeVisible();
  // Whose shortlist this is, and where the others are: kept per marketplace, not lost.
  await expect(page.getByText(/Each marketplace keeps its own shortlist/)).toBeVisible();
  await page.getByRole('button', { name: 'Find datasets' }).click();
  await waitForResults(page);
});

test('Compare shows the shortlist’s notes of the datasets it compares, with no request', async ({ page }) => {
  test.setTimeout(90_000);
  await waitForResults(page);
  const titles: string[] = [];
  for (const index of [0, 1, 2]) {
    const row = resultsList(page).getByRole('listitem').nth(index);
    titles.push((await row.locator('.result-row__title').textContent()) ?? '');
    await row.getByRole('button', { name: /^Add .+ to comparison$/ }).click();
    if (index < 2) await row.getByRole('button', { name: /^Add .+ to shortlist$/ }).click();
  }
  // Compare with every record in (its export says nothing is not loaded), and no note yet.
  await openCompareAndLoad(page);
  const table = page.getByRole('table', { name: /^Comparison of 3 datasets/ });
  const noteRow = table.getByRole('row', { name: /^Your note/ });
  await expect(noteRow.getByRole('cell')).toHaveText(['No note', 'No note', 'Not on the shortlist']);
  await expect.poll(async () => (await downloadedText(page, 'Markdown of the comparison')).includes('**Not loaded:**'), { timeout: 30_000 }).toBe(false);
  const sent = await requestsSent(page);

  // A note written on the Shortlist shows in Compare, and in its export, with no request.
  await openView(page, 'Shortlist');
  await page.getByRole('textbox', { name: `Note on ${titles[0]}` }).fill('Ask legal about | the EU data');
  await expect(page.getByRole('status').filter({ hasText: 'Note saved' })).toBeVisible();
  await openView(page, 'Compare');
  await expect(noteRow.getByRole('cell')).toHaveText(['Ask legal about | the EU data', 'No note', 'Not on the shortlist']);
  const markdown = await downloadedText(page, 'Markdown of the comparison');
  expect(markdown).toContain('| Your note | Ask legal about \\| the EU data | No note | Not on the shortlist | — |');
  expect(await requestsSent(page)).toBe(sent);
});

async function downloadedText(page: import('@playwright/test').Page, button: string): Promise<string> {
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: button }).click()]);
  return readFile(await download.path(), 'utf8');
}
