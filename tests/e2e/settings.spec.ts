/**
 * Settings: one form for the marketplace and its key, with one Save. A key the marketplace
 * refuses is not stored (and the error says why), removing the key asks first, a custom URL is
 * validated by the core (https, except on this computer; a bare 127.0.0.1:port gets http://),
 * the header's quota and tier follow a new connection at once, nothing on Settings sends you to
 * Settings, and the theme switches at once and is kept after a restart.
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startMarketplace, type RunningMarketplace } from '@dmd/marketplace';
import { expect, screenshotPath, test } from './fixtures/browser-shell';
import { chooseTheme, openView, shellCall, waitForResults, waitForSavedUiState } from './feature-steps';
import type { ConnectionStatus } from '../../shared/ipc/ipc-contract';

const REFUSED_KEY = `ls_live_${'Q'.repeat(32)}`;

async function connectionStatus(page: import('@playwright/test').Page): Promise<ConnectionStatus> {
  const result = await shellCall<ConnectionStatus>(page, 'connection:status');
  if (!result.ok) throw new Error(result.error.message);
  return result.value;
}

/**
 * Every file under `dir` whose bytes contain `needle`. The app runs meanwhile: a file removed
 * between the listing and its reading (the marketplace's clean-close stamp) holds nothing.
 */
function filesContaining(dir: string, needle: string): string[] {
  const found: string[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile()) continue;
    const file = path.join(entry.parentPath, entry.name);
    const bytes = readIfStillThere(file);
    if (bytes?.includes(needle)) found.push(file);
  }
  return found;
}

function readIfStillThere(file: string): Buffer | null {
  try {
    return readFileSync(file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
}

test('a refused key gives a clear error and nothing is stored', async ({ page, restart, userDataDir }) => {
  await waitForResults(page);
  await openView(page, 'Settings');
  const before = await connectionStatus(page);
  expect(before.hasKey).toBe(true);
  await expect(page.getByTestId('masked-key')).toHaveText(before.maskedKey ?? '');
  await expect(page.getByText(before.keyStorageName ?? '', { exact: true })).toBeVisible();

  const keyField = page.getByLabel('Replace the key (optional)');
  await expect(keyField).toHaveAttribute('type', 'password');
  await keyField.fill(REFUSED_KEY);
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText(/did not accept this key, so it was not saved/)).toBeVisible();
  await expect(keyField).toHaveAttribute('aria-invalid', 'true');

  // Nothing changed, now or after a restart, and the refused key was written nowhere.
  expect((await connectionStatus(page)).maskedKey).toBe(before.maskedKey);
  await expect(page.getByTestId('masked-key')).toHaveText(before.maskedKey ?? '');
  await restart();
  expect(filesContaining(userDataDir, REFUSED_KEY)).toEqual([]);
  // A key kept in memory only (no keychain on this machine) does not outlive the run; a stored one does.
  if (before.keyStorage !== 'memory') expect((await connectionStatus(page)).maskedKey).toBe(before.maskedKey);

  // A key too short for the core: its message, inline.
  await openView(page, 'Settings');
  await page.getByLabel('Replace the key (optional)').fill('ls_x');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('That key is too short.')).toBeVisible();
});

test('a custom URL is checked by the core, and the message shows beside the field', async ({ page }) => {
  await waitForResults(page);
  await openView(page, 'Settings');
  const before = await connectionStatus(page);
  await page.getByRole('radio', { name: 'Custom URL' }).check();
  const url = page.getByLabel('Base URL');
  const use = page.getByRole('button', { name: 'Save', exact: true });

  await use.click();
  await expect(page.getByText('Enter the marketplace’s address, for example https://api.example.com or 127.0.0.1:4600.')).toBeVisible();

  await url.fill('http://marketplace.example.com');
  await use.click();
  await expect(url).toHaveAttribute('aria-invalid', 'true');
  await expect(url).toHaveAccessibleDescription(/https/i);

  await url.fill('not a url');
  await use.click();
  await expect(url).toHaveAttribute('aria-invalid', 'true');

  // Nothing was switched.
  const after = await connectionStatus(page);
  expect(after.kind).toBe('embedded');
  expect(after.baseUrl).toBe(before.baseUrl);
});

