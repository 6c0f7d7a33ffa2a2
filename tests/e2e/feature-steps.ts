/**
 * Steps shared by the compatibility, quota, account, settings, errors and feature-screen specs.
 * Everything goes through the app: the UI, or the browser shell's own API (`POST api/<channel>`
 * under the page's launch path, signed in by its session cookie) — the same door the renderer uses, so the core sends real
 * requests to the marketplace and pushes the resulting quota events to the page.
 */
import AxeBuilder from '@axe-core/playwright';
import axe from 'axe-core';
import type { Locator, Page } from '@playwright/test';
import { expect } from './fixtures/browser-shell';
import type { QuotaState, SessionStats, StoredQueryCache, UiState, VIEWS } from '../../shared/ipc/ipc-contract';

/** A screen's name in the sidebar (renderer/app/screens.tsx labels each view of `VIEWS` so). */
export type ViewName = Capitalize<(typeof VIEWS)[number]>;

/** Opens a screen from the sidebar. */
export async function openView(page: Page, view: ViewName): Promise<void> {
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('button', { name: new RegExp(`^${view}`) })
    .click();
}

/** Compare's button that loads the records not held, naming its cost (renderer/compare/load-compared-records.tsx). */
export function loadRecordsButton(page: Page): Locator {
  return page.getByRole('button', { name: /^Load the records\W+(\d+ requests?|no request)$/ });
}

/**
 * Opens Compare from the sidebar and, when it asks and may (not at quota 0 or offline), agrees to
 * load the records it does not hold (it sends nothing before that). For specs about what the
 * comparison shows once loaded, or why not.
 */
export async function openCompareAndLoad(page: Page): Promise<void> {
  await openView(page, 'Compare');
  await expect(page.getByRole('table', { name: /^Comparison of \d datasets/ })).toBeVisible();
  if ((await loadRecordsButton(page).count()) > 0 && (await loadRecordsButton(page).isEnabled())) await loadRecordsButton(page).click();
}

