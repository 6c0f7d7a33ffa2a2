/**
 * The Preview tab on the embedded marketplace's PDF, MP4 and chat samples: a PDF's pages drawn
 * with the file's facts and text, an MP4's tracks and first frames, and JSON Lines chat rows as
 * conversations. No Content-Security-Policy violation (pdf.js and mp4box run in the preview's
 * worker; pdf.js parses in a nested same-origin worker, with eval off).
 */
import type { Page } from '@playwright/test';
import type { DatasetPageReading } from '../../shared/domain/readings/dataset-reading';
import { expect, test } from './fixtures/browser-shell';
import { axeViolations, shellCall, waitForResults } from './feature-steps';

// Generating a clip, drawing pages, axe and the screenshots take minutes on a loaded machine.
test.describe.configure({ timeout: 240_000 });

/** Opens the first dataset the query finds whose title matches, on its Preview tab. */
async function openPreview(page: Page, format: string, words: readonly string[] = [''], title: RegExp = /./) {
  await waitForResults(page);
  let item: DatasetPageReading['items'][number] | undefined;
  for (const q of words) {
    const found = await shellCall<DatasetPageReading>(page, 'datasets:search', { format, ...(q ? { q } : {}), per_page: 50 });
    item ??= found.ok ? found.value.items.find((candidate) => title.test(candidate.title?.value ?? '')) : undefined;
  }
  if (item === undefined) throw new Error(`no ${format} dataset titled ${title} in the catalog`);
  await page.evaluate((slug) => {
    location.hash = `dataset=${slug}`;
  }, item.slug?.value ?? item.id);
  const pane = page.getByRole('region', { name: item.title?.value ?? '', exact: true });
  await pane.getByRole('tablist', { name: 'Dataset sections' }).getByRole('tab', { name: 'Preview' }).click();
  await expect(pane.getByRole('group', { name: 'About this sample' })).toContainText('A sample, not the dataset', { timeout: 120_000 });
  return pane;
}

function watchPolicy(page: Page): string[] {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy|Refused to/i.test(message.text())) violations.push(message.text());
  });
  page.on('pageerror', (error) => violations.push(error.message));
  return violations;
}

/** With SAMPLE_PREVIEW_SHOTS set, the pane at 1280 and 420 px, light and dark, saved there. */
async function shoot(page: Page, pane: ReturnType<Page['getByRole']>, name: string, view: ReturnType<Page['getByRole']>) {
  const folder = process.env.SAMPLE_PREVIEW_SHOTS;
  if (!folder) return;
  for (const width of [1280, 420])
    for (const colorScheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme });
      await page.setViewportSize({ width, height: 800 });
      await view.scrollIntoViewIfNeeded();
      await pane.screenshot({ path: `${folder}/${name}-${width}-${colorScheme}.png` });
    }
}

/** How many distinct grey levels a canvas holds: a drawn page or frame has many, a blank one 1. */
const levelsOf = (canvas: ReturnType<Page['getByRole']>) =>
  canvas.evaluate((element: HTMLCanvasElement) => {
    const { data } = element.getContext('2d')!.getImageData(0, 0, element.width, element.height);
    return new Set(data.filter((_, i) => i % 4 === 0)).size;
  });

test('PDF: the page drawn, with the page count, page size, the document’s title and producer, and its text', async ({ page }) => {
  const violations = watchPolicy(page);
  const pane = await openPreview(page, 'pdf');
  const drawn = pane.getByRole('img', { name: /^Page 1 of [^,]+\.pdf, [\d,.]+ × [\d,.]+ points, drawn$/ });
  await expect(drawn).toBeVisible({ timeout: 30_000 });
  expect(await levelsOf(drawn)).toBeGreaterThan(3);
  await expect(pane.getByRole('row', { name: /^Pages \d+$/ })).toBeVisible();
  await expect(pane.getByRole('row', { name: /^Page size \(page 1\) [\d,.]+ × [\d,.]+ points/ })).toBeVisible();
  await expect(pane.getByRole('row', { name: /^Producer Dataset Marketplace sample writer$/ })).toBeVisible();
  await expect(pane.getByRole('row', { name: /^Title .+: sample / })).toBeVisible();
  await expect(pane.getByRole('heading', { name: /^Page 1 of \d+$/ })).toBeVisible();
  await expect(pane.locator('.sample-text').first()).toContainText(/\w+/);
  await expect(pane.getByRole('group', { name: 'About this sample' })).toContainText(/It holds \d+ pages?/);
  expect(violations).toEqual([]);
  expect(await axeViolations(page)).toEqual([]);
  await shoot(page, pane, 'pdf', drawn);
});

test('MP4: the video track’s codec, size, duration and frame rate, and its first frames drawn', async ({ page }) => {
  const violations = watchPolicy(page);
  const pane = await openPreview(page, 'mp4');
  await expect(pane.getByRole('row', { name: /^Codec Motion JPEG \(mp4v\.6c\)$/ })).toBeVisible({ timeout: 30_000 });
  await expect(pane.getByRole('row', { name: /^Frame size \d+ × \d+ pixels$/ })).toBeVisible();
  await expect(pane.getByRole('row', { name: /^Frames 24, 8 a second/ })).toBeVisible();
  const frames = pane.getByRole('img', { name: /^Frame \d of [^,]+\.mp4, at [\d.]+ s$/ });
  await expect(frames).toHaveCount(4);
  expect(await levelsOf(frames.first())).toBeGreaterThan(3);
  expect(violations).toEqual([]);
  expect(await axeViolations(page)).toEqual([]);
  await shoot(page, pane, 'mp4', frames.first());
});

test('JSON Lines chat rows: each row’s turns with their roles, and the rows as a table', async ({ page }) => {
  const violations = watchPolicy(page);
  const pane = await openPreview(page, 'jsonl', ['Conversations', 'Dialogues', 'Instruction'], /Conversations|Dialogues|Instruction-Response|Question-Answer/);
  const list = pane.getByRole('region', { name: /^The first 50 of 500 conversations \([^)]+\.jsonl\)$/ });
  await expect(list).toBeVisible();
  const first = list.getByRole('article', { name: 'Row 1' });
  await expect(first.getByRole('term').first()).toHaveText(/^(user|instruction)$/);
  await expect(first.getByRole('definition').first()).toHaveText(/\w+/);
  await pane.getByText('The same rows as a table').click();
  await expect(pane.getByRole('heading', { name: /^500 rows \(JSON Lines, / })).toBeVisible();
  expect(violations).toEqual([]);
  expect(await axeViolations(page)).toEqual([]);
  await shoot(page, pane, 'conversations', list);
});