test('the theme switches at once and is kept after a restart', async ({ page, restart }) => {
  await waitForResults(page);
  await openView(page, 'Settings');
  const theme = page.getByRole('group', { name: 'Theme' });
  await theme.getByRole('radio', { name: 'Dark' }).check();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await theme.getByRole('radio', { name: 'Light' }).check();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
  await theme.getByRole('radio', { name: 'Dark' }).check();
  await waitForSavedUiState(page, (state) => state.theme === 'dark');
  await restart();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await openView(page, 'Settings');
  await expect(page.getByRole('group', { name: 'Theme' }).getByRole('radio', { name: 'Dark' })).toBeChecked();
});

test('Remove key asks first: Cancel and Escape keep the key, confirming removes it', async ({ page }) => {
  await waitForResults(page);
  await openView(page, 'Settings');
  const before = await connectionStatus(page);
  expect(before.hasKey).toBe(true);
  const apiKey = page.getByRole('region', { name: 'Marketplace and API key' });
  const remove = apiKey.getByRole('button', { name: 'Remove key' });
  const dialog = page.getByRole('dialog', { name: 'Remove the API key?' });

  // Cancel: the dialog closes, focus goes back to the button, the key stays.
  await remove.click();
  await expect(dialog).toBeVisible();
  // On the demo marketplace a removed key is followed by a new demo key, and the dialog says so.
  await expect(dialog).toContainText('The demo marketplace then issues a new key for its demo account.');
  // The safe choice has the focus first.
  await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await expect(remove).toBeFocused();
  expect((await connectionStatus(page)).hasKey).toBe(true);

  // Escape: the same.
  await remove.click();
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  expect((await connectionStatus(page)).maskedKey).toBe(before.maskedKey);
  await expect(page.getByTestId('masked-key')).toHaveText(before.maskedKey ?? '');

  // Confirm: the core forgets the key, the demo marketplace issues a new one, and the screen says so.
  await remove.click();
  await dialog.getByRole('button', { name: 'Remove key' }).click();
  await expect(dialog).toBeHidden();
  await expect(apiKey.getByRole('status').filter({ hasText: 'Key removed. The demo marketplace issued a new demo key.' })).toBeVisible();
  const after = await connectionStatus(page);
  expect(after.hasKey).toBe(true);
  expect(after.maskedKey).toMatch(/^ls_demo_/);
  expect(after.maskedKey).not.toBe(before.maskedKey);
  await expect(page.getByTestId('masked-key')).toHaveText(after.maskedKey ?? '');
  // The new demo account works: searching goes on, with no error.
  await openView(page, 'Search');
  await page.getByRole('searchbox', { name: 'Search datasets' }).fill('scans');
  await expect(page.locator('.search-toolbar__total')).toHaveText(/^\d[\d,]* datasets?$/);
  await expect(page.locator('.app-banners').getByRole('alert')).toHaveCount(0);
});

