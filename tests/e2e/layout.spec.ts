/**
 * Layout promises a user notices at once:
 * - a screen change starts the new screen at its top, with focus on its heading;
 * - a result row's parts (title, price, "Add to check", badges, figures) never overlap, and no
 *   figure is cut in half, at 1280, 900 and 700 px wide;
 * - the search screen itself never scrolls (its columns do).
 */
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures/browser-shell';
import { openView, resultsList, waitForResults } from './feature-steps';

interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

interface RowLayout {
  row: Box;
  title: Box;
  price: Box;
  action: Box;
  actionName: string;
  stats: Box[];
  figures: { shown: boolean; cut: boolean }[];
}

const overlaps = (a: Box, b: Box) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/**
 * Measures the list and its first rows in one go, inside the page: opening a dataset in the
 * stacked layout scrolls the screen smoothly, and boxes read one by one during that scroll would
 * not line up with each other.
 */
async function measureRows(page: Page): Promise<{ list: Box; rows: RowLayout[] }> {
  return resultsList(page).evaluate((list) => {
    const box = (element: Element | null): Box => {
      if (!element) throw new Error('A row part is missing.');
      const { x, y, width, height } = element.getBoundingClientRect();
      return { x, y, width, height };
    };
    const rows = [...list.querySelectorAll('[role="listitem"]')].slice(0, 8).map((row) => {
      const action = row.querySelector('.result-row__action button');
      return {
        row: box(row),
        title: box(row.querySelector('.result-row__title')),
        price: box(row.querySelector('.result-row__price')),
        action: box(action),
        actionName: action?.textContent?.trim() ?? '',
        stats: [...row.querySelectorAll('.result-row__stats > *')].map(box),
        figures: [...row.querySelectorAll('.result-row__number')].map((figure) => {
          const own = figure.getBoundingClientRect();
          const clip = figure.parentElement!.getBoundingClientRect();
          const shown = own.top < clip.bottom && own.bottom > clip.top;
          return { shown, cut: shown && (own.right > clip.right + 0.5 || own.bottom > clip.bottom + 0.5) };
        }),
      };
    });
    return { list: box(list.closest('.results-scroll')), rows };
  });
}

/** Checks the visible rows: parts inside the row, apart from each other, figures whole or hidden. */
async function expectTidyRows(page: Page): Promise<void> {
  const { list, rows } = await measureRows(page);
  let checked = 0;
  for (const { row, title, price, action, actionName, stats, figures } of rows) {
    // Rows wholly inside the list's scroll area (the rest are rendered ahead for scrolling).
    if (row.y < list.y || row.y + row.height > list.y + list.height) continue;
    checked += 1;
    expect(actionName).toMatch(/to compatibility check$|from compatibility check$/);
    for (const part of [title, price, action]) {
      expect(part.x).toBeGreaterThanOrEqual(row.x);
      expect(part.x + part.width).toBeLessThanOrEqual(row.x + row.width - 8);
    }
    expect(overlaps(title, price)).toBe(false);
    expect(overlaps(price, action)).toBe(false);
    expect(overlaps(title, action)).toBe(false);
    // The title keeps a useful width next to the price and the action.
    expect(title.width).toBeGreaterThan(row.width * 0.45);

    // Badges and figures on the third line: side by side, none cut off mid-way.
    for (let a = 0; a < stats.length; a += 1) {
      for (let b = a + 1; b < stats.length; b += 1) expect(overlaps(stats[a]!, stats[b]!)).toBe(false);
    }
    expect(figures.filter((figure) => figure.cut)).toEqual([]);
    // At least the first figure (sales) shows.
    expect(figures[0]?.shown).toBe(true);
  }
  // A 700×800 window with a dataset open shows under four rows: two are whole at any scroll position.
  expect(checked).toBeGreaterThanOrEqual(2);
}

/** The screen never scrolls sideways (a hidden tooltip by the right edge once made it). */
async function expectNoSidewaysScroll(page: Page): Promise<void> {
  const main = page.getByRole('main');
  expect(await main.evaluate((element) => element.scrollWidth - element.clientWidth)).toBe(0);
  expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBe(0);
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
    await expectNoSidewaysScroll(page);
    // In the tray, the row's action reads as "Remove" and still fits.
    await resultsList(page).getByRole('button', { name: /^Add .+ to compatibility check$/ }).first().click();
    await expectTidyRows(page);
    await expectNoSidewaysScroll(page);

    if (viewport.width >= 800) {
      // Side by side: the screen fits the window; only its columns scroll.
      const main = page.getByRole('main');
      expect(await main.evaluate((element) => element.scrollHeight - element.clientHeight)).toBe(0);
    }
  });
}

test('in the stacked layout, opening a dataset brings it into view, without animation when motion is reduced', async ({ page }) => {
  await page.setViewportSize({ width: 700, height: 800 });
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await waitForResults(page);
  const title = (await resultsList(page).locator('.result-row__title').first().textContent()) ?? '';
  await resultsList(page).getByRole('button', { name: title, exact: true }).click();
  const pane = page.getByRole('region', { name: title, exact: true });
  await expect(pane.getByRole('heading', { name: title })).toBeInViewport({ ratio: 1 });
  // No smooth scroll in flight: the screen stays where it landed.
  const main = page.getByRole('main');
  const landed = await main.evaluate((element) => element.scrollTop);
  expect(landed).toBeGreaterThan(0);
  await page.waitForTimeout(300);
  expect(await main.evaluate((element) => element.scrollTop)).toBe(landed);
});

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
