/**
 * The saved searches' start-up check end to end in the browser shell: opted into in Settings with
 * a budget of 2 requests a day, it checks two of three saved searches at the next start (the
 * request log shows exactly those two requests), names those with new datasets in a notice and
 * in the sidebar, and a second start the same day sends none.
 */
import { expect, test } from './fixtures/browser-shell';
import { openView, shellCall, waitForResults, waitForSavedUiState } from './feature-steps';
import type { RequestLog, UiState } from '../../shared/ipc/ipc-contract';

/** The requests of this core session that ran one of the saved searches' queries. */
async function checkRequests(page: Parameters<typeof shellCall>[0]): Promise<string[]> {
  const log = await shellCall<RequestLog>(page, 'session:requests');
  if (!log.ok) throw new Error(log.error.message);
  return log.value.entries.map((entry) => entry.path).filter((path) => /[?&]q=(speech|vision|weather)\b/.test(path));
}

test('opt in, restart: at most the budget is spent, the notice names what is new, a second start spends nothing', async ({ page, restart }) => {
  test.setTimeout(120_000);
  await waitForResults(page);
  await page.getByRole('searchbox', { name: 'Search datasets' }).fill('audio');
  await waitForSavedUiState(page, (saved) => saved.search.q === 'audio');
  const current = await shellCall<UiState>(page, 'ui-state:get');
  if (!current.ok || current.value === null) throw new Error('No window state.');
  // Three saved searches run long ago (everything listed since counts as new); the screen shows another search.
  const state: UiState = {
    ...current.value,
    search: { ...current.value.search, q: 'audio' },
    savedSearches: ['speech', 'vision', 'weather'].map((q, index) => ({
      id: `e2e${index}`,
      name: `Saved ${q}`,
      search: { ...current.value!.search, q, sort: 'created_at', order: 'desc' },
      lastRunAt: '2000-01-01T00:00:00.000Z',
    })),
  };
  expect((await shellCall(page, 'ui-state:set', state)).ok).toBe(true);
  await page.reload();
  await waitForResults(page);
  // Off by default: nothing was checked.
  expect(await checkRequests(page)).toEqual([]);

  await openView(page, 'Settings');
  const settings = page.getByRole('region', { name: 'Saved searches' }).last();
  const optIn = settings.getByRole('checkbox', { name: 'Check saved searches for new datasets at start-up' });
  await expect(optIn).not.toBeChecked();
  // The box shows what the core saved: it turns on once the setting is on disk.
  await optIn.click();
  await expect(optIn).toBeChecked();
  await settings.getByRole('spinbutton', { name: 'Requests a day' }).fill('2');
  await expect(settings.getByText('Checks up to 2 saved searches once a day at start-up: at most 2 requests a day.')).toBeVisible();
  await expect(settings.getByText(/Spent today: 0 requests of 2\./)).toBeVisible();
  await waitForSavedUiState(page, (saved) => saved.view === 'settings');

  await restart();
  const notice = page.getByRole('status').filter({ hasText: 'Saved searches with new datasets' });
  await expect(notice).toBeVisible();
  await expect(notice).toContainText(/New since the last run: “Saved speech” \((at least )?\d+ new\), “Saved vision” \((at least )?\d+ new\)\./);
  await expect(page.getByRole('button', { name: /^Run saved search Saved speech, \d+\+? new since the last run$/ })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Run saved search Saved weather' })).toBeVisible();
  expect((await checkRequests(page)).length).toBe(2);
  await expect(
    page
      .getByRole('region', { name: 'Saved searches' })
      .last()
      .getByText(/Spent today: 2 requests of 2\./),
  ).toBeVisible();

  // Running one from the notice ends its count, and its first page is the one the check fetched: no request.
  await notice.getByRole('button', { name: 'Run “Saved speech”' }).click();
  await expect(page.getByRole('searchbox', { name: 'Search datasets' })).toHaveValue('speech');
  await waitForResults(page);
  await expect(page.getByRole('button', { name: 'Run saved search Saved speech' })).toBeVisible();
  expect((await checkRequests(page)).length).toBe(2);

  // A second start the same day: the budget is spent, nothing is sent.
  await waitForSavedUiState(page, (saved) => saved.savedSearches[0]?.lastRunAt !== '2000-01-01T00:00:00.000Z');
  await restart();
  await waitForResults(page);
  await openView(page, 'Settings');
  await expect(page.getByText(/Spent today: 2 requests of 2\. .*Today's 2 requests were spent already\./)).toBeVisible();
  expect((await checkRequests(page)).filter((path) => !/q=speech/.test(path))).toEqual([]);
});
