import { expect, test } from './fixtures/browser-shell';
import { addButtons, openView, waitForResults } from './feature-steps';

test('scratch review', async ({ page }) => {
  await waitForResults(page);
  for (let index = 0; index < 4; index += 1) await addButtons(page).first().click();
  await openView(page, 'Compatibility');
  await page.getByLabel('Intended use').selectOption('redistribution');
  await page.getByRole('button', { name: 'Check compatibility' }).click();
  await expect(page.locator('.compat-verdict__banner')).toBeVisible();
  for (const [view, name] of [['Compatibility', 'compat'], ['Account', 'account']] as const) {
    await openView(page, view);
    await page.waitForTimeout(500);
    for (let step = 0; step < 3; step += 1) {
      await page.locator('main').evaluate((el, s) => el.scrollTo(0, s * 600), step);
      await page.screenshot({ path: `/tmp/review-${name}-${step}.png` });
    }
  }
});
