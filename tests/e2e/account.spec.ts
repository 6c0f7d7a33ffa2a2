/**
 * The account view against the embedded marketplace's demo account: profile, usage figures with
 * the reset's countdown, the per-key table, the 30-day chart, and this session's requests and
 * cache savings, which agree across a reload of the window.
 */
import { expect, test } from './fixtures/browser-shell';
import { openView, requestsSent, waitForResults, waitForSavedUiState } from './feature-steps';

test('shows the profile, the keys table and the 30-day chart', async ({ page }) => {
  await waitForResults(page);
  await openView(page, 'Account');

  const profile = page.getByRole('region', { name: 'Profile' });
  await expect(profile.getByRole('heading', { level: 2 })).not.toHaveText('Name not given');
  await expect(profile).toContainText('@');
  await expect(profile).toContainText('Free tier');
  await expect(profile).toContainText('Active listings');

  const usage = page.getByRole('region', { name: 'Usage' });
  for (const label of ['Requests today', 'Requests all time', 'Active keys', 'Left today']) await expect(usage).toContainText(label);

  const keys = page.getByRole('table', { name: /API keys of this account/ });
  await expect(keys).toBeVisible();
  for (const column of ['Name', 'Prefix', 'Scopes', 'Today', 'All time', 'Last used', 'Created']) {
    await expect(keys.getByRole('columnheader', { name: column, exact: true })).toBeVisible();
  }
  await expect(keys.getByRole('row')).not.toHaveCount(1);
  await expect(keys).toContainText('ls_demo_');
  await expect(keys).toContainText('account:read');

  const chart = page.getByRole('img', { name: /Requests per day, last 30 days/ });
  await expect(chart).toBeVisible();
  await expect(chart.locator('rect.daily-chart__bar')).toHaveCount(30);
  // The same figures as a table for assistive tech.
  await expect(page.getByRole('table', { name: 'Requests per day' }).getByRole('row')).toHaveCount(31);

  // This session: the requests the core sent, and those the cache saved.
  const sent = await requestsSent(page);
  await expect(page.getByTestId('session-requests-sent')).toHaveText(String(sent));

  // Going back to search and to the account again is served from the cache (fresh for a minute).
  await openView(page, 'Search');
  await waitForResults(page);
  await openView(page, 'Account');
  await expect(page.getByRole('region', { name: 'Profile' })).toBeVisible();
  await expect(page.getByTestId('session-cache-hits')).not.toHaveText('0');
  expect(await requestsSent(page)).toBe(sent);
  // The reset time, with a countdown to it.
  await expect(usage).toContainText(/resets .+ UTC\)?, in \d+ (h|min|s)/);
});

test('this session’s figures agree across a reload of the window', async ({ page }) => {
  await waitForResults(page);
  await openView(page, 'Account');
  await expect(page.getByRole('region', { name: 'Profile' })).toBeVisible();
  // A hit: back to search and to the account, both fresh in the cache.
  await openView(page, 'Search');
  await waitForResults(page);
  await openView(page, 'Account');
  const hits = page.getByTestId('session-cache-hits');
  await expect(hits).not.toHaveText('0');
  const hitsBefore = Number(await hits.textContent());

  // The core's session goes on across the reload, and so does the count of what the cache saved.
  await waitForSavedUiState(page, (state) => state.view === 'account');
  await page.reload();
  await expect(page.getByRole('region', { name: 'Profile' })).toBeVisible();
  await expect(page.getByTestId('session-requests-sent')).toHaveText(String(await requestsSent(page)));
  await expect.poll(async () => Number(await hits.textContent())).toBeGreaterThanOrEqual(hitsBefore);
});
