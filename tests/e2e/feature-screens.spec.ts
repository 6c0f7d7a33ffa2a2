/**
 * Screenshots (tests/screenshots/) and axe-core scans of the Compatibility (an incompatible verdict
 * with a conflict: two different share-alike licences for redistribution), Account and Settings
 * screens and of the quota states (warning, used up), at 1280×800, 900×700 and 700×800, in the
 * light and the dark theme. No axe violation of any impact is allowed.
 */
import { expect, screenshotPath, test } from './fixtures/browser-shell';
import type { Page } from '@playwright/test';
import { checkLicenses, chooseTheme, openView, axeViolations, spendQuotaDownTo, waitForResults } from './feature-steps';

const VIEWPORTS = [
  { width: 1280, height: 800 },
  { width: 900, height: 700 },
  { width: 700, height: 800 },
] as const;
const THEMES = ['Light', 'Dark'] as const;

type Screen = { name: string; open(page: Page): Promise<void> };

const SCREENS: Screen[] = [
  {
    name: 'compatibility',
    open: async (page) => {
      await openView(page, 'Compatibility');
      await expect(page.locator('.compat-verdict__banner')).toBeVisible();
    },
  },
  {
    name: 'account',
    open: async (page) => {
      await openView(page, 'Account');
      await expect(page.getByRole('img', { name: /Requests per day/ })).toBeVisible();
    },
  },
  {
    name: 'settings',
    open: async (page) => {
      await openView(page, 'Settings');
      await expect(page.getByRole('group', { name: 'Theme' })).toBeVisible();
    },
  },
];

async function captureAll(page: Page, prefix: string, screens: Screen[], violations: string[]): Promise<void> {
  for (const theme of THEMES) {
    await chooseTheme(page, theme);
    for (const viewport of VIEWPORTS) {
      await page.setViewportSize(viewport);
      for (const screen of screens) {
        await screen.open(page);
        await page.getByRole('main').evaluate((main) => main.scrollTo(0, 0));
        // Let relative times and the meter settle; no animation is under test.
        await page.waitForTimeout(150);
        const name = `${prefix}${screen.name}-${theme.toLowerCase()}-${viewport.width}x${viewport.height}`;
        await page.screenshot({ path: screenshotPath(name) });
        for (const violation of await axeViolations(page)) violations.push(`${name}: ${violation}`);
      }
    }
  }
}

test('feature screens: screenshots in both themes and sizes, no axe violations', async ({ page }) => {
  test.setTimeout(300_000);
  const violations: string[] = [];
  await waitForResults(page);
  // Two different share-alike licences may not be combined for redistribution: a conflict.
  await checkLicenses(page, ['CC-BY-SA-4.0', 'ODbL-1.0'], 'redistribution');
  await expect(page.locator('.compat-verdict__banner')).toContainText('Not compatible');
  await expect(page.getByRole('region', { name: 'Conflicts' }).locator('.compat-conflict')).toHaveCount(1);

  await captureAll(page, '', SCREENS, violations);

  // Quota states: the header meter warns at 20 %; at zero the banner says when it returns.
  await spendQuotaDownTo(page, 20);
  await expect(page.locator('.quota-meter__state')).toHaveText('Low');
  await captureAll(page, 'quota-low-', [SCREENS[0]!], violations);
  await spendQuotaDownTo(page, 0);
  await expect(page.locator('.quota-meter__state')).toHaveText('Used up');
  await captureAll(page, 'quota-exhausted-', SCREENS, violations);

  expect(violations).toEqual([]);
});
