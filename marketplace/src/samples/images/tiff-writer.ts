/**
 * A baseline TIFF (little endian, uncompressed, one strip) with the GeoTIFF tags when a
 * georeference is given: pixel scale, one tie point and the GeoKey directory naming the EPSG
 * code. Enough for libtiff, GDAL and geotiff.js to read it as what it is.
 */
export interface TiffImage {
  width: number;
  height: number;
  /** 8-bit unsigned samples, or 32-bit floats. */
  sampleFormat: 'uint8' | 'float32';
  samplesPerPixel: 1 | 3;
  /** Interleaved samples, row by row. */
  samples: Uint8Array | Float32Array;
  description: string;
  geo?: TiffGeoreference;
}

interface TiffGeoreference {
  /** EPSG code: 4326 (degrees) or a projected system in metres (e.g. 32633, UTM 33N). */
  epsg: number;
  /** The top-left corner of the top-left pixel, in the system's units. */
  originX: number;
  originY: number;
  pixelWidth: number;
  pixelHeight: number;
}

const SHORT = 3;
const LONG = 4;
const ASCII = 2;
const DOUBLE = 12;
const TYPE_BYTES: Readonly<Record<number, number>> = { [ASCII]: 1, [SHORT]: 2, [LONG]: 4, [DOUBLE]: 8 };

interface Entry {
  tag: number;
  type: number;
  values: readonly number[] | string;
}

export function writeTiff(image: TiffImage): Buffer {
  const bytesPerSample = image.sampleFormat === 'uint8' ? 1 : 4;
  const pixelBytes = Buffer.from(image.samples.buffer, image.samples.byteOffset, image.samples.byteLength);
  const entries: Entry[] = [
    { tag: 256, type: LONG, values: [image.width] },
    { tag: 257, type: LONG, values: [image.height] },
    { tag: 258, type: SHORT, values: new Array<number>(image.samplesPerPixel).fill(bytesPerSample * 8) },
    { tag: 259, type: SHORT, values: [1] },
    { tag: 262, type: SHORT, values: [image.samplesPerPixel === 3 ? 2 : 1] },
    { tag: 270, type: ASCII, values: `${asciiOf(image.description)}\0` },
    { tag: 273, type: LONG, values: [0] },
    { tag: 277, type: SHORT, values: [image.samplesPerPixel] },
    { tag: 278, type: LONG, values: [image.height] },
    { tag: 279, type: LONG, values: [pixelBytes.length] },
    { tag: 284, type: SHORT, values: [1] },
    { tag: 339, type: SHORT, values: new Array<number>(image.samplesPerPixel).fill(image.sampleFormat === 'uint8' ? 1 : 3) },
  ];
  if (image.geo) entries.push(...geoEntries(image.geo));

  const ifdBytes = 2 + entries.length * 12 + 4;
  const extraOf = (entry: Entry) => {
    const size = (typeof entry.values === 'string' ? entry.values.length : entry.values.length) * (TYPE_BYTES[entry.type] ?? 1);
    return size > 4 ? size + (size % 2) : 0;
  };
  const extraBytes = entries.reduce((sum, entry) => sum + extraOf(entry), 0);
  const pixelsAt = 8 + ifdBytes + extraBytes;
  const out = Buffer.alloc(pixelsAt + pixelBytes.length);
  out.write('II', 0, 'latin1');
  out.writeUInt16LE(42, 2);
  out.writeUInt32LE(8, 4);
  out.writeUInt16LE(entries.length, 8);
  let extraAt = 8 + ifdBytes;
  entries.forEach((entry, index) => {
    const at = 10 + index * 12;
    const values = entry.tag === 273 ? [pixelsAt] : entry.values;
    const count = values.length;
    out.writeUInt16LE(entry.tag, at);
    out.writeUInt16LE(entry.type, at + 2);
    out.writeUInt32LE(count, at + 4);
    const inline = extraOf(entry) === 0;
    const target = inline ? at + 8 : extraAt;
    if (!inline) out.writeUInt32LE(extraAt, at + 8);
    writeValues(out, target, entry.type, values);
    if (!inline) extraAt += extraOf(entry);
  });
  out.writeUInt32LE(0, 10 + entries.length * 12);
  pixelBytes.copy(out, pixelsAt);
  return out;
}

/** TIFF's ASCII is 7-bit: accents dropped ("Kraków" → "Krakow"), other characters left out. */
function asciiOf(text: string): string {
  return text.normalize('NFKD').replace(/[^\x20-\x7e]/g, '');
}

function writeValues(out: Buffer, at: number, type: number, values: readonly number[] | string): void {
  if (typeof values === 'string') {
    out.write(values, at, 'latin1');
    return;
  }
  values.forEach((value, index) => {
    if (type === SHORT) out.writeUInt16LE(value, at + index * 2);
    else if (type === LONG) out.writeUInt32LE(value, at + index * 4);
    else out.writeDoubleLE(value, at + index * 8);
  });
}

/** ModelPixelScale, ModelTiepoint and GeoKeyDirectory (GeoTIFF 1.1: model type, raster type, CRS, units). */
function geoEntries(geo: TiffGeoreference): Entry[] {
  const geographic = geo.epsg === 4326;
  const keys = geographic
    ? [
        [1024, 0, 1, 2],
        [1025, 0, 1, 1],
        [2048, 0, 1, 4326],
        [2054, 0, 1, 9102],
      ]
    : [
        [1024, 0, 1, 1],
        [1025, 0, 1, 1],
        [3072, 0, 1, geo.epsg],
        [3076, 0, 1, 9001],
      ];
  return [
    { tag: 33550, type: DOUBLE, values: [geo.pixelWidth, geo.pixelHeight, 0] },
    { tag: 33922, type: DOUBLE, values: [0, 0, 0, geo.originX, geo.originY, 0] },
    { tag: 34735, type: SHORT, values: [1, 1, 0, keys.length, ...keys.flat()] },
  ];
}
