/**
 * Search: debounced search-as-you-type, facets and chips, what to drop when nothing matches,
 * sort/order/page size, keyboard use, the first results before the virtualizer's code, and the
 * search (with its cached results) coming back after a restart without a request.
 */
import type { Page, Request } from '@playwright/test';
import { expect, screenshotPath, test } from './fixtures/browser-shell';
import { axeViolations, resultsList, settledRequestCount, waitForResults, waitForSavedQuery, waitForSavedUiState } from './feature-steps';
import { shellChannelOf } from '../harness/app/app-calls';

/** The search requests the renderer sends to the core, with their inputs. */
function recordSearches(page: Page): Array<Record<string, unknown>> {
  const searches: Array<Record<string, unknown>> = [];
  page.on('request', (request: Request) => {
    if (request.method() === 'POST' && shellChannelOf(request.url()) === 'datasets:search') {
      searches.push(JSON.parse(request.postData() ?? '{}') as Record<string, unknown>);
    }
  });
  return searches;
}

/** Whether an element lies within the visible part of the results list (runs in the page). */
function isInsideScrollView(element: Element): boolean {
  const list = element.closest('.results-scroll');
  if (!list) return false;
  const inner = element.getBoundingClientRect();
  const outer = list.getBoundingClientRect();
  return inner.top >= outer.top && inner.bottom <= outer.bottom + 1;
}

function total(page: Page) {
  return page.locator('.search-toolbar__total');
}

async function visibleTexts(page: Page, selector: string): Promise<string[]> {
  return resultsList(page).locator(selector).allTextContents();
}

/** Search-as-you-type waits for a pause: six quick keystrokes send at most two searches. */
async function typingWaitsForAPause(page: Page): Promise<void> {
  await waitForResults(page);
  const before = await settledRequestCount(page);
  const searches = recordSearches(page);

  const box = page.getByRole('searchbox', { name: 'Search datasets' });
  await box.click();
  await page.keyboard.type('medica', { delay: 40 });
  await expect(box).toHaveValue('medica');
  await expect(page.getByRole('button', { name: /medica/i }).first()).toBeVisible();
  // A loaded row may match at once (the local answer): the marketplace is asked once typing pauses.
  await expect.poll(() => searches.length).toBeGreaterThanOrEqual(1);
  const after = await settledRequestCount(page);

  expect(after - before).toBeGreaterThanOrEqual(1);
  expect(after - before).toBeLessThanOrEqual(2);
  expect(searches.length).toBeLessThanOrEqual(2);
  expect(searches.at(-1)).toMatchObject({ q: 'medica', page: 1 });
  await expect(total(page)).toHaveText(/^\d[\d,]* datasets?$/);

  // The performance marks of the benchmark exist, in order.
  const marks = await page.evaluate(() =>
    ['search:keystroke', 'search:results-painted'].map((name) => performance.getEntriesByName(name).at(-1)?.startTime ?? null),
  );
  expect(marks[0]).not.toBeNull();
  expect(marks[1]).not.toBeNull();
  expect(marks[1]!).toBeGreaterThan(marks[0]!);

  // Escape clears the text and all datasets come back.
  await box.press('Escape');
  await expect(box).toHaveValue('');
  await expect(total(page)).toHaveText('600 datasets');
}

