/**
 * Settings → Network through the UI, with a real proxy (Debian's tinyproxy, basic auth) between
 * the app and its embedded marketplace: Manual mode with a wrong password reads as the proxy
 * refusing the credentials and leads to their form; the right ones make the search load through
 * the proxy (counted at the proxy); they can be removed; None goes straight out. A private
 * certificate authority is added, shown with its fingerprint, and removed.
 */
import { X509Certificate } from 'node:crypto';
import { makeTestPki, type TestPki } from '../integration/network/test-pki';
import { startTinyproxy, type RunningProxy } from '../integration/network/tinyproxy';
import { expect, test } from './fixtures/browser-shell';
import { openView, resultsList, waitForResults } from './feature-steps';
import type { Page } from '@playwright/test';

const USER = 'buyer';
const PASSWORD = 'pxE2eCanary5Hn8Wq';

let proxy: RunningProxy;
let pki: TestPki;

test.beforeAll(async () => {
  proxy = await startTinyproxy({ user: USER, password: PASSWORD, bindAddress: '127.0.0.3' });
  pki = await makeTestPki();
});
test.afterAll(async () => {
  await proxy?.stop();
  await pki?.remove();
});

function network(page: Page) {
  return page.getByRole('region', { name: 'Network' });
}

async function saveProxy(page: Page, mode: 'System' | 'None' | 'Manual', address?: string): Promise<void> {
  const section = network(page);
  await section.getByRole('group', { name: 'Proxy' }).getByRole('radio', { name: mode }).check();
  if (address !== undefined) await section.getByRole('textbox', { name: 'Proxy address' }).fill(address);
  await section.getByRole('button', { name: 'Save proxy' }).click();
  await expect(section.getByRole('status').filter({ hasText: 'no restart needed' })).toBeVisible();
}

test('a refused proxy password leads to its form; the right one loads the search through the proxy', async ({ page }) => {
  await waitForResults(page);
  await openView(page, 'Settings');
  await saveProxy(page, 'Manual', `http://${USER}:wrong-${PASSWORD}@127.0.0.1:${proxy.port}`);
  // The password typed in the address went to the keychain: only the user name is shown back.
  await expect(network(page).getByText(`Saved for user ${USER}`)).toBeVisible();
  await expect(network(page).getByRole('textbox', { name: 'Proxy address' })).toHaveValue(`http://127.0.0.1:${proxy.port}`);

  await openView(page, 'Search');
  await page.getByRole('searchbox', { name: 'Search datasets' }).fill('scans');
  const refused = page.getByRole('alert').filter({ hasText: 'The proxy refused the credentials' });
  await expect(refused).toBeVisible();
  await expect(refused).not.toContainText(/key/i);
  await refused.getByRole('button', { name: 'Enter proxy credentials' }).click();

  const user = network(page).getByRole('textbox', { name: /proxy user name/ });
  await expect(user).toBeFocused();
  await user.fill(USER);
  await network(page).getByLabel('Proxy password').fill(PASSWORD);
  const before = (await proxy.connects()).length;
  await network(page).getByRole('button', { name: 'Save credentials' }).click();
  await expect(network(page).getByRole('status').filter({ hasText: 'Proxy credentials saved' })).toBeVisible();
  await expect(network(page).getByLabel('Proxy password')).toHaveValue('');
  await expect(page.getByText(PASSWORD)).toHaveCount(0);

  await openView(page, 'Search');
  await waitForResults(page);
  await expect(resultsList(page).getByRole('listitem').first()).toBeVisible();
  expect((await proxy.connects()).length).toBeGreaterThan(before);

  await openView(page, 'Settings');
  await network(page).getByRole('button', { name: 'Remove credentials' }).click();
  await expect(network(page).getByRole('status').filter({ hasText: 'Proxy credentials removed' })).toBeVisible();
  await expect(network(page).getByText(/Saved for user/)).toHaveCount(0);
});

test('None sends the requests straight to the marketplace, not to the proxy', async ({ page }) => {
  await waitForResults(page);
  await openView(page, 'Settings');
  await saveProxy(page, 'None');
  const before = (await proxy.connects()).length;
  await openView(page, 'Search');
  await page.getByRole('searchbox', { name: 'Search datasets' }).fill('image');
  await waitForResults(page);
  expect((await proxy.connects()).length).toBe(before);
});

test('a proxy address is checked before it is saved', async ({ page }) => {
  await openView(page, 'Settings');
  const section = network(page);
  await section.getByRole('group', { name: 'Proxy' }).getByRole('radio', { name: 'Manual' }).check();
  const address = section.getByRole('textbox', { name: 'Proxy address' });
  await address.fill('proxy.example.com:3128');
  await section.getByRole('button', { name: 'Save proxy' }).click();
  await expect(address).toHaveAttribute('aria-invalid', 'true');
  await expect(address).toHaveAccessibleDescription(/starts with http:\/\//);
});

test('a certificate authority is added with its fingerprint, a refused one says why, and it can be removed', async ({ page }) => {
  await openView(page, 'Settings');
  const section = network(page);
  const pemField = section.getByRole('textbox', { name: 'Certificate authority (PEM)' });
  await pemField.fill('-----BEGIN CERTIFICATE-----\nnot a certificate\n-----END CERTIFICATE-----');
  await section.getByRole('button', { name: 'Add authority' }).click();
  await expect(pemField).toHaveAttribute('aria-invalid', 'true');

  const { cert: serverCert } = await pki.leaf('good');
  await pemField.fill(serverCert);
  await section.getByRole('button', { name: 'Add authority' }).click();
  await expect(pemField).toHaveAccessibleDescription(/authority|CA/i);

  await pemField.fill(pki.caPem);
  await section.getByRole('button', { name: 'Add authority' }).click();
  await expect(section.getByRole('status').filter({ hasText: 'Certificate authority added' })).toBeVisible();
  const added = section.getByRole('list', { name: 'Added certificate authorities' }).getByRole('listitem');
  await expect(added).toHaveCount(1);
  await expect(added).toContainText(new X509Certificate(pki.caPem).fingerprint256);
  await expect(pemField).toHaveValue('');

  await added.getByRole('button', { name: /^Remove / }).click();
  await expect(section.getByRole('list', { name: 'Added certificate authorities' })).toHaveCount(0);
});
