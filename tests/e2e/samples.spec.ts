/**
 * The Preview tab, each kind of view, on the embedded marketplace's generated samples:
 * a table (figures, label histogram, virtualized rows), images with their boxes, audio with a
 * player, DICOM, a GeoTIFF, a packet capture, text, and a format with no preview. Every view says what the sample is (its size,
 * how many of the dataset's items). No Content-Security-Policy violation along the way (the
 * parsers run in a same-origin worker, images are data: URLs of sniffed types).
 */
import type { Locator, Page } from '@playwright/test';
import { generateSample } from '@dmd/marketplace/testing';
import { expect, test } from './fixtures/browser-shell';
import { openDataset, openPreview, watchPolicy, shootAtSizes } from './sample-steps';
import { axeViolations, quotaState, shellCall, spendQuotaDownTo } from './feature-steps';

/** With SAMPLE_PREVIEW_SHOTS set, the pane at each size and theme. */
const shoot = (page: Page, pane: Locator, name: string) => shootAtSizes(page, name, (file) => pane.screenshot({ path: `${file}.png` }));

/** How many levels of red the pane's 256 × 256 canvas holds: more than a few, and something was drawn. */
const redLevelsDrawn = (pane: Locator) =>
  pane.locator('canvas').evaluate(
    (canvas: HTMLCanvasElement) =>
      new Set(
        canvas
          .getContext('2d')!
          .getImageData(0, 0, 256, 256)
          .data.filter((_, i) => i % 4 === 0),
      ).size,
  );

