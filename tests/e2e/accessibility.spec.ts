/**
 * WCAG 2.2 promises that axe's scans (in the screenshot specs) do not check by themselves:
 * every checkbox, radio and switch is a target of at least 24 × 24 px (2.5.8; axe lets small
 * targets pass when they are spaced apart, a user's finger or shaky hand does not care).
 */
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures/browser-shell';
import { openView, resultsList, waitForResults } from './feature-steps';

/** The size of every checkbox, radio and switch now on screen, by its accessible name. */
async function choiceTargets(page: Page): Promise<{ name: string; width: number; height: number }[]> {
  return page.locator('input[type="checkbox"], input[type="radio"]').evaluateAll((inputs) =>
    inputs
      .filter((input) => input.getClientRects().length > 0)
      .map((input) => {
        const { width, height } = input.getBoundingClientRect();
        const name = (input as HTMLInputElement).labels?.[0]?.textContent?.trim() ?? input.id;
        return { name, width, height };
      }),
  );
}

function expectLargeEnough(targets: { name: string; width: number; height: number }[]): void {
  expect(targets.length).toBeGreaterThan(0);
  expect(targets.filter((target) => target.width < 24 || target.height < 24)).toEqual([]);
}

test('every checkbox, radio and switch is a target of at least 24 × 24 px', async ({ page }) => {
  await waitForResults(page);
  // Search: the filters (categories, tiers, HIPAA, GDPR), a chunk that may arrive after the results.
  await expect(page.getByRole('checkbox', { name: 'GDPR' })).toBeVisible();
  const filters = await choiceTargets(page);
  expect(filters.map((target) => target.name)).toEqual(expect.arrayContaining(['HIPAA', 'GDPR', 'Any']));
  expectLargeEnough(filters);

  // A dataset: the "Show raw JSON" switch.
  const title = (await resultsList(page).locator('.result-row__title').first().textContent()) ?? '';
  await resultsList(page).getByRole('button', { name: title, exact: true }).click();
  await expect(page.getByRole('switch', { name: 'Show raw JSON' })).toBeVisible();
  expectLargeEnough(await choiceTargets(page));

  // Settings: which marketplace, and the theme.
  await openView(page, 'Settings');
  await expect(page.getByRole('group', { name: 'Theme' })).toBeVisible();
  expectLargeEnough(await choiceTargets(page));
});
