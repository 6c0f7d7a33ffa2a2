/**
 * Writes a grid as a Zarr v2 store, zipped (as xarray's ZipStore keeps one): `.zgroup` and
 * `.zattrs` at the root, and for each variable `.zarray`, `.zattrs` (its dimensions in
 * `_ARRAY_DIMENSIONS`, as xarray writes them) and its chunks, one a time step, zlib-compressed.
 */
import { zipSync, zlibSync } from 'fflate';
import { shapeOf, type GridDataset, type GridType } from './grid-dataset';

const DTYPE_OF: Readonly<Record<GridType, string>> = { float32: '<f4', float64: '<f8', int16: '<i2', int32: '<i4', uint8: '|u1', uint16: '<u2' };
const json = (value: unknown) => new TextEncoder().encode(JSON.stringify(value, null, 2));

/** `writtenMs` is each zip entry's modification time (the same bytes for the same dataset, every time). */
export function writeZarr(dataset: GridDataset, writtenMs: number): Buffer {
  const files: Record<string, Uint8Array> = { '.zgroup': json({ zarr_format: 2 }), '.zattrs': json(dataset.attributes) };
  for (const variable of dataset.variables) {
    const shape = shapeOf(dataset, variable);
    const chunks = shape.length >= 3 ? [1, ...shape.slice(1)] : shape;
    const { _FillValue: fillValue, ...attributes } = variable.attributes;
    files[`${variable.name}/.zarray`] = json({
      zarr_format: 2,
      shape,
      chunks,
      dtype: DTYPE_OF[variable.type],
      compressor: { id: 'zlib', level: 6 },
      fill_value: typeof fillValue === 'number' ? fillValue : null,
      order: 'C',
      filters: null,
    });
    files[`${variable.name}/.zattrs`] = json({ ...attributes, _ARRAY_DIMENSIONS: variable.dimensions });
    const perChunk = chunks.reduce((product, size) => product * size, 1);
    const count = Math.ceil(variable.values.length / perChunk);
    for (let index = 0; index < count; index++) {
      const key = shape.length >= 3 ? [index, ...shape.slice(1).map(() => 0)].join('.') : shape.map(() => 0).join('.');
      const slice = variable.values.slice(index * perChunk, (index + 1) * perChunk);
      files[`${variable.name}/${key}`] = zlibSync(new Uint8Array(slice.buffer, slice.byteOffset, slice.byteLength), { level: 6 });
    }
  }
  // The chunks are compressed already: the zip stores them as they are.
  return Buffer.from(zipSync(files, { level: 0, mtime: writtenMs }));
}
