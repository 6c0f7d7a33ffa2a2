/**
 * Writes an ESRI shapefile's .shp, .shx and .dbf (dBASE III) for points, polylines or polygons
 * in longitude/latitude, as the 1998 ESRI white paper lays them out.
 */

export type ShapeType = 'point' | 'polyline' | 'polygon';
/** A point is [lon, lat]; a polyline or polygon is its parts (polygon rings closed, outer ring clockwise). */
export type Geometry = [number, number] | Array<Array<[number, number]>>;

export interface DbfField {
  name: string;
  type: 'C' | 'N' | 'D' | 'L';
  length: number;
  decimals?: number;
}

export type DbfValue = string | number | boolean | null;

const TYPE_CODE: Record<ShapeType, number> = { point: 1, polyline: 3, polygon: 5 };

export function writeShapes(type: ShapeType, geometries: readonly Geometry[]): { shp: Uint8Array; shx: Uint8Array } {
  const records = geometries.map((geometry) => recordOf(type, geometry));
  const all = geometries.flatMap((geometry) => (type === 'point' ? [geometry as [number, number]] : (geometry as Array<Array<[number, number]>>).flat()));
  const box = [Math.min(...all.map((p) => p[0])), Math.min(...all.map((p) => p[1])), Math.max(...all.map((p) => p[0])), Math.max(...all.map((p) => p[1]))];
  const shpLength = 100 + records.reduce((sum, record) => sum + 8 + record.length, 0);
  const shp = new Uint8Array(shpLength);
  const shx = new Uint8Array(100 + records.length * 8);
  for (const [file, length] of [
    [shp, shpLength],
    [shx, shx.length],
  ] as const) {
    const view = new DataView(file.buffer);
    view.setInt32(0, 9994, false);
    view.setInt32(24, length / 2, false);
    view.setInt32(28, 1000, true);
    view.setInt32(32, TYPE_CODE[type], true);
    box.forEach((value, i) => view.setFloat64(36 + i * 8, value, true));
  }
  const shpView = new DataView(shp.buffer);
  const shxView = new DataView(shx.buffer);
  let at = 100;
  records.forEach((record, index) => {
    shxView.setInt32(100 + index * 8, at / 2, false);
    shxView.setInt32(104 + index * 8, record.length / 2, false);
    shpView.setInt32(at, index + 1, false);
    shpView.setInt32(at + 4, record.length / 2, false);
    shp.set(record, at + 8);
    at += 8 + record.length;
  });
  return { shp, shx };
}

function recordOf(type: ShapeType, geometry: Geometry): Uint8Array {
  if (type === 'point') {
    const [lon, lat] = geometry as [number, number];
    const bytes = new Uint8Array(20);
    const view = new DataView(bytes.buffer);
    view.setInt32(0, 1, true);
    view.setFloat64(4, lon, true);
    view.setFloat64(12, lat, true);
    return bytes;
  }
  const parts = geometry as Array<Array<[number, number]>>;
  const points = parts.flat();
  const bytes = new Uint8Array(44 + parts.length * 4 + points.length * 16);
  const view = new DataView(bytes.buffer);
  view.setInt32(0, TYPE_CODE[type], true);
  [
    Math.min(...points.map((p) => p[0])),
    Math.min(...points.map((p) => p[1])),
    Math.max(...points.map((p) => p[0])),
    Math.max(...points.map((p) => p[1])),
  ].forEach((value, i) => view.setFloat64(4 + i * 8, value, true));
  view.setInt32(36, parts.length, true);
  view.setInt32(40, points.length, true);
  let start = 0;
  parts.forEach((part, i) => {
    view.setInt32(44 + i * 4, start, true);
    start += part.length;
  });
  const base = 44 + parts.length * 4;
  points.forEach(([x, y], i) => {
    view.setFloat64(base + i * 16, x, true);
    view.setFloat64(base + i * 16 + 8, y, true);
  });
  return bytes;
}

/** A dBASE III table: values written as text in fixed-width fields, as every shapefile reader expects. */
export function writeDbf(fields: readonly DbfField[], rows: ReadonlyArray<readonly DbfValue[]>, updated: Date): Uint8Array {
  const headerLength = 32 + fields.length * 32 + 1;
  const recordLength = 1 + fields.reduce((sum, field) => sum + field.length, 0);
  const bytes = new Uint8Array(headerLength + rows.length * recordLength + 1);
  const view = new DataView(bytes.buffer);
  bytes[0] = 0x03;
  bytes[1] = updated.getUTCFullYear() - 1900;
  bytes[2] = updated.getUTCMonth() + 1;
  bytes[3] = updated.getUTCDate();
  view.setUint32(4, rows.length, true);
  view.setUint16(8, headerLength, true);
  view.setUint16(10, recordLength, true);
  bytes[29] = 0x57; // language driver: ANSI (the .cpg says UTF-8)
  const encoder = new TextEncoder();
  fields.forEach((field, i) => {
    const at = 32 + i * 32;
    bytes.set(encoder.encode(field.name.slice(0, 10)), at);
    bytes[at + 11] = field.type.charCodeAt(0);
    bytes[at + 16] = field.length;
    bytes[at + 17] = field.decimals ?? 0;
  });
  bytes[headerLength - 1] = 0x0d;
  rows.forEach((row, r) => {
    let at = headerLength + r * recordLength;
    bytes[at++] = 0x20;
    fields.forEach((field, f) => {
      const value = row[f] ?? null;
      let textValue: string;
      if (value === null) textValue = '';
      else if (field.type === 'N') textValue = (value as number).toFixed(field.decimals ?? 0).padStart(field.length);
      else if (field.type === 'L') textValue = value ? 'T' : 'F';
      else textValue = String(value);
      const encoded = encoder.encode(textValue.padEnd(field.length)).subarray(0, field.length);
      bytes.fill(0x20, at, at + field.length);
      bytes.set(encoded, at);
      at += field.length;
    });
  });
  bytes[bytes.length - 1] = 0x1a;
  return bytes;
}

/** WGS 84 as ESRI writes it in a .prj. */
export const WGS84_PRJ =
  'GEOGCS["GCS_WGS_1984",DATUM["D_WGS_1984",SPHEROID["WGS_1984",6378137.0,298.257223563]],PRIMEM["Greenwich",0.0],UNIT["Degree",0.0174532925199433]]';
