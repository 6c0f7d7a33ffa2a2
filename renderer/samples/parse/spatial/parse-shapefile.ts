/**
 * An ESRI shapefile over a DataView: the .shp's shapes (points, polylines, polygons and
 * multipoints, with or without Z and M), the .dbf's attribute table (dBASE III), and the .prj's
 * coordinate reference system by its name. Every count and length is checked against the bytes
 * there are: a cut or lying file is read as far as it goes, saying so.
 */
import { ownValue } from '../../../../shared/domain/own-keys';
import type { CellValue } from '../view-model';
import type { DecodedFile, ShapesView } from './view-model-3d';

/** Shapes drawn at most, and their coordinates in all. */
export const MAX_SHAPES = 10_000;
export const MAX_SHAPE_POINTS = 500_000;
/** Records of the attribute table shown. */
export const MAX_RECORDS = 500;

const SHAPE_TYPES: Readonly<Record<number, string>> = {
  0: 'Null',
  1: 'Point',
  3: 'Polyline',
  5: 'Polygon',
  8: 'MultiPoint',
  11: 'PointZ',
  13: 'PolylineZ',
  15: 'PolygonZ',
  18: 'MultiPointZ',
  21: 'PointM',
  23: 'PolylineM',
  25: 'PolygonM',
  28: 'MultiPointM',
  31: 'MultiPatch',
};
const POINT_TYPES = new Set([1, 11, 21]);
const PART_TYPES = new Set([3, 5, 13, 15, 23, 25]);
const MULTIPOINT_TYPES = new Set([8, 18, 28]);

const nameOf = (path: string) => path.split('/').pop() ?? path;
const stemOf = (path: string) => path.replace(/\.[^./]*$/, '').toLowerCase();

export function parseShapefile(files: readonly DecodedFile[]): ShapesView {
  const candidates = files.filter((file) => file.kind === 'shapefile');
  // The index (.shx) has the same header: the .shp is the one named so, else any not named .shx.
  const shp = candidates.find((file) => /\.shp$/i.test(file.path)) ?? candidates.find((file) => !/\.shx$/i.test(file.path));
  if (!shp) throw new Error('The sample holds a shapefile index (.shx) but no .shp with its shapes.');
  const beside = (extension: string) => files.find((file) => stemOf(file.path) === stemOf(shp.path) && file.path.toLowerCase().endsWith(extension));
  const view = readShapes(shp);
  const prj = beside('.prj');
  if (prj) {
    const wkt = new TextDecoder().decode(prj.content.subarray(0, 64 * 1024));
    const match = /^\s*(GEOGCS|PROJCS|GEOGCRS|PROJCRS)\s*\[\s*"([^"]{1,120})"/i.exec(wkt);
    if (match) {
      view.crs = match[2]!;
      view.geographic = /^GEOG/i.test(match[1]!);
      view.crsNote = `${view.geographic ? 'longitude and latitude in degrees' : 'projected'}, as ${nameOf(prj.path)} names it`;
    } else view.crsNote = `${nameOf(prj.path)} does not name a coordinate reference system the preview reads.`;
  } else view.crsNote = 'Not stated: the sample has no .prj file beside the shapes.';
  if (
    !view.crs &&
    view.bounds &&
    [view.bounds.west, view.bounds.east].every((x) => Math.abs(x) <= 180) &&
    [view.bounds.south, view.bounds.north].every((y) => Math.abs(y) <= 90)
  )
    view.geographic = true;
  const dbf = beside('.dbf');
  if (dbf) readTable(dbf, view);
  else view.tableNote = 'The sample has no .dbf file, so the shapes have no attributes to show.';
  if (dbf && view.recordCount !== view.shapeCount)
    view.problems.push(`The table has ${view.recordCount.toLocaleString('en')} records for ${view.shapeCount.toLocaleString('en')} shapes.`);
  return view;
}

