/**
 * Settings → Diagnostics through the UI, behind a proxy that is down (HTTP_PROXY with a canary
 * password, nothing listening): the text names the versions, the connection, the proxy and where
 * it came from, and the failed requests; Copy diagnostics says "Copied" and puts that same text
 * on the clipboard, with neither the key nor the password in it; Open logs folder names the
 * folder, as a page cannot open one.
 */
import path from 'node:path';
import { freePort } from '../integration/network/tinyproxy';
import { expect, test } from './fixtures/browser-shell';
import { openView } from './feature-steps';

const PROXY_PASSWORD = 'pxDiagCanary3Vb7Kd';
const API_KEY = `ls_live_${'D1agCanary'.repeat(3)}xy`;
let deadPort = 0;

test.beforeAll(async () => {
  deadPort = await freePort();
});

test.use({
  shellOptions: {
    // The port is known only once beforeAll ran: the fixture reads it when each test starts.
    get env() {
      return { HTTP_PROXY: `http://buyer:${PROXY_PASSWORD}@127.0.0.1:${deadPort}`, DMD_API_KEY: API_KEY };
    },
  },
});

test('the diagnostics name the set-up and the failures, copy as shown, and hold no secret', async ({ page, context, userDataDir }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await expect(
    page
      .getByRole('alert')
      .filter({ hasText: `Can't reach the proxy 127.0.0.1:${deadPort} (from HTTP_PROXY)` })
      .first(),
  ).toBeVisible();

  await openView(page, 'Settings');
  const section = page.getByRole('region', { name: 'Diagnostics' });
  const text = section.getByRole('textbox', { name: 'Diagnostics to copy' });
  await expect(text).toHaveValue(/Failed requests, newest last/);
  const shown = await text.inputValue();
  expect(shown).toMatch(/^App: .+, browser shell$/m);
  expect(shown).toMatch(/^Runtime: the browser shell \(the core on Node \d+\.\d+\.\d+/m);
  expect(shown).toMatch(/^Connection: embedded/m);
  expect(shown).toContain(`127.0.0.1:${deadPort}`);
  expect(shown).toContain('HTTP_PROXY');
  expect(shown).toMatch(/GET \/v1\/datasets\S* no answer proxy_unreachable/);

  await section.getByRole('button', { name: 'Copy diagnostics' }).click();
  await expect(section.getByRole('status')).toHaveText('Copied');
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied).toMatch(/^Dataset Marketplace diagnostics/);
  expect(copied).toContain(`127.0.0.1:${deadPort}`);
  for (const secret of [PROXY_PASSWORD, API_KEY, API_KEY.slice(-12)]) {
    expect(copied).not.toContain(secret);
    expect(shown).not.toContain(secret);
  }

  await section.getByRole('button', { name: 'Open logs folder' }).click();
  await expect(section.getByRole('status')).toContainText(`the logs are in ${path.join(userDataDir, 'logs')}`);
});
