/**
 * A TIFF or GeoTIFF (geotiff.js): its size, bands and sample type, its coordinate reference
 * system and bounds when it is georeferenced, and its first image drawn at most 512 pixels a
 * side — RGB as it is, one band as grey levels stretched between its 2nd and 98th percentile.
 * Images of more than 4096 × 4096 pixels, or compressed other than with Deflate, are described,
 * not drawn.
 */
import { fromArrayBuffer, type GeoTIFFImage } from 'geotiff';
import { COMPRESSION_NAMES, DRAWN_COMPRESSIONS } from './tiff-decoders';
import type { RasterView } from './view-model';

const MAX_RASTER_PIXELS = 4096 * 4096;
const MAX_DRAWN_SIDE = 512;

export async function parseRaster(path: string, bytes: Uint8Array): Promise<RasterView> {
  const buffer = bytes.slice().buffer;
  let image: GeoTIFFImage;
  try {
    image = await (await fromArrayBuffer(buffer)).getImage(0);
  } catch (error) {
    throw new Error(`${fileName(path)} is not a TIFF the preview can read (${messageOf(error)}).`);
  }
  const width = image.getWidth();
  const height = image.getHeight();
  const bands = image.getSamplesPerPixel();
  const view: RasterView = {
    view: 'raster',
    path,
    width,
    height,
    bands,
    sampleType: sampleTypeOf(image),
    crs: crsOf(image.getGeoKeys()),
    bounds: boundsOf(image),
    pixelSize: null,
    description: await descriptionOf(image),
    image: null,
    stretch: null,
    imageNote: null,
  };
  if (view.bounds) view.pixelSize = image.getResolution().slice(0, 2).map(Math.abs) as [number, number];
  if (!(width > 0 && height > 0)) {
    view.imageNote = 'The file states no image size, so nothing is drawn.';
    return view;
  }
  if (width * height > MAX_RASTER_PIXELS) {
    view.imageNote = `The image is ${width.toLocaleString('en')} × ${height.toLocaleString('en')} pixels; the preview draws images of up to 4,096 × 4,096 pixels.`;
    return view;
  }
  const compression = Number(
    (await image
      .getFileDirectory()
      .loadValue('Compression')
      .catch(() => 1)) ?? 1,
  );
  if (DRAWN_COMPRESSIONS[compression] === undefined) {
    view.imageNote = `The image is compressed with ${COMPRESSION_NAMES[compression] ?? `method ${compression}`}; the preview draws uncompressed and Deflate TIFFs only.`;
    return view;
  }
  const scale = Math.min(1, MAX_DRAWN_SIDE / Math.max(width, height));
  const drawnWidth = Math.max(1, Math.round(width * scale));
  const drawnHeight = Math.max(1, Math.round(height * scale));
  const rgb = bands >= 3 && image.getBitsPerSample(0) === 8;
  let raster;
  try {
    raster = await image.readRasters({ samples: rgb ? [0, 1, 2] : [0], interleave: true, width: drawnWidth, height: drawnHeight, resampleMethod: 'nearest' });
  } catch (error) {
    view.imageNote = `The image could not be read (${messageOf(error)}); its tags are shown.`;
    return view;
  }
  const values = raster as unknown as ArrayLike<number>;
  if (values.length < drawnWidth * drawnHeight * (rgb ? 3 : 1)) {
    view.imageNote = 'The image data is shorter than its size says (a cut file?), so it is not drawn.';
    return view;
  }
  const rgba = new Uint8ClampedArray(drawnWidth * drawnHeight * 4);
  if (rgb) {
    for (let i = 0, j = 0; i < rgba.length; i += 4, j += 3) {
      rgba[i] = values[j] as number;
      rgba[i + 1] = values[j + 1] as number;
      rgba[i + 2] = values[j + 2] as number;
      rgba[i + 3] = 255;
    }
  } else {
    const stretch = percentiles(values, image.getGDALNoData());
    view.stretch = stretch;
    const span = stretch.high - stretch.low || 1;
    for (let i = 0; i < drawnWidth * drawnHeight; i++) {
      const value = values[i] as number;
      const grey = Number.isFinite(value) ? Math.round(((value - stretch.low) / span) * 255) : 0;
      rgba.fill(Math.max(0, Math.min(255, grey)), i * 4, i * 4 + 3);
      rgba[i * 4 + 3] = 255;
    }
  }
  view.image = { width: drawnWidth, height: drawnHeight, rgba: rgba.buffer };
  return view;
}

function sampleTypeOf(image: GeoTIFFImage): string {
  const bits = image.getBitsPerSample(0);
  const format = image.getSampleFormat(0);
  return `${bits}-bit ${format === 3 ? 'floating point' : format === 2 ? 'signed integer' : 'unsigned integer'}`;
}

const CRS_NAMES: Readonly<Record<number, string>> = { 4326: 'WGS 84', 4258: 'ETRS89', 3857: 'WGS 84 / Pseudo-Mercator', 3035: 'ETRS89 / LAEA Europe' };

function crsOf(keys: Record<string, unknown> | null): string | null {
  if (!keys) return null;
  const code = Number(keys.ProjectedCSTypeGeoKey ?? keys.GeographicTypeGeoKey);
  if (!Number.isInteger(code)) return null;
  if (code === 32767) return 'user-defined (not an EPSG code)';
  const utm = code >= 32601 && code <= 32760 ? `WGS 84 / UTM zone ${code % 100}${code < 32700 ? 'N' : 'S'}` : null;
  const name = utm ?? CRS_NAMES[code];
  return name ? `EPSG:${code} (${name})` : `EPSG:${code}`;
}

function boundsOf(image: GeoTIFFImage): RasterView['bounds'] {
  try {
    const [west, south, east, north] = image.getBoundingBox();
    if (![west, south, east, north].every(Number.isFinite)) return null;
    return { west: west as number, south: south as number, east: east as number, north: north as number };
  } catch {
    return null;
  }
}

async function descriptionOf(image: GeoTIFFImage): Promise<string | null> {
  const value: unknown = await image
    .getFileDirectory()
    .loadValue('ImageDescription')
    .catch(() => null);
  return typeof value === 'string' && value.trim() !== '' ? value.trim().slice(0, 300) : null;
}

/** The 2nd and 98th percentiles of the finite values that are not the file's no-data value. */
function percentiles(values: ArrayLike<number>, noData: number | null): { low: number; high: number } {
  const kept: number[] = [];
  const step = Math.max(1, Math.floor(values.length / 65_536));
  for (let i = 0; i < values.length; i += step) {
    const value = values[i] as number;
    if (Number.isFinite(value) && value !== noData) kept.push(value);
  }
  if (kept.length === 0) return { low: 0, high: 0 };
  kept.sort((a, b) => a - b);
  const at = (share: number) => kept[Math.min(kept.length - 1, Math.floor(share * kept.length))] as number;
  return { low: at(0.02), high: at(0.98) };
}

const fileName = (path: string) => path.split('/').pop() ?? path;
const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));