/** Calls a core channel the way the renderer does (same cookie, same endpoint). */
export async function shellCall<T>(
  page: Page,
  channel: string,
  input?: unknown,
): Promise<{ ok: true; value: T } | { ok: false; error: { kind: string; message: string } }> {
  return page.evaluate(
    async ({ channel, input }) => {
      const response = await fetch(`api/${channel}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: input === undefined ? undefined : JSON.stringify(input),
      });
      return response.json();
    },
    { channel, input },
  );
}

export async function quotaState(page: Page): Promise<QuotaState> {
  const result = await shellCall<QuotaState>(page, 'quota:state');
  if (!result.ok) throw new Error(`quota:state failed: ${result.error.message}`);
  return result.value;
}

/** Requests the core has sent to the marketplace this session. */
export async function requestsSent(page: Page): Promise<number> {
  const result = await shellCall<SessionStats>(page, 'session:stats');
  if (!result.ok) throw new Error(`session:stats failed: ${result.error.message}`);
  return result.value.requestsSent;
}

/**
 * Waits until the core has an answer for every request it sent and its counter stops moving
 * (bounded), and returns the count: what the screen shows after it follows every answer.
 */
export async function settledRequestCount(page: Page): Promise<number> {
  const stats = async () => {
    const result = await shellCall<SessionStats>(page, 'session:stats');
    if (!result.ok) throw new Error(`session:stats failed: ${result.error.message}`);
    return result.value;
  };
  let last = await stats();
  for (let round = 0; round < 20; round += 1) {
    await page.waitForTimeout(400);
    const now = await stats();
    if (now.requestsSent === last.requestsSent && now.responsesReceived === now.requestsSent) return now.requestsSent;
    last = now;
  }
  return last.requestsSent;
}

/**
 * Spends real quota until `target` requests are left: each unit is one `categories:list` request
 * the core sends to the marketplace (the cheapest endpoint). Batches of at most 10, re-reading the
 * quota between batches so requests the app sends by itself are taken into account. Bounded.
 */
export async function spendQuotaDownTo(page: Page, target: number): Promise<QuotaState> {
  for (let round = 0; round < 100; round += 1) {
    const state = await quotaState(page);
    if (state.remaining === null) {
      await shellCall(page, 'categories:list');
      continue;
    }
    const excess = state.remaining - target;
    if (excess <= 0) return state;
    const batch = Math.min(excess, 10);
    await Promise.all(Array.from({ length: batch }, () => shellCall(page, 'categories:list')));
  }
  throw new Error(`Could not bring the quota down to ${target}.`);
}

/**
 * Waits until the core holds UI state that `matches` (the renderer saves it 300 ms after the last
 * change): a restart test then knows the state was handed over, however slow the machine is.
 */
export async function waitForSavedUiState(page: Page, matches: (state: UiState) => boolean): Promise<void> {
  await expect
    .poll(
      async () => {
        const result = await shellCall<UiState | null>(page, 'ui-state:get');
        return result.ok && result.value !== null && matches(result.value);
      },
      { message: 'the UI state the core saved' },
    )
    .toBe(true);
}

/** Waits until the core's saved query cache (throttled by the renderer) holds a query that `matches`. */
export async function waitForSavedQuery(page: Page, matches: (queryKey: readonly unknown[]) => boolean): Promise<void> {
  await expect
    .poll(
      async () => {
        const result = await shellCall<StoredQueryCache>(page, 'query-cache:load');
        if (!result.ok || !result.value.blob) return false;
        const saved = JSON.parse(result.value.blob) as { clientState: { queries: { queryKey: readonly unknown[] }[] } };
        return saved.clientState.queries.some((query) => matches(query.queryKey));
      },
      { message: 'the query cache the core saved' },
    )
    .toBe(true);
}

/** An app-wide banner (above the screen) with this text. */
export function appBanner(page: Page, text: string): Locator {
  return page.locator('.app-banners').getByRole('alert').filter({ hasText: text });
}

export function resultsList(page: Page): Locator {
  return page.getByRole('list', { name: 'Datasets' });
}

export async function waitForResults(page: Page): Promise<void> {
  await expect(resultsList(page).getByRole('listitem').first()).toBeVisible();
}

/** The "Add … to compatibility check" buttons of the result rows now rendered. */
export function addButtons(page: Page): Locator {
  return resultsList(page).getByRole('button', { name: /^Add .+ to compatibility check$/ });
}

/** Adds datasets from the search results (scrolling the list for more) until the tray holds `size`. */
export async function fillTrayFromSearch(page: Page, size: number): Promise<string[]> {
  const added: string[] = [];
  for (let attempt = 0; attempt < 60 && (await trayCount(page)) < size; attempt += 1) {
    const button = addButtons(page).first();
    if ((await addButtons(page).count()) > 0 && (await button.isVisible())) {
      const name = (await button.getAttribute('aria-label')) ?? (await button.textContent()) ?? '';
      added.push(name);
      await button.click();
      continue;
    }
    await resultsList(page).hover();
    await page.mouse.wheel(0, 500);
    await page.waitForTimeout(100);
  }
  expect(await trayCount(page)).toBe(size);
  return added;
}

/**
 * Puts two results never opened in the tray and compares them from it: checks that "Compare these"
 * names 6 requests (their detail, quality and licence records) and sends exactly those. Returns the
 * pillar bars above the comparison.
 */
export async function compareTwoFromTray(page: Page): Promise<Locator> {
  await waitForResults(page);
  await fillTrayFromSearch(page, 2);
  await openView(page, 'Compatibility');
  const compare = page.getByRole('button', { name: /^Compare these\W+6 requests$/ });
  await expect(compare).toBeVisible();
  const sent = await requestsSent(page);
  await compare.click();
  const glance = page.getByRole('region', { name: 'Quality pillars at a glance' });
  await expect(glance.locator('.pillar-bars__bar')).toHaveCount(10);
  await expect.poll(() => requestsSent(page)).toBe(sent + 6);
  return glance;
}

/** The first result row not yet in the compatibility tray. */
function firstRowNotInTray(page: Page, having?: Locator): Locator {
  const rows = resultsList(page)
    .getByRole('listitem')
    .filter({ has: page.getByRole('button', { name: /^Add .+ to compatibility check$/ }) });
  return (having ? rows.filter({ has: having }) : rows).first();
}

/**
 * Filters the results to licences containing `license` and returns the title of the first result
 * not in the tray whose listing writes exactly that label (the catalog writes a licence in many
 * spellings and expressions, all found by the filter), leaving the filter set (clear it with
 * `clearLicenseFilter`).
 */
export async function firstResultWithLicense(page: Page, license: string): Promise<string> {
  const field = page.getByRole('region', { name: 'Filters' }).getByRole('textbox', { name: 'Licence contains' });
  await field.fill(license);
  await expect(page.locator('.search-toolbar__total')).toHaveText(/^\d[\d,]* datasets?$/);
  // The licence is the last of a row's facts.
  const labelled = new RegExp(` · ${license.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`);
  const row = firstRowNotInTray(page, page.locator('.result-row__facts', { hasText: labelled }));
  await expect(row).toBeVisible();
  const title = (await row.locator('.result-row__title').textContent()) ?? '';
  expect(title).not.toBe('');
  return title;
}

export async function clearLicenseFilter(page: Page): Promise<void> {
  await page.getByRole('region', { name: 'Filters' }).getByRole('textbox', { name: 'Licence contains' }).fill('');
}

/** Puts the first result whose licence contains `license` into the tray and returns its title. */
async function addOneWithLicense(page: Page, license: string): Promise<string> {
  const title = await firstResultWithLicense(page, license);
  await resultsList(page)
    .getByRole('button', { name: `Add ${title} to compatibility check` })
    .click();
  await clearLicenseFilter(page);
  return title;
}

/**
 * Puts the first result of each licence into the tray, then checks them for `useCase` on the
 * Compatibility screen and waits for the verdict; returns the datasets' titles, in order.
 */
export async function checkLicenses(page: Page, licenses: readonly string[], useCase: string): Promise<string[]> {
  const titles: string[] = [];
  for (const license of licenses) titles.push(await addOneWithLicense(page, license));
  await openView(page, 'Compatibility');
  await page.getByLabel('Intended use').selectOption(useCase);
  await page.getByRole('button', { name: 'Check compatibility' }).click();
  await expect(page.locator('.compat-verdict__banner')).toBeVisible();
  return titles;
}

/** The tray size as the sidebar shows it (0 when it shows none). */
export async function trayCount(page: Page): Promise<number> {
  const badge = page.getByRole('navigation', { name: 'Main' }).locator('.sidebar__count');
  if ((await badge.count()) === 0) return 0;
  const text = (await badge.textContent()) ?? '';
  return Number.parseInt(text, 10) || 0;
}

const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

/**
 * Runs axe on the page (WCAG 2.x A/AA, best practice) and returns every violation, of any impact,
 * readable. The app's pages have no frames, so axe runs in the page itself, injected once per
 * document: AxeBuilder's default injects it twice a scan and finishes each in a new tab, 2–3 times
 * the scan's cost. Only violations are read, so only they are collected node by node (axe still
 * checks every node: `resultTypes` trims the other lists to one node each). A page with a frame
 * goes through AxeBuilder, which scans every frame.
 */
export async function axeViolations(page: Page): Promise<string[]> {
  let violations: axe.Result[];
  if (page.frames().length > 1) {
    violations = (await new AxeBuilder({ page }).withTags(AXE_TAGS).analyze()).violations;
  } else {
    if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axe.source);
    violations = await page.evaluate(async (tags) => {
      const results = await (window as unknown as { axe: typeof axe }).axe.run(document, {
        runOnly: { type: 'tag', values: tags },
        resultTypes: ['violations'],
      });
      return results.violations;
    }, AXE_TAGS);
  }
  return violations.map(
    (violation) =>
      `${violation.id} (${violation.impact}): ${violation.help} — ${violation.nodes
        .map((node) => node.target.join(' '))
        .slice(0, 5)
        .join(', ')}`,
  );
}

/** Sets the theme through Settings, as a user would. */
export async function chooseTheme(page: Page, theme: 'System' | 'Light' | 'Dark'): Promise<void> {
  await openView(page, 'Settings');
  await page.getByRole('group', { name: 'Theme' }).getByRole('radio', { name: theme }).check();
  if (theme !== 'System') await expect(page.locator('html')).toHaveAttribute('data-theme', theme.toLowerCase());
}

/** How many results the price against quality chart says it places (its caption's count). */
export async function chartPlacedCount(page: Page): Promise<number> {
  const caption =
    (await page
      .getByText(/^LQS against price of the \d+ loaded results?/)
      .first()
      .textContent()) ?? '';
  return Number(/of the (\d+) loaded/.exec(caption)?.[1]);
}

/** How many results the chart's marks hold: one each, or a numbered mark's number ("N datasets too close to draw apart: …"). */
export async function chartResultsInMarks(marks: Locator): Promise<number> {
  const names = await marks.evaluateAll((elements) => elements.map((element) => element.getAttribute('aria-label') ?? ''));
  return names.reduce((sum, name) => sum + Number(/^(\d+) datasets too close to draw apart: /.exec(name)?.[1] ?? 1), 0);
}
