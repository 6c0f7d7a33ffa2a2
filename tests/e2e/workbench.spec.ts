/**
 * The buyer's workbench (docs/workbench.md): code to take a request elsewhere, the request log,
 * Croissant, the price-against-quality chart, change tracking.
 */
import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures/browser-shell';
import {
  chartPlacedCount,
  chartResultsInMarks,
  compareTwoFromTray,
  openView,
  requestsSent,
  settledRequestCount,
  resultsList,
  shellCall,
  waitForResults,
  openCompareAndLoad,
} from './feature-steps';
import type { RequestLog } from '../../shared/ipc/ipc-contract';
import type { DatasetPageReading } from '../../shared/domain/readings/dataset-reading';

/** Any API key the marketplace issues starts so: copied code must hold none. */
const ANY_KEY = /ls_(live|demo|test)_/;

async function clipboard(page: Page): Promise<string> {
  return page.evaluate(() => navigator.clipboard.readText());
}

test('copies the search, a record and the account as curl and Python, with the key left as $LS_API_KEY', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await waitForResults(page);
  await page.getByRole('region', { name: 'Filters' }).getByRole('textbox', { name: 'Licence contains' }).fill(`CC-BY 'x' $(id)`);
  const searchCode = page.getByRole('group', { name: 'Copy the search request as code' });
  await searchCode.getByRole('button', { name: 'Copy as curl' }).click();
  await expect(searchCode.getByRole('status')).toHaveText('curl copied. It reads the key from LS_API_KEY.');
  const curl = await clipboard(page);
  expect(curl).toMatch(/^curl --fail-with-body -sS 'http:\/\/127\.0\.0\.1:\d+\/v1\/datasets\?license=CC-BY\+%27x%27\+%24%28id%29&/);
  expect(curl).toContain('-H "X-Api-Key: $LS_API_KEY"');
  expect(curl).not.toMatch(ANY_KEY);

  await page.getByRole('region', { name: 'Filters' }).getByRole('textbox', { name: 'Licence contains' }).fill('');
  await waitForResults(page);
  const title = (await resultsList(page).locator('.result-row__title').first().textContent()) ?? '';
  await resultsList(page).getByRole('button', { name: title, exact: true }).click();
  const pane = page.getByRole('region', { name: title, exact: true });
  await pane.getByRole('tab', { name: 'Quality' }).click();
  const recordCode = pane.getByRole('group', { name: 'Copy the quality record request as code' });
  await recordCode.getByRole('button', { name: 'Copy as Python (requests)' }).click();
  await expect(recordCode.getByRole('status')).toHaveText('Python copied. It reads the key from LS_API_KEY.');
  const python = await clipboard(page);
  expect(python).toMatch(/requests\.get\(\n {4}"http:\/\/127\.0\.0\.1:\d+\/v1\/datasets\/[^"/]+\/quality",/);
  expect(python).toContain('os.environ["LS_API_KEY"]');
  expect(python).not.toMatch(ANY_KEY);

  await openView(page, 'Account');
  const accountCode = page.getByRole('group', { name: 'Copy the account record request as code' });
  await accountCode.getByRole('button', { name: 'Copy as curl' }).click();
  await expect(accountCode.getByRole('status')).toContainText('curl copied');
  expect(await clipboard(page)).toMatch(/^curl --fail-with-body -sS 'http:\/\/127\.0\.0\.1:\d+\/v1\/me' \\\n {2}-H "X-Api-Key: \$LS_API_KEY"/);
});

test('the request log lists each request, counted or from the cache, agrees with the core and exports without the key', async ({ page }) => {
  await waitForResults(page);
  const title = (await resultsList(page).locator('.result-row__title').first().textContent()) ?? '';
  await resultsList(page).getByRole('button', { name: title, exact: true }).click();
  const pane = page.getByRole('region', { name: title, exact: true });
  await expect(pane.getByRole('heading', { name: 'Description' })).toBeVisible();
  // The pane shows the list's part of the record at once: wait for the detail itself.
  await expect(pane).not.toHaveAttribute('aria-busy', 'true');
  await pane.getByRole('button', { name: 'Close dataset' }).click();
  // Opening it again is answered by the cache: nothing is sent.
  await resultsList(page).getByRole('button', { name: title, exact: true }).click();
  await expect(pane.getByRole('heading', { name: 'Description' })).toBeVisible();
  await expect(pane).not.toHaveAttribute('aria-busy', 'true');

  await openView(page, 'Account');
  const section = page.getByRole('region', { name: 'Requests this session' });
  const table = section.getByRole('table');
  await expect(table.getByRole('row').filter({ hasText: '/v1/datasets?' }).filter({ hasText: 'Marketplace' }).first()).toContainText('Counted');
  await expect(
    table
      .getByRole('row')
      .filter({ hasText: /\/v1\/datasets\/[^/?]+$/ })
      .filter({ hasText: 'Marketplace' }),
  ).toHaveCount(1);
  await expect(
    table
      .getByRole('row')
      .filter({ hasText: /\/v1\/datasets\/[^/?]+$/ })
      .filter({ hasText: 'Cache (nothing sent)' }),
  ).toHaveCount(1);

  // The summary's counted figure is the core's own log, as sent.
  const log = await shellCall<RequestLog>(page, 'session:requests');
  if (!log.ok) throw new Error(log.error.message);
  await expect(section.locator('.request-log__summary')).toContainText(
    `${log.value.entries.length} sent, ${log.value.entries.filter((entry) => entry.counted === 'yes').length} counted`,
  );

  const [download] = await Promise.all([page.waitForEvent('download'), section.getByRole('button', { name: 'CSV of the request log' }).click()]);
  const csv = await readFile(await download.path(), 'utf8');
  expect(csv).toContain('"Time","Method","Path","Status","Quota","Answered by"');
  expect(csv).toContain('"Cache (nothing sent)"');
  expect(csv).not.toMatch(ANY_KEY);
});

test('exports a dataset and the shortlist as Croissant JSON-LD, from what the marketplace stated', async ({ page }) => {
  await waitForResults(page);
  const title = (await resultsList(page).locator('.result-row__title').first().textContent()) ?? '';
  await resultsList(page)
    .getByRole('button', { name: `Add ${title} to shortlist` })
    .click();
  await resultsList(page).getByRole('button', { name: title, exact: true }).click();
  const pane = page.getByRole('region', { name: title, exact: true });
  // The licence record brings the provenance (rai: fields).
  await pane.getByRole('tab', { name: 'Licence' }).click();
  await expect(pane.getByRole('heading', { name: /Provenance/ })).toBeVisible();
  await pane.getByRole('tab', { name: 'Overview' }).click();
  await expect(pane.getByRole('heading', { name: 'Description' })).toBeVisible();
  const [download] = await Promise.all([page.waitForEvent('download'), pane.getByRole('button', { name: 'Croissant (JSON-LD) of the dataset' }).click()]);
  expect(download.suggestedFilename()).toMatch(/^croissant-.+\.json$/);
  const dataset = JSON.parse(await readFile(await download.path(), 'utf8')) as Record<string, unknown>;
  expect(dataset).toMatchObject({
    '@type': 'sc:Dataset',
    conformsTo: 'http://mlcommons.org/croissant/1.1',
    name: title,
    creator: { '@type': 'sc:Organization' },
  });
  expect(dataset['@context']).toMatchObject({ '@vocab': 'https://schema.org/', rai: 'http://mlcommons.org/croissant/RAI/' });
  expect(typeof dataset['rai:dataCollection']).toBe('string');
  await expect(pane.locator('.croissant-export').getByRole('status')).toHaveText(
    /^Downloaded as .+\.json\.( Not stated by the marketplace, so left out: .+\.)?$/,
  );

  await openView(page, 'Shortlist');
  const [list] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Croissant (JSON-LD) of the shortlist' }).click()]);
  const catalog = JSON.parse(await readFile(await list.path(), 'utf8')) as { '@type': string; dataset: Array<{ name: string; conformsTo: string }> };
  expect(catalog['@type']).toBe('sc:DataCatalog');
  expect(catalog.dataset).toEqual([expect.objectContaining({ name: title, conformsTo: 'http://mlcommons.org/croissant/1.1' })]);
});

// Known gap (docs/known-gaps.md): on catalog edition 4 the first drawn mark never becomes clickable
// (Playwright waits for it to be stable) and "Fits my use" now loads a page to fill the list; to be
// fixed with the chart, not by weakening this test.
/** A chart mark's name: a dataset's "title: price, LQS …", or a numbered mark's "N datasets too close to draw apart: …". */
const MARK_NAME = /: (\$[\d,.]+|Free), LQS .*$/;
const GROUP_NAME = /^(\d+) datasets too close to draw apart: /;
const SINGLE_NAME = /^(?!\d+ datasets too close to draw apart: ).+: (\$[\d,.]+|Free), LQS [\d.]+( \([^)]+\))?$/;

