/**
 * LiDAR point clouds over a DataView: PCD (its text header, then ASCII or binary points; a
 * binary_compressed body is described, not drawn) with its boxes from a JSON labels file beside
 * it, and KITTI's velodyne scans (float32 x, y, z, reflectance) with their label_2 objects moved
 * from the camera's frame into the LiDAR's through the calib file. Every count is checked
 * against the bytes there are: a cut or lying file is read as far as it goes, saying so.
 */
import { ownValue } from '../../../../shared/domain/own-keys';
import { isKittiScan } from './kitti-scan';
import type { DecodedFile, PointCloudView } from './view-model-3d';

/** Points drawn at most (evenly thinned beyond). */
export const MAX_DRAWN_POINTS = 150_000;
/** Points read at most: 20 MB of the smallest point (x, y, z as float32) is 1.7 million. */
export const MAX_READ_POINTS = 2_000_000;
const MAX_HEADER_BYTES = 64 * 1024;
const MAX_BOXES = 1_000;

const TYPE_NAMES: Readonly<Record<string, string>> = {
  F4: '32-bit float',
  F8: '64-bit float',
  I1: '8-bit integer',
  I2: '16-bit integer',
  I4: '32-bit integer',
  I8: '64-bit integer',
  U1: '8-bit unsigned',
  U2: '16-bit unsigned',
  U4: '32-bit unsigned',
  U8: '64-bit unsigned',
};

const nameOf = (path: string) => path.split('/').pop() ?? path;
const stemOf = (path: string) => nameOf(path).replace(/\.[^.]*$/, '');

export function parsePointCloud(files: readonly DecodedFile[]): PointCloudView {
  const pcds = files.filter((file) => file.kind === 'pcd');
  if (pcds.length > 0) return parsePcd(pcds[0]!, pcds.length, files);
  const scans = files.filter(isKittiScan);
  if (scans.length > 0) return parseKitti(scans[0]!, scans.length, files);
  throw new Error('The sample holds no point cloud the preview reads.');
}

interface PcdField {
  name: string;
  type: string;
  size: number;
  count: number;
  offset: number;
}

