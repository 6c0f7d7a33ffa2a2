/** GeoTIFF and TIFF samples as the marketplace writes them, and hostile TIFFs: each ends in a view or a clear message. */
import { zlibSync } from 'fflate';
import { describe, expect, it, vi } from 'vitest';
import { generateSample, writeTiff } from '@dmd/marketplace/testing';
import { sniffContent } from '../../../shared/domain/samples/sniff-content';
import { parseSample } from './parse-sample';
import type { RasterView, WorkerFile } from './view-model';

// geotiff.js imports web-worker for its decoder pool, which the preview never starts; under the
// test runner's worker threads, without a global Worker, that module takes itself for a worker and throws.
if (typeof Worker !== 'function') vi.stubGlobal('Worker', class {});

const fileOf = (path: string, bytes: Uint8Array): WorkerFile => ({
  path,
  kind: sniffContent(bytes),
  bytes: bytes.length,
  data: Buffer.from(bytes).toString('base64'),
});

async function rasterOf(format: string, category: string, title: string): Promise<RasterView> {
  const sample = await generateSample({ id: `4a5b-${title}`, format, category, modality: 'geospatial', title, itemCount: 5000, sizeBytes: 1e9 });
  return (await parseSample([fileOf(sample.fileName, new Uint8Array(sample.bytes))])).view as RasterView;
}

const small = (overrides: Partial<Parameters<typeof writeTiff>[0]> = {}) =>
  new Uint8Array(
    writeTiff({ width: 4, height: 4, sampleFormat: 'uint8', samplesPerPixel: 3, samples: new Uint8Array(48).fill(200), description: 'test', ...overrides }),
  );

describe('parseRaster on the marketplace’s samples', () => {
  it('an aerial orthophoto: RGB, in the UTM zone of the place its title names, with its bounds', async () => {
    const view = await rasterOf('geotiff', 'Geospatial', 'Analysis-ready Flood Extent Maps from Kraków');
    expect(view).toMatchObject({
      view: 'raster',
      width: 256,
      height: 256,
      bands: 3,
      sampleType: '8-bit unsigned integer',
      crs: 'EPSG:32634 (WGS 84 / UTM zone 34N)',
    });
    expect(view.description).toMatch(/Aerial orthophoto near Krakow, 0.5 m a pixel/);
    expect(view.pixelSize).toEqual([0.5, 0.5]);
    expect(view.bounds!.east - view.bounds!.west).toBe(128);
    // Kraków lies about 5,550 km north of the equator and west of zone 34's central meridian (21° E).
    expect(view.bounds!.north).toBeGreaterThan(5_500_000);
    expect(view.bounds!.west).toBeLessThan(500_000);
    expect(view.image).toMatchObject({ width: 256, height: 256 });
    expect(view.stretch).toBeNull();
  });

  it('night lights: one band of radiance in degrees, drawn as grey from its percentiles', async () => {
    const view = await rasterOf('geotiff', 'Geospatial', 'VIIRS Night Lights Composites over Tokyo');
    expect(view).toMatchObject({ bands: 1, sampleType: '32-bit floating point', crs: 'EPSG:4326 (WGS 84)' });
    expect(view.bounds!.west).toBeCloseTo(139.69 - 128 / 240, 6);
    expect(view.bounds!.north).toBeCloseTo(35.68 + 128 / 240, 6);
    expect(view.stretch!.high).toBeGreaterThan(view.stretch!.low);
    const grey = new Uint8ClampedArray(view.image!.rgba);
    // The city's core (the middle) is bright, a corner dark.
    expect(grey[(128 * 256 + 128) * 4]).toBe(255);
    expect(grey[0]).toBeLessThan(40);
  });

  it('a histopathology slide (Medical Imaging TIFF): an RGB image with no georeference', async () => {
    const view = await rasterOf('tiff', 'Medical Imaging', 'Whole-slide Biopsy Images from Canada');
    expect(view).toMatchObject({ bands: 3, crs: null, bounds: null, pixelSize: null });
    expect(view.image).not.toBeNull();
  });
});

describe('parseRaster on hostile TIFFs', () => {
  it('absurd dimensions are described, not drawn', async () => {
    const bytes = small();
    const data = new DataView(bytes.buffer);
    // The first two entries are ImageWidth and ImageLength (LONG values at 18 and 30).
    data.setUint32(18, 1_000_000, true);
    data.setUint32(30, 1_000_000, true);
    const view = (await parseSample([fileOf('huge.tif', bytes)])).view as RasterView;
    expect(view).toMatchObject({ view: 'raster', width: 1_000_000, height: 1_000_000, image: null });
    expect(view.imageNote).toBe('The image is 1,000,000 × 1,000,000 pixels; the preview draws images of up to 4,096 × 4,096 pixels.');
  });

  it('a Deflate bomb (16 MB of zeros in a strip of a 4 × 4 image) stops at the strip’s stated size', async () => {
    const bomb = zlibSync(new Uint8Array(16 * 1024 * 1024), { level: 9 });
    const header = small();
    const data = new DataView(header.buffer);
    data.setUint16(10 + 3 * 12 + 8, 8, true); // Compression: Deflate
    data.setUint32(10 + 9 * 12 + 8, bomb.length, true); // StripByteCounts
    const bytes = new Uint8Array(header.length - 48 + bomb.length);
    bytes.set(header.subarray(0, header.length - 48));
    bytes.set(bomb, header.length - 48);
    const view = (await parseSample([fileOf('bomb.tif', bytes)])).view as RasterView;
    expect(view).toMatchObject({ view: 'raster', width: 4, image: null });
    expect(view.imageNote).toBe('The image could not be read (a compressed block inflates past the 48 bytes its header states); its tags are shown.');
  });

  it('a compression the preview does not draw (LZW) is named', async () => {
    const bytes = small();
    new DataView(bytes.buffer).setUint16(10 + 3 * 12 + 8, 5, true);
    const view = (await parseSample([fileOf('lzw.tif', bytes)])).view as RasterView;
    expect(view.imageNote).toBe('The image is compressed with LZW; the preview draws uncompressed and Deflate TIFFs only.');
  });

  it('a cut file: the image data missing', async () => {
    const whole = small();
    const bytes = whole.subarray(0, whole.length - 30);
    const view = (await parseSample([fileOf('cut.tif', bytes)])).view as RasterView;
    expect(view.image).toBeNull();
    expect(view.imageNote).toMatch(/could not be read|shorter than its size says/);
  });

  it('a malformed header: the first directory points past the end', async () => {
    const bytes = small().subarray(0, 64);
    new DataView(bytes.buffer, bytes.byteOffset).setUint32(4, 9_999_999, true);
    await expect(parseSample([fileOf('broken.tif', bytes)])).rejects.toThrow(/^broken\.tif is not a TIFF the preview can read \(.+\)\.$/);
  });

  it('a TIFF named .csv is read as a TIFF (its bytes say so)', async () => {
    const view = (await parseSample([fileOf('data.csv', small())])).view as RasterView;
    expect(view).toMatchObject({ view: 'raster', width: 4, bands: 3 });
  });
});
