/**
 * Writes a grid as HDF5 through h5wasm (the HDF5 C library compiled to WebAssembly, run here in
 * the marketplace's Node process, never in the app's windows): one dataset a variable, in groups
 * where its name has a path, arrays of three dimensions or more chunked a slice at a time and
 * gzip-compressed, each dataset's dimension names in DIMENSION_LABELS as h5py's `dims` reads them.
 */
import { randomUUID } from 'node:crypto';
import { rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { shapeOf, type GridDataset, type GridType } from './grid-dataset';

/** h5wasm reads dtypes as Python's struct codes: f float32, d float64, h int16, i int32, B uint8, H uint16. */
const DTYPE_OF: Readonly<Record<GridType, string>> = {
  float32: '<f',
  float64: '<d',
  int16: '<h',
  int32: '<i',
  uint8: '<B',
  uint16: '<H',
};

/**
 * h5wasm's Node build writes through to the real file system, so each file goes to the temp folder
 * under a name no other thread of this process uses: not the file system's root, which only root
 * may write to, and not a counter, which each thread's copy of this module starts at 0.
 */
function scratchPath(): string {
  return path.join(os.tmpdir(), `dmd-sample-${randomUUID()}.h5`);
}

/**
 * `writtenMs` is the time HDF5 stamps on each object it writes: the library reads the clock, so the
 * clock is set to it while the file is written (the same bytes for the same dataset, every time).
 */
export async function writeHdf5(dataset: GridDataset, writtenMs: number): Promise<Buffer> {
  // The library (4 MB with its WebAssembly) loads with the first HDF5 sample only.
  const h5wasm = await import('h5wasm/node');
  const { FS } = await h5wasm.ready;
  const scratch = scratchPath();
  try {
    writeFile(h5wasm, scratch, dataset, writtenMs);
    return Buffer.from(FS!.readFile(scratch));
  } finally {
    rmSync(scratch, { force: true });
  }
}

function writeFile(h5wasm: typeof import('h5wasm/node'), scratch: string, dataset: GridDataset, writtenMs: number): void {
  const realNow = Date.now;
  Date.now = () => writtenMs;
  const file = new h5wasm.File(scratch, 'w');
  try {
    for (const [name, value] of Object.entries(dataset.attributes)) file.create_attribute(name, attributeValue(value));
    const groups = new Set<string>();
    for (const variable of dataset.variables) {
      const parts = variable.name.split('/');
      for (let depth = 1; depth < parts.length; depth++) {
        const group = parts.slice(0, depth).join('/');
        if (!groups.has(group)) file.create_group(group);
        groups.add(group);
      }
      const shape = shapeOf(dataset, variable);
      const chunked = shape.length >= 3;
      file.create_dataset({
        name: variable.name,
        data: variable.values,
        shape,
        dtype: DTYPE_OF[variable.type],
        ...(chunked ? { chunks: [1, ...shape.slice(1)], compression: 'gzip' as const, compression_opts: 4 } : {}),
      });
      const written = file.get(variable.name);
      if (!written || !('create_attribute' in written)) throw new Error(`HDF5 dataset ${variable.name} was not written`);
      const labels = variable.attributes.DIMENSION_LABELS ?? variable.dimensions;
      written.create_attribute('DIMENSION_LABELS', [...(labels as readonly string[])]);
      for (const [name, value] of Object.entries(variable.attributes)) {
        if (name !== 'DIMENSION_LABELS') written.create_attribute(name, attributeValue(value));
      }
    }
  } finally {
    file.close();
    Date.now = realNow;
  }
}

function attributeValue(value: GridDataset['attributes'][string]): string | number | number[] | string[] {
  return typeof value === 'string' || typeof value === 'number' ? value : ([...value] as number[] | string[]);
}