function parsePcd(file: DecodedFile, frames: number, files: readonly DecodedFile[]): PointCloudView {
  const bytes = file.content;
  const headText = new TextDecoder('latin1').decode(bytes.subarray(0, MAX_HEADER_BYTES));
  const header = new Map<string, string[]>();
  let bodyAt = -1;
  let lineStart = 0;
  while (lineStart < headText.length) {
    const end = headText.indexOf('\n', lineStart);
    if (end < 0) break;
    const line = headText.slice(lineStart, end).trim();
    lineStart = end + 1;
    if (line === '' || line.startsWith('#')) continue;
    const [key, ...values] = line.split(/\s+/);
    header.set(key!.toUpperCase(), values);
    if (key!.toUpperCase() === 'DATA') {
      bodyAt = lineStart;
      break;
    }
  }
  const name = nameOf(file.path);
  if (bodyAt < 0) throw new Error(`${name} has no DATA line in its first 64 KB: it is not a PCD file the preview can read.`);
  const names = header.get('FIELDS') ?? [];
  const sizes = (header.get('SIZE') ?? []).map(Number);
  const types = (header.get('TYPE') ?? []).map((type) => type.toUpperCase());
  const counts = header.has('COUNT') ? (header.get('COUNT') ?? []).map(Number) : names.map(() => 1);
  if (names.length === 0 || sizes.length !== names.length || types.length !== names.length || counts.length !== names.length)
    throw new Error(`${name}'s header does not give a SIZE, TYPE and COUNT for each of its ${names.length} FIELDS.`);
  const fields: PcdField[] = [];
  let stride = 0;
  for (let i = 0; i < names.length; i++) {
    const type = `${types[i]}${sizes[i]}`;
    const count = counts[i]!;
    if (ownValue(TYPE_NAMES, type) === undefined || !Number.isInteger(count) || count < 1 || count > 1024)
      throw new Error(`${name}'s field ${names[i]} has a type (${types[i]}, ${sizes[i]} bytes, count ${counts[i]}) PCD does not have.`);
    fields.push({ name: names[i]!, type, size: sizes[i]!, count, offset: stride });
    stride += sizes[i]! * count;
  }
  const width = Number(header.get('WIDTH')?.[0]);
  const height = Number(header.get('HEIGHT')?.[0] ?? 1);
  const claimed = Number(header.get('POINTS')?.[0] ?? width * height);
  if (!Number.isSafeInteger(claimed) || claimed < 0) throw new Error(`${name}'s header gives no whole number of POINTS.`);
  const encoding = (header.get('DATA')?.[0] ?? '').toLowerCase();
  const view = emptyView(file.path, 'PCD', encoding, frames, claimed);
  view.fields = fields.map((field) => `${field.name} (${ownValue(TYPE_NAMES, field.type)}${field.count > 1 ? ` × ${field.count}` : ''})`);
  if (Number.isSafeInteger(width * height) && width * height !== claimed)
    view.problems.push(`Its header says ${claimed.toLocaleString('en')} points but WIDTH × HEIGHT is ${(width * height).toLocaleString('en')}.`);
  const axes = ['x', 'y', 'z'].map((axis) => fields.find((field) => field.name === axis && field.count === 1));
  const value = ['label', 'intensity', 'reflectance', 'i'].map((wanted) => fields.find((field) => field.name === wanted && field.count === 1)).find(Boolean);
  if (axes.some((axis) => axis === undefined)) {
    view.note = `${name} has no x, y and z fields, so its points are not drawn.`;
    return view;
  }
  if (encoding === 'binary_compressed') {
    view.note = `${name} is binary_compressed (LZF): the preview describes it but does not draw its points.`;
    return view;
  }
  if (encoding !== 'ascii' && encoding !== 'binary') throw new Error(`${name}'s DATA is "${encoding}", which is not ascii, binary or binary_compressed.`);
  const wanted = Math.min(claimed, MAX_READ_POINTS);
  const readers = [...(axes as PcdField[]), value ?? null];
  const raw =
    encoding === 'binary' ? readBinary(bytes, bodyAt, stride, wanted, readers, view) : readAscii(bytes.subarray(bodyAt), fields, wanted, readers, view);
  if (claimed > MAX_READ_POINTS && view.readCount === MAX_READ_POINTS)
    view.problems.push(`The preview reads the first ${MAX_READ_POINTS.toLocaleString('en')} points.`);
  view.colourBy = value?.name ?? 'height';
  finish(view, raw);
  boxesOfJson(view, file, files);
  return view;
}

function readBinary(bytes: Uint8Array, at: number, stride: number, wanted: number, readers: Array<PcdField | null>, view: PointCloudView): Float32Array {
  const data = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const fits = stride === 0 ? 0 : Math.floor((bytes.length - at) / stride);
  const count = Math.min(wanted, fits);
  if (fits < wanted)
    view.problems.push(`The file ends after ${fits.toLocaleString('en')} of the ${view.pointCount.toLocaleString('en')} points its header gives (a cut file).`);
  const out = new Float32Array(count * 4);
  for (let i = 0; i < count; i++)
    for (let r = 0; r < 4; r++) {
      const field = readers[r];
      out[i * 4 + r] = field ? readValue(data, at + i * stride + field.offset, field.type) : NaN;
    }
  view.readCount = count;
  return out;
}

function readValue(data: DataView, at: number, type: string): number {
  switch (type) {
    case 'F4':
      return data.getFloat32(at, true);
    case 'F8':
      return data.getFloat64(at, true);
    case 'I1':
      return data.getInt8(at);
    case 'U1':
      return data.getUint8(at);
    case 'I2':
      return data.getInt16(at, true);
    case 'U2':
      return data.getUint16(at, true);
    case 'I4':
      return data.getInt32(at, true);
    case 'U4':
      return data.getUint32(at, true);
    case 'I8':
      return Number(data.getBigInt64(at, true));
    default:
      return Number(data.getBigUint64(at, true));
  }
}

