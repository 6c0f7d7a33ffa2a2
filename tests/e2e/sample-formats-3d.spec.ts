/**
 * The Preview tab on the embedded marketplace's point clouds, volumes and shapes: one dataset of
 * each of PCD, KITTI, NIfTI and shapefile, each view found by its role and name, something drawn
 * on its canvas, and no Content-Security-Policy violation (the parsers run in a same-origin worker).
 */
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures/browser-shell';
import { openPreview, shootAtSizes, watchPolicy } from './sample-steps';
import { axeViolations } from './feature-steps';

/** How many different colours a canvas holds (more than a few: something was drawn). */
const colours = (canvas: Locator) =>
  canvas.evaluate((element: HTMLCanvasElement) => {
    const data = element.getContext('2d')!.getImageData(0, 0, element.width, element.height).data;
    const seen = new Set<number>();
    for (let i = 0; i < data.length; i += 4) seen.add((data[i]! << 16) | (data[i + 1]! << 8) | data[i + 2]!);
    return seen.size;
  });

/** With SAMPLE_PREVIEW_SHOTS set, the view itself (the pane's summary is in the other spec's shots) at each size and theme. */
async function shoot(page: Page, pane: Locator, name: string) {
  if (process.env.SAMPLE_PREVIEW_SHOTS) test.setTimeout(180_000);
  await shootAtSizes(page, name, (file) =>
    pane
      .locator('.sample-cloud, .sample-dicom, .sample-shapes')
      .first()
      .screenshot({ path: `${file}.png` }),
  );
}

for (const format of ['pcd', 'kitti'] as const)
  test(`${format.toUpperCase()}: the scan from above and from an orbit that turns, with its label boxes, points, fields and bounds`, async ({ page }) => {
    const violations = watchPolicy(page);
    const pane = await openPreview(page, format);
    await expect(pane.getByRole('group', { name: 'About this sample' })).toContainText(/It holds 1 LiDAR scan; the dataset has [\d,]+ items/);
    const top = pane.getByRole('img', { name: /^Top-down view of 000000\.(pcd|bin): [\d,]+ points and \d+ label box(es)?$/ });
    await expect(top).toBeVisible();
    expect(await colours(top)).toBeGreaterThan(20);
    const orbit = pane.getByRole('img', { name: /^Orbit view of .*, seen from 0° around and 25° above; arrow keys turn it$/ });
    await orbit.focus();
    await page.keyboard.press('ArrowRight');
    await expect(pane.getByRole('img', { name: /seen from 5° around and 25° above/ })).toBeVisible();
    await pane.getByRole('slider', { name: /^Above/ }).fill('60');
    await expect(pane.getByRole('img', { name: /seen from 5° around and 60° above/ })).toBeVisible();
    await expect(pane.getByRole('row', { name: /^Points [\d,]+ in the file; all drawn$/ })).toBeVisible();
    await expect(pane.getByRole('row', { name: /^Fields x \(32-bit float\), y \(32-bit float\), z \(32-bit float\), (intensity|reflectance)/ })).toBeVisible();
    await expect(pane.getByRole('rowheader', { name: 'Bounds in z' })).toBeVisible();
    await expect(pane.getByRole('row', { name: /^Label boxes \d+ box(es)? from 000000\.(json|txt)$/ })).toBeVisible();
    await expect(pane.getByRole('list', { name: 'Legend' }).getByRole('listitem').first()).toBeVisible();
    expect(violations).toEqual([]);
    expect(await axeViolations(page)).toEqual([]);
    await shoot(page, pane, format);
  });

test('NIfTI: a slice drawn, another axis and slice chosen, with dims, voxel size, data type and orientation', async ({ page }) => {
  const violations = watchPolicy(page);
  const pane = await openPreview(page, 'NIfTI');
  const slice = pane.getByRole('img', { name: /^Slice \d+ of \d+ across k, \d+ × \d+ voxels$/ });
  await expect(slice).toBeVisible();
  expect(await colours(slice)).toBeGreaterThan(20);
  await pane.getByRole('radio', { name: /^sagittal \(across i\)$/ }).check();
  await pane.getByRole('slider', { name: /^Slice/ }).fill('10');
  await expect(pane.getByRole('img', { name: /^Slice 10 of \d+ across i, / })).toBeVisible();
  await expect(pane.getByRole('row', { name: /^Dimensions \d+ × \d+ × \d+ voxels$/ })).toBeVisible();
  await expect(pane.getByRole('row', { name: /^Voxel size [\d.]+ × [\d.]+ × [\d.]+ mm$/ })).toBeVisible();
  await expect(pane.getByRole('row', { name: 'Data type 16-bit integer' })).toBeVisible();
  await pane.getByRole('radio', { name: /^axial \(across k\)$/ }).check();
  await expect(pane.getByRole('row', { name: /^Orientation RAS: i, j, k run towards right, anterior, superior \(from the sform\)$/ })).toBeVisible();
  expect(violations).toEqual([]);
  expect(await axeViolations(page)).toEqual([]);
  await shoot(page, pane, 'nifti');
});

test('shapefile: the shapes drawn with their attribute table, shape type, count, bounds and CRS', async ({ page }) => {
  const violations = watchPolicy(page);
  const pane = await openPreview(page, 'shapefile');
  const map = pane.getByRole('img', { name: /^Map of \d+ (points|polylines|polygons) from \w+\.shp$/ });
  await expect(map).toBeVisible();
  expect(await colours(map)).toBeGreaterThan(3);
  await expect(pane.getByRole('row', { name: /^Shape type (Point|Polyline|Polygon)$/ })).toBeVisible();
  await expect(
    pane.getByRole('row', { name: /^Coordinate reference system GCS_WGS_1984 \(longitude and latitude in degrees, as \w+\.prj names it\)$/ }),
  ).toBeVisible();
  await expect(pane.getByRole('rowheader', { name: 'West – east' })).toBeVisible();
  const table = pane.getByRole('table', { name: /^Attributes of \w+\.shp$/ });
  await expect(table.getByRole('columnheader').first()).toBeVisible();
  await expect(table.getByRole('row')).not.toHaveCount(1);
  expect(violations).toEqual([]);
  expect(await axeViolations(page)).toEqual([]);
  await shoot(page, pane, 'shapefile');
});