/** Facets narrow the results, show as chips, and chips remove them. */
async function facetsNarrowTheResults(page: Page): Promise<void> {
  await waitForResults(page);
  await expect(total(page)).toHaveText('600 datasets');
  const filters = page.getByRole('region', { name: 'Filters' });

  // Category: the total matches the count the facet shows.
  const categories = filters.getByRole('group', { name: 'Category' });
  const medical = categories.getByRole('radio', { name: /^Medical Imaging/ });
  const label = (await categories.locator('label', { hasText: 'Medical Imaging' }).textContent()) ?? '';
  const facetCount = label.replace('Medical Imaging', '').trim();
  await medical.check();
  await expect(page.getByRole('group', { name: 'Active filters' }).getByText('Category: Medical Imaging')).toBeVisible();
  await expect(total(page)).toHaveText(`${facetCount} datasets`);
  for (const facts of await visibleTexts(page, '.result-row__facts')) expect(facts).toMatch(/^Medical Imaging · /);

  // HIPAA: every row carries the mark, once the filtered results replace the previous ones (the
  // chip shows at once; the rows are the category's until the marketplace answers).
  await filters.getByRole('checkbox', { name: 'HIPAA' }).check();
  await expect(page.getByRole('button', { name: 'Remove filter HIPAA' })).toBeVisible();
  await expect
    .poll(async () => {
      const rows = await resultsList(page).getByRole('listitem').count();
      return rows > 0 && (await resultsList(page).getByText('HIPAA', { exact: true }).count()) === rows;
    })
    .toBe(true);

  // Removing the chip removes the filter (and unticks the box).
  await page.getByRole('button', { name: 'Remove filter HIPAA' }).click();
  await expect(filters.getByRole('checkbox', { name: 'HIPAA' })).not.toBeChecked();
  await expect(total(page)).toHaveText(`${facetCount} datasets`);

  // Tier and minimum LQS.
  await filters.getByRole('group', { name: 'Tier' }).getByRole('radio', { name: 'Gold' }).check();
  await expect(page.getByText('Tier: Gold', { exact: true })).toBeVisible();
  await filters.getByLabel('Minimum LQS (number)').fill('80');
  await expect(page.getByText('LQS ≥ 80', { exact: true })).toBeVisible();
  await expect(filters.getByRole('slider', { name: 'Minimum LQS' })).toHaveValue('80');
  await expect
    .poll(async () => {
      const tiers = await visibleTexts(page, '.tier-badge');
      return tiers.length > 0 && tiers.every((text) => /Gold$/.test(text) && Number.parseFloat(text.replace('LQS', '')) >= 80);
    })
    .toBe(true);

  // Licence contains, maximum price: visible rows respect them.
  await filters.getByLabel('Maximum price').fill('100000');
  await expect(page.getByText('Max price: $100,000', { exact: true })).toBeVisible();

  // Clear all.
  await page.getByRole('button', { name: 'Clear all' }).click();
  await expect(page.getByRole('group', { name: 'Active filters' })).toHaveCount(0);
  await expect(total(page)).toHaveText('600 datasets');
  await expect(categories.getByRole('radio', { name: 'All categories' })).toBeChecked();
}

/** The toolbar says which results are shown of how many, and the list says where it ends. */
async function toolbarSaysWhatIsShown(page: Page): Promise<void> {
  await waitForResults(page);
  const range = page.locator('.search-toolbar__range');
  await expect(range).toHaveText('Showing 1–20 of 600 datasets');
  // A category of a few dozen: two pages, loaded as the list scrolls.
  const filters = page.getByRole('region', { name: 'Filters' });
  const geospatial = filters.getByRole('group', { name: 'Category' }).getByRole('radio', { name: /^Geospatial/ });
  const count = ((await filters.locator('label', { hasText: 'Geospatial' }).textContent()) ?? '').replace('Geospatial', '').trim();
  expect(Number(count)).toBeGreaterThan(20);
  await geospatial.check();
  await expect(range).toHaveText(`Showing 1–20 of ${count} datasets`);
  const end = page.getByText('End of the results', { exact: true });
  await expect(end).toHaveCount(0);
  // Scrolling to the bottom loads the next page, which grows the list: scroll again until its end shows.
  await expect
    .poll(async () => {
      await page.locator('.results-scroll').evaluate((list) => list.scrollTo(0, list.scrollHeight));
      return (await end.count()) === 1 && (await end.evaluate(isInsideScrollView));
    })
    .toBe(true);
  await expect(range).toHaveText(`Showing all ${count} datasets`);
}

