/**
 * What a person does in the app, as Playwright actions on the real UI (roles and labels, as the
 * e2e specs use them). Each action returns once the app has shown its effect and stopped fetching.
 */
import type { Locator, Page } from '@playwright/test';
import { trackAppCalls, waitForQuiet, type AppCallTracker } from './app-calls';
import { loadedRowsFromRange } from './loaded-rows';
import { searchDebounceMs } from './search-debounce';

export type ViewName = 'Search' | 'Compatibility' | 'Account' | 'Settings';
export type DatasetTabName = 'Overview' | 'Quality' | 'Licence';

const UI_TIMEOUT_MS = 20_000;
/** After a click or a choice the app asks for what it needs within a frame or two. */
const CLICK_QUIET_MS = 200;
/** After typing it waits for the debounce first. */
const TYPING_QUIET_MS = searchDebounceMs() + 150;

export class AppDriver {
  readonly calls: AppCallTracker;

  constructor(readonly page: Page) {
    this.calls = trackAppCalls(page);
  }

  private get filters(): Locator {
    return this.page.getByRole('region', { name: 'Filters' });
  }

  get searchBox(): Locator {
    return this.page.getByRole('searchbox', { name: 'Search datasets' });
  }

  get resultsList(): Locator {
    return this.page.getByRole('list', { name: 'Datasets' });
  }

  /** Waits for the app to stop fetching after an action that ended at `since` (a typed one waits out the debounce). */
  async settle(since = Date.now(), after: 'click' | 'typing' = 'typing'): Promise<void> {
    await waitForQuiet(this.calls, since, { quietMs: after === 'click' ? CLICK_QUIET_MS : TYPING_QUIET_MS });
  }

  private async act(action: () => Promise<unknown>, after: 'click' | 'typing' = 'click'): Promise<void> {
    await action();
    await this.settle(Date.now(), after);
  }

  /** The app is showing results (first load, or after a restart). */
  async waitForResults(): Promise<void> {
    await this.resultsList.getByRole('listitem').first().waitFor({ state: 'visible', timeout: UI_TIMEOUT_MS });
    await this.settle(0);
  }

  /** Types `text` at a typing pace, then waits for the results. */
  async type(text: string, delayMs = 40): Promise<void> {
    await this.searchBox.focus();
    await this.page.keyboard.type(text, { delay: delayMs });
    await this.settle();
  }

  async clearSearchText(): Promise<void> {
    await this.act(() => this.page.getByRole('button', { name: 'Clear search text' }).click(), 'typing');
  }

  async chooseCategory(name: string | null): Promise<void> {
    const group = this.filters.getByRole('group', { name: 'Category' });
    const radio =
      name === null ? group.getByRole('radio', { name: 'All categories' }) : group.getByRole('radio', { name: new RegExp(`^${escapeRegExp(name)}`) });
    await this.act(() => radio.check());
  }

  async setFilterBox(label: 'HIPAA' | 'GDPR', checked: boolean): Promise<void> {
    await this.act(() => this.filters.getByRole('checkbox', { name: label }).setChecked(checked));
  }

  async chooseTier(label: 'Any' | 'Platinum' | 'Gold' | 'Silver' | 'Bronze'): Promise<void> {
    await this.act(() => this.filters.getByRole('group', { name: 'Tier' }).getByRole('radio', { name: label, exact: true }).check());
  }

  async sortBy(value: 'relevance' | 'created_at' | 'price' | 'quality_score' | 'total_sales'): Promise<void> {
    await this.act(() => this.page.getByLabel('Sort by').selectOption(value));
  }

  async pageSize(size: 20 | 50 | 100): Promise<void> {
    await this.act(() => this.page.getByLabel('Page size').selectOption(String(size)));
  }

