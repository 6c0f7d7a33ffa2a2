/**
 * A NIfTI-1 volume over a DataView (its 348-byte header, either byte order, then the voxels at
 * vox_offset): the dimensions, voxel size and unit, data type, scaling, orientation from the
 * sform (else the qform) and description; and the first volume as grey levels between its 1st
 * and 99th percentile (the app's choice), when the voxels the header claims are in the file.
 */
import type { DecodedFile, VolumeView } from './view-model-3d';

/** Voxels drawn at most: 10 million 16-bit voxels fill the 20 MB unpacked cap. */
export const MAX_VOXELS = 10 * 1024 * 1024;

const DATA_TYPES: Readonly<Record<number, { name: string; bytes: number; drawn: boolean }>> = {
  2: { name: '8-bit unsigned integer', bytes: 1, drawn: true },
  4: { name: '16-bit integer', bytes: 2, drawn: true },
  8: { name: '32-bit integer', bytes: 4, drawn: true },
  16: { name: '32-bit float', bytes: 4, drawn: true },
  32: { name: '64-bit complex', bytes: 8, drawn: false },
  64: { name: '64-bit float', bytes: 8, drawn: true },
  128: { name: 'RGB, 8 bits each', bytes: 3, drawn: false },
  256: { name: '8-bit integer', bytes: 1, drawn: true },
  512: { name: '16-bit unsigned integer', bytes: 2, drawn: true },
  768: { name: '32-bit unsigned integer', bytes: 4, drawn: true },
  1024: { name: '64-bit integer', bytes: 8, drawn: false },
  1280: { name: '64-bit unsigned integer', bytes: 8, drawn: false },
};
const UNITS: Readonly<Record<number, string>> = { 0: 'unit not stated', 1: 'm', 2: 'mm', 3: 'µm' };

const nameOf = (path: string) => path.split('/').pop() ?? path;

export function parseNifti(file: DecodedFile): VolumeView {
  const bytes = file.content;
  const name = nameOf(file.path);
  if (bytes.length < 348) throw new Error(`${name} is too short for a NIfTI-1 header (${bytes.length} of 348 bytes).`);
  const data = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const little = data.getInt32(0, true) === 348;
  if (!little && data.getInt32(0, false) !== 348) throw new Error(`${name} is not a NIfTI-1 file (its first word is not 348).`);
  const int16 = (at: number) => data.getInt16(at, little);
  const float32 = (at: number) => data.getFloat32(at, little);
  const rank = int16(40);
  if (rank < 1 || rank > 7) throw new Error(`${name}'s header gives ${rank} dimensions; NIfTI allows 1 to 7.`);
  const dims = Array.from({ length: rank }, (_, i) => int16(42 + i * 2));
  if (dims.some((dim) => dim < 1)) throw new Error(`${name}'s header gives a dimension below 1 (${dims.join(' × ')}).`);
  const code = int16(70);
  const type = DATA_TYPES[code];
  const pixdim = [1, 2, 3].map((i) => Math.abs(float32(76 + i * 4)));
  const voxelSize = pixdim.map((value, i) => (i < rank && Number.isFinite(value) && value > 0 ? value : 1)) as [number, number, number];
  const voxOffset = float32(108);
  const slope = float32(112);
  const intercept = float32(116);
  const scaled = Number.isFinite(slope) && slope !== 0 && !(slope === 1 && intercept === 0);
  const description = new TextDecoder('latin1')
    .decode(bytes.subarray(148, 228))
    .replace(/\0[\s\S]*$/, '')
    .replace(/[^\x20-\x7e]/g, '')
    .trim();
  const twoFiles = bytes[344] === 0x6e && bytes[345] === 0x69; // "ni1": the voxels are in a separate .img
  const orientation = orientationOf(data, little);
  const view: VolumeView = {
    view: 'volume',
    path: file.path,
    dims,
    voxelSize,
    unit: UNITS[bytes[123]! & 7] ?? 'unit not stated',
    dataType: type?.name ?? `data type code ${code}, not one NIfTI-1 defines`,
    orientation: orientation?.axes ?? null,
    orientationFrom: orientation?.from ?? null,
    description: description === '' ? null : description,
    scaling: scaled ? { slope, intercept: Number.isFinite(intercept) ? intercept : 0 } : null,
    volume: null,
    window: null,
    imageNote: null,
  };
  const [nx = 1, ny = 1, nz = 1] = dims;
  const voxels = nx * ny * nz;
  if (twoFiles) view.imageNote = `${name} is a header whose voxels are in a separate .img file, which the preview does not read.`;
  else if (!type || !type.drawn) view.imageNote = `The voxels are ${view.dataType}, which the preview describes but does not draw.`;
  else if (!Number.isFinite(voxOffset) || voxOffset < 348 || voxOffset > bytes.length)
    view.imageNote = `The header puts the voxels at byte ${voxOffset}, outside the file (${bytes.length.toLocaleString('en')} bytes).`;
  else if (voxels > MAX_VOXELS)
    view.imageNote = `The volume has ${voxels.toLocaleString('en')} voxels; the preview draws at most ${MAX_VOXELS.toLocaleString('en')}.`;
  else if (voxOffset + voxels * type.bytes > bytes.length)
    view.imageNote = `The header gives ${nx} × ${ny} × ${nz} voxels of ${type.bytes} bytes, but the file holds only ${(bytes.length - voxOffset).toLocaleString('en')} bytes of voxels (a cut file), so none is drawn.`;
  else {
    const values = readVoxels(data, voxOffset, voxels, code, little);
    if (scaled) for (let i = 0; i < voxels; i++) values[i] = values[i]! * slope + (Number.isFinite(intercept) ? intercept : 0);
    const window = percentiles(values);
    const grey = new Uint8Array(voxels);
    const span = window.high - window.low || 1;
    for (let i = 0; i < voxels; i++) grey[i] = Math.max(0, Math.min(255, Math.round(((values[i]! - window.low) / span) * 255)));
    view.volume = { width: nx, height: ny, depth: nz, grey: grey.buffer };
    view.window = window;
  }
  return view;
}