function readShapes(file: DecodedFile): ShapesView {
  const bytes = file.content;
  const name = nameOf(file.path);
  if (bytes.length < 100) throw new Error(`${name} is too short for a shapefile header (${bytes.length} of 100 bytes).`);
  const data = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const type = data.getInt32(32, true);
  const view: ShapesView = {
    view: 'shapes',
    path: file.path,
    shapeType: SHAPE_TYPES[type] ?? `shape type ${type}, not one the format defines`,
    shapeCount: 0,
    shapes: [],
    bounds: null,
    crs: null,
    geographic: false,
    crsNote: null,
    fields: [],
    records: [],
    recordCount: 0,
    tableNote: null,
    problems: [],
  };
  const declared = data.getInt32(24, false) * 2;
  if (declared > bytes.length)
    view.problems.push(
      `Its header says ${declared.toLocaleString('en')} bytes but the file has ${bytes.length.toLocaleString('en')} (a cut file): the shapes up to its end are read.`,
    );
  const end = Math.min(bytes.length, Math.max(100, declared));
  const bounds = { west: Infinity, south: Infinity, east: -Infinity, north: -Infinity };
  const extend = (x: number, y: number) => {
    if (!Number.isFinite(x) || !Number.isFinite(y)) return false;
    bounds.west = Math.min(bounds.west, x);
    bounds.east = Math.max(bounds.east, x);
    bounds.south = Math.min(bounds.south, y);
    bounds.north = Math.max(bounds.north, y);
    return true;
  };
  let points = 0;
  let at = 100;
  while (at + 8 <= end) {
    const length = data.getInt32(at + 4, false) * 2;
    const content = at + 8;
    if (length < 4 || content + length > end) {
      view.problems.push(`Record ${view.shapeCount + 1} claims ${length.toLocaleString('en')} bytes, past the file's end: the preview stops there.`);
      break;
    }
    view.shapeCount++;
    at = content + length;
    const shapeType = data.getInt32(content, true);
    if (shapeType === 0 || view.shapes.length >= MAX_SHAPES || points >= MAX_SHAPE_POINTS) continue;
    if (POINT_TYPES.has(shapeType) && length >= 20) {
      const x = data.getFloat64(content + 4, true);
      const y = data.getFloat64(content + 12, true);
      if (extend(x, y)) {
        view.shapes.push([[x, y]]);
        points++;
      }
      continue;
    }
    const parted = PART_TYPES.has(shapeType);
    if (!parted && !MULTIPOINT_TYPES.has(shapeType)) continue;
    const partCount = parted ? data.getInt32(content + 36, true) : 1;
    const pointCount = data.getInt32(content + (parted ? 40 : 36), true);
    const pointsAt = content + (parted ? 44 + partCount * 4 : 40);
    if (partCount < 1 || pointCount < 1 || pointsAt + pointCount * 16 > content + length) {
      view.problems.push(`Shape ${view.shapeCount} claims ${pointCount} points in ${partCount} parts, more than its record holds: it is not drawn.`);
      continue;
    }
    const starts = parted ? Array.from({ length: partCount }, (_, i) => data.getInt32(content + 44 + i * 4, true)) : [0];
    const parts: number[][] = [];
    for (let p = 0; p < starts.length; p++) {
      const from = Math.max(0, Math.min(pointCount, starts[p]!));
      const to = Math.max(from, Math.min(pointCount, starts[p + 1] ?? pointCount));
      const part: number[] = [];
      for (let i = from; i < to; i++) {
        const x = data.getFloat64(pointsAt + i * 16, true);
        const y = data.getFloat64(pointsAt + i * 16 + 8, true);
        if (extend(x, y)) part.push(x, y);
      }
      if (part.length > 0) parts.push(part);
    }
    points += pointCount;
    if (parts.length === 0) continue;
    if (!MULTIPOINT_TYPES.has(shapeType)) view.shapes.push(parts);
    else {
      // A multipoint's points, each drawn as a point.
      const flat = parts[0]!;
      const each: number[][] = [];
      for (let i = 0; i < flat.length; i += 2) each.push([flat[i]!, flat[i + 1]!]);
      view.shapes.push(each);
    }
  }
  if (view.shapes.length < view.shapeCount && (view.shapes.length >= MAX_SHAPES || points >= MAX_SHAPE_POINTS))
    view.problems.push(
      `The preview draws the first ${view.shapes.length.toLocaleString('en')} shapes (at most ${MAX_SHAPES.toLocaleString('en')}, ${MAX_SHAPE_POINTS.toLocaleString('en')} points in all).`,
    );
  if (type === 31) view.problems.push('MultiPatch shapes (3D surfaces) are counted, not drawn.');
  if (bounds.west <= bounds.east) view.bounds = bounds;
  return view;
}

function readTable(file: DecodedFile, view: ShapesView): void {
  const bytes = file.content;
  const name = nameOf(file.path);
  if (bytes.length < 33) {
    view.tableNote = `${name} is too short for a dBASE header, so no attributes are shown.`;
    return;
  }
  const data = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const records = data.getUint32(4, true);
  const headerLength = data.getUint16(8, true);
  const recordLength = data.getUint16(10, true);
  if (headerLength < 33 || headerLength > bytes.length) {
    view.tableNote = `${name}'s header length (${headerLength}) does not fit the file, so no attributes are shown.`;
    return;
  }
  const fields: Array<{ name: string; type: string; length: number; decimals: number; offset: number }> = [];
  let offset = 1;
  for (let at = 32; at + 32 <= headerLength && bytes[at] !== 0x0d; at += 32) {
    const fieldName = new TextDecoder('latin1').decode(bytes.subarray(at, at + 11)).replace(/\0[\s\S]*$/, '');
    const length = bytes[at + 16]!;
    fields.push({ name: fieldName, type: String.fromCharCode(bytes[at + 11]!), length, decimals: bytes[at + 17]!, offset });
    offset += length;
  }
  if (offset !== recordLength) {
    view.tableNote = `${name}'s fields add up to ${offset} bytes a record but its header says ${recordLength}, so no attributes are shown.`;
    return;
  }
  const FIELD_TYPES: Readonly<Record<string, string>> = { C: 'text', N: 'number', F: 'number', D: 'date', L: 'yes/no' };
  view.fields = fields.map((field) => `${field.name} (${ownValue(FIELD_TYPES, field.type) ?? `type ${field.type}`})`);
  const fit = Math.floor((bytes.length - headerLength) / recordLength);
  view.recordCount = Math.min(records, fit);
  if (fit < records) view.problems.push(`${name} says it has ${records.toLocaleString('en')} records but holds ${fit.toLocaleString('en')} (a cut file).`);
  const decoder = new TextDecoder('utf-8');
  for (let r = 0; r < Math.min(view.recordCount, MAX_RECORDS); r++) {
    const at = headerLength + r * recordLength;
    view.records.push(fields.map((field) => cellOf(decoder.decode(bytes.subarray(at + field.offset, at + field.offset + field.length)).trim(), field.type)));
  }
}

function cellOf(text: string, type: string): CellValue {
  if (text === '' || /^\*+$/.test(text)) return null;
  if (type === 'N' || type === 'F') {
    const value = Number(text);
    return Number.isFinite(value) ? value : text;
  }
  if (type === 'L') return /^[TtYy]$/.test(text) ? true : /^[FfNn]$/.test(text) ? false : null;
  if (type === 'D' && /^\d{8}$/.test(text)) return `${text.slice(0, 4)}-${text.slice(4, 6)}-${text.slice(6, 8)}`;
  return text;
}
