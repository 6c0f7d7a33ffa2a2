/**
 * Dataset pane: the list item shows at once while the detail loads, the three tabs (by mouse and
 * arrow keys), raw JSON per tab, copy link with a confirmation, https links to the system browser
 * with a note that they opened there (local demo addresses as text to copy), close.
 */
import { expect, test } from './fixtures/browser-shell';
import { resultsList, waitForResults } from './feature-steps';
import { shellChannelOf } from '../harness/app/app-calls';

test('opens with the list data at once, then fills in the detail', async ({ page }) => {
  await waitForResults(page);
  // Hold the detail answer back so the in-between state is visible.
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/datasets:get', async (route) => {
    await held;
    await route.continue();
  });

  const row = resultsList(page).getByRole('listitem').first();
  const title = (await row.locator('.result-row__title').textContent()) ?? '';
  const price = (await row.locator('.result-row__price').textContent()) ?? '';
  await row.getByRole('button', { name: title, exact: true }).click();

  const pane = page.getByRole('region', { name: title, exact: true });
  await expect(pane.getByRole('heading', { level: 2, name: title })).toBeVisible();
  await expect(pane.getByText(price, { exact: true }).first()).toBeVisible();
  await expect(pane).toHaveAttribute('aria-busy', 'true');
  await expect(pane.getByText('Seller', { exact: true })).toBeVisible();

  release();
  await expect(pane).not.toHaveAttribute('aria-busy', 'true');
  await expect(pane.getByRole('heading', { name: 'Description' })).toBeVisible();
  await expect(pane.locator('.overview__description')).not.toBeEmpty();
  await expect(pane.getByRole('heading', { name: 'Tags' })).toBeVisible();
  for (const label of ['Seller', 'Size', 'Version', 'Created', 'Updated', 'Modality', 'Languages']) {
    await expect(pane.locator('dt', { hasText: new RegExp(`^${label}$`) })).toBeVisible();
  }
});

test('three tabs with arrow keys, quality chart and licence, raw JSON per tab', async ({ page }) => {
  await waitForResults(page);
  const title = (await resultsList(page).locator('.result-row__title').first().textContent()) ?? '';
  await resultsList(page).getByRole('button', { name: title, exact: true }).click();
  const pane = page.getByRole('region', { name: title, exact: true });
  const tabs = pane.getByRole('tablist', { name: 'Dataset sections' });
  await expect(tabs.getByRole('tab', { name: 'Overview' })).toHaveAttribute('aria-selected', 'true');

  // Raw JSON of the detail record.
  await pane.getByRole('switch', { name: 'Show raw JSON' }).check();
  await expect(pane.getByRole('region', { name: 'Raw JSON of the dataset record' })).toContainText('"slug"');
  await pane.getByRole('switch', { name: 'Show raw JSON' }).uncheck();

  // Arrow keys move between tabs and select them.
  await tabs.getByRole('tab', { name: 'Overview' }).focus();
  await page.keyboard.press('ArrowRight');
  const qualityTab = tabs.getByRole('tab', { name: 'Quality' });
  await expect(qualityTab).toBeFocused();
  await expect(qualityTab).toHaveAttribute('aria-selected', 'true');

  const chart = pane.getByRole('table', { name: 'Dimensions by pillar' });
  await expect(chart).toBeVisible();
  // 14 dimensions in 5 pillars (LQS 3.0), each with a score.
  await expect(chart.locator('tbody')).toHaveCount(5);
  await expect(chart.locator('tr.quality-chart__dimension')).toHaveCount(14);
  await expect(chart.getByRole('rowheader', { name: 'Structural integrity' })).toBeVisible();
  await expect(chart.getByRole('rowheader', { name: 'Label accuracy' })).toBeVisible();
  await expect(pane.getByText('LQS composite')).toBeVisible();
  await expect(pane.locator('.tier-badge--lg')).toHaveText(/^LQS \d+\.\d (Platinum|Gold|Silver|Bronze)$/);
  await expect(pane.locator('dt', { hasText: 'Trainability' })).toBeVisible();
  await expect(pane.getByRole('img', { name: /LQS badge/ })).toBeVisible();
  await pane.getByRole('switch', { name: 'Show raw JSON' }).check();
  await expect(pane.getByRole('region', { name: 'Raw JSON of the quality record' })).toContainText('"dimensions"');

  await page.keyboard.press('Shift+Tab');
  await tabs.getByRole('tab', { name: 'Quality' }).focus();
  await page.keyboard.press('End');
  await expect(tabs.getByRole('tab', { name: 'Preview' })).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('ArrowLeft');
  const licenseTab = tabs.getByRole('tab', { name: 'Licence' });
  await expect(licenseTab).toHaveAttribute('aria-selected', 'true');
  await expect(pane.getByRole('heading', { name: 'Permissions' })).toBeVisible();
  const permissions = pane.locator('.permission-list li');
  await expect(permissions).toHaveCount(6);
  for (const text of await permissions.allTextContents()) expect(text).toMatch(/(Allowed|Not allowed|Required|Not required)$/);
  await expect(pane.getByRole('heading', { name: 'Compliance' })).toBeVisible();
  await expect(pane.getByRole('heading', { name: 'Provenance' })).toBeVisible();
  await expect(pane.locator('dt', { hasText: /^HIPAA$/ })).toBeVisible();
  await pane.getByRole('switch', { name: 'Show raw JSON' }).check();
  await expect(pane.getByRole('region', { name: 'Raw JSON of the licence record' })).toContainText('"permissions"');
});

