/**
 * The buyer's workbench (docs/workbench.md) against marketplaces that chose differently: the app
 * talks to a dialect server (tests/support/dialect-server.ts) that reshapes the embedded
 * marketplace's records, so every tool must read readings, never wire fields.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { BrowserContext, Page } from '@playwright/test';
import type { DatasetDetail, QualityRecord } from '../../shared/wire/api-types';
import type { RequestLog } from '../../shared/ipc/ipc-contract';
import type { DatasetPageReading } from '../../shared/domain/readings/dataset-reading';
import { startMarketplace, type RunningMarketplace } from '@dmd/marketplace';
import { dialectNamed } from '../support/dialects';
import { behindDialect } from './dialect-steps';
import { expect, test } from './fixtures/browser-shell';
import {
  chartPlacedCount,
  chartResultsInMarks,
  compareTwoFromTray,
  loadRecordsButton,
  openView,
  requestsSent,
  resultsList,
  shellCall,
  waitForResults,
} from './feature-steps';

/** Any API key the marketplace issues starts so: copied code must hold none. */
const ANY_KEY = /ls_(live|demo|test)_/;
const MARK_NAME = /: (\$[\d,.]+|Free), LQS .*$/;

let dir: string;
let marketplace: RunningMarketplace;

test.beforeAll(async () => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'dmd-e2e-workbench-dialects-'));
  marketplace = await startMarketplace({ dbFile: path.join(dir, 'catalog.db'), datasets: 200, dailyQuotaOverride: { free: 100_000 } });
});
test.afterAll(async () => {
  await marketplace.close();
  rmSync(dir, { recursive: true, force: true });
});

async function truth<T>(pathAndQuery: string): Promise<T> {
  const response = await fetch(`${marketplace.url}${pathAndQuery}`, { headers: { 'X-Api-Key': marketplace.proKey } });
  return (await response.json()) as T;
}

async function openFirstResult(page: Page) {
  const title = (await resultsList(page).locator('.result-row__title').first().textContent()) ?? '';
  await resultsList(page).getByRole('button', { name: title, exact: true }).click();
  const pane = page.getByRole('region', { name: title, exact: true });
  await expect(pane.getByRole('heading', { name: 'Description' })).toBeVisible();
  return { title, pane };
}

/** Back to the search's results as a new app shows them: no dataset open, the chart closed. */
async function backToResults(page: Page): Promise<void> {
  await openView(page, 'Search');
  const close = page.getByRole('button', { name: 'Close dataset' }).first();
  if (await close.isVisible()) await close.click();
  await expect(page.getByRole('button', { name: 'Close dataset' })).toHaveCount(0);
  const chart = page.getByRole('button', { name: 'Price against quality chart' });
  if ((await chart.getAttribute('aria-expanded')) === 'true') await chart.click();
  await expect(chart).toHaveAttribute('aria-expanded', 'false');
  await waitForResults(page);
}

/** Every value in a JSON document, with where it is. */
function* leaves(value: unknown, at = '$'): Generator<[string, unknown]> {
  if (Array.isArray(value)) for (const [index, item] of value.entries()) yield* leaves(item, `${at}[${index}]`);
  else if (value !== null && typeof value === 'object') for (const [key, item] of Object.entries(value)) yield* leaves(item, `${at}.${key}`);
  else yield [at, value];
}

