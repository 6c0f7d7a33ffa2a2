/**
 * Layout promises a user notices at once:
 * - a screen change starts the new screen at its top, with focus on its heading;
 * - a result row's parts (title, price, "Add to check", badges, figures) never overlap, and no
 *   figure is cut in half, at 1280, 900 and 700 px wide;
 * - the search screen itself never scrolls (its columns do).
 */
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures/browser-shell';
import { openView, resultsList, waitForResults } from './feature-steps';

interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

const overlaps = (a: Box, b: Box) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

async function boxOf(locator: Locator): Promise<Box> {
  const box = await locator.boundingBox();
  if (!box) throw new Error('The element has no box.');
  return box;
}

/** Checks the visible rows: parts inside the row, apart from each other, figures whole or hidden. */
async function expectTidyRows(page: Page): Promise<void> {
  const rows = resultsList(page).getByRole('listitem');
  const listBox = await boxOf(page.locator('.results-scroll'));
  let checked = 0;
  for (let index = 0; index < Math.min(await rows.count(), 8); index += 1) {
    const row = rows.nth(index);
    const rowBox = await boxOf(row);
    // Rows wholly inside the list's scroll area (the rest are rendered ahead for scrolling).
    if (rowBox.y < listBox.y || rowBox.y + rowBox.height > listBox.y + listBox.height) continue;
    checked += 1;
    const title = await boxOf(row.locator('.result-row__title'));
    const price = await boxOf(row.locator('.result-row__price'));
    const action = await boxOf(row.getByRole('button', { name: /to compatibility check$|from compatibility check$/ }));
    const parts = [title, price, action];
    for (const part of parts) {
      expect(part.x).toBeGreaterThanOrEqual(rowBox.x);
      expect(part.x + part.width).toBeLessThanOrEqual(rowBox.x + rowBox.width - 8);
    }
    expect(overlaps(title, price)).toBe(false);
    expect(overlaps(price, action)).toBe(false);
    expect(overlaps(title, action)).toBe(false);
    // The title keeps a useful width next to the price and the action.
    expect(title.width).toBeGreaterThan(rowBox.width * 0.45);

    // Badges and figures on the third line: side by side, none cut off mid-way.
    const stats = row.locator('.result-row__stats > *');
    const statBoxes: Box[] = [];
    for (let part = 0; part < (await stats.count()); part += 1) statBoxes.push(await boxOf(stats.nth(part)));
    for (let a = 0; a < statBoxes.length; a += 1) {
      for (let b = a + 1; b < statBoxes.length; b += 1) expect(overlaps(statBoxes[a]!, statBoxes[b]!)).toBe(false);
    }
    const figures = await row.locator('.result-row__number').evaluateAll((spans) =>
      spans.map((figure) => {
        const own = figure.getBoundingClientRect();
        const clip = figure.parentElement!.getBoundingClientRect();
        const shown = own.top < clip.bottom && own.bottom > clip.top;
        return { shown, cut: shown && (own.right > clip.right + 0.5 || own.bottom > clip.bottom + 0.5) };
      }),
    );
    expect(figures.filter((figure) => figure.cut)).toEqual([]);
    // At least the first figure (sales) shows.
    expect(figures[0]?.shown).toBe(true);
  }
  expect(checked).toBeGreaterThan(2);
}

for (const viewport of [
  { width: 1280, height: 800 },
  { width: 900, height: 700 },
  { width: 700, height: 800 },
]) {
  test(`result rows are tidy at ${viewport.width}×${viewport.height}, with a dataset open`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await waitForResults(page);
    await expectTidyRows(page);
    // Opening a dataset narrows the list beside it (the rows adapt to the list's width).
    const title = (await resultsList(page).locator('.result-row__title').first().textContent()) ?? '';
    await resultsList(page).getByRole('button', { name: title, exact: true }).click();
    await expect(page.getByRole('region', { name: title, exact: true })).toBeVisible();
    await expectTidyRows(page);
    // In the tray, the row's action reads as "Remove" and still fits.
    await resultsList(page).getByRole('button', { name: /^Add .+ to compatibility check$/ }).first().click();
    await expectTidyRows(page);

    if (viewport.width >= 800) {
      // Side by side: the screen fits the window; only its columns scroll.
      const main = page.getByRole('main');
      expect(await main.evaluate((element) => element.scrollHeight - element.clientHeight)).toBe(0);
    }
  });
}

test('a screen change starts the new screen at its top, with focus on its heading', async ({ page }) => {
  await page.setViewportSize({ width: 900, height: 700 });
  await waitForResults(page);
  await openView(page, 'Account');
  await expect(page.getByRole('img', { name: /Requests per day/ })).toBeVisible();
  const main = page.getByRole('main');
  await main.evaluate((element) => element.scrollTo(0, element.scrollHeight));
  expect(await main.evaluate((element) => element.scrollTop)).toBeGreaterThan(100);

  // By keyboard: the sidebar button, then Enter.
  await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: /^Settings/ }).focus();
  await page.keyboard.press('Enter');
  const heading = page.getByRole('heading', { level: 1, name: 'Settings' });
  await expect(heading).toBeFocused();
  expect(await main.evaluate((element) => element.scrollTop)).toBe(0);

  await main.evaluate((element) => element.scrollTo(0, element.scrollHeight));
  await openView(page, 'Compatibility');
  await expect(page.getByRole('heading', { level: 1, name: 'Compatibility check' })).toBeFocused();
  expect(await main.evaluate((element) => element.scrollTop)).toBe(0);

  // Back to search: it fits the window again (nothing left over from the long screen before).
  await openView(page, 'Search');
  await expect(page.getByRole('heading', { level: 1, name: 'Search datasets' })).toBeFocused();
  await waitForResults(page);
  expect(await main.evaluate((element) => element.scrollTop)).toBe(0);
  await expect(page.getByRole('searchbox', { name: 'Search datasets' })).toBeInViewport({ ratio: 1 });
});

test('the filters drawer of narrower windows takes focus, and gives it back when it closes', async ({ page }) => {
  await page.setViewportSize({ width: 900, height: 700 });
  await waitForResults(page);
  const toggle = page.getByRole('button', { name: /^Filters/ });
  const drawer = page.getByRole('region', { name: 'Filters' });
  await expect(drawer).toBeHidden();

  await toggle.focus();
  await page.keyboard.press('Enter');
  await expect(drawer).toBeVisible();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await expect(drawer.getByRole('heading', { name: 'Filters' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();
  await expect(toggle).toBeFocused();

  // Done closes it the same way; a click outside closes it without taking focus anywhere odd.
  await toggle.click();
  await drawer.getByRole('button', { name: 'Done' }).click();
  await expect(drawer).toBeHidden();
  await expect(toggle).toBeFocused();
  await toggle.click();
  await expect(drawer).toBeVisible();
  await page.getByRole('heading', { level: 1 }).click();
  await expect(drawer).toBeHidden();
});