function readAscii(body: Uint8Array, fields: readonly PcdField[], wanted: number, readers: Array<PcdField | null>, view: PointCloudView): Float32Array {
  const text = new TextDecoder('latin1').decode(body);
  // A value's column: the sum of the counts of the fields before it.
  const columns = readers.map((field) => (field ? fields.slice(0, fields.indexOf(field)).reduce((sum, f) => sum + f.count, 0) : -1));
  const out = new Float32Array(wanted * 4);
  let count = 0;
  let start = 0;
  let bad = 0;
  while (count < wanted && start < text.length) {
    let end = text.indexOf('\n', start);
    if (end < 0) end = text.length;
    const line = text.slice(start, end).trim();
    start = end + 1;
    if (line === '') continue;
    const values = line.split(/\s+/);
    if (columns.some((column) => column >= values.length)) {
      bad++;
      continue;
    }
    for (let r = 0; r < 4; r++) out[count * 4 + r] = columns[r]! >= 0 ? Number(values[columns[r]!]) : NaN;
    count++;
  }
  if (bad === 1) view.problems.push("1 line has fewer values than the header's fields and was left out.");
  if (bad > 1) view.problems.push(`${bad.toLocaleString('en')} lines have fewer values than the header's fields and were left out.`);
  if (count < wanted)
    view.problems.push(`The file holds ${count.toLocaleString('en')} of the ${view.pointCount.toLocaleString('en')} points its header gives.`);
  view.readCount = count;
  return out.subarray(0, count * 4);
}

function parseKitti(scan: DecodedFile, frames: number, files: readonly DecodedFile[]): PointCloudView {
  const bytes = scan.content;
  const total = Math.floor(bytes.length / 16);
  const view = emptyView(scan.path, 'KITTI', 'float32 x, y, z, reflectance', frames, total);
  view.fields = ['x', 'y', 'z', 'reflectance'].map((field) => `${field} (32-bit float)`);
  if (bytes.length % 16 !== 0) view.problems.push(`${nameOf(scan.path)} ends with ${bytes.length % 16} bytes that are not a whole point (a cut scan).`);
  const count = Math.min(total, MAX_READ_POINTS);
  const data = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const raw = new Float32Array(count * 4);
  for (let i = 0; i < count * 4; i++) raw[i] = data.getFloat32(i * 4, true);
  view.readCount = count;
  view.colourBy = 'reflectance';
  finish(view, raw);
  kittiBoxes(view, scan, files);
  return view;
}

function emptyView(path: string, format: PointCloudView['format'], encoding: string, frames: number, pointCount: number): PointCloudView {
  return {
    view: 'point-cloud',
    path,
    format,
    encoding,
    fields: [],
    pointCount,
    readCount: 0,
    points: null,
    drawnCount: 0,
    colourBy: 'height',
    classes: null,
    bounds: null,
    boxes: [],
    boxesFrom: null,
    boxesNote: null,
    frames,
    note: null,
    problems: [],
  };
}

