/**
 * The saved last view at start (renderer/state/saved-view.ts): after a restart the last session's
 * results show before the core says which marketplace it talks to — here the window's
 * `connection:status` call is held, as a marketplace slow to start holds it — labelled as a saved
 * copy with its age; once the status is in they are the connection's view, and the start sends no
 * request for them. A saved copy of another catalog (the embedded marketplace started with
 * another size) is never shown. The window's first two questions (the UI state and the saved
 * copy) go out before the app's code has arrived (renderer/bridge/early-calls.ts).
 */
import type { Page, Route } from '@playwright/test';
import { shellChannelOf, trackAppCalls } from '../harness/app/app-calls';
import { waitForSavedCache } from '../harness/app/saved-cache';
import { expect, startBrowserShell, test } from './fixtures/browser-shell';
import { resultsList, waitForResults } from './feature-steps';

/** Holds every `connection:status` call of `page` until the returned release is called. */
async function holdConnectionStatus(page: Page): Promise<() => void> {
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/connection:status', async (route: Route) => {
    await released;
    await route.continue();
  });
  return release;
}

/** Searches for `words`, waits for the results and for the app to have saved them. */
async function searchAndSave(page: Page, userDataDir: string, words: string): Promise<void> {
  const since = Date.now();
  await page.getByRole('searchbox', { name: 'Search datasets' }).fill(words);
  await expect(page.locator('.search-toolbar__range')).toHaveText(/^Showing .+ datasets?$/);
  await waitForResults(page);
  expect(await waitForSavedCache(userDataDir, since, 20_000), 'the app saved its results').toBe(true);
}

const savedCopyNote = (page: Page) => page.locator('.stale-notice').filter({ hasText: 'saved copy: connecting to the marketplace' });

test('a restart shows the saved results before the connection is known, labelled as a saved copy, and spends no request on them', async ({
  page,
  userDataDir,
  restart,
}) => {
  test.setTimeout(90_000);
  await searchAndSave(page, userDataDir, 'scans');
  const shown = await resultsList(page).getByRole('listitem').first().textContent();

  const release = await holdConnectionStatus(page);
  const calls = trackAppCalls(page);
  try {
    await restart();
    await waitForResults(page);
    // The same row once the licence reading's code is in (until then its mark says "Reading the licence…").
    await expect(resultsList(page).getByRole('listitem').first()).toHaveText(shown ?? '');
    await expect(page.getByRole('searchbox', { name: 'Search datasets' })).toHaveValue('scans');
    await expect(savedCopyNote(page)).toBeVisible();
    await expect(savedCopyNote(page)).toContainText(/Updated (just now|\d+ (s|min) ago)/);
    await expect(page.getByRole('progressbar')).toHaveCount(0);
  } finally {
    release();
  }
  // The status is in: the same results, now the connection's, with their age and no "saved copy" note.
  await expect(savedCopyNote(page)).toHaveCount(0);
  await expect(page.locator('.stale-notice')).toContainText('Updated');
  expect(await resultsList(page).getByRole('listitem').first().textContent()).toBe(shown);
  await page.waitForTimeout(1_000);
  calls.stop();
  expect(calls.count(), 'marketplace calls for the saved view').toBe(0);
});

test('a saved copy of another catalog is not shown while the marketplace starts', async ({ page, userDataDir, stop }) => {
  test.setTimeout(120_000);
  await searchAndSave(page, userDataDir, 'scans');
  await stop();

  // The same user data, the embedded marketplace with another catalog (its size names it). The
  // core answers at once, without waiting for that catalog's build: no saved copy for it.
  const other = await startBrowserShell(userDataDir, { datasets: 700 }, () => undefined);
  const release = await holdConnectionStatus(page);
  try {
    const loaded = page.waitForResponse('**/api/query-cache:load');
    await page.goto(other.url);
    expect(await (await loaded).json()).toEqual({ ok: true, value: { blob: null, savedAt: null } });
    await expect(page.getByRole('searchbox', { name: 'Search datasets' })).toHaveValue('scans');
    await expect(savedCopyNote(page)).toHaveCount(0);
    release();
    await waitForResults(page);
    await expect(savedCopyNote(page)).toHaveCount(0);
  } finally {
    release();
    await other.stop();
  }
});

test('a window asks its first questions while its scripts still load, and each only once', async ({ page, userDataDir, restart }) => {
  test.setTimeout(90_000);
  await searchAndSave(page, userDataDir, 'scans');
  // The app's code arrives late, as on a busy machine: its first questions must not wait for it.
  await page.route('**/assets/app-*.js', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 500));
    await route.continue();
  });
  // Each start has an origin of its own: the page before the restart may still ask its old origin
  // (its event stream reconnecting) until the new page loads, and that is not the new window's.
  const seen: { origin: string; event: string }[] = [];
  page.on('request', (request) => {
    const channel = shellChannelOf(request.url());
    if (channel) seen.push({ origin: new URL(request.url()).origin, event: channel });
  });
  page.on('response', (response) => {
    if (/\/assets\/app-[^/]+\.js$/.test(response.url())) seen.push({ origin: new URL(response.url()).origin, event: 'app code' });
  });
  await restart();
  await waitForResults(page);
  const origin = new URL(page.url()).origin;
  const events = seen.filter((entry) => entry.origin === origin).map((entry) => entry.event);
  expect(events.slice(0, events.indexOf('app code')), 'asked before the app code came').toEqual(['ui-state:get', 'query-cache:load']);
  expect(events.filter((event) => event === 'ui-state:get')).toHaveLength(1);
  expect(events.filter((event) => event === 'query-cache:load')).toHaveLength(1);
});
