/**
 * The saved searches' start-up check end to end in the browser shell: opted into in Settings with
 * a budget of 2 requests a day, it checks two of three saved searches at the next start (the
 * request log shows exactly those two requests), names those with new datasets in a notice and
 * in the sidebar, and a second start the same day sends none.
 */
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures/browser-shell';
import { openView, shellCall, waitForResults, waitForSavedUiState } from './feature-steps';
import type { RequestLog, UiState } from '../../shared/ipc/ipc-contract';

/** The requests of this core session that ran one of the saved searches' queries. */
async function checkRequests(page: Parameters<typeof shellCall>[0]): Promise<string[]> {
  const log = await shellCall<RequestLog>(page, 'session:requests');
  if (!log.ok) throw new Error(log.error.message);
  return log.value.entries.map((entry) => entry.path).filter((path) => /[?&]q=(speech|vision|weather)\b/.test(path));
}

/**
 * Three saved searches run long ago, the check opted into with a budget of 2, and a restart: the
 * check runs and the notice names what it found. Returns the notice.
 */
async function checkAtRestart(page: Page, restart: () => Promise<unknown>): Promise<Locator> {
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
  return notice;
}

test('opt in, restart: at most the budget is spent, the notice names what is new, a second start spends nothing', async ({ page, restart }) => {
  test.setTimeout(120_000);
  const notice = await checkAtRestart(page, restart);
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

test('a click on the desktop notification opens its saved search from the page the check fetched', async ({ page, context, restart }) => {
  test.setTimeout(120_000);
  // The Electron click sends `app:open-saved-search` to the window; here the same event arrives on
  // the page's event stream from the browser shell, as every event does.
  await context.addInitScript(() => {
    const Real = window.EventSource;
    const opened: EventSource[] = [];
    (window as unknown as { __eventSources: EventSource[] }).__eventSources = opened;
    window.EventSource = class extends Real {
      constructor(url: string | URL, init?: EventSourceInit) {
        super(url, init);
        opened.push(this);
      }
    };
  });
  const notice = await checkAtRestart(page, restart);
  const emitOpen = (id: string) =>
    page.evaluate((id) => {
      const streams = (window as unknown as { __eventSources: EventSource[] }).__eventSources.filter((stream) => stream.readyState !== EventSource.CLOSED);
      streams.at(-1)?.dispatchEvent(new MessageEvent('app:open-saved-search', { data: JSON.stringify({ id }) }));
      return streams.length;
    }, id);

  await openView(page, 'Settings');
  expect(await emitOpen('e2e1')).toBeGreaterThan(0);
  await expect(page.getByRole('searchbox', { name: 'Search datasets' })).toHaveValue('vision');
  await waitForResults(page);
  // Run: its count ends; the notice still names the other one.
  await expect(page.getByRole('button', { name: 'Run saved search Saved vision' })).toBeVisible();
  await expect(notice).toContainText('“Saved speech”');
  await expect(notice).not.toContainText('“Saved vision”');
  // Its first page is the one the check fetched: nothing more was sent.
  expect((await checkRequests(page)).length).toBe(2);

  // A saved search removed since is said, and nothing changes.
  await emitOpen('removed1');
  await expect(page.getByText('The saved search the notification named is no longer saved, so nothing was run.')).toBeVisible();
  await expect(page.getByRole('searchbox', { name: 'Search datasets' })).toHaveValue('vision');
});