/** A search without results offers to drop each word and each filter: one click, one request, results. */
async function noMatchOffersToDrop(page: Page): Promise<void> {
  await waitForResults(page);
  const filters = page.getByRole('region', { name: 'Filters' });
  await filters.getByRole('group', { name: 'Tier' }).getByRole('radio', { name: 'Platinum' }).check();
  await filters.getByLabel('Maximum price').fill('0');
  // Three words the catalog knows that no dataset has two of (with fewer, the marketplace lists
  // the datasets that have all words but one).
  const box = page.getByRole('searchbox', { name: 'Search datasets' });
  await box.fill('lidar dermoscopy mammography');
  await expect(page.getByRole('heading', { name: 'No datasets match' })).toBeVisible();
  const dropWord = page.getByRole('group', { name: 'Drop a word' });
  const dropFilter = page.getByRole('group', { name: 'Drop a filter' });
  await expect(dropWord.getByRole('button')).toHaveText(['Search without “lidar”', 'Search without “dermoscopy”', 'Search without “mammography”']);
  await expect(dropFilter.getByRole('button', { name: 'Remove filter: Tier = Platinum' })).toBeVisible();
  await expect(dropFilter.getByRole('button', { name: 'Remove filter: Max price = Free' })).toBeVisible();

  await dropFilter.getByRole('button', { name: 'Clear all filters' }).click();
  await expect(page.getByRole('group', { name: 'Active filters' })).toHaveCount(0);
  await expect(dropFilter).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'No datasets match' })).toBeVisible();

  // Dropping a word is one change of the search: one request, and the results come.
  const before = await settledRequestCount(page);
  const searches = recordSearches(page);
  await dropWord.getByRole('button', { name: 'Search without “lidar”' }).click();
  await expect(box).toHaveValue('dermoscopy mammography');
  await waitForResults(page);
  await expect(total(page)).toHaveText(/^[1-9][\d,]* datasets?$/);
  expect((await settledRequestCount(page)) - before).toBe(1);
  expect(searches).toHaveLength(1);
  expect(searches[0]).toMatchObject({ q: 'dermoscopy mammography', page: 1 });
  // No dataset has both words: the marketplace lists those with one, and the screen says so.
  const note = page.getByRole('status').filter({ hasText: /^No dataset has every word/ });
  await expect(note).toContainText('No dataset has every word; showing datasets with all but one of “dermoscopy” or “mammography”.');
  await expect(note.getByRole('button', { name: /^Search “/ })).toHaveCount(0);
  await note.getByText('Other ways to search').click();
  await note.getByRole('button', { name: 'Search without “mammography”' }).click();
  await expect(box).toHaveValue('dermoscopy');
  await waitForResults(page);
  await expect(note).toHaveCount(0);
}

/** Results that lack a word of the search say which, and one click searches the words they have. */
async function resultsLackingAWord(page: Page): Promise<void> {
  await waitForResults(page);
  const box = page.getByRole('searchbox', { name: 'Search datasets' });
  await box.fill('scans qqzzxx');
  const note = page.getByRole('status').filter({ hasText: /^No dataset has every word/ });
  await expect(note).toContainText('No dataset has every word; showing datasets with all but “qqzzxx”.');
  await expect(resultsList(page).getByRole('listitem').first()).toBeVisible();
  await note.getByText('Other ways to search').click();
  await expect(note.getByRole('button', { name: 'Search without “qqzzxx”' })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  const before = await settledRequestCount(page);
  await note.getByRole('button', { name: 'Search “scans”' }).click();
  await expect(box).toHaveValue('scans');
  await waitForResults(page);
  await expect(note).toHaveCount(0);
  expect((await settledRequestCount(page)) - before).toBe(1);
}

test('the no-match suggestions in both themes at 1280×800 and 900×700', async ({ page }) => {
  await waitForResults(page);
  const filters = page.getByRole('region', { name: 'Filters' });
  await filters
    .getByRole('group', { name: 'Category' })
    .getByRole('radio', { name: /^Medical Imaging/ })
    .check();
  await filters.getByRole('checkbox', { name: 'HIPAA' }).check();
  await page.getByRole('searchbox', { name: 'Search datasets' }).fill('lidar dermoscopy scans');
  for (const viewport of [
    { width: 1280, height: 800 },
    { width: 900, height: 700 },
  ]) {
    for (const theme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme: theme, reducedMotion: 'reduce' });
      await page.setViewportSize(viewport);
      await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
      await expect(page.getByRole('group', { name: 'Drop a word' })).toBeVisible();
      // From the top, as the screen first shows (ticking HIPAA scrolled the filters).
      await page.getByRole('main').evaluate((main) => main.scrollTo(0, 0));
      await page.locator('.search-screen__facets').evaluate((facets) => facets.scrollTo(0, 0));
      await page.screenshot({ path: screenshotPath(`search-empty-suggestions-${viewport.width}x${viewport.height}-${theme}`) });
      expect(await axeViolations(page), `axe, ${theme} ${viewport.width}×${viewport.height}`).toEqual([]);
    }
  }
});

