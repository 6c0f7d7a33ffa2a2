/**
 * The Preview tab on gridded samples of the embedded marketplace, one dataset of each format —
 * HDF5, NetCDF, GRIB2 and Zarr: the variables with their dimensions, shape, type and units, and
 * a heatmap of one slice of the chosen variable, with a variable picker, a keyboard-operable
 * slider over the other dimensions, and a colour scale naming the units and the range. No
 * Content-Security-Policy violation along the way (the readers are pure JavaScript in the worker).
 */
import type { Page } from '@playwright/test';
import type { DatasetPageReading } from '../../shared/domain/readings/dataset-reading';
import { expect, test } from './fixtures/browser-shell';
import { axeViolations, shellCall, waitForResults } from './feature-steps';

async function openPreview(page: Page, format: string) {
  await waitForResults(page);
  const found = await shellCall<DatasetPageReading>(page, 'datasets:search', { format, per_page: 1 });
  if (!found.ok || found.value.items.length === 0) throw new Error(`no ${format} dataset in the catalog`);
  const item = found.value.items[0]!;
  await page.evaluate((slug) => {
    location.hash = `dataset=${slug}`;
  }, item.slug?.value ?? item.id);
  const pane = page.getByRole('region', { name: item.title?.value ?? '', exact: true });
  await pane.getByRole('tablist', { name: 'Dataset sections' }).getByRole('tab', { name: 'Preview' }).click();
  await expect(pane.getByRole('group', { name: 'About this sample' })).toContainText('A sample, not the dataset', { timeout: 20_000 });
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

async function shoot(page: Page, pane: ReturnType<Page['getByRole']>, name: string) {
  const folder = process.env.SAMPLE_PREVIEW_SHOTS;
  if (!folder) return;
  for (const width of [1280, 420])
    for (const colorScheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme });
      await page.setViewportSize({ width, height: 800 });
      await pane.screenshot({ path: `${folder}/${name}-${width}-${colorScheme}.png` });
      await pane.getByRole('region', { name: 'Heatmap of one slice' }).screenshot({ path: `${folder}/${name}-${width}-${colorScheme}-heatmap.png` });
      await pane.getByRole('region', { name: 'Variables' }).screenshot({ path: `${folder}/${name}-${width}-${colorScheme}-variables.png` });
    }
}

// The demo's whole catalog: its 3 Zarr datasets are not among the first 600.
test.use({ shellOptions: { datasets: 2000 } });

const FORMATS = [
  { format: 'hdf5', detail: /^HDF5, \d+ datasets? · \d+ variables?$/ },
  { format: 'netcdf', detail: /^NetCDF classic \(CDF-1\) · \d+ variables$/ },
  { format: 'grib2', detail: /^GRIB2, \d+ messages · \d+ variables$/ },
  { format: 'zarr', detail: /^Zarr v2 store, \d+ arrays · \d+ variables$/ },
];

for (const { format, detail } of FORMATS) {
  test(`${format}: the variables, and a heatmap of one slice with a picker, a slider and a colour scale`, async ({ page }) => {
    const violations = watchPolicy(page);
    const pane = await openPreview(page, format);
    await expect(pane.getByText(detail)).toBeVisible();
    const variables = pane.getByRole('region', { name: 'Variables' });
    for (const header of ['Name', 'Dimensions', 'Shape', 'Type', 'Units', 'Values (smallest – largest)', 'Attributes'])
      await expect(variables.getByRole('columnheader', { name: header, exact: true })).toBeVisible();
    const heatmap = pane.getByRole('region', { name: 'Heatmap of one slice' });
    const picker = heatmap.getByRole('combobox', { name: 'Variable' });
    await expect(picker).toBeVisible();
    const image = heatmap.getByRole('img', { name: /^Heatmap of \S+/ });
    await expect(image).toBeVisible();
    await expect(heatmap.getByRole('figure', { name: /^Colour scale in \S/ })).toContainText(
      /Colour scale \(.+\): from -?[\d.,]+ at the left to -?[\d.,]+ at the right/,
    );
    const colours = await image.evaluate((canvas: HTMLCanvasElement) => {
      const pixels = canvas.getContext('2d')!.getImageData(0, 0, canvas.width, canvas.height).data;
      return new Set(pixels.filter((_, i) => i % 4 === 1)).size;
    });
    expect(colours).toBeGreaterThan(3);
    // The slider over the leading dimension moves with the keyboard, and the heatmap's name says where it is.
    const slider = heatmap.getByRole('slider').first();
    if ((await slider.count()) > 0) {
      const before = await image.getAttribute('aria-label');
      await slider.focus();
      await page.keyboard.press('ArrowRight');
      await expect(slider).toHaveValue('1');
      await expect(image).not.toHaveAttribute('aria-label', before ?? '');
      await expect(image).toHaveAttribute('aria-label', / 2 of \d+/);
    }
    // Another variable can be chosen.
    const options = await picker.locator('option').allTextContents();
    if (options.length > 1) {
      await picker.selectOption({ index: 1 });
      await expect(image).toHaveAttribute('aria-label', new RegExp(`^Heatmap of ${options[1]!.split(' — ')[0]!.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`));
    }
    expect(violations).toEqual([]);
    expect(await axeViolations(page)).toEqual([]);
    await shoot(page, pane, `grid-${format}`);
  });
}
