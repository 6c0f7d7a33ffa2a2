/**
 * The compatibility flow end to end: datasets go into the tray from search results, an 11th is
 * refused, the check shows a verdict with its reasons, the result copies as Markdown, and the
 * tray is still there after the app restarts. The verdict is one message (its colour that of its
 * worst finding, each restriction naming its dataset, whose reading it is), a removed blocker is
 * put back with one click, and a check answered before is shown again without a request.
 */
import { expect, test } from './fixtures/browser-shell';
import {
  addButtons,
  checkLicenses,
  fillTrayFromSearch,
  openView,
  requestsSent,
  resultsList,
  spendQuotaDownTo,
  trayCount,
  waitForResults,
  waitForSavedQuery,
  waitForSavedUiState,
} from './feature-steps';

/** A title as the Markdown copy writes it. */
const asMarkdown = (text: string) => text.replace(/([\\`*_[\]<>|#])/g, '\\$1');

test('add from search, refuse the 11th, check, copy as Markdown, tray survives a restart', async ({ page, context, restart }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await waitForResults(page);

  // Three datasets from the results; the sidebar counts them.
  const firstThree: string[] = [];
  for (let index = 0; index < 3; index += 1) {
    const button = addButtons(page).first();
    const name = (await button.textContent()) ?? '';
    firstThree.push(name.replace(/^Add (.+) to compatibility check$/, '$1'));
    await button.click();
  }
  expect(await trayCount(page)).toBe(3);
  await expect(resultsList(page).getByRole('button', { name: `Remove ${firstThree[0]} from compatibility check` })).toBeVisible();

  // Up to ten, then the eleventh is refused with a message and the tray stays at ten.
  await fillTrayFromSearch(page, 10);
  await addButtons(page).first().click();
  await expect(page.getByRole('alert').filter({ hasText: 'A check holds at most 10 datasets. Remove one first.' })).toBeVisible();
  expect(await trayCount(page)).toBe(10);

  // Back to the first three in the compatibility view.
  await openView(page, 'Compatibility');
  const tray = page.getByRole('list', { name: 'Datasets in the check' });
  await expect(tray.getByRole('listitem')).toHaveCount(10);
  while ((await tray.getByRole('listitem').count()) > 3) {
    await tray
      .getByRole('listitem')
      .last()
      .getByRole('button', { name: /^Remove .+ from compatibility check$/ })
      .click();
  }
  await expect(tray.getByRole('listitem')).toHaveCount(3);
  for (const title of firstThree) await expect(tray.getByText(title, { exact: true })).toBeVisible();

  await page.getByLabel('Intended use').selectOption('research');
  const check = page.getByRole('button', { name: 'Check compatibility' });
  await expect(check).toBeEnabled();
  await expect(check).toContainText('1 request');
  await check.click();

  // The verdict as a banner with words, the terms, and every dataset by name.
  const verdict = page.locator('.compat-verdict__banner');
  await expect(verdict).toBeVisible();
  await expect(verdict).toContainText(/^(Compatible|Compatible with conditions|Not compatible)/);
  await expect(page.getByRole('region', { name: 'Combined terms' })).toContainText('Model training');
  const findings = page.getByRole('region', { name: 'Datasets', exact: true });
  for (const title of firstThree) await expect(findings.getByRole('heading', { name: title })).toBeVisible();

  // Copy as Markdown, with a visible confirmation, and the clipboard holds the report.
  await page.getByRole('button', { name: 'Copy as Markdown' }).click();
  await expect(page.getByText('Copied to the clipboard as Markdown.')).toBeVisible();
  const markdown = await page.evaluate(() => navigator.clipboard.readText());
  expect(markdown).toMatch(/^# Licence compatibility: /);
  expect(markdown).toContain('- **Use case:** Research');
  for (const title of firstThree) expect(markdown).toContain(asMarkdown(title));

  // The same check again is answered from the cache: no second request, and the button says so.
  const sentBefore = await requestsSent(page);
  await expect(check).toContainText('no request');
  await check.click();
  await expect(verdict).toBeVisible();
  await page.waitForTimeout(300);
  const sentAfter = await requestsSent(page);
  expect(sentAfter).toBe(sentBefore);

  // Restart the app: the tray and the use case are still there.
  await waitForSavedUiState(page, (state) => state.compatibility.tray.length === 3 && state.compatibility.useCase === 'research');
  await restart();
  await openView(page, 'Compatibility');
  const trayAfter = page.getByRole('list', { name: 'Datasets in the check' });
  await expect(trayAfter.getByRole('listitem')).toHaveCount(3);
  for (const title of firstThree) await expect(trayAfter.getByText(title, { exact: true })).toBeVisible();
  await expect(page.getByLabel('Intended use')).toHaveValue('research');
});

test('the Check button says why it is disabled with fewer than two datasets', async ({ page }) => {
  await waitForResults(page);
  await addButtons(page).first().click();
  await openView(page, 'Compatibility');
  const check = page.getByRole('button', { name: 'Check compatibility' });
  await expect(check).toBeDisabled();
  await expect(check).toHaveAccessibleDescription('Add 1 more dataset to check them together.');
});

test('one verdict, one message: amber findings under an amber verdict, each restriction names its dataset, whose reading it is', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await waitForResults(page);
  const [shareAlike, proprietary] = (await checkLicenses(page, ['CC-BY-SA-4.0', 'Proprietary-Commercial'], 'commercial_training')) as [string, string];

  const verdict = page.locator('.compat-verdict__banner');
  await expect(verdict).toContainText('Compatible with conditions');
  await expect(verdict).toHaveClass(/banner--warning/);
  // The share-alike and no-redistribution tension does not block: drawn amber, and said in words.
  const conflict = page.getByRole('region', { name: 'Conflicts' }).locator('.compat-conflict');
  await expect(conflict).toHaveCount(1);
  await expect(conflict).toHaveClass(/compat-conflict--warning/);
  await expect(conflict).toContainText(/^Does not block: a condition to meet\./);
  await expect(page.locator('.compat-flag--no, .compat-conflict--error')).toHaveCount(0);

  // Each restriction names the dataset it comes from; the most restrictive licence too.
  const terms = page.getByRole('region', { name: 'Combined terms' });
  await expect(terms.locator('.compat-flag').filter({ hasText: 'Redistribution' })).toContainText(`Not allowed by ${proprietary} (Proprietary-Commercial)`);
  await expect(terms.locator('.compat-flag').filter({ hasText: 'Share-alike' })).toContainText(`Required by ${shareAlike} (CC-BY-SA-4.0)`);
  await expect(terms).toContainText(`Most restrictive licence, as the marketplace ranks them: Proprietary-Commercial (${proprietary})`);
  const whose = 'This is the marketplace’s reading of the licences, not legal advice.';
  await expect(page.locator('.compat-verdict__whose')).toContainText(whose);

  // The Markdown carries the same message.
  await page.getByRole('button', { name: 'Copy as Markdown' }).click();
  const markdown = await page.evaluate(() => navigator.clipboard.readText());
  expect(markdown).toMatch(/^# Licence compatibility: Compatible with conditions\n/);
  expect(markdown).toContain(`- **Where the verdict comes from:** ${whose}`);
  expect(markdown).toContain(`- Redistribution: not allowed — not allowed by ${asMarkdown(proprietary)} (Proprietary-Commercial)`);
  expect(markdown).toContain('- Does not block: a condition to meet. ');
});

test('a blocked dataset is named in the verdict; one click removes it and checks the rest with one request, one more puts it back with none; the result and the undo outlive a restart and quota 0', async ({
  page,
  restart,
}) => {
  test.setTimeout(120_000);
  await waitForResults(page);
  const [openOne, openTwo, nonCommercial] = (await checkLicenses(page, ['CC0-1.0', 'CC0-1.0', 'CC-BY-NC-4.0'], 'commercial_training')) as [
    string,
    string,
    string,
  ];

  // The verdict says which dataset blocks the use, and why, in the banner itself.
  const verdict = page.locator('.compat-verdict__banner');
  await expect(verdict).toContainText('Not compatible');
  const blockerList = verdict.getByRole('listitem');
  await expect(blockerList).toHaveCount(1);
  await expect(blockerList).toContainText(nonCommercial);
  // Blocking conflicts come first among the conflicts.
  await expect(page.getByRole('region', { name: 'Conflicts' }).locator('.compat-conflict').first()).toContainText(nonCommercial);
  // Under a negative verdict no term is drawn as cleared.
  await expect(page.getByRole('region', { name: 'Combined terms' }).locator('.compat-flag--yes')).toHaveCount(0);

  const sentBefore = await requestsSent(page);
  const remove = page.getByRole('button', { name: 'Remove the blocker and check again' });
  await expect(remove).toContainText('1 request');
  await remove.click();
  await expect(verdict).not.toContainText('Not compatible');
  await expect(verdict).toContainText(/^Compatible/);
  const tray = page.getByRole('list', { name: 'Datasets in the check' });
  await expect(tray.getByRole('listitem')).toHaveCount(2);
  await expect(tray.getByText(nonCommercial, { exact: true })).toHaveCount(0);
  await page.waitForTimeout(300);
  expect(await requestsSent(page)).toBe(sentBefore + 1);

  // One click puts it back where it was, and the earlier check shows again from the cache.
  await expect(page.getByText(`Removed ${nonCommercial} from the check.`)).toBeVisible();
  const putBack = page.getByRole('button', { name: `Put ${nonCommercial} back` });
  await expect(putBack).toContainText('no request');
  await putBack.click();
  await expect(verdict).toContainText('Not compatible');
  await expect(tray.getByRole('listitem')).toHaveCount(3);
  await expect(tray.getByRole('listitem').last()).toContainText(nonCommercial);
  await expect(page.getByRole('button', { name: /^Put .+ back/ })).toHaveCount(0);
  // Removing it again costs nothing now: the rest was checked before.
  await expect(remove).toContainText('no request');
  await remove.click();
  await expect(verdict).toContainText(/^Compatible/);
  await page.waitForTimeout(300);
  expect(await requestsSent(page)).toBe(sentBefore + 1);

  // After a restart, with no quota left, the last result is still there, from the saved cache, and so is the undo.
  await waitForSavedUiState(page, (state) => state.compatibility.lastCheck?.datasetIds.length === 2 && state.compatibility.removed !== undefined);
  await waitForSavedQuery(page, (key) => key.includes('compatibility'));
  await restart();
  await spendQuotaDownTo(page, 0);
  await openView(page, 'Compatibility');
  await expect(page.locator('.compat-verdict__banner')).toContainText(/^Compatible/);
  const findings = page.getByRole('region', { name: 'Datasets', exact: true });
  for (const title of [openOne, openTwo]) await expect(findings.getByRole('heading', { name: title })).toBeVisible();
  const sentAtZero = await requestsSent(page);
  await page.getByRole('button', { name: `Put ${nonCommercial} back` }).click();
  await expect(page.locator('.compat-verdict__banner')).toContainText('Not compatible');
  await expect(page.getByRole('button', { name: 'Check compatibility' })).toBeEnabled();
  await expect(page.getByRole('button', { name: 'Check compatibility' })).toContainText('no request');
  await page.waitForTimeout(300);
  expect(await requestsSent(page)).toBe(sentAtZero);
});
