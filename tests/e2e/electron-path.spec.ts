/**
 * The Electron app's own path, end to end, without the Electron runtime (it cannot be downloaded
 * here): renderer ⇄ preload ⇄ main ⇄ core ⇄ marketplace process, with the code that runs being
 * what `npm run build` produced — the renderer (out/renderer), the preload (out/preload/preload.cjs,
 * its source unchanged), the main process with its `ipcMain` handlers and sender-frame checks
 * (out/main/main.cjs), the core bundled in it, and the marketplace in its utility process
 * (out/marketplace-child). The browser shell's smoke flows run over it: search, open a dataset,
 * compatibility, account, settings.
 *
 * What is emulated, and only that (tests/packaging/stand-in/): the `electron` module the main
 * process requires (electron-module.mjs: app, BrowserWindow, protocol, ipcMain, utilityProcess as
 * a Node fork with `process.parentPort`, …); Chromium showing `app://renderer/…` (the main's own
 * protocol handler answers, on a loopback origin the test maps back to app://); the preload's
 * isolated world, `contextBridge` and `ipcRenderer` (preload-world.ts), with IPC relayed over
 * Node IPC and Playwright bindings. The sender frame the main process checks is the real frame
 * Chromium reports for the call. Keys stay in memory (no system keychain in tests).
 */
import { expect, test, type Browser, type Page } from '@playwright/test';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startStandInApp, type StandInApp } from '../packaging/stand-in/electron-app';
import { INVOKE_BINDING } from '../packaging/stand-in/preload-world';
import type { MarketplaceBridge } from '../../shared/ipc/bridge';

let app: StandInApp;
let userDataDir = '';
const launched: StandInApp[] = [];

async function launch(browser: Browser, argv: string[] = []): Promise<StandInApp> {
  app = await startStandInApp(browser, userDataDir, { argv });
  launched.push(app);
  return app;
}

test.beforeEach(async ({ browser }) => {
  userDataDir = mkdtempSync(path.join(os.tmpdir(), 'dmd-electron-path-'));
  await launch(browser);
});

test.afterEach(async ({ browser: _browser }, testInfo) => {
  for (const started of launched.splice(0)) {
    // Attached before the quit, which throws when the main process has already gone.
    if (testInfo.status !== testInfo.expectedStatus) await testInfo.attach('main process output', { body: started.output(), contentType: 'text/plain' });
    await started.quit();
  }
  rmSync(userDataDir, { recursive: true, force: true });
});

type Window = { marketplace: MarketplaceBridge };
/** Two datasets of the catalog, as the app would link to them. */
async function twoDatasets(page: Page): Promise<Array<{ slug: string; title: string }>> {
  const answer = await page.evaluate(() => (window as unknown as Window).marketplace.searchDatasets({ q: 'speech', per_page: 2 }));
  if (!answer.ok) throw new Error(answer.error.message);
  return answer.value.items.map((item) => ({ slug: item.slug?.value ?? item.id, title: item.title?.value ?? '' }));
}

const results = () => app.page.getByRole('list', { name: 'Datasets' });
const openView = (name: string) =>
  app.page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('button', { name: new RegExp(`^${name}`) })
    .click();

