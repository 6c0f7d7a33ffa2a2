/**
 * The daily quota of the free demo key (100 a day), spent for real: each unit is a request the
 * core sends to the embedded marketplace (`categories:list` through the browser shell's API with
 * the page's token — the renderer's own door; the renderer never sees the API key). The meter
 * follows the core's quota events; at 20 % it warns, at zero a banner says when the quota
 * returns, actions that need a request are disabled with the reason, and loaded data stays.
 */
import { expect, screenshotPath, test } from './fixtures/browser-shell';
import { addButtons, appBanner, openView, quotaState, requestsSent, resultsList, spendQuotaDownTo, waitForResults } from './feature-steps';

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
  await expect(meter).toHaveAttribute('aria-valuetext', `${start.remaining} of 100 requests left today`);
  await expect(page.locator('.quota-meter')).toContainText(`${start.remaining} / 100`);

  // The tooltip gives the reset time in local time and UTC, and a countdown.
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

  // Zero: banner with the return time, meter says so.
  await spendQuotaDownTo(page, 0);
  await expect(meter).toHaveAttribute('aria-valuenow', '0');
  await expect(page.locator('.quota-meter__state')).toHaveText('Used up');
  const banner = appBanner(page, 'Today’s request quota is used up.');
  await expect(banner).toBeVisible();
  await expect(banner).toContainText(/Requests return .+ 00:00 UTC/);
  await expect(banner).toContainText(/in \d+ (h|min|s)/);
  await page.screenshot({ path: screenshotPath('quota-exhausted-search') });

  // Loaded data stays usable.
  await expect(resultsList(page).getByRole('listitem').first()).toBeVisible();

  // Searching anew needs a request: the search screen says why it cannot, and sends nothing.
  const sentAtZero = await requestsSent(page);
  const searchBox = page.getByRole('searchbox', { name: 'Search datasets' });
  if (await searchBox.isDisabled()) {
    await expect(searchBox).toHaveAccessibleDescription(/quota is used up/i);
  } else {
    await searchBox.fill('quota exhausted search');
    await expect(page.getByRole('main').getByText(/quota is used up/i).first()).toBeVisible();
  }
  await page.waitForTimeout(300);
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