function readVoxels(data: DataView, offset: number, count: number, code: number, little: boolean): Float32Array {
  const values = new Float32Array(count);
  const read: (at: number) => number = {
    2: (at: number) => data.getUint8(offset + at),
    256: (at: number) => data.getInt8(offset + at),
    4: (at: number) => data.getInt16(offset + at * 2, little),
    512: (at: number) => data.getUint16(offset + at * 2, little),
    8: (at: number) => data.getInt32(offset + at * 4, little),
    768: (at: number) => data.getUint32(offset + at * 4, little),
    16: (at: number) => data.getFloat32(offset + at * 4, little),
    64: (at: number) => data.getFloat64(offset + at * 8, little),
  }[code as 2]!;
  for (let i = 0; i < count; i++) {
    const value = read(i);
    values[i] = Number.isFinite(value) ? value : 0;
  }
  return values;
}

/** The 1st and 99th percentile, from at most 200,000 voxels evenly taken. */
function percentiles(values: Float32Array): { low: number; high: number } {
  const step = Math.max(1, Math.floor(values.length / 200_000));
  const taken: number[] = [];
  for (let i = 0; i < values.length; i += step) taken.push(values[i]!);
  taken.sort((a, b) => a - b);
  const at = (fraction: number) => taken[Math.min(taken.length - 1, Math.floor(fraction * taken.length))] ?? 0;
  return { low: at(0.01), high: at(0.99) };
}

/** For each voxel axis, the world direction it runs most along (RAS+: +x right, +y anterior, +z superior), as nibabel's aff2axcodes. */
function orientationOf(data: DataView, little: boolean): { axes: string; from: 'sform' | 'qform' } | null {
  const sformCode = data.getInt16(254, little);
  const qformCode = data.getInt16(252, little);
  let matrix: number[][] | null = null;
  let from: 'sform' | 'qform' = 'sform';
  if (sformCode > 0) matrix = [0, 1, 2].map((row) => [0, 1, 2].map((column) => data.getFloat32(280 + row * 16 + column * 4, little)));
  else if (qformCode > 0) {
    from = 'qform';
    const [b, c, d] = [256, 260, 264].map((at) => data.getFloat32(at, little)) as [number, number, number];
    const a = Math.sqrt(Math.max(0, 1 - b * b - c * c - d * d));
    const qfac = data.getFloat32(76, little) < 0 ? -1 : 1;
    matrix = [
      [a * a + b * b - c * c - d * d, 2 * (b * c - a * d), 2 * (b * d + a * c) * qfac],
      [2 * (b * c + a * d), a * a + c * c - b * b - d * d, 2 * (c * d - a * b) * qfac],
      [2 * (b * d - a * c), 2 * (c * d + a * b), (a * a + d * d - c * c - b * b) * qfac],
    ];
  }
  if (!matrix || !matrix.flat().every(Number.isFinite)) return null;
  const letters = [
    ['L', 'R'],
    ['P', 'A'],
    ['I', 'S'],
  ];
  const used = new Set<number>();
  let axes = '';
  for (let column = 0; column < 3; column++) {
    const rows = [0, 1, 2].filter((row) => !used.has(row));
    const row = rows.reduce((best, candidate) => (Math.abs(matrix[candidate]![column]!) > Math.abs(matrix[best]![column]!) ? candidate : best), rows[0]!);
    if (matrix[row]![column] === 0) return null;
    used.add(row);
    axes += letters[row]![matrix[row]![column]! > 0 ? 1 : 0];
  }
  return { axes, from };
}