test('the built app works through its preload and main process: search, a dataset, compatibility, account, settings', async () => {
  const { page } = app;
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`console: ${message.text()}`);
  });
  expect(app.loadedUrl).toBe('app://renderer/index.html');

  await test.step('the page sees the bridge and nothing of Node, Electron or the relay', async () => {
    await expect(page.getByRole('heading', { level: 1, name: 'Search datasets' })).toBeVisible();
    const globals = await page.evaluate((binding) => {
      const scope = window as unknown as Record<string, unknown>;
      return {
        bridge: typeof scope.marketplace,
        frozen: Object.isFrozen(scope.marketplace),
        require: typeof scope.require,
        process: typeof scope.process,
        ipcRenderer: typeof scope.ipcRenderer,
        relay: typeof scope[binding],
      };
    }, INVOKE_BINDING);
    expect(globals).toEqual({ bridge: 'object', frozen: true, require: 'undefined', process: 'undefined', ipcRenderer: 'undefined', relay: 'undefined' });
  });

  await test.step('search: results from the demo marketplace, then a query', async () => {
    await expect(results().getByRole('listitem').first()).toBeVisible();
    await page.getByRole('searchbox').first().fill('speech');
    await expect(results().getByRole('listitem').first()).toContainText(/speech/i);
  });

  await test.step('open a dataset: its pane, then the quality tab', async () => {
    const row = results().getByRole('listitem').first();
    const title = (await row.locator('.result-row__title').textContent()) ?? '';
    await row.getByRole('button', { name: title, exact: true }).click();
    const pane = page.getByRole('region', { name: title, exact: true });
    await expect(pane.getByRole('heading', { level: 2, name: title })).toBeVisible();
    await expect(pane.getByRole('heading', { name: 'Description' })).toBeVisible();
    await pane.getByRole('tab', { name: 'Quality' }).click();
    await expect(pane.getByRole('tabpanel')).toContainText(/LQS|Composite|Trainability/i);
  });

  await test.step('compatibility: two datasets checked for research', async () => {
    const add = results().getByRole('button', { name: /^Add .+ to compatibility check$/ });
    await add.first().click();
    await add.first().click();
    await openView('Compatibility');
    await expect(page.getByRole('list', { name: 'Datasets in the check' }).getByRole('listitem')).toHaveCount(2);
    await page.getByLabel('Intended use').selectOption('research');
    await page.getByRole('button', { name: 'Check compatibility' }).click();
    await expect(page.locator('.compat-verdict__banner')).toContainText(/^(Compatible|Compatible with conditions|Not compatible)/);
  });

  await test.step('account: the demo profile and this session', async () => {
    await openView('Account');
    const profile = page.getByRole('region', { name: 'Profile' });
    await expect(profile).toContainText('Free tier');
    await expect(page.getByRole('table', { name: /API keys of this account/ })).toContainText('ls_demo_');
    await expect(page.getByTestId('session-requests-sent')).not.toHaveText('0');
  });

  await test.step('settings: the connection as the Electron core reports it, and the theme', async () => {
    await openView('Settings');
    await expect(page.getByText(/kept in memory|this run only/i).first()).toBeVisible();
    await page.getByRole('group', { name: 'Theme' }).getByRole('radio', { name: 'Dark' }).check();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    const info = await page.evaluate(() => (window as unknown as { marketplace: { getAppInfo(): Promise<unknown> } }).marketplace.getAppInfo());
    expect(info).toEqual({ ok: true, value: { version: '0.0.0-stand-in', shell: 'electron', platform: process.platform } });
  });

  await test.step('the marketplace ran in a utility process of its own', async () => {
    expect(app.output()).toMatch(/Demo marketplace running at http:\/\/127\.0\.0\.1:\d+ in process \d+/);
  });

  expect(problems).toEqual([]);
});

