/**
 * The comparison end to end: three datasets from the results side by side, a column per dataset
 * with its title as the header, the best values marked, "differences only", and records fetched
 * once: opening the comparison again (or after a restart at quota 0) sends no request.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures/browser-shell';
import type { RequestLog, UiState } from '../../shared/ipc/ipc-contract';
import {
  loadRecordsButton,
  openView,
  requestsSent,
  resultsList,
  settledRequestCount,
  shellCall,
  spendQuotaDownTo,
  waitForResults,
  waitForSavedQuery,
  waitForSavedUiState,
} from './feature-steps';

const compareButtons = (page: Page) => resultsList(page).getByRole('button', { name: /^Add .+ to comparison$/ });
const table = (page: Page) => page.getByRole('table', { name: /^Comparison of \d datasets/ });
/** The dataset columns' headers (the group rows' headers are column headers too). */
const datasetHeaders = (page: Page) => table(page).locator('thead').getByRole('columnheader');

test('compare three datasets: columns, best marks, differences only, one fetch per record', async ({ page, restart }) => {
  test.setTimeout(120_000);
  await waitForResults(page);
  const titles: string[] = [];
  for (let index = 0; index < 3; index += 1) {
    const button = compareButtons(page).first();
    titles.push(((await button.getAttribute('aria-label')) ?? '').replace(/^Add (.+) to comparison$/, '$1'));
    await button.click();
  }
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav.getByRole('button', { name: /^Compare/ })).toContainText('3');

  // The start's own requests (the account, the categories) may still go out after its first results.
  const before = await settledRequestCount(page);
  await openView(page, 'Compare');
  await expect(table(page)).toBeVisible();
  // From the sidebar it asks first: the nine records (detail, quality, licence) cost nine requests.
  await expect(loadRecordsButton(page)).toHaveAccessibleName(/^Load the records\W+9 requests$/);
  await loadRecordsButton(page).click();
  await expect(loadRecordsButton(page)).toHaveCount(0);
  // A column per dataset, in the order added, headed by its title.
  const headers = datasetHeaders(page);
  for (const [index, title] of titles.entries()) await expect(headers.nth(index)).toContainText(title);
  // Rows for the listing, quality, licence and compliance, each named by a row header.
  for (const name of ['Price', 'LQS composite', 'Licence', 'Commercial use', 'HIPAA'])
    await expect(table(page).getByRole('rowheader', { name, exact: true })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: /Loading the records/ })).toHaveCount(0);
  // Each dataset's detail, quality and licence records: what the button said.
  await expect.poll(() => requestsSent(page)).toBe(before + 9);
  const afterOpen = await requestsSent(page);
  await expect(table(page).locator('.compare-table__best').first()).toBeVisible();
  // A score row whose scores differ but marks none best (their intervals overlap) is explained, in one line for the table.
  const withheld = await table(page)
    .locator('tbody tr')
    .evaluateAll(
      (rows) =>
        rows.filter((row) => {
          const scores = [...row.querySelectorAll('td')].map((cell) => /^(\d+\.\d) ±/.exec(cell.textContent ?? '')?.[1]).filter((score) => score !== undefined);
          return scores.length >= 2 && new Set(scores).size > 1 && row.querySelector('.compare-table__best') === null;
        }).length,
    );
  expect(withheld).toBeGreaterThan(0);
  await expect(page.getByText(/^No “Best” is marked where the scores’ 95 % intervals overlap: the difference may be chance\.$/)).toHaveCount(1);

  // Differences only hides the rows where all three are the same.
  const allRows = await table(page).getByRole('rowheader').count();
  await page.getByRole('switch', { name: 'Differences only' }).check();
  await expect(table(page)).toHaveAccessibleName(/only the \d+ rows where they differ/);
  const differing = await table(page).getByRole('rowheader').count();
  expect(differing).toBeLessThan(allRows);
  expect(differing).toBeGreaterThan(0);

  // Away and back: nothing is fetched again.
  await openView(page, 'Search');
  await openView(page, 'Compare');
  await expect(table(page)).toBeVisible();
  await page.waitForTimeout(300);
  expect(await requestsSent(page)).toBe(afterOpen);

  // After a restart with no quota, the comparison is still there from the saved cache, fact for fact.
  const lqsRow = () =>
    table(page)
      .getByRole('row')
      .filter({ has: page.getByRole('rowheader', { name: 'LQS composite', exact: true }) });
  const lqsBefore = (await lqsRow().textContent()) ?? '';
  await waitForSavedUiState(page, (state) => state.compare.ids.length === 3);
  await waitForSavedQuery(page, (key) => key.includes('quality'));
  await restart();
  await spendQuotaDownTo(page, 0);
  await openView(page, 'Compare');
  for (const [index, title] of titles.entries()) await expect(datasetHeaders(page).nth(index)).toContainText(title);
  await expect(lqsRow()).toHaveText(lqsBefore);
  await expect(lqsRow()).not.toContainText(/not loaded/i);

  // Taking a dataset out leaves two columns.
  await table(page)
    .getByRole('button', { name: `Remove ${titles[2]} from comparison` })
    .click();
  await expect(datasetHeaders(page)).toHaveCount(2);
});

