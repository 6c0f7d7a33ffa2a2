/**
 * "Fits my use" end to end: each result says, in the app's reading, whether its licence fits the
 * intended use; the switch hides those that do not and says how many, while the marketplace's
 * total stays as the marketplace stated it; the use is the compatibility check's.
 */
import { expect, test } from './fixtures/browser-shell';
import type { RequestLog } from '../../shared/ipc/ipc-contract';
import { openView, resultsList, settledRequestCount, shellCall, waitForResults, waitForSavedUiState } from './feature-steps';

test('use-fit marks, the switch hides what does not fit, the total stays the marketplace’s', async ({ page, restart }) => {
  await waitForResults(page);
  const total = page.locator('.search-toolbar__total');
  const totalText = await total.textContent();

  await page.getByRole('combobox', { name: 'Intended use' }).selectOption('commercial_training');
  const marks = resultsList(page).locator('.use-fit');
  await expect(marks.first()).toBeVisible();
  // Every mark is labelled as the app's reading, for screen readers and on hover.
  await expect(marks.first()).toContainText("App's reading:");
  await expect(marks.first()).toHaveAttribute('title', /app's reading/i);
  const blocked = resultsList(page).locator('.use-fit--blocked, .use-fit--unknown');
  expect(await blocked.count()).toBeGreaterThan(0);

  // The start's own requests (the account, the categories) may still go out after its first results.
  const sent = await settledRequestCount(page);
  await page.getByRole('switch', { name: 'Fits my use' }).check();
  const note = page.getByRole('status').filter({ hasText: /^Hiding \d+ of \d+ loaded results that do not fit commercial training in the app’s reading/ });
  await expect(note).toBeVisible();
  await expect(resultsList(page).locator('.use-fit--blocked, .use-fit--unknown')).toHaveCount(0);
  await expect(total).toHaveText(totalText ?? '');
  // Hiding is done on what is loaded: it asks for no dataset's records (the list may load its next page to fill the rows it hid).
  const log = await shellCall<RequestLog>(page, 'session:requests');
  expect(log.ok && log.value.entries.filter((entry) => entry.id > sent).every((entry) => /^\/v1\/datasets\?/.test(entry.path))).toBe(true);

  // The use is the one the compatibility check uses.
  await openView(page, 'Compatibility');
  await expect(page.getByLabel('Intended use')).toHaveValue('commercial_training');

  // Research: more results fit; the switch and use survive a restart.
  await openView(page, 'Search');
  await page.getByRole('combobox', { name: 'Intended use' }).selectOption('research');
  await waitForSavedUiState(page, (state) => state.fitsMyUse && state.compatibility.useCase === 'research');
  await restart();
  await waitForResults(page);
  await expect(page.getByRole('switch', { name: 'Fits my use' })).toBeChecked();
  await expect(page.getByRole('combobox', { name: 'Intended use' })).toHaveValue('research');
  await expect(page.getByRole('status').filter({ hasText: /fit research/ })).toBeVisible();

  // "Show all" turns the switch off.
  await page.getByRole('combobox', { name: 'Intended use' }).selectOption('commercial_training');
  await page.getByRole('button', { name: 'Show all' }).click();
  await expect(page.getByRole('switch', { name: 'Fits my use' })).not.toBeChecked();
});
