/**
 * The desktop app under Settings → Network → System behind a system proxy that asks for a
 * password: the built main process on the stand-in `electron` (tests/packaging/stand-in/), whose
 * `net.request` routes every request through the system's proxy, loopback included, as Chromium
 * would with `<-loopback>` in its bypass rules, and raises `login` on the proxy's 407. The proxy is
 * Debian's tinyproxy with basic auth. The search reads as the proxy asking; Settings → Network names
 * it and takes the credentials; the search then loads through it.
 */
import { expect, test } from '@playwright/test';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startTinyproxy, type RunningProxy } from '../integration/network/tinyproxy';
import { startStandInApp, type StandInApp } from '../packaging/stand-in/electron-app';

const USER = 'buyer';
const PASSWORD = 'pxElectronCanary3Kf7Ud';

let proxy: RunningProxy;
let app: StandInApp | null = null;
let userDataDir = '';

test.beforeAll(async () => {
  proxy = await startTinyproxy({ user: USER, password: PASSWORD, bindAddress: '127.0.0.3' });
});
test.afterAll(async () => {
  await proxy?.stop();
});
test.afterEach(async ({ browser: _browser }, testInfo) => {
  if (app !== null && testInfo.status !== testInfo.expectedStatus)
    await testInfo.attach('main process output', { body: app.output(), contentType: 'text/plain' });
  await app?.quit();
  app = null;
  rmSync(userDataDir, { recursive: true, force: true });
});

test('a system proxy that asks for a password is named in Settings → Network, and its credentials let the search through', async ({ browser }) => {
  test.setTimeout(120_000);
  userDataDir = mkdtempSync(path.join(os.tmpdir(), 'dmd-electron-proxy-'));
  app = await startStandInApp(browser, userDataDir, { env: { DMD_STAND_IN_SYSTEM_PROXY: proxy.url, DMD_STAND_IN_PROXY_BYPASS: '<-loopback>' } });
  const { page } = app;
  const network = page.getByRole('region', { name: 'Network' });

  const refused = page.getByRole('alert').filter({ hasText: 'The proxy refused the credentials' }).first();
  await expect(refused).toBeVisible({ timeout: 60_000 });
  await expect(refused).not.toContainText(/key/i);
  await refused.getByRole('button', { name: 'Enter proxy credentials' }).click();

  await expect(network.getByRole('group', { name: 'Proxy' }).getByRole('radio', { name: 'System' })).toBeChecked();
  await expect(network.getByText(`The proxy 127.0.0.1:${proxy.port} asked for a password.`, { exact: false })).toBeVisible();
  const user = network.getByRole('textbox', { name: /proxy user name/i });
  await expect(user).toBeFocused();
  await user.fill(USER);
  await network.getByLabel('Proxy password').fill(PASSWORD);
  const before = (await proxy.requests()).length;
  await network.getByRole('button', { name: 'Save credentials' }).click();
  await expect(network.getByRole('status').filter({ hasText: 'Proxy credentials saved' })).toBeVisible();
  await expect(network.getByLabel('Proxy password')).toHaveValue('');

  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('button', { name: /^Search/ })
    .click();
  await expect(page.getByRole('list', { name: 'Datasets' }).getByRole('listitem').first()).toBeVisible({ timeout: 30_000 });
  expect((await proxy.requests()).length).toBeGreaterThan(before);
  await expect(page.getByText(PASSWORD)).toHaveCount(0);
  expect(app.output()).not.toContain(PASSWORD);
});
