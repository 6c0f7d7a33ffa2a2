/**
 * The Preview tab on the embedded marketplace's PDF, MP4 and chat samples: a PDF's pages drawn
 * with the file's facts and text, an MP4's tracks and first frames, and JSON Lines chat rows as
 * conversations. No Content-Security-Policy violation (pdf.js and mp4box run in the preview's
 * worker; pdf.js parses in a nested same-origin worker, with eval off).
 */
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures/browser-shell';
import { openPreview, shootAtSizes, watchPolicy } from './sample-steps';
import { axeViolations } from './feature-steps';

// Generating a clip, drawing pages, axe and the screenshots take minutes on a loaded machine.
test.describe.configure({ timeout: 240_000 });

/** How many distinct grey levels a canvas holds: a drawn page or frame has many, a blank one 1. */
const levelsOf = (canvas: ReturnType<Page['getByRole']>) =>
  canvas.evaluate((element: HTMLCanvasElement) => {
    const { data } = element.getContext('2d')!.getImageData(0, 0, element.width, element.height);
    return new Set(data.filter((_, i) => i % 4 === 0)).size;
  });

/** With SAMPLE_PREVIEW_SHOTS set, the pane scrolled to `view`, at each size and theme. */
const shoot = (page: Page, pane: Locator, name: string, view: Locator) =>
  shootAtSizes(page, name, async (file) => {
    await view.scrollIntoViewIfNeeded();
    await pane.screenshot({ path: `${file}.png` });
  });

test('PDF: the page drawn, with the page count, page size, the document’s title and producer, and its text', async ({ page }) => {
  const violations = watchPolicy(page);
  const pane = await openPreview(page, 'pdf', { timeout: 120_000 });
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
  const pane = await openPreview(page, 'mp4', { timeout: 120_000 });
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
  const pane = await openPreview(page, 'jsonl', {
    words: ['Conversations', 'Dialogues', 'Instruction'],
    title: /Conversations|Dialogues|Instruction-Response|Question-Answer/,
    timeout: 120_000,
  });
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