test.describe('another marketplace on this computer', () => {
  let dir: string;
  let other: RunningMarketplace;
  test.beforeAll(async () => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'dmd-e2e-settings-'));
    other = await startMarketplace({ dbFile: path.join(dir, 'catalog.db'), datasets: 200 });
  });
  test.afterAll(async () => {
    await other.close();
    rmSync(dir, { recursive: true, force: true });
  });

  test('one Save connects to a bare 127.0.0.1:port with its key, and the header shows its quota and tier at once', async ({ page }) => {
    await waitForResults(page);
    const meter = page.getByRole('meter', { name: 'Daily request quota' });
    await expect(meter).toHaveAttribute('aria-valuemax', '100');
    await expect(page.locator('.quota-meter__tier')).toHaveText('Free');

    await openView(page, 'Settings');
    const form = page.getByRole('region', { name: 'Marketplace and API key' });
    await form.getByRole('radio', { name: 'Custom URL' }).check();
    await form.getByLabel('Base URL').fill(`127.0.0.1:${other.port}`);
    await form.getByLabel('API key').fill(other.proKey);
    await expect(form.getByRole('button', { name: 'Save', exact: true })).toHaveCount(1);
    await form.getByRole('button', { name: 'Save', exact: true }).click();

    // The address as the core settled on it, and one sentence for both parts.
    await expect(
      form.getByRole('status').filter({ hasText: `Now using http://127.0.0.1:${other.port}. Key checked with the marketplace and saved` }),
    ).toBeVisible();
    await expect(form.getByLabel('Base URL')).toHaveValue(`http://127.0.0.1:${other.port}`);
    // The pro account's quota and tier, without waiting for another request.
    await expect(meter).toHaveAttribute('aria-valuemax', '2000');
    await expect(meter).toHaveText(/^[\d,]+ left · resets in/);
    await expect(page.locator('.quota-meter__tier')).toHaveText('Pro');
    // A custom marketplace is no demo: nothing invites to connect an account.
    await expect(page.locator('.app-banners').getByRole('button')).toHaveCount(0);

    await openView(page, 'Search');
    await waitForResults(page);
    await expect(page.locator('.search-toolbar__range')).toHaveText('Showing 1–20 of 200 datasets');
  });

  test('a key the other marketplace refuses changes nothing: the app stays where it was', async ({ page }) => {
    await waitForResults(page);
    await openView(page, 'Settings');
    const form = page.getByRole('region', { name: 'Marketplace and API key' });
    await form.getByRole('radio', { name: 'Custom URL' }).check();
    await form.getByLabel('Base URL').fill(`127.0.0.1:${other.port}`);
    await form.getByLabel('API key').fill('ls_live_NotKnownNotKnownNotKnown1234');
    await form.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(form.getByText(/did not accept this key, so it was not saved/)).toBeVisible();
    const status = await shellCall<ConnectionStatus>(page, 'connection:status');
    expect(status.ok && status.value.kind).toBe('embedded');
    await expect(page.locator('.quota-meter__tier')).toHaveText('Free');
  });

  test('a marketplace without a key: its banner leads to Settings, and on Settings nothing sends you there again', async ({ page }) => {
    await waitForResults(page);
    await openView(page, 'Settings');
    const form = page.getByRole('region', { name: 'Marketplace and API key' });
    await form.getByRole('radio', { name: 'Custom URL' }).check();
    await form.getByLabel('Base URL').fill(`localhost:${other.port}`);
    await form.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(form.getByRole('status')).toHaveText(`Now using http://localhost:${other.port}. No key is saved for it yet: paste one and Save.`);

    await openView(page, 'Search');
    // No key was sent, so none was refused: the banner says what is missing, with no raw code, and points to Settings once.
    const banner = page.locator('.app-banners').getByRole('alert').filter({ hasText: 'No API key for this marketplace' });
    await expect(banner).toBeVisible();
    await expect(banner).not.toContainText('not accepted');
    await expect(banner).not.toContainText('Add one in Settings');
    await expect(page.getByText('no_key')).toHaveCount(0);
    // The search pane does not repeat the banner: the way out is offered once, and the results say what they wait for.
    await expect(page.getByRole('heading', { name: 'No results to show yet' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Open Settings' })).toHaveCount(1);
    await expect(page.getByText('No API key is set for this marketplace')).toHaveCount(1);
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await banner.getByRole('button', { name: 'Open Settings' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
    // Still said, but as a pointer to the form here, with no button to where you already are.
    await expect(banner).toContainText('below');
    await expect(banner).not.toContainText('in Settings');
    await expect(page.getByRole('button', { name: 'Open Settings' })).toHaveCount(0);
    await page.screenshot({ path: screenshotPath('settings-key-problem-1280x800-light') });
    await chooseTheme(page, 'Dark');
    await page.screenshot({ path: screenshotPath('settings-key-problem-1280x800-dark') });
  });

  test('a wrong address: checked before switching, the real cause named, nothing changed', async ({ page }) => {
    await waitForResults(page);
    await openView(page, 'Settings');
    const form = page.getByRole('region', { name: 'Marketplace and API key' });
    await form.getByRole('radio', { name: 'Custom URL' }).check();
    await form.getByLabel('Base URL').fill('http://127.0.0.1:1');
    await form.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(form.getByText(/Nothing answered at http:\/\/127\.0\.0\.1:1, so the app stays on the marketplace it uses now/)).toBeVisible();
    const status = await shellCall<ConnectionStatus>(page, 'connection:status');
    expect(status.ok && status.value.kind).toBe('embedded');
    await expect(page.locator('.app-banners').getByText(/not accepted|no_key/)).toHaveCount(0);
    await page.screenshot({ path: screenshotPath('settings-wrong-address-1280x800-light') });
  });
});