/** The chart's caption: how many it places, and how many it could not. */
async function chartCounts(page: Page): Promise<{ placed: number; unplaced: number }> {
  const caption = (await page.locator('.price-chart__caption').textContent()) ?? '';
  return { placed: await chartPlacedCount(page), unplaced: Number(/ (\d+) loaded results? without a stated price or LQS/.exec(caption)?.[1] ?? 0) };
}

test('charts price against quality: every placed result in a mark that opens it; the chart sends nothing, "Fits my use" only the pages it names', async ({
  page,
}) => {
  await waitForResults(page);
  // The start's own requests (the account, the categories) may still go out after its first results.
  const sentBefore = await settledRequestCount(page);
  await page.getByRole('button', { name: 'Price against quality chart' }).click();
  const chart = page.getByRole('group', { name: /^LQS against price of the \d+ loaded results/ });
  const marks = chart.getByRole('button');
  // The first page: 20 results.
  const loaded = Number(/–(\d+)/.exec((await page.locator('.search-toolbar__range').textContent()) ?? '')?.[1]);
  const { placed, unplaced } = await chartCounts(page);
  // Every loaded result is either placed or counted as not placed (one scored from metadata only has no LQS).
  expect(placed).toBeGreaterThan(1);
  expect(placed + unplaced).toBe(loaded);
  await expect(chart).toHaveAccessibleName(new RegExp(`^LQS against price of the ${placed} loaded results`));
  expect(await chartResultsInMarks(marks)).toBe(placed);
  // What the marks and axes mean is written on the chart.
  await expect(page.getByRole('list', { name: 'What the marks mean' }).getByRole('listitem').first()).toBeVisible();
  await expect(chart.getByText(/^Price in US\$ \(log scale\)$/)).toBeVisible();
  await expect(chart.getByText('LQS (0–100)')).toBeVisible();
  await expect(page.getByText('The same as a table')).toBeVisible();
  // Drawing the chart asks the marketplace nothing.
  expect(await requestsSent(page)).toBe(sentBefore);

  // A free dataset is drawn in the Free lane, left of the log scale's first price, and counted.
  const names = (await marks.evaluateAll((all) => all.map((mark) => mark.getAttribute('aria-label') ?? ''))).join('; ');
  const free = names.split(/: Free, LQS /).length - 1;
  expect(free).toBeGreaterThan(0);
  await expect(chart.getByText('Free', { exact: true })).toBeVisible();
  await expect(page.locator('.price-chart__caption')).toContainText(`; ${free} free, in the Free lane at the left`);

  // A mark's name is its title, price and LQS; a click opens the dataset.
  const single = chart.getByRole('button', { name: SINGLE_NAME });
  const name = (await single.first().getAttribute('aria-label')) ?? '';
  expect(name).toMatch(/^.+: (\$[\d,.]+|Free), LQS \d+(\.\d)?/);
  const title = name.replace(MARK_NAME, '');
  await single.first().click();
  await expect(page.getByRole('region', { name: title, exact: true })).toBeVisible();
  await page.getByRole('region', { name: title, exact: true }).getByRole('button', { name: 'Close dataset' }).click();

  // By keyboard: Tab moves from mark to mark, Enter opens the one reached.
  await marks.first().focus();
  await page.keyboard.press('Tab');
  await expect(marks.nth(1)).toBeFocused();
  await single.nth(1).focus();
  const second = ((await single.nth(1).getAttribute('aria-label')) ?? '').replace(MARK_NAME, '');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('region', { name: second, exact: true })).toBeVisible();
  await page.getByRole('region', { name: second, exact: true }).getByRole('button', { name: 'Close dataset' }).click();

  // Marks that would cover each other are one numbered mark: Enter lists its datasets, and each opens.
  const group = chart.getByRole('button', { name: GROUP_NAME });
  await expect(group.first()).toBeVisible();
  const size = Number(GROUP_NAME.exec((await group.first().getAttribute('aria-label')) ?? '')?.[1]);
  await group.first().focus();
  await page.keyboard.press('Enter');
  await expect(group.first()).toHaveAttribute('aria-expanded', 'true');
  const listed = page
    .getByRole('region', { name: `The ${size} datasets of the numbered mark` })
    .getByRole('listitem')
    .getByRole('button');
  await expect(listed).toHaveCount(size);
  await expect(listed.first()).toBeFocused();
  const member = ((await listed.first().textContent()) ?? '').replace(MARK_NAME, '');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('region', { name: member, exact: true })).toBeVisible();
  await page.getByRole('region', { name: member, exact: true }).getByRole('button', { name: 'Close dataset' }).click();

  // "Fits my use" says before it runs that the list may load its next page; the pages it loads are
  // all it sends, and the chart follows the results shown, among all those loaded.
  const fits = page.getByRole('switch', { name: 'Fits my use' });
  await expect(fits).toHaveAccessibleDescription(/loads its next page, as scrolling would \(1 request a page\)/);
  const log = async () => {
    const result = await shellCall<RequestLog>(page, 'session:requests');
    if (!result.ok) throw new Error(result.error.message);
    return result.value.entries;
  };
  // Closing a dataset brings its row into view, which may have loaded a page as scrolling would:
  // its answer is on screen before the count starts.
  await settledRequestCount(page);
  const loadedBefore = Number(/–(\d+)/.exec((await page.locator('.search-toolbar__range').textContent()) ?? '')?.[1]);
  const logged = (await log()).length;
  await fits.check();
  const note = page.getByRole('status').filter({ hasText: /^Hiding \d+ of \d+ loaded results/ });
  await expect
    .poll(async () => {
      const sent = (await log()).slice(logged);
      const pages = sent.filter((entry) => entry.method === 'GET' && /^\/v1\/datasets\?.*\bpage=\d+/.test(entry.path)).length;
      const [, hidden = '', all = ''] = /^Hiding (\d+) of (\d+)/.exec((await note.textContent()) ?? '') ?? [];
      const counts = await chartCounts(page);
      return {
        onlyPages: pages === sent.length,
        loaded: Number(all) === loadedBefore + pages * loaded,
        chartFollowsShown: counts.placed + counts.unplaced === Number(all) - Number(hidden),
        marksHoldPlaced: (await chartResultsInMarks(marks)) === counts.placed,
      };
    })
    .toEqual({ onlyPages: true, loaded: true, chartFollowsShown: true, marksHoldPlaced: true });
  // Turning it off again shows every loaded result and sends nothing.
  const sentWithFits = await requestsSent(page);
  await fits.uncheck();
  await expect(note).toHaveCount(0);
  const after = await chartCounts(page);
  expect(await chartResultsInMarks(marks)).toBe(after.placed);
  expect(await requestsSent(page)).toBe(sentWithFits);
});

