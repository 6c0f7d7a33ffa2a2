/**
 * Saved searches end to end: save the current search under a name, find it in the sidebar after
 * a restart, run it (its text and filters come back), and see how many results are new since it
 * last ran.
 */
import { expect, test } from './fixtures/browser-shell';
import { shellCall, waitForResults, waitForSavedUiState } from './feature-steps';
import type { UiState } from '../../shared/ipc/ipc-contract';

test('save a search, run it from the sidebar after a restart, see what is new since the last run', async ({ page, restart }) => {
  test.setTimeout(120_000);
  await waitForResults(page);
  const everything = await page.locator('.search-toolbar__total').textContent();
  const searchBox = page.getByRole('searchbox', { name: 'Search datasets' });
  await searchBox.fill('speech');
  await page.getByRole('region', { name: 'Filters' }).getByRole('textbox', { name: 'Licence contains' }).fill('CC');
  await expect(page.locator('.search-toolbar__total')).not.toHaveText(everything ?? '');
  await expect(page.locator('.search-toolbar__total')).toHaveText(/^\d[\d,]* datasets?$/);
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  const total = await page.locator('.search-toolbar__total').textContent();

  // Save under a name; the text is offered as the name; an empty name is refused.
  await page.getByRole('button', { name: 'Save search' }).click();
  const dialog = page.getByRole('dialog', { name: 'Save this search' });
  const name = dialog.getByRole('textbox', { name: 'Name' });
  await expect(name).toHaveValue('speech');
  await name.fill('  ');
  await dialog.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(dialog.getByText('Give the search a name.')).toBeVisible();
  await name.fill('Speech, open licences');
  await dialog.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('region', { name: 'Saved searches' }).getByRole('button', { name: 'Run saved search Speech, open licences' })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Saved “Speech, open licences”.' })).toBeVisible();

  // Restart with a different search on screen; the saved one is in the sidebar and runs.
  await searchBox.fill('vision');
  await waitForSavedUiState(page, (state) => state.savedSearches.length === 1 && state.search.q === 'vision');
  await restart();
  await waitForResults(page);
  const beforeRun = await shellCall<UiState>(page, 'ui-state:get');
  if (!beforeRun.ok) throw new Error(beforeRun.error.message);
  const savedAt = beforeRun.value.savedSearches[0]?.lastRunAt;
  await page.getByRole('button', { name: 'Run saved search Speech, open licences' }).click();
  await expect(page.getByRole('searchbox', { name: 'Search datasets' })).toHaveValue('speech');
  await expect(page.getByRole('region', { name: 'Filters' }).getByRole('textbox', { name: 'Licence contains' })).toHaveValue('CC');
  await expect(page.locator('.search-toolbar__total')).toHaveText(total ?? '');
  // Saving was its first run: nothing in the unchanged catalog is new since then.
  await expect(page.getByRole('status').filter({ hasText: /^“Speech, open licences”: No results are new since you last ran it/ })).toBeVisible();

  // Say it last ran long ago, newest first: every dataset listed since then counts as new.
  // (Wait for the app to save this run first, or its save would overwrite the edit below.)
  await waitForSavedUiState(page, (saved) => saved.search.q === 'speech' && saved.savedSearches[0]?.lastRunAt !== savedAt);
  const state = await shellCall<UiState>(page, 'ui-state:get');
  if (!state.ok) throw new Error(state.error.message);
  const older: UiState = {
    ...state.value,
    search: { ...state.value.search, q: 'other' },
    savedSearches: state.value.savedSearches.map((search) => ({
      ...search,
      lastRunAt: '2000-01-01T00:00:00.000Z',
      search: { ...search.search, sort: 'created_at', order: 'desc' },
    })),
  };
  expect((await shellCall(page, 'ui-state:set', older)).ok).toBe(true);
  await page.reload();
  await page.getByRole('button', { name: 'Run saved search Speech, open licences' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: /^“Speech, open licences”: (At least )?\d+ results? (is|are) new since you last ran it/ }),
  ).toBeVisible();

  // Editing the search by hand ends the run (the notice goes); the saved search can be removed.
  await page.getByRole('searchbox', { name: 'Search datasets' }).fill('speech corpus');
  await expect(page.getByRole('status').filter({ hasText: 'new since you last ran it' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Remove saved search Speech, open licences' }).click();
  await expect(page.getByRole('button', { name: 'Run saved search Speech, open licences' })).toHaveCount(0);
});
