/**
 * Steps the Preview tab's specs share: open the first dataset of a format (through its #dataset
 * link) on its Preview tab, collect Content-Security-Policy violations, and save a view's shots at
 * 1280 and 420 px, light and dark, when SAMPLE_PREVIEW_SHOTS names a folder.
 */
import type { Locator, Page } from '@playwright/test';
import type { DatasetPageReading } from '../../shared/domain/readings/dataset-reading';
import { expect } from './fixtures/browser-shell';
import { shellCall, waitForResults } from './feature-steps';

export interface DatasetChoice {
  /** Searched in turn with the format (default: the format alone). */
  words?: readonly string[];
  /** The first result whose title matches (default: the first result). */
  title?: RegExp;
}

/** Opens the first dataset of `format` (and `choice`); returns its pane. */
export async function openDataset(page: Page, format: string, choice: DatasetChoice = {}): Promise<Locator> {
  await waitForResults(page);
  const title = choice.title ?? /(?:)/;
  let item: DatasetPageReading['items'][number] | undefined;
  for (const q of choice.words ?? ['']) {
    const found = await shellCall<DatasetPageReading>(page, 'datasets:search', { format, ...(q ? { q } : {}), per_page: choice.title ? 50 : 1 });
    item ??= found.ok ? found.value.items.find((candidate) => title.test(candidate.title?.value ?? '')) : undefined;
  }
  if (item === undefined) throw new Error(`no ${format} dataset${choice.title ? ` titled ${choice.title}` : ''} in the catalog`);
  await page.evaluate((slug) => {
    location.hash = `dataset=${slug}`;
  }, item.slug?.value ?? item.id);
  return page.getByRole('region', { name: item.title?.value ?? '', exact: true });
}

/** The same, on its Preview tab, once the sample is there (generating some samples takes a while under load). */
export async function openPreview(page: Page, format: string, choice: DatasetChoice & { timeout?: number } = {}): Promise<Locator> {
  const pane = await openDataset(page, format, choice);
  await pane.getByRole('tablist', { name: 'Dataset sections' }).getByRole('tab', { name: 'Preview' }).click();
  await expect(pane.getByRole('group', { name: 'About this sample' })).toContainText('A sample, not the dataset', { timeout: choice.timeout ?? 30_000 });
  return pane;
}

/** Content-Security-Policy violations and page errors, as they happen. */
export function watchPolicy(page: Page): string[] {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy|Refused to/i.test(message.text())) violations.push(message.text());
  });
  page.on('pageerror', (error) => violations.push(error.message));
  return violations;
}

/**
 * With SAMPLE_PREVIEW_SHOTS set, `take` saves shots at each size and theme, under `<folder>/<name>-<width>-<theme>`,
 * then puts the page back at its size and theme for what the test does next.
 */
export async function shootAtSizes(page: Page, name: string, take: (pathWithoutExtension: string) => Promise<unknown>): Promise<void> {
  const folder = process.env.SAMPLE_PREVIEW_SHOTS;
  if (!folder) return;
  const size = page.viewportSize();
  for (const width of [1280, 420])
    for (const colorScheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme });
      await page.setViewportSize({ width, height: 800 });
      await take(`${folder}/${name}-${width}-${colorScheme}`);
    }
  await page.emulateMedia({ colorScheme: null });
  if (size) await page.setViewportSize(size);
}