test('the shortlist reports what changed since starring, old → new, and "Check for changes" spends what it says', async ({ page }) => {
  await waitForResults(page);
  const search = await shellCall<DatasetPageReading>(page, 'datasets:search', { per_page: 2, sort: 'price', order: 'desc' });
  if (!search.ok) throw new Error(search.error.message);
  const [changed, same] = search.value.items;
  if (!changed?.price || !same?.price || !changed.title || !same.title) throw new Error('The catalog stated too little.');
  const listing = (item: typeof changed) => ({ id: item.id, title: item.title?.value ?? item.id, price: item.price?.value, license: item.license?.value });
  // Starred when the first was $1 (the marketplace now says otherwise); the second as it is; a third the marketplace has withdrawn.
  for (const entry of [{ ...listing(changed), price: 1 }, listing(same), { id: 'withdrawn-dataset', title: 'Withdrawn dataset', price: 5 }]) {
    const added = await shellCall(page, 'shortlist:add', { entry });
    if (!added.ok) throw new Error(added.error.message);
  }
  // The window reads the shortlist the core now keeps.
  await page.reload();
  await waitForResults(page);
  await openView(page, 'Shortlist');
  const check = page.getByRole('button', { name: 'Check for changes (3 requests)' });
  await expect(check).toBeVisible();
  const sent = await requestsSent(page);
  await check.click();
  await expect(page.getByRole('status').filter({ hasText: /^Checked 3 datasets/ })).toBeVisible();
  expect(await requestsSent(page)).toBe(sent + 3);

  const items = page
    .getByRole('main')
    .getByRole('listitem')
    .filter({ has: page.locator('.shortlist-item__head') });
  const changedItem = items.filter({ hasText: changed.title.value });
  await expect(changedItem.getByRole('note', { name: 'Changed since starred' })).toHaveText(/Price: \$1 → \$[\d,.]+/);
  await expect(changedItem.getByRole('note', { name: 'Changed since starred' })).not.toContainText('Licence');
  await expect(items.filter({ hasText: same.title.value }).getByText('Unchanged since starred.')).toBeVisible();
  await expect(items.filter({ hasText: 'Withdrawn dataset' }).getByRole('note')).toHaveText(/^Withdrawn: the marketplace no longer has this dataset/);
  // Each was fetched just now: a second check has nothing to send.
  await expect(page.getByRole('button', { name: 'Check for changes (all checked in the last hour)' })).toBeDisabled();
});

