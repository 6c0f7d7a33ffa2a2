/**
 * Compare keeps what it holds: after a restart, and after switching to another marketplace and
 * back, its columns are headed by the datasets' titles (never their raw ids) and it offers to load
 * nothing it holds for this connection, sending no request for the compared records.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { startMarketplace, type RunningMarketplace } from '@dmd/marketplace';
import type { RequestLog, UiState } from '../../shared/ipc/ipc-contract';
import { expect, test } from './fixtures/browser-shell';
import { loadRecordsButton, openView, resultsList, shellCall, waitForResults, waitForSavedQuery, waitForSavedUiState } from './feature-steps';

const table = (page: Page) => page.getByRole('table', { name: /^Comparison of \d datasets/ });
const datasetHeaders = (page: Page) => table(page).locator('thead').getByRole('columnheader');
const settingsForm = (page: Page) => page.getByRole('region', { name: 'Marketplace and API key' });

/** The requests this core session sent for any of `ids`' records (the request log's paths). */
async function recordRequests(page: Page, ids: readonly string[]): Promise<string[]> {
  const log = await shellCall<RequestLog>(page, 'session:requests');
  if (!log.ok) throw new Error(log.error.message);
  return log.value.entries.map((entry) => entry.path).filter((entryPath) => ids.some((id) => entryPath.includes(`/datasets/${encodeURIComponent(id)}`)));
}

/** Saves a connection on Settings and waits for the sentence saying it is in use. */
async function switchTo(page: Page, choice: { url: string; key: string } | 'embedded', done: string): Promise<void> {
  await openView(page, 'Settings');
  const form = settingsForm(page);
  if (choice === 'embedded') {
    await form.getByRole('radio', { name: 'Embedded marketplace' }).check();
  } else {
    await form.getByRole('radio', { name: 'Custom URL' }).check();
    await form.getByLabel('Base URL').fill(choice.url);
    await form.getByLabel('API key').fill(choice.key);
  }
  await form.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(form.getByRole('status').filter({ hasText: done })).toBeVisible();
}

async function expectTitledColumns(page: Page, titles: readonly string[], ids: readonly string[]): Promise<void> {
  await expect(table(page)).toBeVisible();
  await expect(datasetHeaders(page)).toHaveCount(titles.length);
  for (const [index, title] of titles.entries()) {
    await expect(datasetHeaders(page).nth(index)).toContainText(title);
    await expect(datasetHeaders(page).nth(index)).not.toContainText(ids[index]!);
  }
}

test.describe('Compare after a restart and a switch of marketplace', () => {
  let dir: string;
  let other: RunningMarketplace;
  test.beforeAll(async () => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'dmd-e2e-compare-switch-'));
    other = await startMarketplace({ dbFile: path.join(dir, 'catalog.db'), datasets: 200 });
  });
  test.afterAll(async () => {
    await other.close();
    rmSync(dir, { recursive: true, force: true });
  });

  test('titles and loaded records stay, and nothing held is offered or asked for again', async ({ page, restart }) => {
    test.setTimeout(180_000);
    await waitForResults(page);
    const titles: string[] = [];
    for (let index = 0; index < 3; index += 1) {
      const button = resultsList(page)
        .getByRole('button', { name: /^Add .+ to comparison$/ })
        .first();
      titles.push(((await button.getAttribute('aria-label')) ?? '').replace(/^Add (.+) to comparison$/, '$1'));
      await button.click();
    }
    await openView(page, 'Compare');
    await expect(loadRecordsButton(page)).toHaveAccessibleName(/^Load the records\W+9 requests$/);
    await loadRecordsButton(page).click();
    await expect(loadRecordsButton(page)).toHaveCount(0);
    await expect(page.getByRole('status').filter({ hasText: /Loading the records/ })).toHaveCount(0);

    await waitForSavedUiState(page, (state) => state.compare.ids.length === 3);
    const saved = await shellCall<UiState | null>(page, 'ui-state:get');
    if (!saved.ok || saved.value === null) throw new Error('No window state.');
    const ids = saved.value.compare.ids;
    await expectTitledColumns(page, titles, ids);
    await waitForSavedQuery(page, (key) => key.includes('license') && key.includes(ids[2]));

    // A restart: the saved copy holds the records.
    await restart();
    await openView(page, 'Compare');
    await expectTitledColumns(page, titles, ids);
    await expect(loadRecordsButton(page)).toHaveCount(0);

    // Another marketplace, then back to this one.
    await switchTo(page, { url: `127.0.0.1:${other.port}`, key: other.proKey }, `Now using http://127.0.0.1:${other.port}.`);
    await openView(page, 'Search');
    await waitForResults(page);
    await switchTo(page, 'embedded', 'Now using the embedded marketplace.');

    await openView(page, 'Compare');
    await expectTitledColumns(page, titles, ids);
    await expect(page.getByText(/records? of these datasets (is|are) not loaded yet/)).toHaveCount(0);
    await expect(loadRecordsButton(page)).toHaveCount(0);
    // Every cell from the records held: none waits for one.
    await expect(table(page).getByText('Not loaded yet')).toHaveCount(0);
    // Counted at the core: not one request for the compared datasets' records since the restart.
    await page.waitForTimeout(500);
    expect(await recordRequests(page, ids)).toEqual([]);
  });
});