/** Sort, order and page size change the request and the order of results. */
async function sortOrderAndPageSize(page: Page): Promise<void> {
  await waitForResults(page);
  const searches = recordSearches(page);

  await page.getByRole('combobox', { name: 'Sort by' }).selectOption('price');
  await page.getByRole('combobox', { name: 'Order', exact: true }).selectOption('asc');
  await expect.poll(() => searches.at(-1)).toMatchObject({ sort: 'price', order: 'asc', per_page: 20 });
  await expect
    .poll(async () => {
      const prices = (await visibleTexts(page, '.result-row__price')).map((text) => (text === 'Free' ? 0 : Number(text.replace(/[$,]/g, ''))));
      return prices.length > 3 && prices.every((price, index) => index === 0 || price >= prices[index - 1]!);
    })
    .toBe(true);

  await page.getByRole('combobox', { name: 'Page size' }).selectOption('50');
  await expect.poll(() => searches.at(-1)).toMatchObject({ sort: 'price', order: 'asc', per_page: 50, page: 1 });

  // With text, relevance becomes available and is what a new search uses when chosen.
  await page.getByRole('searchbox', { name: 'Search datasets' }).fill('scans');
  await page.getByRole('combobox', { name: 'Sort by' }).selectOption('relevance');
  await expect(page.getByRole('combobox', { name: 'Order', exact: true })).toBeDisabled();
  await expect.poll(() => searches.at(-1)).toEqual({ q: 'scans', per_page: 50, page: 1 });
}

/** Keyboard: / and Ctrl+K focus the search, arrows move through results, Enter opens. */
async function keyboardThroughResults(page: Page): Promise<void> {
  await waitForResults(page);
  const box = page.getByRole('searchbox', { name: 'Search datasets' });
  await page.locator('body').click({ position: { x: 5, y: 790 } });
  await page.keyboard.press('/');
  await expect(box).toBeFocused();

  await page.keyboard.press('ArrowDown');
  const openButtons = resultsList(page).locator('.result-row__open');
  await expect(openButtons.nth(0)).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(openButtons.nth(1)).toBeFocused();
  const title = (await openButtons.nth(1).textContent()) ?? '';
  await page.keyboard.press('Enter');
  await expect(page.getByRole('region', { name: title, exact: true })).toBeVisible();
  await expect(openButtons.nth(1)).toHaveAttribute('aria-current', 'true');

  // End jumps to the last loaded result (a full first page at least).
  await page.keyboard.press('End');
  await expect(page.locator('.result-row__open:focus')).toHaveCount(1);
  const position = await page.evaluate(() => document.activeElement?.closest('[role="listitem"]')?.getAttribute('aria-posinset'));
  expect(Number(position)).toBeGreaterThanOrEqual(20);

  await page.keyboard.press('Control+k');
  await expect(box).toBeFocused();
}

/** Each result row laid out now, by its place in the list: where it starts and how tall it is. */
const rowBoxes = (page: Page) =>
  resultsList(page).evaluate((list) =>
    Object.fromEntries(
      [...list.querySelectorAll('[data-index]')].map((row) => [
        row.getAttribute('data-index'),
        [row.getBoundingClientRect().top, row.getBoundingClientRect().height],
      ]),
    ),
  );

test('the first results paint before the virtualizer’s code, which takes over with every row in place and focus kept', async ({ page, restart }) => {
  await waitForResults(page);
  // Its chunk held back, as on a busy machine: the rows must not wait for it.
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/assets/virtual-rows-*.js', async (route) => {
    await held;
    await route.continue();
  });
  await restart();
  await waitForResults(page);
  await expect(resultsList(page)).toHaveClass(/results-list--in-flow/);
  await page.locator('body').click({ position: { x: 5, y: 790 } });
  await page.keyboard.press('/');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  const openButtons = resultsList(page).locator('.result-row__open');
  await expect(openButtons.nth(1)).toBeFocused();
  const inFlow = await rowBoxes(page);

  release();
  await expect(resultsList(page)).not.toHaveClass(/results-list--in-flow/);
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  const virtual = await rowBoxes(page);
  expect(Object.keys(virtual).length).toBeGreaterThan(3);
  for (const [index, box] of Object.entries(virtual)) expect({ index, box }).toEqual({ index, box: inFlow[index] });
  await expect(openButtons.nth(1)).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(openButtons.nth(2)).toBeFocused();
});

