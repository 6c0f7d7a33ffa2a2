/**
 * The Preview tab on gridded samples of the embedded marketplace, one dataset of each format —
 * HDF5, NetCDF, GRIB2 and Zarr: the variables with their dimensions, shape, type and units, and
 * a heatmap of one slice of the chosen variable, with a variable picker, a keyboard-operable
 * slider over the other dimensions, and a colour scale naming the units and the range. No
 * Content-Security-Policy violation along the way (the readers are pure JavaScript in the worker).
 */
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures/browser-shell';
import { openPreview, shootAtSizes, watchPolicy } from './sample-steps';
import { axeViolations } from './feature-steps';

// The demo's whole catalog: its 3 Zarr datasets are not among the first 600.
test.use({ shellOptions: { datasets: 2000 } });

const FORMATS = [
  { format: 'hdf5', detail: /^HDF5, \d+ datasets? · \d+ variables?$/ },
  { format: 'netcdf', detail: /^NetCDF classic \(CDF-1\) · \d+ variables$/ },
  { format: 'grib2', detail: /^GRIB2, \d+ messages · \d+ variables$/ },
  { format: 'zarr', detail: /^Zarr v2 store, \d+ arrays · \d+ variables$/ },
];

/** With SAMPLE_PREVIEW_SHOTS set, the pane, its heatmap and its variables at each size and theme. */
const shoot = (page: Page, pane: Locator, name: string) =>
  shootAtSizes(page, name, async (file) => {
    await pane.screenshot({ path: `${file}.png` });
    await pane.getByRole('region', { name: 'Heatmap of one slice' }).screenshot({ path: `${file}-heatmap.png` });
    await pane.getByRole('region', { name: 'Variables' }).screenshot({ path: `${file}-variables.png` });
  });

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
