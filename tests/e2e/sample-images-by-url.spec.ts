/**
 * A COCO sample served as its annotation file alone, its images named by `file_name` relative
 * to the sample's address: the core fetches them from the embedded marketplace at once (its own
 * address, never counted), and the Preview draws them with their boxes in the image grid, saying
 * where they came from. No Content-Security-Policy violation (the images are data: URLs).
 */
import type { Page } from '@playwright/test';
import type { DatasetPageReading } from '../../shared/domain/readings/dataset-reading';
import { servesImagesByUrl } from '@dmd/marketplace/testing';
import { expect, test } from './fixtures/browser-shell';
import { axeViolations, shellCall, waitForResults } from './feature-steps';

async function openCocoByUrl(page: Page) {
  await waitForResults(page);
  const found = await shellCall<DatasetPageReading>(page, 'datasets:search', { format: 'coco', per_page: 50 });
  if (!found.ok) throw new Error('the search failed');
  const item = found.value.items.find((entry) => servesImagesByUrl({ id: entry.id, format: 'coco' }));
  if (item === undefined) throw new Error('no COCO dataset whose sample names its images by address');
  await page.evaluate((slug) => {
    location.hash = `dataset=${slug}`;
  }, item.slug?.value ?? item.id);
  const pane = page.getByRole('region', { name: item.title?.value ?? '', exact: true });
  await pane.getByRole('tablist', { name: 'Dataset sections' }).getByRole('tab', { name: 'Preview' }).click();
  return pane;
}

test('images a COCO file names by address: fetched from the marketplace at once and drawn with their boxes', async ({ page }) => {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy|Refused to/i.test(message.text())) violations.push(message.text());
  });
  page.on('pageerror', (error) => violations.push(error.message));
  const pane = await openCocoByUrl(page);
  const note = pane.getByRole('region', { name: 'Images named by address' });
  await expect(note).toContainText(
    /^The COCO labels name 8 images by address, not inside the sample: 8 images fetched from 127\.0\.0\.1:\d+ \([\d.]+ KB\), shown with their boxes\./,
    {
      timeout: 20_000,
    },
  );
  await expect(note.getByRole('button')).toHaveCount(0);
  await expect(pane.getByRole('group', { name: 'About this sample' })).toContainText('the marketplace itself · not counted against your quota');
  await expect(pane.getByRole('heading', { name: '8 images with COCO labels' })).toBeVisible();
  const images = pane.getByRole('img', { name: /^\d{6}\.jpg: \d+ \w+/ });
  await expect(images).toHaveCount(8);
  await expect(images.first()).toHaveJSProperty('complete', true);
  expect(await images.first().evaluate((image: HTMLImageElement) => image.naturalWidth)).toBe(256);
  await expect(pane.locator('.sample-image__boxes').first()).toBeVisible();
  await expect(pane.getByRole('list', { name: 'Classes' }).getByRole('listitem').first()).toBeVisible();
  expect(violations).toEqual([]);
  expect(await axeViolations(page)).toEqual([]);

  const folder = process.env.SAMPLE_PREVIEW_SHOTS;
  if (folder)
    for (const width of [1280, 420])
      for (const colorScheme of ['light', 'dark'] as const) {
        await page.emulateMedia({ colorScheme });
        await page.setViewportSize({ width, height: 800 });
        await pane.screenshot({ path: `${folder}/coco-by-url-${width}-${colorScheme}.png` });
      }
});