/** Keyboard: Escape closes the dataset and focus goes back to its row; / works from a filter field; a skip link leads to the search. */
async function keyboardEscapeAndSkipLink(page: Page): Promise<void> {
  await waitForResults(page);
  const box = page.getByRole('searchbox', { name: 'Search datasets' });
  const openButtons = resultsList(page).locator('.result-row__open');

  // The first tab stop, before the sidebar, skips it and the header.
  await page.getByRole('navigation', { name: 'Main' }).getByRole('button').first().focus();
  await page.keyboard.press('Shift+Tab');
  const skip = page.getByRole('link', { name: 'Skip to the search' });
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
  await page.keyboard.press('Enter');
  await expect(box).toBeFocused();

  // Escape closes the open dataset; focus returns to the row it was opened from.
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  const title = (await openButtons.nth(2).textContent()) ?? '';
  await page.keyboard.press('Enter');
  const pane = page.getByRole('region', { name: title, exact: true });
  await expect(pane).toBeVisible();
  await pane.getByRole('tab').first().focus();
  await page.keyboard.press('Escape');
  await expect(pane).toHaveCount(0);
  await expect(openButtons.nth(2)).toBeFocused();

  // So does its Close button.
  await page.keyboard.press('Enter');
  await pane.getByRole('button', { name: 'Close dataset' }).click();
  await expect(pane).toHaveCount(0);
  await expect(openButtons.nth(2)).toBeFocused();

  // `/` from an empty filter field goes to the search; in a field with text it is text.
  const format = page.locator('#search-filters').getByLabel('Format', { exact: true });
  await format.focus();
  await page.keyboard.press('/');
  await expect(box).toBeFocused();
  await format.fill('image');
  await format.press('/');
  await expect(format).toHaveValue('image/');
  await expect(format).toBeFocused();
  await format.fill('');
  // And from a radio button.
  await page.getByRole('radio', { name: /^All categories/ }).focus();
  await page.keyboard.press('/');
  await expect(box).toBeFocused();
}

/** Arrowing through the category radio buttons waits for a pause: one request, not one per key. */
async function arrowingThroughCategories(page: Page): Promise<void> {
  await waitForResults(page);
  const before = await settledRequestCount(page);
  const searches = recordSearches(page);
  const all = page.getByRole('radio', { name: /^All categories/ });
  await all.focus();
  for (let key = 0; key < 4; key += 1) await page.keyboard.press('ArrowDown', { delay: 30 });
  const chosen = page.getByRole('radio', { checked: true, name: /.+/ }).first();
  await expect(chosen).not.toHaveAccessibleName(/^All categories/);
  // The choice by arrows is sent once the keys pause (search-timing.ts): wait for it, then count.
  await expect.poll(() => searches.length).toBeGreaterThanOrEqual(1);
  const after = await settledRequestCount(page);
  expect(searches).toHaveLength(1);
  expect(after - before).toBe(1);
  // A click still searches at once.
  await page.getByRole('radio', { name: /^All categories/ }).click();
  await expect(total(page)).toHaveText('600 datasets');
}

/** Back to the first state (no search, no filter, no dataset open, the list at its top, its first row the active one), as a new shell shows. */
async function backToNoSearch(page: Page): Promise<void> {
  const box = page.getByRole('searchbox', { name: 'Search datasets' });
  if ((await box.inputValue()) !== '') await box.fill('');
  const close = page.getByRole('button', { name: 'Close dataset' }).first();
  if (await close.isVisible()) await close.click();
  const chips = page.getByRole('group', { name: 'Active filters' });
  if ((await chips.count()) > 0) await chips.getByRole('button', { name: 'Clear all' }).click();
  await expect(chips).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Close dataset' })).toHaveCount(0);
  await expect(total(page)).toHaveText('600 datasets');
  // The keyboard's place in the list goes back to the first row, where a new session starts it.
  const first = resultsList(page).locator('.result-row__open').first();
  await first.focus();
  await expect(first).toHaveAttribute('tabindex', '0');
  await first.blur();
  await page.locator('.results-scroll').evaluate((list) => list.scrollTo(0, 0));
  await page.getByRole('main').evaluate((main) => main.scrollTo(0, 0));
}

/**
 * One session for the flows that start from the first state, a step each, back to that state
 * between them, without paying for a shell and a first page again. Their order keeps each count
 * of requests as it was in a session of its own: no step's search is one an earlier step already
 * holds in the cache (the category chosen by arrows comes before the facets; the sort's page size
 * of 50 comes last).
 */