  /**
   * Scrolls the results to their end, which loads the next page; waits until more rows are loaded.
   * Rows are measured as they render, so the list's height can change under one jump to the end:
   * while no page has come, it jumps to the end again whenever the list has grown below the view
   * (never while the end is in view, so an app that does not load at the end still fails here).
   */
  async scrollResultsToEnd(): Promise<void> {
    const before = await this.loadedRows();
    const scroller = this.page.locator('.results-scroll');
    const deadline = Date.now() + UI_TIMEOUT_MS;
    await scroller.evaluate((element) => element.scrollTo({ top: element.scrollHeight }));
    while ((await this.loadedRows()) <= before) {
      if (Date.now() > deadline) throw new Error(`scrolling to the end loaded no rows beyond ${before}`);
      await this.page.waitForTimeout(25);
      // In one step in the page: a row past the ones loaded before means the page came (and grew the list).
      await scroller.evaluate((element, loaded) => {
        const arrived = element.querySelector(`[data-index="${loaded}"]`) !== null;
        if (!arrived && element.scrollTop + element.clientHeight < element.scrollHeight - 1) element.scrollTo({ top: element.scrollHeight });
      }, before);
    }
    await this.settle(Date.now(), 'click');
  }

  async scrollResultsToTop(): Promise<void> {
    await this.act(() => this.page.locator('.results-scroll').evaluate((element) => element.scrollTo({ top: 0 })));
  }

  /**
   * Rows loaded so far, as the toolbar states them. Only the visible rows are in the DOM, and the
   * list's height cannot tell: rows not yet shown count at the virtualizer's estimate, shown ones
   * at their measured (one- or two-line) height.
   */
  async loadedRows(): Promise<number> {
    return loadedRowsFromRange((await this.page.locator('.search-toolbar__range').textContent()) ?? '');
  }

  private row(index: number): Locator {
    return this.resultsList.locator(`[data-index="${index}"]`);
  }

  /** Opens the dataset in result row `index` (0-based) and waits for its full record. */
  async openRow(index: number): Promise<string> {
    const title = (await this.row(index).locator('.result-row__title').textContent()) ?? '';
    await this.row(index).locator('.result-row__open').click();
    await this.page.getByRole('region', { name: title, exact: true }).waitFor({ state: 'visible', timeout: UI_TIMEOUT_MS });
    await this.settle(Date.now(), 'click');
    await this.page.locator('section.dataset-pane:not([aria-busy="true"])').waitFor({ state: 'visible', timeout: UI_TIMEOUT_MS });
    return title;
  }

  async openTab(name: DatasetTabName): Promise<void> {
    await this.act(() => this.page.getByRole('tab', { name, exact: true }).click());
    await this.page.getByRole('tabpanel').locator('.record-tab').waitFor({ state: 'visible', timeout: UI_TIMEOUT_MS });
  }

  async addRowToCheck(index: number): Promise<void> {
    await this.act(() =>
      this.row(index)
        .getByRole('button', { name: /^Add .+ to compatibility check$/ })
        .click(),
    );
  }

  async openView(view: ViewName): Promise<void> {
    await this.act(() =>
      this.page
        .getByRole('navigation', { name: 'Main' })
        .getByRole('button', { name: new RegExp(`^${view}`) })
        .click(),
    );
  }

  async chooseUseCase(value: 'commercial_training' | 'research' | 'internal_evaluation' | 'redistribution'): Promise<void> {
    await this.act(() => this.page.getByLabel('Intended use').selectOption(value));
  }

  async runCompatibilityCheck(): Promise<void> {
    await this.act(() => this.page.getByRole('button', { name: 'Check compatibility' }).click());
    await this.page.locator('.compat-verdict__banner').waitFor({ state: 'visible', timeout: UI_TIMEOUT_MS });
  }

  /** The account view's "This session: N requests sent …, M served from the cache" (once N has stopped changing). */
  async readSessionSavings(): Promise<{ sent: number; servedFromCache: number }> {
    const read = async (testId: string) => Number(((await this.page.getByTestId(testId).textContent()) ?? '').replace(/[^\d]/g, ''));
    let sent = await read('session-requests-sent');
    for (let round = 0; round < 20; round += 1) {
      await this.page.waitForTimeout(150);
      const again = await read('session-requests-sent');
      if (again === sent) break;
      sent = again;
    }
    return { sent, servedFromCache: await read('session-cache-hits') };
  }

  async waitForAccount(): Promise<void> {
    await this.page.getByRole('region', { name: 'Profile' }).waitFor({ state: 'visible', timeout: UI_TIMEOUT_MS });
    await this.settle(0);
  }
}

/** In the page: rows the virtualized list holds (its full height over one row's height). */
function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
