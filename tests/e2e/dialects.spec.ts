/**
 * Every decision screen against marketplaces that chose differently (tests/support/dialects):
 * the app runs against the embedded marketplace behind a dialect server, and each screen shows
 * the true facts (read from the marketplace directly) and no wrong one. Screenshots of each
 * screen per dialect go to tests/screenshots/dialect-*.png.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { CompatibilityResult, DatasetDetail, LicenseRecord, QualityRecord } from '../../shared/wire/api-types';
import type { UiState } from '../../shared/ipc/ipc-contract';
import { startMarketplace, type RunningMarketplace } from '@dmd/marketplace';
import { FOREIGN_DIALECTS } from '../support/dialects';
import { behindDialect } from './dialect-steps';
import { expect, screenshotPath, test } from './fixtures/browser-shell';
import { chooseTheme, fillTrayFromSearch, openView, resultsList, shellCall, waitForResults, waitForSavedUiState } from './feature-steps';

const VERDICT_TITLES = { compatible: 'Compatible', conditional: 'Compatible with conditions', incompatible: 'Not compatible' } as const;
const price = (value: number) =>
  value === 0
    ? 'Free'
    : new Intl.NumberFormat('en-US', {
        style: 'currency',
        currency: 'USD',
        maximumFractionDigits: Number.isInteger(value) ? 0 : 2,
        minimumFractionDigits: Number.isInteger(value) ? 0 : 2,
      }).format(value);

let dir: string;
let marketplace: RunningMarketplace;

test.beforeAll(async () => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'dmd-e2e-dialects-'));
  marketplace = await startMarketplace({ dbFile: path.join(dir, 'catalog.db'), datasets: 200, dailyQuotaOverride: { free: 100_000 } });
});
test.afterAll(async () => {
  await marketplace.close();
  rmSync(dir, { recursive: true, force: true });
});

async function truth<T>(pathAndQuery: string, body?: unknown): Promise<T> {
  const response = await fetch(`${marketplace.url}${pathAndQuery}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { 'X-Api-Key': marketplace.proKey, 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return (await response.json()) as T;
}

for (const dialect of FOREIGN_DIALECTS) {
  test.describe(`a marketplace speaking ${dialect.name}`, () => {
    behindDialect(dialect, () => marketplace);

    test('every decision screen shows the true facts and no wrong one', async ({ page }) => {
      const shot = (screen: string) => page.screenshot({ path: screenshotPath(`dialect-${dialect.name}-${screen}`) });
      await waitForResults(page);

      // Search, with the category facet read from this dialect's list shape.
      const filters = page.getByRole('region', { name: 'Filters' });
      await expect(filters.getByRole('radio', { name: /^Computer Vision/ })).toBeVisible();
      await expect(page.getByRole('meter', { name: 'Daily request quota' })).toHaveAttribute('aria-valuemax', '100000');
      await shot('search');

      // The dataset: overview, quality, licence, each against the marketplace's own record.
      const title = (await resultsList(page).locator('.result-row__title').first().textContent()) ?? '';
      await resultsList(page).getByRole('button', { name: title, exact: true }).click();
      const pane = page.getByRole('region', { name: title, exact: true });
      const list = await truth<{ data: Array<{ id: string; title: string }> }>('/v1/datasets?per_page=20');
      const id = list.data.find((item) => item.title === title)!.id;
      const detail = await truth<DatasetDetail>(`/v1/datasets/${id}`);
      expect(detail.title).toBe(title);
      await expect(pane.locator('.dataset-pane__summary')).toContainText(price(detail.price));
      await expect(pane.getByText(detail.description)).toBeVisible();
      await shot('overview');

      const quality = await truth<QualityRecord>(`/v1/datasets/${id}/quality`);
      await pane.getByRole('tab', { name: 'Quality' }).click();
      if (quality.composite !== null) await expect(pane.locator('.tier-badge--lg')).toContainText(quality.composite.toFixed(1));
      const chart = pane.getByRole('table', { name: 'Dimensions by pillar' });
      for (const pillar of quality.pillars) {
        const row = chart.locator('tr.quality-chart__pillar', { has: page.getByRole('rowheader', { name: pillar.label, exact: true }) });
        // The weight is shown as a weight; the pillar's score is the true one or the app's labelled mean, never the weight.
        await expect(row).toContainText(`${Math.round(pillar.weight * 100)}%`);
        // (A regular expression: a string's leading space is trimmed, so "0.1" would match "70.1".)
        await expect(row).not.toContainText(new RegExp(`(^|\\s)${pillar.weight.toFixed(1).replace('.', '\\.')}(\\s|$)`));
        const text = (await row.textContent()) ?? '';
        expect(text.includes(pillar.score === null ? 'not stated' : pillar.score.toFixed(1)) || text.includes("(app's mean)")).toBe(true);
      }
      await expect(chart.locator('tr.quality-chart__dimension')).toHaveCount(14);
      // Every dimension on the LQS scale, whatever scale this dialect sent it on.
      for (const dimension of quality.dimensions) {
        // (A dimension scored from something else than the rest names its basis after its name: "Provenance quality metadata".)
        const named = new RegExp(`^${dimension.label}( (metadata|files))?$`);
        await expect(chart.locator('tr.quality-chart__dimension', { has: page.getByRole('rowheader', { name: named }) })).toContainText(
          dimension.score === null ? 'not stated' : dimension.score.toFixed(1),
        );
      }
      await shot('quality');

      const license = await truth<LicenseRecord>(`/v1/datasets/${id}/license`);
      await pane.getByRole('tab', { name: 'Licence' }).click();
      await expect(pane.getByRole('heading', { name: 'Permissions' })).toBeVisible();
      await expect(pane.locator('.license__name')).toContainText(license.license.name);
      const term = (label: string) => pane.locator('.permission').filter({ hasText: label });
      const attribution = (await term('Attribution').locator('.permission__value').textContent()) ?? '';
      expect([license.permissions.attribution_required ? 'Required' : 'Not required', 'Not stated']).toContain(attribution);
      const commercial = (await term('Commercial use').locator('.permission__value').textContent()) ?? '';
      expect([license.permissions.commercial_use ? 'Allowed' : 'Not allowed', 'Not stated']).toContain(commercial);
      await shot('licence');

      // Compatibility: the verdict of the marketplace, in words.
      await fillTrayFromSearch(page, 3);
      await openView(page, 'Compatibility');
      await page.getByRole('button', { name: 'Check compatibility' }).click();
      const banner = page.locator('.compat-verdict__banner');
      await expect(banner).toBeVisible();
      await waitForSavedUiState(page, (state) => state.compatibility.tray.length === 3);
      const saved = await shellCall<UiState | null>(page, 'ui-state:get');
      const trayIds = saved.ok ? (saved.value?.compatibility.tray.map((item) => item.id) ?? []) : [];
      expect(trayIds).toHaveLength(3);
      const check = await truth<CompatibilityResult>('/v1/licenses/compatibility', { dataset_ids: trayIds, use_case: 'commercial_training' });
      await expect(banner).toContainText(VERDICT_TITLES[check.verdict]);
      for (const other of Object.values(VERDICT_TITLES).filter(
        (words) => words !== VERDICT_TITLES[check.verdict] && !VERDICT_TITLES[check.verdict].startsWith(words),
      )) {
        await expect(banner).not.toContainText(other);
      }
      await shot('compatibility');

      // Account: who, the plan and the usage, wherever this dialect puts them.
      await openView(page, 'Account');
      const profile = await (await fetch(`${marketplace.url}/v1/me`, { headers: { 'X-Api-Key': marketplace.freeKey } })).json();
      const who = page.getByRole('region', { name: 'Profile' });
      await expect(who.getByRole('heading', { name: profile.name })).toBeVisible();
      await expect(who.getByText(profile.email)).toBeVisible();
      await expect(who.getByText('Free tier')).toBeVisible();
      await expect(page.getByRole('region', { name: 'Usage' }).getByText('Not stated by this marketplace')).toHaveCount(0);
      await shot('account');
      await chooseTheme(page, 'Dark');
      await openView(page, 'Account');
      await shot('account-dark');
    });
  });
}