test('searching, filtering, sorting and the keyboard, each from no search', async ({ page }) => {
  test.setTimeout(300_000);
  const flows: ReadonlyArray<readonly [string, (page: Page) => Promise<void>]> = [
    ['arrowing through the category radio buttons waits for a pause: one request, not one per key', arrowingThroughCategories],
    ['search-as-you-type waits for a pause: six quick keystrokes send at most two searches', typingWaitsForAPause],
    ['facets narrow the results, show as chips, and chips remove them', facetsNarrowTheResults],
    ['the toolbar says which results are shown of how many, and the list says where it ends', toolbarSaysWhatIsShown],
    ['a search without results offers to drop each word and each filter: one click, one request, results', noMatchOffersToDrop],
    ['results that lack a word of the search say which, and one click searches the words they have', resultsLackingAWord],
    ['keyboard: / and Ctrl+K focus the search, arrows move through results, Enter opens', keyboardThroughResults],
    [
      'keyboard: Escape closes the dataset and focus goes back to its row; / works from a filter field; a skip link leads to the search',
      keyboardEscapeAndSkipLink,
    ],
    ['sort, order and page size change the request and the order of results', sortOrderAndPageSize],
  ];
  for (const [index, [title, flow]] of flows.entries()) {
    if (index > 0) await test.step('back to no search', () => backToNoSearch(page));
    await test.step(title, () => flow(page));
  }
});

// No keychain here, so each run makes a new demo key; the saved records belong to the demo
// account, not to one key, so they still show after the restart.
test('the search, its filters, sort, page size and open dataset survive a restart, shown without a request', async ({ page, restart }) => {
  await waitForResults(page);
  const filters = page.getByRole('region', { name: 'Filters' });
  await page.getByRole('searchbox', { name: 'Search datasets' }).fill('data');
  await filters
    .getByRole('group', { name: 'Category' })
    .getByRole('radio', { name: /^Medical Imaging/ })
    .check();
  await filters.getByRole('checkbox', { name: 'GDPR' }).check();
  await page.getByRole('combobox', { name: 'Sort by' }).selectOption('quality_score');
  await page.getByRole('combobox', { name: 'Page size' }).selectOption('50');
  await expect(total(page)).not.toHaveText('600 datasets');
  await settledRequestCount(page);
  const firstTitle = (await resultsList(page).locator('.result-row__title').first().textContent()) ?? '';
  const shownTotal = await total(page).textContent();
  // An open dataset comes back too.
  await resultsList(page).getByRole('button', { name: firstTitle, exact: true }).click();
  const pane = page.getByRole('region', { name: firstTitle, exact: true });
  await expect(pane.getByRole('heading', { name: 'Description' })).toBeVisible();
  await expect(pane.locator('.overview__description')).not.toBeEmpty();
  const description = await pane.locator('.overview__description').textContent();
  // The debounced UI-state save and the throttled cache save reach the core before it quits.
  let openId: string | null = null;
  await waitForSavedUiState(page, (state) => {
    openId = state.selectedDatasetId;
    return state.search.q === 'data' && state.search.sort === 'quality_score' && state.search.per_page === 50 && openId !== null;
  });
  await waitForSavedQuery(page, (key) => key[2] === 'detail' && key[3] === openId);
  await waitForSavedQuery(page, (key) => key[2] === 'lists' && (key[3] as { q?: string } | undefined)?.q === 'data');

  const channels: string[] = [];
  page.on('request', (request) => {
    const channel = shellChannelOf(request.url());
    if (channel !== null && channel !== 'events') channels.push(channel);
  });
  await restart();
  await waitForResults(page);
  await expect(page.getByRole('searchbox', { name: 'Search datasets' })).toHaveValue('data');
  await expect(page.getByText('Category: Medical Imaging', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Remove filter GDPR' })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Sort by' })).toHaveValue('quality_score');
  await expect(page.getByRole('combobox', { name: 'Page size' })).toHaveValue('50');
  await expect(total(page)).toHaveText(shownTotal ?? '');
  await expect(resultsList(page).locator('.result-row__title').first()).toHaveText(firstTitle);
  await expect(pane.locator('.overview__description')).toHaveText(description ?? '');
  // Everything on screen came from the saved cache: not a single marketplace request.
  const sent = await settledRequestCount(page);
  const marketplaceCalls = channels.filter((channel) => /^(datasets|categories|account|licenses):/.test(channel));
  expect(marketplaceCalls).toEqual([]);
  expect(sent).toBe(0);
});
