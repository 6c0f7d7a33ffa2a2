/**
 * Layout promises a user notices at once:
 * - a screen change starts the new screen at its top, with focus on its heading;
 * - with no dataset open the results take the room (no empty pane beside them);
 * - a result row's parts (title, price, "Add to check", badges, figures) never overlap, and no
 *   figure is cut in half, at 1280, 900 and 700 px wide; a long title wraps onto a second line
 *   and its row grows to fit, rows never overlap, and the keyboard still moves row by row;
 * - the search screen itself never scrolls (its columns do);
 * - the filters drawer of narrower windows has a scrim, and a click on it only closes the drawer.
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
  /** The title's lines as laid out; whether any of its text is hidden, and its tooltip. */
  titleLines: number;
  titleClipped: boolean;
  titleText: string;
  titleTip: string | null;
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
/** The first `count` rows the list has drawn (8: those in view). */
async function measureRows(page: Page, count = 8): Promise<{ list: Box; rows: RowLayout[] }> {
  return resultsList(page).evaluate((list, count) => {
    const box = (element: Element | null): Box => {
      if (!element) throw new Error('A row part is missing.');
      const { x, y, width, height } = element.getBoundingClientRect();
      return { x, y, width, height };
    };
    const rows = [...list.querySelectorAll('[role="listitem"]')].slice(0, count).map((row) => {
      // The row's "Add to check" (other actions may sit beside it).
      const action = row.querySelector('.result-row__action .add-to-check__button');
      const titleElement = row.querySelector<HTMLElement>('.result-row__title')!;
      const lineHeight = Number.parseFloat(getComputedStyle(titleElement).lineHeight);
      return {
        row: box(row),
        titleLines: Math.round(titleElement.getBoundingClientRect().height / lineHeight),
        titleClipped: titleElement.scrollHeight > titleElement.clientHeight + 1,
        titleText: titleElement.textContent ?? '',
        titleTip: titleElement.getAttribute('title'),
        title: box(titleElement),
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
  }, count);
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
  // Each row as tall as its content: one under the other, never over it.
  for (let index = 1; index < rows.length; index += 1) {
    expect(rows[index]!.row.y).toBeGreaterThanOrEqual(rows[index - 1]!.row.y + rows[index - 1]!.row.height - 1);
  }
}

/** The screen never scrolls sideways (a hidden tooltip by the right edge once made it). */
async function expectNoSidewaysScroll(page: Page): Promise<void> {
  const main = page.getByRole('main');
  expect(await main.evaluate((element) => element.scrollWidth - element.clientWidth)).toBe(0);
  expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBe(0);
}

const TIDY_SIZES = [
  { width: 1280, height: 800 },
  { width: 900, height: 700 },
  { width: 700, height: 800 },
] as const;

/** Result rows are tidy at the size, with a dataset open. */
async function tidyRowsAt(page: Page, viewport: (typeof TIDY_SIZES)[number]): Promise<void> {
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
  await resultsList(page)
    .getByRole('button', { name: /^Add .+ to compatibility check$/ })
    .first()
    .click();
  await expectTidyRows(page);
  await expectNoSidewaysScroll(page);

  if (viewport.width >= 800) {
    // Side by side: the screen fits the window; only its columns scroll.
    const main = page.getByRole('main');
    expect(await main.evaluate((element) => element.scrollHeight - element.clientHeight)).toBe(0);
  }
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

/** With no dataset open the results take the room; opening one brings its pane beside them. */
async function resultsTakeTheRoom(page: Page): Promise<void> {
  await page.setViewportSize({ width: 1280, height: 800 });
  await waitForResults(page);
  const results = page.getByRole('region', { name: 'Search results' });
  const filters = page.getByRole('region', { name: 'Filters' });
  const main = (await page.getByRole('main').boundingBox())!;
  const filtersBox = (await filters.boundingBox())!;
  expect((await results.boundingBox())!.width).toBeGreaterThanOrEqual(main.width - filtersBox.width - 1);
  await expect(page.getByRole('heading', { name: 'No dataset open' })).toHaveCount(0);

  const title = (await resultsList(page).locator('.result-row__title').first().textContent()) ?? '';
  await resultsList(page).getByRole('button', { name: title, exact: true }).click();
  const pane = page.getByRole('region', { name: title, exact: true });
  await expect(pane).toBeVisible();
  const narrowed = (await results.boundingBox())!;
  expect(narrowed.width).toBeLessThan((main.width - filtersBox.width) * 0.6);
  expect((await pane.boundingBox())!.x).toBeGreaterThanOrEqual(narrowed.x + narrowed.width - 1);

  // Closing the dataset gives the room back.
  await pane.getByRole('button', { name: 'Close dataset' }).click();
  await expect(pane).toHaveCount(0);
  await expect.poll(async () => (await results.boundingBox())!.width).toBeGreaterThanOrEqual(main.width - filtersBox.width - 1);
}

test('a long title wraps onto a second line, its row grows to fit, and the keyboard still moves row by row', async ({ page }) => {
  // Beside an open dataset the list is narrow: many titles need two lines there.
  await page.setViewportSize({ width: 900, height: 700 });
  await waitForResults(page);
  const title = (await resultsList(page).locator('.result-row__title').first().textContent()) ?? '';
  await resultsList(page).getByRole('button', { name: title, exact: true }).click();
  await expect(page.getByRole('region', { name: title, exact: true })).toBeVisible();

  // Every row the list has drawn, those rendered ahead for scrolling too.
  const { rows } = await measureRows(page, 60);
  const wrapped = rows.filter((row) => row.titleLines === 2 && !row.titleClipped);
  expect(wrapped.length, 'rows with a whole two-line title').toBeGreaterThan(0);
  // One-line titles: beside the pane if the catalog has short ones, else in the wider list without it.
  let single = rows.filter((row) => row.titleLines === 1);
  if (single.length === 0) {
    await page.getByRole('region', { name: title, exact: true }).getByRole('button', { name: 'Close dataset' }).click();
    await page.setViewportSize({ width: 1600, height: 700 });
    await expect.poll(async () => (await measureRows(page, 60)).rows.filter((row) => row.titleLines === 1).length).toBeGreaterThan(0);
    single = (await measureRows(page, 60)).rows.filter((row) => row.titleLines === 1);
    await page.setViewportSize({ width: 900, height: 700 });
    await resultsList(page).getByRole('button', { name: title, exact: true }).click();
    await expect(page.getByRole('region', { name: title, exact: true })).toBeVisible();
  }
  expect(single.length, 'rows with a one-line title').toBeGreaterThan(0);
  // A two-line title's row is taller than a one-line title's.
  expect(Math.min(...wrapped.map((row) => row.row.height))).toBeGreaterThan(Math.max(...single.map((row) => row.row.height)));
  // Never more than two lines; a title longer than that ends in "…" and is whole in its tooltip.
  for (const row of rows) {
    expect(row.titleLines).toBeLessThanOrEqual(2);
    if (row.titleClipped) expect(row.titleTip).toBe(row.titleText);
  }
  await expectTidyRows(page);

  // ↓ moves one row at a time, across rows of either height, and the focused row is in view.
  await resultsList(page).locator('.result-row__open').first().focus();
  for (let step = 2; step <= 12; step += 1) {
    await page.keyboard.press('ArrowDown');
    const focused = page.locator('.result-row__open:focus');
    await expect(focused.locator('xpath=ancestor::*[@role="listitem"]')).toHaveAttribute('aria-posinset', String(step));
    await expect(focused).toBeInViewport();
  }
});

/** A screen change starts the new screen at its top, with focus on its heading. */
async function screenChangeStartsAtTop(page: Page): Promise<void> {
  await page.setViewportSize({ width: 900, height: 700 });
  await waitForResults(page);
  await openView(page, 'Account');
  await expect(page.getByRole('img', { name: /Requests per day/ })).toBeVisible();
  const main = page.getByRole('main');
  await main.evaluate((element) => element.scrollTo(0, element.scrollHeight));
  expect(await main.evaluate((element) => element.scrollTop)).toBeGreaterThan(100);

  // By keyboard: the sidebar button, then Enter.
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('button', { name: /^Settings/ })
    .focus();
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
}

/** The filters drawer of narrower windows takes focus, and gives it back when it closes. */
async function filtersDrawerKeepsFocus(page: Page): Promise<void> {
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

  // While it is open a scrim covers the rest of the screen; a click on a result under it only
  // closes the drawer: no dataset opens.
  await toggle.click();
  await expect(drawer).toBeVisible();
  const scrim = page.locator('.search-screen__scrim');
  await expect(scrim).toBeVisible();
  const row = (await resultsList(page).getByRole('listitem').nth(1).boundingBox())!;
  await page.mouse.click(row.x + row.width - 120, row.y + row.height / 2);
  await expect(drawer).toBeHidden();
  await expect(scrim).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Close dataset' })).toHaveCount(0);
}

/** Every rendered row's box in list order, after scrolling the list to `scrollTop`. */
async function rowBoxes(page: Page, scrollTop: number): Promise<Array<{ top: number; bottom: number }>> {
  return page.evaluate(async (top) => {
    const scroll = document.querySelector<HTMLElement>('.results-scroll');
    if (!scroll) return [];
    scroll.scrollTop = top;
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    const rows = [...scroll.querySelectorAll<HTMLElement>('[role="listitem"]')];
    return rows
      .map((row) => ({ index: Number(row.dataset.index), box: row.getBoundingClientRect() }))
      .sort((a, b) => a.index - b.index)
      .map(({ box }) => ({ top: Math.round(box.top), bottom: Math.round(box.bottom) }));
  }, scrollTop);
}

/** Rows lie one under the other: none overlaps the next, and none leaves a gap before it. */
async function expectRowsStacked(page: Page, label: string): Promise<void> {
  const height = await page.locator('.results-scroll').evaluate((scroll) => scroll.scrollHeight);
  for (const top of [0, height / 3, (2 * height) / 3, height]) {
    // Rows are measured as they render: the boxes settle within a frame or two, never by themselves later.
    await expect
      .poll(
        async () => {
          const boxes = await rowBoxes(page, top);
          return boxes.slice(1).flatMap((box, i) => (Math.abs(box.top - boxes[i]!.bottom) > 1 ? [`row ${i + 1}: ${box.top - boxes[i]!.bottom} px`] : []));
        },
        { message: `${label}, scrolled to ${Math.round(top)}`, timeout: 3000 },
      )
      .toEqual([]);
  }
}

test('rows never overlap or leave a gap: with rows hidden, a dataset pane opening and closing, and at 420 px', async ({ page }) => {
  await waitForResults(page);
  const filters = page.locator('#search-filters');
  await filters.getByRole('radio', { name: /^Medical Imaging/ }).click();
  await filters.getByLabel('Minimum LQS', { exact: false }).last().fill('75');
  await page.getByRole('combobox', { name: 'Sort by' }).selectOption('quality_score');
  await page.getByRole('switch', { name: 'Fits my use' }).check();
  await expect(resultsList(page).getByRole('listitem').first()).toBeVisible();
  await expectRowsStacked(page, 'filtered');

  const third = resultsList(page).locator('.result-row__open').nth(2);
  const title = (await third.textContent()) ?? '';
  await third.click();
  await expect(page.getByRole('region', { name: title, exact: true })).toBeVisible();
  await expectRowsStacked(page, 'beside the open dataset');

  await page.keyboard.press('Escape');
  await expect(page.getByRole('region', { name: title, exact: true })).toHaveCount(0);
  await expectRowsStacked(page, 'after the pane closed');

  await page.getByRole('switch', { name: 'Fits my use' }).uncheck();
  await page.setViewportSize({ width: 420, height: 800 });
  await expectRowsStacked(page, 'at 420 px');
});

/** At 420 px every screen’s title shows whole, the quota going under it. */
async function titlesWholeAt420(page: Page): Promise<void> {
  await page.setViewportSize({ width: 420, height: 800 });
  await waitForResults(page);
  for (const view of ['Search', 'Compatibility', 'Compare', 'Shortlist', 'Account', 'Settings'] as const) {
    await openView(page, view);
    const title = page.locator('.app-header__title');
    await expect(title).toBeVisible();
    expect(await title.evaluate((element) => element.scrollWidth <= element.clientWidth + 1), view).toBe(true);
    await expect(page.locator('.app-header__quota')).toBeInViewport({ ratio: 1 });
  }
}

/** Back to the first screen as a new session shows it: Search, no dataset open, the tray empty, at the top. */
async function backToFirstScreen(page: Page): Promise<void> {
  await openView(page, 'Search');
  const close = page.getByRole('button', { name: 'Close dataset' }).first();
  if (await close.isVisible()) await close.click();
  await expect(page.getByRole('button', { name: 'Close dataset' })).toHaveCount(0);
  const inTray = resultsList(page).getByRole('button', { name: /^Remove .+ from compatibility check$/ });
  while ((await inTray.count()) > 0) await inTray.first().click();
  await waitForResults(page);
  await page.locator('.results-scroll').evaluate((list) => list.scrollTo(0, 0));
  await page.getByRole('main').evaluate((main) => main.scrollTo(0, 0));
}

// One session for the checks that each start from the first screen, a step each, back to it
// between them, without paying for a shell and a first page again. The tests that emulate
// reduced motion, widen the window past 1280 px or filter and sort the list keep their own.
test('result rows, the room they take, screen changes, the filters drawer and titles at 420 px', async ({ page }) => {
  test.setTimeout(240_000);
  const checks: Array<readonly [string, () => Promise<void>]> = [
    ...TIDY_SIZES.map(
      (viewport) => [`result rows are tidy at ${viewport.width}×${viewport.height}, with a dataset open`, () => tidyRowsAt(page, viewport)] as const,
    ),
    ['with no dataset open the results take the room; opening one brings its pane beside them', () => resultsTakeTheRoom(page)],
    ['a screen change starts the new screen at its top, with focus on its heading', () => screenChangeStartsAtTop(page)],
    ['the filters drawer of narrower windows takes focus, and gives it back when it closes', () => filtersDrawerKeepsFocus(page)],
    ['at 420 px every screen’s title shows whole, the quota going under it', () => titlesWholeAt420(page)],
  ];
  for (const [index, [title, check]] of checks.entries()) {
    if (index > 0) await test.step('back to the first screen', () => backToFirstScreen(page));
    await test.step(title, check);
  }
});
