/**
 * A misspelt search: the marketplace corrects it and the screen says so ("Showing results for
 * defect detection · Search instead for defcet"); one click searches the words as typed.
 */
import type { Page, Request } from '@playwright/test';
import { expect, screenshotPath, test } from './fixtures/browser-shell';
import { axeViolations, waitForResults } from './feature-steps';
import { shellChannelOf } from '../harness/app/app-calls';

/** The search requests the renderer sends to the core, with their inputs. */
function recordSearches(page: Page): Array<Record<string, unknown>> {
  const searches: Array<Record<string, unknown>> = [];
  page.on('request', (request: Request) => {
    if (request.method() === 'POST' && shellChannelOf(request.url()) === 'datasets:search') {
      searches.push(JSON.parse(request.postData() ?? '{}') as Record<string, unknown>);
    }
  });
  return searches;
}

test('a corrected search says so, and "Search instead for" runs the words as typed', async ({ page }) => {
  await waitForResults(page);
  const box = page.getByRole('searchbox', { name: 'Search datasets' });
  await box.fill('defcet detection');
  const notice = page.getByRole('status').filter({ hasText: /^Showing results for/ });
  await expect(notice).toContainText('Showing results for defect detection');
  await expect(notice.locator('em').first()).toHaveText('defect');
  const instead = notice.getByRole('button', { name: 'Search instead for defcet' });
  await expect(instead).toBeVisible();
  // Every word was found once corrected: no line of missing words.
  await expect(page.getByRole('status').filter({ hasText: /^No dataset has every word/ })).toHaveCount(0);

  for (const viewport of [
    { width: 1280, height: 800 },
    { width: 420, height: 800 },
  ]) {
    for (const theme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme: theme, reducedMotion: 'reduce' });
      await page.setViewportSize(viewport);
      await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
      await expect(instead).toBeVisible();
      await page.screenshot({ path: screenshotPath(`search-correction-${viewport.width}x${viewport.height}-${theme}`) });
      expect(await axeViolations(page), `axe, ${theme} ${viewport.width}×${viewport.height}`).toEqual([]);
    }
  }

  const searches = recordSearches(page);
  await instead.click();
  await expect(box).toHaveValue('defcet detection');
  await expect(notice).toHaveCount(0);
  // The words as typed: "defcet" is in no dataset, and the screen says the results lack it.
  await expect(page.getByRole('status').filter({ hasText: /^No dataset has every word/ })).toContainText('all but “defcet”');
  expect(searches).toHaveLength(1);
  expect(searches[0]).toMatchObject({ q: 'defcet detection', q_as_typed: true });

  // Typing again searches corrected again.
  await box.fill('defcet inspection');
  await expect(notice).toContainText('Showing results for defect inspection');
  expect(searches.at(-1)).not.toHaveProperty('q_as_typed');
});