/** The requests this core session sent for any of `ids`' records (the request log's paths). */
async function recordRequests(page: Page, ids: readonly string[]): Promise<string[]> {
  const log = await shellCall<RequestLog>(page, 'session:requests');
  if (!log.ok) throw new Error(log.error.message);
  return log.value.entries.map((entry) => entry.path).filter((path) => ids.some((id) => path.includes(`/datasets/${encodeURIComponent(id)}`)));
}

/** Adds the first two results (never opened) to the comparison, without opening it; returns their ids. */
async function compareTwoNeverOpened(page: Page): Promise<string[]> {
  await waitForResults(page);
  for (let index = 0; index < 2; index += 1) await compareButtons(page).first().click();
  await waitForSavedUiState(page, (state) => state.compare.ids.length === 2);
  const state = await shellCall<UiState | null>(page, 'ui-state:get');
  if (!state.ok || state.value === null) throw new Error('No window state.');
  return state.value.compare.ids;
}

test('Compare reached from the sidebar or restored at start sends nothing until its button, which names the cost, is pressed', async ({ page, restart }) => {
  test.setTimeout(120_000);
  const ids = await compareTwoNeverOpened(page);

  await openView(page, 'Compare');
  await expect(table(page)).toBeVisible();
  await expect(loadRecordsButton(page)).toHaveAccessibleName(/^Load the records\W+6 requests$/);
  await expect(page.getByText('6 records of these datasets are not loaded')).toBeVisible();
  // The list item stands in for the title; what only the records state waits, and says so.
  await expect(table(page).getByText('Not loaded yet').first()).toBeVisible();
  await page.waitForTimeout(500);
  expect(await recordRequests(page, ids)).toEqual([]);

  // The last view restored at the next start asks again: nothing is sent by showing it.
  await waitForSavedUiState(page, (state) => state.view === 'compare');
  await restart();
  await expect(table(page)).toBeVisible();
  await expect(loadRecordsButton(page)).toHaveAccessibleName(/^Load the records\W+6 requests$/);
  await page.waitForTimeout(500);
  expect(await recordRequests(page, ids)).toEqual([]);

  // Pressing it spends exactly what it said, once: the request log and the core's count agree.
  const before = await requestsSent(page);
  await loadRecordsButton(page).click();
  await expect(loadRecordsButton(page)).toHaveCount(0);
  await expect(page.getByRole('status').filter({ hasText: /Loading the records/ })).toHaveCount(0);
  await expect.poll(() => recordRequests(page, ids).then((paths) => paths.length)).toBe(6);
  expect(await requestsSent(page)).toBe(before + 6);
  await expect(table(page).getByText('Not loaded yet')).toHaveCount(0);
  // Away and back: held now, nothing to ask.
  await openView(page, 'Search');
  await openView(page, 'Compare');
  await expect(table(page)).toBeVisible();
  await expect(loadRecordsButton(page)).toHaveCount(0);
  expect(await recordRequests(page, ids)).toHaveLength(6);
});

test('Compare says why it cannot load its records offline or at quota 0, and sends nothing', async ({ page, context }) => {
  test.setTimeout(90_000);
  const ids = await compareTwoNeverOpened(page);
  // The screen's code first (the app fetches it after start-up, but the emulated offline also cuts the
  // page off from its own server, which no real outage does): opening it sends nothing.
  await openView(page, 'Compare');
  await expect(loadRecordsButton(page)).toBeEnabled();
  await openView(page, 'Search');

  await context.setOffline(true);
  await openView(page, 'Compare');
  await expect(loadRecordsButton(page)).toBeDisabled();
  await expect(loadRecordsButton(page)).toHaveAccessibleDescription('The computer is offline: they can load once the connection is back.');
  await context.setOffline(false);
  await expect(loadRecordsButton(page)).toBeEnabled();

  await spendQuotaDownTo(page, 0);
  await expect(loadRecordsButton(page)).toBeDisabled();
  await expect(loadRecordsButton(page)).toHaveAccessibleDescription(/^Today’s request quota is used up\./);
  await expect(table(page).getByText('Not loaded: quota used up').first()).toBeVisible();
  expect(await recordRequests(page, ids)).toEqual([]);
});

test('a fifth dataset is refused with the reason beside the button', async ({ page }) => {
  await waitForResults(page);
  for (let index = 0; index < 4; index += 1) await compareButtons(page).first().click();
  await compareButtons(page).first().click();
  await expect(page.getByRole('alert').filter({ hasText: 'A comparison holds at most 4 datasets. Remove one first.' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: /^Compare/ })).toContainText('4');
});

test('fewer than two datasets: the comparison says how to add them', async ({ page }) => {
  await waitForResults(page);
  await openView(page, 'Compare');
  await expect(page.getByRole('heading', { name: 'Nothing to compare yet' })).toBeVisible();
});

test('with one dataset left, Compare still shows it, with a way to take it out', async ({ page }) => {
  await waitForResults(page);
  const button = compareButtons(page).first();
  const title = ((await button.getAttribute('aria-label')) ?? '').replace(/^Add (.+) to comparison$/, '$1');
  await button.click();
  await openView(page, 'Compare');
  await expect(page.getByRole('heading', { name: 'Add one more dataset to compare' })).toBeVisible();
  await expect(page.getByText(`${title} is waiting for another dataset to compare it with.`)).toBeVisible();
  await page.getByRole('button', { name: `Remove ${title} from comparison` }).click();
  await expect(page.getByRole('heading', { name: 'Nothing to compare yet' })).toBeVisible();
});
