/**
 * The daily quota of the free demo key (100 a day), spent for real: each unit is a request the
 * core sends to the embedded marketplace (`categories:list` through the browser shell's API with
 * the page's token — the renderer's own door; the renderer never sees the API key). The meter
 * follows the core's quota events; at 20 % it warns, at zero a banner says when the quota
 * returns, actions that need a request are disabled with the reason (the search box, which still
 * finds saved searches, says why at the box), and loaded data stays.
 */
import { expect, screenshotPath, test } from './fixtures/browser-shell';
import { addButtons, appBanner, openView, quotaState, requestsSent, resultsList, spendQuotaDownTo, waitForResults } from './feature-steps';

/** Longer than the search debounce (250 ms): a search that were to be sent would have been by then. */
const SEARCH_SETTLE_MS = 600;

test('meter warns at 20 %, and at zero the app says when the quota returns and keeps what it has', async ({ page }) => {
  await waitForResults(page);
  const meter = page.getByRole('meter', { name: 'Daily request quota' });
  // The tier comes with the account record (read once on a first run; the core remembers it).
  await expect(page.locator('.quota-meter__tier')).toHaveText('Free');
  // The meter shows what the core knows.
  const start = await quotaState(page);
  expect(start.limit).toBe(100);
  await expect(meter).toHaveAttribute('aria-valuemax', '100');
  await expect(meter).toHaveAttribute('aria-valuenow', String(start.remaining));
  // In words: what is left and when it resets; no bar to decode.
  await expect(meter).toHaveAttribute('aria-valuetext', new RegExp(`^${start.remaining} of 100 requests left today, resets in \\d+ (h|min|s)`));
  await expect(meter).toHaveText(new RegExp(`^${start.remaining} left · resets in \\d+ (h|min|s)`));

  // The tooltip gives the reset time in local time and UTC, and a countdown; screen readers get
  // it as the meter's description even while the tip is closed.
  await expect(meter).toHaveAccessibleDescription(/Resets .+ UTC\)?, in \d+ (h|min|s)/);
  await meter.focus();
  await expect(page.getByRole('tooltip')).toContainText(/Resets .+ UTC\)?, in \d+ (h|min|s)/);

  // Two datasets in the tray while requests are still available.
  await addButtons(page).first().click();
  await addButtons(page).first().click();

  // 20 % left: the meter warns, in colour and in words.
  await spendQuotaDownTo(page, 20);
  await expect(meter).toHaveAttribute('aria-valuenow', '20');
  await expect(page.locator('.quota-meter')).toHaveClass(/quota-meter--warning/);
  await expect(page.locator('.quota-meter__state')).toHaveText('Low');
  // …and a banner says it, from 20 % on, not only at 5 %.
  await expect(appBanner(page, 'Only 20 requests left today.')).toBeVisible();

  // Zero: banner with the return time, meter says so.
  await spendQuotaDownTo(page, 0);
  await expect(meter).toHaveAttribute('aria-valuenow', '0');
  await expect(page.locator('.quota-meter__state')).toHaveText('Used up');
  const banner = appBanner(page, 'Today’s request quota is used up.');
  await expect(banner).toBeVisible();
  await expect(meter).toHaveText(/^0 left · resets in/);
  // One notice at a time: the used-up quota, not the demo marketplace's introduction beside it.
  await expect(page.locator('.app-banners .banner')).toHaveCount(1);
  await expect(banner).toContainText(/Requests return .+ 00:00 UTC/);
  await expect(banner).toContainText(/in \d+ (h|min|s)/);
  await page.screenshot({ path: screenshotPath('quota-exhausted-search') });

  // Loaded data stays usable.
  await expect(resultsList(page).getByRole('listitem').first()).toBeVisible();

  // Searching anew needs a request. The box stays usable (searches already run still show from the
  // cache); its description says why a new one is not sent, but on screen the banner alone says it.
  const sentAtZero = await requestsSent(page);
  const searchBox = page.getByRole('searchbox', { name: 'Search datasets' });
  await expect(searchBox).toBeEnabled();
  const pausedText =
    /^Today’s request quota is used up\. It returns .+ 00:00 UTC\)?\. New searches are paused until then; searches you already ran still show\.$/;
  await expect(searchBox).toHaveAccessibleDescription(pausedText);

  // A new search: nothing is sent, the earlier results are not passed off as its answer, and one
  // message (the banner) says why; the screen offers the searches that still show without a request.
  await searchBox.fill('quota exhausted search');
  await expect(page.getByRole('heading', { name: 'This search needs a request' })).toBeVisible();
  await expect(page.getByRole('heading', { name: /not saved yet/ })).toHaveCount(0);
  await expect(page.locator('.app-banners .banner')).toHaveCount(1);
  const shownText = await page.locator('.search-screen__results').evaluate((section) => {
    const copy = section.cloneNode(true) as HTMLElement;
    for (const hidden of copy.querySelectorAll('.visually-hidden')) hidden.remove();
    return copy.textContent ?? '';
  });
  expect(shownText).not.toMatch(/quota is used up/);
  await expect(resultsList(page)).toHaveCount(0);
  await expect(page.locator('.search-toolbar__range')).not.toContainText('dataset');
  await page.waitForTimeout(SEARCH_SETTLE_MS);
  expect(await requestsSent(page)).toBe(sentAtZero);
  await page.screenshot({ path: screenshotPath('quota-exhausted-new-search') });
  // Back to the search already run, from the offer: its saved results show again, still without a request.
  await page.getByRole('button', { name: 'All datasets' }).click();
  await expect(searchBox).toHaveValue('');
  await expect(resultsList(page).getByRole('listitem').first()).toBeVisible();
  expect(await requestsSent(page)).toBe(sentAtZero);

  // So is the compatibility check, with the reason beside it.
  await openView(page, 'Compatibility');
  const check = page.getByRole('button', { name: 'Check compatibility' });
  await expect(check).toBeDisabled();
  await expect(check).toHaveAccessibleDescription(/Today’s request quota is used up\. It returns/);

  // And refreshing the account.
  await openView(page, 'Account');
  await expect(page.getByRole('button', { name: 'Refresh' })).toBeDisabled();
  await page.screenshot({ path: screenshotPath('quota-exhausted-account') });

  // The core agrees with the meter.
  expect((await quotaState(page)).remaining).toBe(0);
});
