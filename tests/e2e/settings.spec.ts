/**
 * Settings: a key the marketplace refuses is not stored (and the error says why), removing the key
 * asks first, a custom URL is validated by the core (https, except on this computer), and the
 * theme switches at once and is kept after a restart.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from './fixtures/browser-shell';
import { openView, shellCall, waitForResults, waitForSavedUiState } from './feature-steps';
import type { ConnectionStatus } from '../../shared/ipc-contract';

const REFUSED_KEY = `ls_live_${'Q'.repeat(32)}`;

async function connectionStatus(page: import('@playwright/test').Page): Promise<ConnectionStatus> {
  const result = await shellCall<ConnectionStatus>(page, 'connection:status');
  if (!result.ok) throw new Error(result.error.message);
  return result.value;
}

/** Every file under `dir` whose bytes contain `needle`. */
function filesContaining(dir: string, needle: string): string[] {
  const found: string[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile()) continue;
    const file = path.join(entry.parentPath, entry.name);
    if (readFileSync(file).includes(needle)) found.push(file);
  }
  return found;
}

test('a refused key gives a clear error and nothing is stored', async ({ page, restart, userDataDir }) => {
  await waitForResults(page);
  await openView(page, 'Settings');
  const before = await connectionStatus(page);
  expect(before.hasKey).toBe(true);
  await expect(page.getByTestId('masked-key')).toHaveText(before.maskedKey ?? '');
  await expect(page.getByText(before.keyStorageName ?? '', { exact: true })).toBeVisible();

  const keyField = page.getByLabel('Replace with a new key');
  await expect(keyField).toHaveAttribute('type', 'password');
  await keyField.fill(REFUSED_KEY);
  await page.getByRole('button', { name: 'Save key' }).click();
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
  await page.getByLabel('Replace with a new key').fill('ls_x');
  await page.getByRole('button', { name: 'Save key' }).click();
  await expect(page.getByText('That key is too short.')).toBeVisible();
});

test('a custom URL is checked by the core, and the message shows beside the field', async ({ page }) => {
  await waitForResults(page);
  await openView(page, 'Settings');
  const before = await connectionStatus(page);
  await page.getByRole('radio', { name: 'Custom URL' }).check();
  const url = page.getByLabel('Base URL');
  const use = page.getByRole('button', { name: 'Use this marketplace' });

  await use.click();
  await expect(page.getByText('Enter the marketplace’s base URL, for example https://api.example.com.')).toBeVisible();

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
  const apiKey = page.getByRole('region', { name: 'API key' });
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