test("the main process refuses a call from a frame that is not the window's main frame", async () => {
  const { page } = app;
  await expect(page.getByRole('heading', { level: 1, name: 'Search datasets' })).toBeVisible();
  // A subframe does not get the preload; this one plays a frame that reached IPC anyway.
  await page.evaluate(() => {
    const frame = document.createElement('iframe');
    frame.name = 'intruder';
    frame.srcdoc = '<p>intruder</p>';
    document.body.append(frame);
  });
  const intruder = page.frame({ name: 'intruder' });
  expect(intruder).not.toBeNull();
  await expect.poll(() => intruder?.evaluate((binding) => typeof (window as unknown as Record<string, unknown>)[binding], INVOKE_BINDING)).toBe('function');
  const outcome = await intruder?.evaluate(async (binding) => {
    const invoke = (window as unknown as Record<string, (channel: string, input?: unknown) => Promise<unknown>>)[binding];
    try {
      return { answered: await invoke?.('app:info') };
    } catch (error) {
      return { refused: String(error) };
    }
  }, INVOKE_BINDING);
  expect(outcome).toEqual({ refused: expect.stringMatching(/Refused "app:info" from a frame that is not the app's own window/) as unknown });
  // The main frame still gets answers.
  const answer = await page.evaluate(() => (window as unknown as { marketplace: { getAppInfo(): Promise<{ ok: boolean }> } }).marketplace.getAppInfo());
  expect(answer.ok).toBe(true);
});

test('a dataset-marketplace:// link opens its dataset: from a second launch, from open-url, and at launch; Copy link gives that link', async ({ browser }) => {
  const { page } = app;
  await expect(results().getByRole('listitem').first()).toBeVisible();
  const [first, second] = await twoDatasets(page);
  if (!first || !second) throw new Error('the catalog has no two speech datasets');
  const pane = (title: string) => page.getByRole('region', { name: title, exact: true }).getByRole('heading', { level: 2, name: title });

  app.secondInstance(['/opt/Dataset Marketplace/dataset-marketplace', `dataset-marketplace://dataset/${first.slug}`]);
  await expect(pane(first.title)).toBeVisible();
  app.openUrl(`dataset-marketplace://dataset/${second.slug}`);
  await expect(pane(second.title)).toBeVisible();
  // Not a link to a dataset: nothing changes.
  app.openUrl('dataset-marketplace://dataset/../../etc/passwd');

  await app.context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.getByRole('region', { name: second.title, exact: true }).getByRole('button', { name: 'Copy link' }).click();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`dataset-marketplace://dataset/${second.slug}`);
  await expect(pane(second.title)).toBeVisible();

  await app.quit();
  const relaunched = await launch(browser, [`dataset-marketplace://dataset/${first.slug}`]);
  await expect(relaunched.page.getByRole('region', { name: first.title, exact: true }).getByRole('heading', { level: 2, name: first.title })).toBeVisible();
  // The link is not left in the window's address: a reload shows the saved state.
  expect(new URL(relaunched.page.url()).hash).toBe('');
});

test('OS notifications when the quota comes down to 20 % and to nothing, once each', async () => {
  const { page } = app;
  await expect(results().getByRole('listitem').first()).toBeVisible();
  const remainingNow = () =>
    page.evaluate(async () => {
      const quota = await (window as unknown as Window).marketplace.getQuotaState();
      return quota.ok ? quota.value.remaining : null;
    });
  // The first screen may still be asking for what it shows (categories, the next page): wait until
  // the quota holds still, so every request after this is one this test makes.
  let previous = await remainingNow();
  await expect
    .poll(
      async () => {
        const now = await remainingNow();
        const settled = now !== null && now === previous;
        previous = now;
        return settled;
      },
      { intervals: [750] },
    )
    .toBe(true);
  const spendTo = (target: number) =>
    page.evaluate(async (goal) => {
      const bridge = (window as unknown as Window).marketplace;
      // Each categories:list is one request to the marketplace (the core keeps no answers).
      for (let call = 0; call < 200; call += 1) {
        const quota = await bridge.getQuotaState();
        const left = quota.ok ? quota.value.remaining : null;
        if (left === null || left <= goal) return left;
        await bridge.listCategories();
      }
      return null;
    }, target);
  expect(await spendTo(21)).toBe(21);
  expect(app.notifications).toEqual([]);
  expect(await spendTo(20)).toBe(20);
  await expect.poll(() => app.notifications.map((shown) => shown.title)).toEqual(['Quota low: 20 of 100 requests left']);
  expect(await spendTo(0)).toBe(0);
  await expect.poll(() => app.notifications.map((shown) => shown.title)).toEqual(['Quota low: 20 of 100 requests left', 'Daily quota used up']);
});