test('copy link confirms; https links open outside the app and say so, local demo addresses are text to copy; close gives the results the room', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await waitForResults(page);
  // A dataset whose licence has a public (https) text: the Creative Commons ones do.
  await page.getByRole('region', { name: 'Filters' }).getByRole('textbox', { name: 'Licence contains' }).fill('CC-BY');
  await expect(page.locator('.search-toolbar__total')).toHaveText(/^(?!600 )\d[\d,]* datasets?$/);
  // Any spelling of a Creative Commons licence: its id, its name, its URL.
  await expect(resultsList(page).locator('.result-row__facts').first()).toContainText(/cc[- ]by|creative ?commons/i);
  const title = (await resultsList(page).locator('.result-row__title').first().textContent()) ?? '';
  await resultsList(page).getByRole('button', { name: title, exact: true }).click();
  const pane = page.getByRole('region', { name: title, exact: true });

  await pane.getByRole('button', { name: 'Copy link' }).click();
  await expect(pane.getByText('Link copied')).toBeVisible();
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  // The app's own link to the dataset, which opens it in the app (shared/domain/deep-link.ts).
  expect(copied).toMatch(/^dataset-marketplace:\/\/dataset\/[A-Za-z0-9._~-]+$/);
  // The demo marketplace's page is on this computer only: no web link a colleague could not open.
  await expect(pane.getByRole('button', { name: 'Copy web link' })).toHaveCount(0);

  const opened: string[] = [];
  page.on('request', (request) => {
    if (shellChannelOf(request.url()) === 'shell:open-external') opened.push(request.postData() ?? '');
  });

  // The core opens only https links, so a local address is no link (it would only fail): it is
  // shown as text, said to be the local demo address, with its own Copy button.
  const links = pane.getByRole('region', { name: 'Links' });
  await expect(links.getByRole('link')).toHaveCount(0);
  const pageAddress = links.locator('.external-address').filter({ hasText: 'Dataset page' });
  // The embedded (demo) marketplace serves its pages on this computer, over http.
  await expect(pageAddress.locator('code')).toHaveText(/^http:\/\/127\.0\.0\.1:\d+\//);
  const address = (await pageAddress.locator('code').textContent()) ?? '';
  await expect(pageAddress).toContainText('Local demo address');
  await page.evaluate(() => navigator.clipboard.writeText(''));
  await pageAddress.getByRole('button', { name: 'Copy Dataset page address' }).click();
  await expect(pageAddress.getByRole('button', { name: 'Copied Dataset page address' })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(address);

  // An https link (the licence text) goes to the system browser through the core; the page stays.
  await pane.getByRole('tab', { name: 'Licence' }).click();
  const licenseLink = pane.getByRole('link', { name: /^Read the licence/ });
  await expect(licenseLink).toBeVisible();
  const href = (await licenseLink.getAttribute('href')) ?? '';
  expect(href).toMatch(/^https:\/\//);
  const before = page.url();
  await licenseLink.click();
  await expect.poll(() => opened.length).toBe(1);
  expect(JSON.parse(opened[0]!)).toEqual({ url: href });
  expect(page.url()).toBe(before);
  await expect(pane.getByText(/Could not open the link/)).toHaveCount(0);
  // The browser may open behind the app: the link says that it opened there.
  await expect(pane.getByRole('status').filter({ hasText: 'Opened in your browser' })).toBeVisible();

  // Closing gives the results the room again.
  await pane.getByRole('button', { name: 'Close dataset' }).click();
  await expect(pane).toHaveCount(0);
  await expect(resultsList(page).getByRole('listitem').first()).toBeVisible();
});