/** Bounds over the finite points, and the drawn ones (thinned evenly; the 4th value is height when the file has none). */
function finish(view: PointCloudView, raw: Float32Array): void {
  const count = raw.length / 4;
  const min: [number, number, number] = [Infinity, Infinity, Infinity];
  const max: [number, number, number] = [-Infinity, -Infinity, -Infinity];
  let finite = 0;
  for (let i = 0; i < count; i++) {
    const x = raw[i * 4]!;
    const y = raw[i * 4 + 1]!;
    const z = raw[i * 4 + 2]!;
    if (!Number.isFinite(x) || !Number.isFinite(y) || !Number.isFinite(z)) continue;
    finite++;
    for (const [axis, value] of [x, y, z].entries()) {
      if (value < min[axis]!) min[axis] = value;
      if (value > max[axis]!) max[axis] = value;
    }
  }
  if (finite < count)
    view.problems.push(
      `${(count - finite).toLocaleString('en')} points have no finite position (NaN, as organised clouds mark empty returns) and are left out.`,
    );
  if (finite === 0) {
    view.note = 'No point has a finite position, so nothing is drawn.';
    return;
  }
  view.bounds = { min, max };
  const step = Math.max(1, Math.ceil(finite / MAX_DRAWN_POINTS));
  const drawn = new Float32Array(Math.ceil(finite / step) * 4);
  let seen = 0;
  let at = 0;
  for (let i = 0; i < count; i++) {
    const x = raw[i * 4]!;
    const y = raw[i * 4 + 1]!;
    const z = raw[i * 4 + 2]!;
    if (!Number.isFinite(x) || !Number.isFinite(y) || !Number.isFinite(z)) continue;
    if (seen++ % step !== 0) continue;
    const value = raw[i * 4 + 3]!;
    drawn.set([x, y, z, view.colourBy === 'height' || !Number.isFinite(value) ? z : value], at);
    at += 4;
  }
  view.points = drawn.buffer.slice(0, at * 4);
  view.drawnCount = at / 4;
}

const finiteTriple = (value: unknown): value is [number, number, number] =>
  Array.isArray(value) && value.length === 3 && value.every((n) => typeof n === 'number' && Number.isFinite(n));

/** Boxes from a JSON file beside a PCD (labels/<stem>.json, or any .json naming `objects`): centre, size, yaw, label. */
function boxesOfJson(view: PointCloudView, cloud: DecodedFile, files: readonly DecodedFile[]): void {
  const jsons = files.filter((file) => file.kind === 'json');
  const labels = jsons.find((file) => stemOf(file.path) === stemOf(cloud.path)) ?? jsons[0];
  if (!labels) {
    view.boxesNote = 'The sample has no labels file beside the cloud.';
    return;
  }
  let json: { objects?: unknown; point_classes?: unknown };
  try {
    json = JSON.parse(new TextDecoder().decode(labels.content)) as typeof json;
  } catch {
    view.boxesNote = `${nameOf(labels.path)} is not JSON the preview reads, so no boxes are drawn.`;
    return;
  }
  if (view.colourBy === 'label' && json.point_classes && typeof json.point_classes === 'object')
    view.classes = Object.fromEntries(Object.entries(json.point_classes as Record<string, unknown>).filter(([, name]) => typeof name === 'string')) as Record<
      string,
      string
    >;
  const objects = Array.isArray(json.objects) ? (json.objects as Array<Record<string, unknown>>) : [];
  let skipped = 0;
  for (const object of objects) {
    if (view.boxes.length >= MAX_BOXES) break;
    const { center, size, yaw } = object;
    if (!finiteTriple(center) || !finiteTriple(size) || typeof yaw !== 'number' || !Number.isFinite(yaw)) {
      skipped++;
      continue;
    }
    view.boxes.push({
      label: typeof object.label === 'string' ? object.label.slice(0, 40) : 'object',
      trackId: typeof object.track_id === 'number' ? object.track_id : null,
      center,
      size,
      yaw,
    });
  }
  view.boxesFrom = nameOf(labels.path);
  if (skipped > 0) view.problems.push(`${skipped} objects in ${nameOf(labels.path)} have no centre, size and yaw as numbers and are not drawn.`);
  if (objects.length > MAX_BOXES) view.problems.push(`The preview draws the first ${MAX_BOXES} of ${objects.length} boxes.`);
}

type Matrix3x4 = number[];