// One session walks the views: each step opens another dataset's Preview, as a user would.
test('each view in one session: a table, images, audio, DICOM, a GeoTIFF, a packet capture', async ({ page }) => {
  test.setTimeout(300_000);
  const violations = watchPolicy(page);
  await test.step('a table: columns with types and figures, the label histogram, and the rows in a virtualized table', async () => {
    const pane = await openPreview(page, 'csv');
    await expect(pane.getByRole('group', { name: 'About this sample' })).toContainText(/It holds 500 rows; the dataset has [\d,]+ items/);
    await expect(pane.getByRole('group', { name: 'About this sample' })).toContainText('the marketplace itself · not counted against your quota');
    const figures = pane.getByRole('region', { name: 'Column figures' });
    await expect(figures.getByRole('columnheader', { name: 'Missing' })).toBeVisible();
    await expect(figures.getByRole('row').nth(1)).toContainText(/whole number|number|text|date|yes\/no/);
    await expect(pane.getByRole('heading', { name: /^Labels in “/ })).toBeVisible();
    await expect(pane.getByRole('heading', { name: /^500 rows \(CSV, / })).toBeVisible();
    const rows = pane.getByRole('region', { name: 'Sample rows' });
    await expect(rows.getByRole('table', { name: /^500 rows \(CSV, / })).toHaveAttribute('aria-rowcount', '501');
    // Virtualized: far fewer rows in the page than in the table.
    expect(await rows.locator('tbody tr[aria-rowindex]').count()).toBeLessThan(60);
    await rows.focus();
    await page.keyboard.press('End');
    await expect(rows.locator('tr[aria-rowindex="501"]')).toBeVisible();
    expect(violations).toEqual([]);
    expect(await axeViolations(page)).toEqual([]);
  });

  await test.step('images: each with its boxes and alt text naming what is labelled, a legend, and a labels switch', async () => {
    const pane = await openPreview(page, 'coco');
    await expect(pane.getByRole('heading', { name: '8 images with COCO labels' })).toBeVisible();
    await expect(pane.getByRole('group', { name: 'About this sample' })).toContainText(/It holds 8 images; the dataset has [\d,]+ items/);
    const images = pane.getByRole('img', { name: /^\d{6}\.jpg: \d+ \w+/ });
    await expect(images).toHaveCount(8);
    await expect(images.first()).toHaveJSProperty('complete', true);
    expect(await images.first().evaluate((image: HTMLImageElement) => image.naturalWidth)).toBe(256);
    await expect(pane.getByRole('list', { name: 'Classes' }).getByRole('listitem').first()).toBeVisible();
    await expect(pane.locator('.sample-image__boxes').first()).toBeVisible();
    await pane.getByRole('switch', { name: 'Show labels' }).uncheck();
    await expect(pane.locator('.sample-image__boxes')).toHaveCount(0);
    expect(violations).toEqual([]);
    expect(await axeViolations(page)).toEqual([]);
  });

  await test.step('audio: clips with duration, sample rate and waveform, played in the page', async () => {
    const pane = await openPreview(page, 'wav');
    await expect(pane.getByRole('heading', { name: '6 clips' })).toBeVisible();
    const clip = pane.locator('.sample-clip').first();
    await expect(clip).toContainText(/WAV · \d\.\d\d s · 16 kHz · mono · 16-bit/);
    await expect(clip.getByRole('img', { name: 'Waveform' })).toBeVisible();
    await clip.getByRole('button', { name: /^Play clip_0001\.wav$/ }).click();
    await expect(clip.getByRole('button', { name: /^Pause clip_0001\.wav$/ })).toBeVisible();
    await expect.poll(async () => Number(await clip.getByRole('slider').inputValue())).toBeGreaterThan(0);
    await clip.getByRole('button', { name: /^Pause/ }).click();
    await expect(clip.getByRole('button', { name: /^Play/ })).toBeVisible();
    expect(violations).toEqual([]);
    expect(await axeViolations(page)).toEqual([]);
  });

  await test.step('DICOM: the main tags and the image, windowed', async () => {
    const pane = await openPreview(page, 'DICOM');
    await expect(pane.getByRole('img', { name: /^(CT|MR|CR|OT) image, 256 × 256 pixels, windowed at centre -?\d+ and width \d+$/ })).toBeVisible();
    await expect(pane.getByText(/from the file’s own window tags/)).toBeVisible();
    await expect(pane.getByRole('rowheader', { name: 'Modality' })).toBeVisible();
    await expect(pane.getByRole('rowheader', { name: 'Patient name' })).toBeVisible();
    // Something was drawn: the canvas is not one flat colour.
    expect(await redLevelsDrawn(pane)).toBeGreaterThan(10);
    expect(await axeViolations(page)).toEqual([]);
  });

  await test.step('GeoTIFF: the image drawn, with its coordinate reference system and bounds', async () => {
    const pane = await openPreview(page, 'geotiff');
    await expect(pane.getByRole('img', { name: /^GeoTIFF image, 256 × 256 pixels$/ })).toBeVisible();
    await expect(pane.getByRole('row', { name: /^Coordinate reference system EPSG:\d+ \(WGS 84/ })).toBeVisible();
    await expect(pane.getByRole('rowheader', { name: 'West – east' })).toBeVisible();
    await expect(pane.getByRole('rowheader', { name: 'Pixel size' })).toBeVisible();
    expect(await redLevelsDrawn(pane)).toBeGreaterThan(10);
    expect(violations).toEqual([]);
    expect(await axeViolations(page)).toEqual([]);
    await shoot(page, pane, 'geotiff');
  });

  await test.step('pcap: the flows and the first packets, with what each packet is', async () => {
    const pane = await openPreview(page, 'pcap');
    await expect(pane.getByText(/^\d+ packets · Ethernet · \d{4}-\d\d-\d\d /)).toBeVisible();
    const flows = pane.getByRole('region', { name: /^\d+ flows$/ });
    await expect(flows.getByRole('columnheader', { name: 'Packets' })).toBeVisible();
    await expect(flows.getByRole('row', { name: /^TCP 10\.0\.\d+\.\d+:\d+ / }).first()).toBeVisible();
    const packets = pane.getByRole('region', { name: 'Packets' });
    await expect(packets.getByRole('cell', { name: /^DNS query \S+\.example\.(com|net|org)$/ }).first()).toBeVisible();
    await expect(packets.getByRole('cell', { name: '[SYN]', exact: true }).first()).toBeVisible();
    expect(violations).toEqual([]);
    expect(await axeViolations(page)).toEqual([]);
    await shoot(page, pane, 'pcap');
  });
  expect(violations).toEqual([]);
});

test('text: the first lines; another format: its files with sizes and "no preview"', async ({ page }) => {
  let pane = await openPreview(page, 'txt');
  await expect(pane.getByRole('heading', { name: /^The first 300|^300 lines/ })).toBeVisible();
  await expect(pane.locator('.sample-text')).toContainText(/\w+/);

  // Every format the demo lists has a real sample now; the file list the embedded marketplace
  // writes for a format it cannot (TFRecord here) comes in place of a dataset's own sample.
  const listing = await generateSample({
    id: 'e2e-tfrecord',
    format: 'tfrecord',
    category: 'Robotics',
    modality: 'multimodal',
    title: 'Grasping Episodes',
    itemCount: 12_000,
    sizeBytes: 4e9,
  });
  await page.route('**/api/samples:get', (route) => {
    const { url } = route.request().postDataJSON() as { url: string };
    const plan = { url, host: new URL(url).host, where: 'marketplace', keySent: false, quota: 'not-counted', needsConsent: false, saved: null };
    const files = [{ path: listing.fileName, bytes: listing.bytes.byteLength, kind: 'json', data: Buffer.from(listing.bytes).toString('base64') }];
    const sample = {
      plan,
      fetchedAt: new Date().toISOString(),
      source: 'fetched',
      savedBecause: null,
      declaredType: listing.contentType,
      downloadBytes: listing.bytes.byteLength,
      container: null,
      unpackedBytes: listing.bytes.byteLength,
      files,
    };
    return route.fulfill({ json: { ok: true, value: { kind: 'sample', sample } } });
  });
  pane = await openPreview(page, 'csv');
  await expect(pane.getByRole('heading', { name: 'No preview for tfrecord: the sample lists files only.' })).toBeVisible();
  await expect(pane.getByText(/^The marketplace says: “/)).toBeVisible();
  await expect(pane.getByRole('region', { name: '12 files' }).getByRole('row')).toHaveCount(13);
  expect(await axeViolations(page)).toEqual([]);
});

test('at quota 0 a sample still loads: the demo marketplace does not count samples', async ({ page }) => {
  const pane = await openDataset(page, 'parquet');
  await expect(pane.getByRole('heading', { name: 'Description' })).toBeVisible();
  await spendQuotaDownTo(page, 0);
  await pane.getByRole('tab', { name: 'Preview' }).click();
  await expect(pane.getByRole('table', { name: /^500 rows \(Parquet, / })).toBeVisible({ timeout: 15_000 });
  expect((await quotaState(page)).remaining).toBe(0);
});

test('hostile samples through the window: another host named before any fetch, a page served as CSV shown as text, a refusal with its reason', async ({
  page,
}) => {
  const violations = watchPolicy(page);
  const html = '<!doctype html><html><body><script>document.title = "ran"</script>id,label\n1,a</body></html>';
  const plan = {
    url: 'https://samples.example.com/d/sample.csv',
    host: 'samples.example.com',
    where: 'other-host',
    keySent: false,
    quota: 'no-key',
    needsConsent: true,
    saved: null,
  };
  const asked: Array<{ url: string; consent?: boolean }> = [];
  // The core's answers, as the window receives them (the core's own rules are tested in tests/integration/core/hostile-samples.test.ts).
  await page.route('**/api/samples:get', async (route) => {
    const input = route.request().postDataJSON() as { url: string; consent?: boolean };
    asked.push(input);
    if (input.consent !== true) return route.fulfill({ json: { ok: true, value: { kind: 'consent-needed', plan, redirectedFrom: null } } });
    const sample = {
      plan: { ...plan, needsConsent: false },
      fetchedAt: new Date().toISOString(),
      source: 'fetched',
      savedBecause: null,
      declaredType: 'text/csv',
      downloadBytes: html.length,
      container: null,
      unpackedBytes: html.length,
      files: [{ path: 'sample.csv', bytes: html.length, kind: 'html', data: Buffer.from(html).toString('base64') }],
    };
    return route.fulfill({ json: { ok: true, value: { kind: 'sample', sample } } });
  });
  const pane = await openDataset(page, 'csv');
  await pane.getByRole('tab', { name: 'Preview' }).click();

  await expect(pane.getByRole('heading', { name: 'Load the sample from samples.example.com?' })).toBeVisible();
  await expect(pane.getByText(/without your API key, so it\s+costs no quota/)).toBeVisible();
  expect(asked.every((input) => input.consent !== true)).toBe(true);
  await pane.getByRole('button', { name: 'Load the sample from samples.example.com' }).click();

  await expect(pane.getByRole('note')).toHaveText(
    /This file is a web page \(HTML\), whatever its name or its server said\. It is shown as text: nothing in it runs or loads\./,
  );
  await expect(pane.locator('.sample-text')).toContainText('<script>document.title = "ran"</script>');
  expect(await page.title()).not.toBe('ran');
  await expect(pane.getByRole('group', { name: 'About this sample' })).toContainText(
    'From samples.example.com, another host than the marketplace · fetched without your API key',
  );

  // A refusal from the core is shown with its reason.
  await page.unroute('**/api/samples:get');
  await page.route('**/api/samples:get', (route) =>
    route.fulfill({
      json: {
        ok: false,
        error: {
          kind: 'unexpected_response',
          code: 'too_large_unpacked',
          message: 'The sample unpacks to more than 20 MB, so the app stopped unpacking it and shows nothing of it.',
        },
      },
    }),
  );
  await shellCall(page, 'requests:forget-failures');
  const otherPane = await openDataset(page, 'parquet');
  await otherPane.getByRole('tab', { name: 'Preview' }).click();
  await expect(otherPane.getByRole('alert')).toContainText('The sample unpacks to more than 20 MB, so the app stopped unpacking it and shows nothing of it.');
  expect(violations).toEqual([]);
});
