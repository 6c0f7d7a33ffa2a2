/**
 * Details of the dark theme a user notices: a disabled button looks disabled (not a faded accent
 * that still looks pressable), and on a selected result row the tier chip keeps its own colour
 * (the selection's tint is close to the Platinum chip's).
 */
import { expect, screenshotPath, test } from './fixtures/browser-shell';
import { openView, resultsList, waitForResults } from './feature-steps';

test.use({ colorScheme: 'dark' });

test('a disabled button looks disabled in the dark theme: flat and muted, not a faded accent', async ({ page }) => {
  await waitForResults(page);
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await openView(page, 'Settings');
  const form = page.getByRole('region', { name: 'Marketplace and API key' });
  const save = form.getByRole('button', { name: 'Save', exact: true });
  await expect(save).toBeDisabled();
  const look = () => save.evaluate((button) => ({ background: getComputedStyle(button).backgroundColor, opacity: getComputedStyle(button).opacity }));
  const disabled = await look();
  // Something to save: the same button, enabled.
  await form.getByLabel('Replace the key (optional)').fill('ls_live_something');
  await expect(save).toBeEnabled();
  const enabled = await look();
  expect(disabled.background).not.toBe(enabled.background);
  expect(disabled.opacity).toBe('1');
  const muted = await page.evaluate(() => {
    const probe = document.createElement('div');
    probe.style.background = 'var(--color-bg-muted)';
    document.body.append(probe);
    const colour = getComputedStyle(probe).backgroundColor;
    probe.remove();
    return colour;
  });
  expect(disabled.background).toBe(muted);
});

test('the selected row’s tier chip keeps its colour: an edge in its own colour on the selection’s tint', async ({ page }) => {
  await waitForResults(page);
  // Best quality first, so a Platinum dataset is among the rows whatever the catalog's newest are.
  await page.getByRole('combobox', { name: 'Sort by' }).selectOption('quality_score');
  // The sorted page, not the newest one still on screen while it loads: the rows' scores come best first.
  const scores = () =>
    resultsList(page)
      .locator('.tier-badge')
      .evaluateAll((badges) => badges.slice(0, 6).map((badge) => Number(/\d+(?:\.\d+)?/.exec(badge.textContent ?? '')?.[0] ?? Number.NaN)));
  await expect
    .poll(async () => {
      const shown = await scores();
      return shown.length > 1 && shown.every((score, index) => index === 0 || score <= shown[index - 1]!);
    })
    .toBe(true);
  const row = resultsList(page).getByRole('listitem').filter({ hasText: 'Platinum' }).first();
  const badge = row.locator('.tier-badge');
  await expect(badge).toHaveCSS('box-shadow', 'none');
  const title = (await row.locator('.result-row__title').textContent()) ?? '';
  await resultsList(page).getByRole('button', { name: title, exact: true }).click();
  await expect(row).toHaveClass(/result-row--selected/);
  await expect(badge).not.toHaveCSS('box-shadow', 'none');
  await row.screenshot({ path: screenshotPath('selected-row-platinum-dark') });
});