test('Compare shows each dataset’s five pillars as bars, with the figures of the table', async ({ page }) => {
  await waitForResults(page);
  const titles: string[] = [];
  for (let index = 0; index < 2; index += 1) {
    const button = resultsList(page)
      .getByRole('button', { name: /^Add .+ to comparison$/ })
      .first();
    titles.push(((await button.getAttribute('aria-label')) ?? '').replace(/^Add (.+) to comparison$/, '$1'));
    await button.click();
  }
  await openCompareAndLoad(page);
  const glance = page.getByRole('region', { name: 'Quality pillars at a glance' });
  for (const title of titles) {
    const pillars = glance.getByRole('list', { name: `Pillars of ${title}` }).getByRole('listitem');
    await expect(pillars).toHaveCount(5);
    await expect(pillars.first()).toContainText(/Structural integrity\s*\d+\.\d/);
  }
  // The first dataset's first pillar is the same figure as its row in the table.
  const firstScore = (
    (await glance
      .getByRole('list', { name: `Pillars of ${titles[0]}` })
      .locator('.pillar-bars__score')
      .first()
      .textContent()) ?? ''
  ).trim();
  await expect(
    page
      .getByRole('table')
      .getByRole('row', { name: /^Structural integrity/ })
      .first()
      .getByRole('cell')
      .first(),
  ).toContainText(firstScore);
});

test('"Compare these" says what the comparison will spend, and spends exactly that', async ({ page }) => {
  await compareTwoFromTray(page);
  // Everything is cached now: back in the tray, comparing again costs nothing.
  await openView(page, 'Compatibility');
  await expect(page.getByRole('button', { name: /^Compare these\W+no request$/ })).toBeVisible();
});