function calibOf(text: string): { veloToCam: Matrix3x4; rect: number[] } | null {
  const rows = new Map<string, number[]>();
  for (const line of text.split(/\r?\n/)) {
    const match = /^([\w]+):\s*(.*)$/.exec(line.trim());
    if (match) rows.set(match[1]!, match[2]!.trim().split(/\s+/).map(Number));
  }
  const veloToCam = rows.get('Tr_velo_to_cam');
  const rect = rows.get('R0_rect') ?? [1, 0, 0, 0, 1, 0, 0, 0, 1];
  if (!veloToCam || veloToCam.length !== 12 || rect.length !== 9 || ![...veloToCam, ...rect].every(Number.isFinite)) return null;
  return { veloToCam, rect };
}

/** label_2 objects (camera frame, bottom centre) moved into the LiDAR frame: velo = Tr⁻¹ · R0⁻¹ · cam (both rigid: inverses are transposes). */
function kittiBoxes(view: PointCloudView, scan: DecodedFile, files: readonly DecodedFile[]): void {
  const stem = stemOf(scan.path);
  const beside = (folder: RegExp) => files.find((file) => folder.test(file.path) && stemOf(file.path) === stem && file.kind === 'text');
  const labels = beside(/(^|\/)label_\d\/[^/]+\.txt$/i);
  if (!labels) {
    view.boxesNote = `The sample has no label_2 file for ${nameOf(scan.path)}.`;
    return;
  }
  const calibFile = beside(/(^|\/)calib\/[^/]+\.txt$/i);
  const calib = calibFile ? calibOf(new TextDecoder().decode(calibFile.content)) : null;
  if (!calib) {
    view.boxesNote = `${calibFile ? `${nameOf(calibFile.path)} has no Tr_velo_to_cam the preview reads` : 'The sample has no calib file'}, so the labels cannot be placed in the scan.`;
    return;
  }
  const { veloToCam: m, rect: r } = calib;
  const toVelo = ([x, y, z]: [number, number, number]): [number, number, number] => {
    // Unrectify (R0ᵀ), take away the translation, then rotate back (Rᵀ).
    const c = [r[0]! * x + r[3]! * y + r[6]! * z, r[1]! * x + r[4]! * y + r[7]! * z, r[2]! * x + r[5]! * y + r[8]! * z];
    const d = [c[0]! - m[3]!, c[1]! - m[7]!, c[2]! - m[11]!];
    return [m[0]! * d[0]! + m[4]! * d[1]! + m[8]! * d[2]!, m[1]! * d[0]! + m[5]! * d[1]! + m[9]! * d[2]!, m[2]! * d[0]! + m[6]! * d[1]! + m[10]! * d[2]!];
  };
  let skipped = 0;
  for (const line of new TextDecoder().decode(labels.content).split(/\r?\n/)) {
    const values = line.trim().split(/\s+/);
    if (values.length < 15 || values[0] === 'DontCare') {
      if (line.trim() !== '' && values[0] !== 'DontCare') skipped++;
      continue;
    }
    const numbers = values.slice(8, 15).map(Number);
    if (!numbers.every(Number.isFinite) || view.boxes.length >= MAX_BOXES) {
      skipped++;
      continue;
    }
    const [h, w, l, x, y, z, rotationY] = numbers as [number, number, number, number, number, number, number];
    const center = toVelo([x, y - h / 2, z]);
    // The heading (KITTI: along cos ry, 0, −sin ry in the camera frame), moved through the same transform.
    const ahead = toVelo([x + Math.cos(rotationY), y - h / 2, z - Math.sin(rotationY)]);
    view.boxes.push({ label: values[0]!.slice(0, 40), trackId: null, center, size: [l, w, h], yaw: Math.atan2(ahead[1] - center[1], ahead[0] - center[0]) });
  }
  view.boxesFrom = nameOf(labels.path);
  if (skipped > 0) view.problems.push(`${skipped} lines of ${nameOf(labels.path)} are not KITTI objects (15 values) and are not drawn.`);
}