// The two most different from the spec's own shapes: camelCase nested records with numbers as
// text, and every record wrapped in an envelope.
for (const dialect of ['camel-nested', 'wrapped-envelope'].map(dialectNamed)) {
  test.describe(`the workbench against a marketplace speaking ${dialect.name}`, () => {
    const serverOf = behindDialect(dialect, () => marketplace);
    // Each test's app is new: what the server received is counted per test.
    test.afterEach(() => {
      serverOf().requests.length = 0;
    });

    async function chartHasAMarkPerResult(page: Page): Promise<void> {
      await waitForResults(page);
      await page.getByRole('button', { name: 'Price against quality chart' }).click();
      const loaded = Number(/–(\d+)/.exec((await page.locator('.search-toolbar__range').textContent()) ?? '')?.[1]);
      expect(loaded).toBeGreaterThan(1);
      const chart = page.getByRole('group', { name: /^LQS against price of the \d+ loaded results?/ });
      // Marks that would cover each other are one numbered mark; the single ones are named for their dataset.
      const all = chart.getByRole('button');
      const marks = chart.getByRole('button', { name: /^(?!\d+ datasets too close to draw apart: )/ });
      // Every result with a stated price and LQS is placed, in the dialect's shape; one scored from
      // metadata only has no LQS, so it has no mark.
      const placed = await chartPlacedCount(page);
      expect(placed).toBeGreaterThan(1);
      expect(placed).toBeLessThanOrEqual(loaded);
      expect(await chartResultsInMarks(all)).toBe(placed);
      const name = (await marks.first().getAttribute('aria-label')) ?? '';
      expect(name).toMatch(/^.+: (\$[\d,.]+|Free), LQS \d+(\.\d)?/);
      const title = name.replace(MARK_NAME, '');
      await marks.first().click();
      await expect(page.getByRole('region', { name: title, exact: true })).toBeVisible();
      await page.getByRole('region', { name: title, exact: true }).getByRole('button', { name: 'Close dataset' }).click();
      await marks.nth(1).focus();
      const second = ((await marks.nth(1).getAttribute('aria-label')) ?? '').replace(MARK_NAME, '');
      await page.keyboard.press('Enter');
      await expect(page.getByRole('region', { name: second, exact: true })).toBeVisible();
    }

    async function checkForChanges(page: Page): Promise<void> {
      const server = serverOf();
      await waitForResults(page);
      const search = await shellCall<DatasetPageReading>(page, 'datasets:search', { per_page: 2, sort: 'price', order: 'desc' });
      if (!search.ok) throw new Error(search.error.message);
      const [changed, same] = search.value.items;
      if (!changed?.price || !same?.price || !changed.title || !same.title) throw new Error(`${dialect.name}: the catalog stated too little.`);
      const listing = (item: typeof changed) => ({ id: item.id, title: item.title?.value ?? item.id, price: item.price?.value, license: item.license?.value });
      // Starred when the first was $1 (the marketplace now says otherwise); the second as it is.
      for (const entry of [{ ...listing(changed), price: 1 }, listing(same)]) {
        const added = await shellCall(page, 'shortlist:add', { entry });
        if (!added.ok) throw new Error(added.error.message);
      }
      await page.reload();
      await waitForResults(page);
      await openView(page, 'Shortlist');
      const check = page.getByRole('button', { name: 'Check for changes (2 requests)' });
      await expect(check).toBeVisible();
      const sent = await requestsSent(page);
      const received = server.requests.length;
      await check.click();
      await expect(page.getByRole('status').filter({ hasText: /^Checked 2 datasets/ })).toBeVisible();
      expect(await requestsSent(page)).toBe(sent + 2);
      expect(server.requests.slice(received).map((request) => `${request.method} ${request.url}`)).toEqual(
        expect.arrayContaining([`GET /v1/datasets/${changed.id}`, `GET /v1/datasets/${same.id}`]),
      );
      const items = page
        .getByRole('main')
        .getByRole('listitem')
        .filter({ has: page.locator('.shortlist-item__head') });
      const note = items.filter({ hasText: changed.title.value }).getByRole('note', { name: 'Changed since starred' });
      const detail = await truth<DatasetDetail>(`/v1/datasets/${changed.id}`);
      await expect(note).toContainText(`Price: $1 → $${detail.price.toLocaleString('en-US')}`);
      await expect(note).not.toContainText('Licence');
      await expect(items.filter({ hasText: same.title.value }).getByText('Unchanged since starred.')).toBeVisible();
    }

    async function exportsCroissant(page: Page, context: BrowserContext): Promise<void> {
      const server = serverOf();
      await context.grantPermissions(['clipboard-read', 'clipboard-write']);
      await waitForResults(page);
      const { title, pane } = await openFirstResult(page);
      const list = await truth<{ data: Array<{ id: string; title: string }> }>('/v1/datasets?per_page=20');
      const id = list.data.find((item) => item.title === title)!.id;
      const detail = await truth<DatasetDetail>(`/v1/datasets/${id}`);

      const [download] = await Promise.all([page.waitForEvent('download'), pane.getByRole('button', { name: 'Croissant (JSON-LD) of the dataset' }).click()]);
      const dataset = JSON.parse(await readFile(await download.path(), 'utf8')) as Record<string, unknown>;
      expect(dataset).toMatchObject({
        '@type': 'sc:Dataset',
        conformsTo: 'http://mlcommons.org/croissant/1.1',
        name: detail.title,
        description: detail.description,
        dateCreated: detail.created_at,
      });
      // Stated facts only: no empty, null or unread ("[object Object]", "NaN") value anywhere.
      for (const [at, value] of leaves(dataset)) {
        expect(value, at).not.toBeNull();
        expect(value, at).not.toBe('');
        expect(String(value), at).not.toMatch(/\[object Object\]|^NaN$|^undefined$/);
      }
      // The dataset's address is this marketplace's, not the one behind it.
      expect(JSON.stringify(dataset)).not.toContain(marketplace.url);

      await pane.getByRole('tab', { name: 'Quality' }).click();
      const code = pane.getByRole('group', { name: 'Copy the quality record request as code' });
      await code.getByRole('button', { name: 'Copy as curl' }).click();
      await expect(code.getByRole('status')).toHaveText('curl copied. It reads the key from LS_API_KEY.');
      const curl = await page.evaluate(() => navigator.clipboard.readText());
      expect(curl.startsWith(`curl --fail-with-body -sS '${server.url}/v1/datasets/${id}/quality'`)).toBe(true);
      expect(curl).toContain('-H "X-Api-Key: $LS_API_KEY"');
      expect(curl).not.toMatch(ANY_KEY);
      await code.getByRole('button', { name: 'Copy as Python (requests)' }).click();
      const python = await page.evaluate(() => navigator.clipboard.readText());
      expect(python).toContain(`"${server.url}/v1/datasets/${id}/quality"`);
      expect(python).toContain('os.environ["LS_API_KEY"]');
      expect(python).not.toMatch(ANY_KEY);
    }

    test('"Compare these" spends what it says, and the pillar bars show the stated scores', async ({ page }) => {
      const glance = await compareTwoFromTray(page);
      const names = await glance.getByRole('list', { name: /^Pillars of / }).evaluateAll((lists) => lists.map((list) => list.getAttribute('aria-label') ?? ''));
      expect(names).toHaveLength(2);
      const list = await truth<{ data: Array<{ id: string; title: string }> }>('/v1/datasets?per_page=20');
      for (const name of names) {
        const id = list.data.find((item) => `Pillars of ${item.title}` === name)!.id;
        const quality = await truth<QualityRecord>(`/v1/datasets/${id}/quality`);
        const scores = glance.getByRole('list', { name }).locator('.pillar-bars__score');
        const shown = (await scores.allTextContents()).map((text) => text.trim());
        // Both dialects state every pillar's score: each bar is that score, never its weight.
        expect(shown).toEqual(quality.pillars.map((pillar) => (pillar.score === null ? 'not stated' : pillar.score.toFixed(1))));
      }
    });

    test('Compare opened from the sidebar sends nothing until its button, then exactly what the button names', async ({ page }) => {
      const server = serverOf();
      await waitForResults(page);
      for (let index = 0; index < 2; index += 1)
        await resultsList(page)
          .getByRole('button', { name: /^Add .+ to comparison$/ })
          .first()
          .click();
      // The records' requests the dialect's server received: a dataset's detail, quality and licence.
      const received = () => server.requests.filter((request) => /^\/v1\/datasets\/[^/?]+(\/(quality|license))?(\?|$)/.test(request.url ?? '')).length;
      const before = received();
      await openView(page, 'Compare');
      await expect(loadRecordsButton(page)).toHaveAccessibleName(/^Load the records\W+6 requests$/);
      await page.waitForTimeout(500);
      expect(received()).toBe(before);
      await loadRecordsButton(page).click();
      await expect(page.getByRole('region', { name: 'Quality pillars at a glance' }).locator('.pillar-bars__bar')).toHaveCount(10);
      await expect.poll(received).toBe(before + 6);
    });

    async function requestLogListsWhatWasReceived(page: Page): Promise<void> {
      const server = serverOf();
      await waitForResults(page);
      const { pane } = await openFirstResult(page);
      await pane.getByRole('tab', { name: 'Quality' }).click();
      await expect(pane.locator('.tier-badge--lg')).toBeVisible();
      await openView(page, 'Account');
      const section = page.getByRole('region', { name: 'Requests this session' });
      await expect(section.getByRole('table').getByRole('row').filter({ hasText: '/v1/datasets?' }).first()).toContainText('Counted');

      // Each request with the key that the dialect's server received is in the log, and the other way round.
      const log = await shellCall<RequestLog>(page, 'session:requests');
      if (!log.ok) throw new Error(log.error.message);
      const logged = log.value.entries.filter((entry) => !entry.keyCheck).map((entry) => `${entry.method} ${entry.path}`);
      const received = server.requests
        .filter((request) => request.headers['x-api-key'] === marketplace.freeKey)
        .map((request) => `${request.method} ${request.url}`);
      expect(log.value.dropped).toBe(0);
      // The search, the detail and the quality record at least.
      expect(received.length).toBeGreaterThanOrEqual(3);
      expect([...logged].sort()).toEqual([...received].sort());
      expect(await requestsSent(page)).toBe(log.value.entries.length);
      await expect(section.locator('.request-log__summary')).toContainText(
        `${log.value.entries.length} sent, ${log.value.entries.filter((entry) => entry.counted === 'yes').length} counted`,
      );
    }

    // One session for the flows that need nothing from a new app but the request log, which goes
    // first: its app has sent only what that step asked for. The two comparisons keep their own,
    // as each counts the requests its button names for records no step has loaded yet.
    test('the request log, the chart, the Croissant export and "Check for changes", in one session', async ({ page, context }) => {
      test.setTimeout(240_000);
      await test.step('the request log lists what the marketplace received, counted as the app counts', () => requestLogListsWhatWasReceived(page));
      await test.step('back to the results', () => backToResults(page));
      await test.step('the chart has a mark per loaded result, and a mark opens its dataset', () => chartHasAMarkPerResult(page));
      await test.step('back to the results', () => backToResults(page));
      await test.step('exports a dataset as Croissant from what the marketplace stated, and copies its request without the key', () =>
        exportsCroissant(page, context));
      await test.step('back to the results', () => backToResults(page));
      await test.step('"Check for changes" reports a changed price old → new and spends what its button says', () => checkForChanges(page));
    });
  });
}
