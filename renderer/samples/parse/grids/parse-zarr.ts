/**
 * Reads a Zarr v2 store from the files of its zip: each array's `.zarray` (shape, chunks, dtype,
 * compressor, fill value) and `.zattrs` (xarray's `_ARRAY_DIMENSIONS` names the dimensions), and
 * its chunks, uncompressed or zlib/gzip (inflated no further than a chunk's size). A missing chunk
 * is the fill value, as Zarr says.
 */
import { ownValue } from '../../../../shared/domain/own-keys';
import { inflateCapped } from '../capped-inflate';
import { gridView, MAX_GRID_VALUES, type AttributeValue, type FoundVariable } from './grid-values';
import type { GridView } from './grid-view-model';

export interface StoreFile {
  path: string;
  bytes: Uint8Array;
}

const TYPE_NAMES: Readonly<Record<string, string>> = { f: 'float', i: 'integer', u: 'unsigned integer', b: 'boolean' };

interface ArrayMeta {
  shape: number[];
  chunks: number[];
  dtype: string;
  compressor: string | null;
  fill: number | null;
  order: string;
  separator: string;
}

/** Whether the files are a Zarr v2 store: an array's `.zarray` whose JSON says `zarr_format: 2`. */
export function isZarrStore(files: readonly StoreFile[]): boolean {
  return files.some((file) => /(^|\/)\.zarray$/.test(file.path) && zarrFormatOf(file.bytes) === 2);
}

function zarrFormatOf(bytes: Uint8Array): unknown {
  try {
    return (JSON.parse(new TextDecoder().decode(bytes)) as { zarr_format?: unknown }).zarr_format;
  } catch {
    return null;
  }
}

export function parseZarr(files: readonly StoreFile[]): { view: GridView; transfer: ArrayBuffer[] } {
  const byPath = new Map(files.map((file) => [file.path, file.bytes]));
  const json = (path: string): Record<string, unknown> | null => {
    const bytes = byPath.get(path);
    if (!bytes) return null;
    try {
      const value: unknown = JSON.parse(new TextDecoder().decode(bytes));
      return value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : null;
    } catch {
      return null;
    }
  };
  const arrays = files.filter((file) => /(^|\/)\.zarray$/.test(file.path)).map((file) => file.path.replace(/\.zarray$/, ''));
  const root = arrays.reduce((prefix, path) => commonPrefix(prefix, path.replace(/[^/]+\/$/, '')), arrays[0]?.replace(/[^/]+\/$/, '') ?? '');
  const problems: string[] = [];
  const found: FoundVariable[] = arrays.map((prefix) => {
    const name = prefix.slice(root.length).replace(/\/$/, '') || '(root array)';
    const attributes = (json(`${prefix}.zattrs`) ?? {}) as Record<string, AttributeValue>;
    const { _ARRAY_DIMENSIONS: named, ...own } = attributes;
    const raw = json(`${prefix}.zarray`);
    const meta = raw ? metaOf(raw) : 'its .zarray is not JSON';
    const shape = typeof meta === 'string' ? [] : meta.shape;
    const names =
      Array.isArray(named) && named.length === shape.length && named.every((item) => typeof item === 'string')
        ? (named as string[])
        : shape.map((_, axis) => `dim ${axis}`);
    const dimensions = shape.map((size, axis) => ({ name: names[axis] as string, size }));
    if (typeof meta === 'string') return { name, dimensions, type: 'unknown', attributes: own, read: null, unreadable: `It cannot be read: ${meta}.` };
    return {
      name,
      dimensions,
      type: `${typeName(meta.dtype)}, chunks of ${meta.chunks.join(' × ')}, ${meta.compressor ?? 'uncompressed'}`,
      attributes: own,
      fill: meta.fill,
      read: meta.order === 'C' ? () => readArray(meta, (key) => byPath.get(`${prefix}${key}`)) : null,
      unreadable: 'Its chunks are in Fortran order, which the preview does not draw.',
    };
  });
  const globals = (json(`${root}.zattrs`) ?? {}) as Record<string, AttributeValue>;
  if (found.length === 0) throw new Error('The Zarr store has no array (.zarray).');
  return gridView(
    'Zarr',
    root.replace(/\/$/, '') || '(zip root)',
    `Zarr v2 store, ${found.length} ${found.length === 1 ? 'array' : 'arrays'}`,
    globals,
    found,
    problems,
  );
}

function metaOf(raw: Record<string, unknown>): ArrayMeta | string {
  if (raw.zarr_format !== 2) return 'it is not Zarr format 2';
  const ints = (value: unknown) => Array.isArray(value) && value.every((item) => Number.isSafeInteger(item) && (item as number) >= 0);
  if (!ints(raw.shape) || !ints(raw.chunks) || (raw.shape as number[]).length !== (raw.chunks as number[]).length)
    return 'its shape or chunks are not lists of sizes';
  if ((raw.chunks as number[]).some((size) => size === 0)) return 'a chunk size is 0';
  if (typeof raw.dtype !== 'string' || !/^[<>|][fiub][1248]$/.test(raw.dtype) || raw.dtype.endsWith('f1'))
    return `its dtype ${JSON.stringify(raw.dtype)} is not a number type the preview reads`;
  const compressor =
    raw.compressor === null
      ? null
      : typeof raw.compressor === 'object' && raw.compressor !== null
        ? String((raw.compressor as { id?: unknown }).id)
        : 'unknown';
  if (compressor !== null && compressor !== 'zlib' && compressor !== 'gzip')
    return `its chunks are compressed with ${compressor}, which the preview does not decode`;
  if (raw.filters !== null && raw.filters !== undefined) return 'its chunks pass through filters the preview does not undo';
  const fill = typeof raw.fill_value === 'number' ? raw.fill_value : raw.fill_value === 'NaN' ? Number.NaN : null;
  return {
    shape: raw.shape as number[],
    chunks: raw.chunks as number[],
    dtype: raw.dtype,
    compressor,
    fill,
    order: raw.order === 'F' ? 'F' : 'C',
    separator: raw.dimension_separator === '/' ? '/' : '.',
  };
}

function typeName(dtype: string): string {
  const bits = Number(dtype[2]) * 8;
  return dtype[1] === 'f' ? `${bits}-bit float` : `${bits}-bit ${ownValue(TYPE_NAMES, dtype[1] as string) ?? dtype}`;
}

function readArray(meta: ArrayMeta, chunkAt: (key: string) => Uint8Array | undefined): Float64Array {
  const total = meta.shape.reduce((product, size) => product * size, 1);
  if (total > MAX_GRID_VALUES) throw new Error('it is larger than the preview reads');
  const out = new Float64Array(total).fill(meta.fill ?? Number.NaN);
  const size = Number(meta.dtype[2]);
  const little = meta.dtype[0] !== '>';
  const perChunk = meta.chunks.reduce((product, extent) => product * extent, 1);
  const grid = meta.shape.map((extent, axis) => Math.ceil(extent / (meta.chunks[axis] as number)));
  const chunkCount = grid.reduce((product, count) => product * count, 1);
  const index = grid.map(() => 0);
  for (let chunk = 0; chunk < chunkCount; chunk++) {
    const stored = chunkAt(index.join(meta.separator) || '0');
    if (stored) {
      const bytes = meta.compressor === null ? stored : inflateCapped(stored, perChunk * size, meta.compressor as 'zlib' | 'gzip');
      if (bytes.length < perChunk * size) throw new Error(`chunk ${index.join('.')} holds ${bytes.length} bytes, not ${perChunk * size}`);
      const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
      const within = meta.chunks.map(() => 0);
      for (let i = 0; i < perChunk; i++) {
        let flat = 0;
        let inside = true;
        for (let axis = 0; axis < meta.shape.length; axis++) {
          const position = (index[axis] as number) * (meta.chunks[axis] as number) + (within[axis] as number);
          if (position >= (meta.shape[axis] as number)) inside = false;
          flat = flat * (meta.shape[axis] as number) + position;
        }
        if (inside) out[flat] = read(view, i * size, meta.dtype, little);
        for (let axis = meta.chunks.length - 1; axis >= 0; axis--) {
          within[axis] = (within[axis] as number) + 1;
          if ((within[axis] as number) < (meta.chunks[axis] as number)) break;
          within[axis] = 0;
        }
      }
    }
    for (let axis = grid.length - 1; axis >= 0; axis--) {
      index[axis] = (index[axis] as number) + 1;
      if ((index[axis] as number) < (grid[axis] as number)) break;
      index[axis] = 0;
    }
  }
  return out;
}

function read(view: DataView, at: number, dtype: string, little: boolean): number {
  switch (dtype.slice(1)) {
    case 'f4':
      return view.getFloat32(at, little);
    case 'f8':
      return view.getFloat64(at, little);
    case 'i1':
      return view.getInt8(at);
    case 'i2':
      return view.getInt16(at, little);
    case 'i4':
      return view.getInt32(at, little);
    case 'i8':
      return Number(view.getBigInt64(at, little));
    case 'u1':
    case 'b1':
      return view.getUint8(at);
    case 'u2':
      return view.getUint16(at, little);
    case 'u4':
      return view.getUint32(at, little);
    default:
      return Number(view.getBigUint64(at, little));
  }
}

function commonPrefix(a: string, b: string): string {
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i++;
  return a.slice(0, a.lastIndexOf('/', i - 1) + 1);
}
