/**
 * Reads an HDF5 file with jsfive (pure JavaScript: the window's CSP allows no WebAssembly): its
 * groups walked to a bounded depth and count, each dataset's shape, type and attributes, and its
 * values when they fit. Its gzip filter is replaced by one that inflates no further than the
 * dataset's size, so a chunk that is a decompression bomb ends in a message.
 */
import { ownValue } from '../../../../shared/domain/own-keys';
import { Dataset, File, Filters, Group } from 'jsfive';
import { inflateCapped } from '../capped-inflate';
import { gridView, MAX_GRID_VALUES, MAX_GRID_VARIABLES, messageOf, type AttributeValue, type FoundVariable } from './grid-values';
import type { GridView } from './grid-view-model';

const GZIP_FILTER = 1;
const MAX_DEPTH = 12;
/** At most this many groups and datasets are opened. */
const MAX_OBJECTS = 1_000;
const TYPE_NAMES: Readonly<Record<string, string>> = { f: 'float', i: 'integer', u: 'unsigned integer', b: 'boolean' };

/** What one chunk may inflate to while the current dataset is read. */
let chunkCap = 0;
Filters.set(GZIP_FILTER, (buffer) => {
  const out = inflateCapped(new Uint8Array(buffer), chunkCap, 'zlib');
  return out.buffer.slice(out.byteOffset, out.byteOffset + out.byteLength) as ArrayBuffer;
});

export function parseHdf5(path: string, bytes: Uint8Array): { view: GridView; transfer: ArrayBuffer[] } {
  let file: File;
  try {
    file = new File(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer, path);
  } catch (error) {
    throw new Error(`The HDF5 file could not be opened: ${messageOf(error)}`);
  }
  const found: FoundVariable[] = [];
  const problems: string[] = [];
  let opened = 0;
  const walk = (group: Group, prefix: string, depth: number) => {
    let keys: string[];
    try {
      keys = group.keys;
    } catch (error) {
      problems.push(`Group /${prefix} could not be listed: ${messageOf(error)}`);
      return;
    }
    for (const key of keys) {
      if (opened >= MAX_OBJECTS || found.length > MAX_GRID_VARIABLES) {
        problems.push(`The file has more objects than the preview opens (${MAX_OBJECTS}); the first are listed.`);
        return;
      }
      opened += 1;
      const name = `${prefix}${key}`;
      let entry: Group | Dataset | null;
      try {
        entry = group.get(key);
      } catch (error) {
        problems.push(`/${name} could not be opened: ${messageOf(error)}`);
        continue;
      }
      if (entry instanceof Dataset) found.push(datasetOf(name, entry));
      else if (entry instanceof Group) {
        if (depth >= MAX_DEPTH) problems.push(`Groups deeper than ${MAX_DEPTH} levels are not opened (/${name}).`);
        else walk(entry, `${name}/`, depth + 1);
      }
    }
  };
  walk(file, '', 0);
  return gridView('HDF5', path, `HDF5, ${found.length} ${found.length === 1 ? 'dataset' : 'datasets'}`, attributesOf(file, problems, '/'), found, problems);
}

function attributesOf(object: Group | Dataset, problems: string[], name: string): Record<string, AttributeValue> {
  try {
    return object.attrs as Record<string, AttributeValue>;
  } catch (error) {
    problems.push(`The attributes of ${name} could not be read: ${messageOf(error)}`);
    return {};
  }
}

function datasetOf(name: string, dataset: Dataset): FoundVariable {
  const problems: string[] = [];
  let shape: number[] = [];
  let dtype: string | unknown[] = 'unknown';
  try {
    shape = [...dataset.shape];
    dtype = dataset.dtype;
  } catch (error) {
    return { name, dimensions: [], type: 'unknown', attributes: {}, read: null, unreadable: `Its header could not be read: ${messageOf(error)}` };
  }
  const attributes = attributesOf(dataset, problems, name);
  const { DIMENSION_LABELS: labels, ...own } = attributes;
  const names = labelsOf(labels, shape.length);
  const dimensions = shape.map((size, axis) => ({ name: names[axis] ?? `dim ${axis}`, size }));
  const numeric = typeof dtype === 'string' && /^[<>|]?[fiub][1248]$/.test(dtype);
  const type =
    typeof dtype === 'string'
      ? typeName(dtype)
      : `${String(dtype[0] ?? 'compound')
          .toLowerCase()
          .replace(/_/g, ' ')}`;
  if (!numeric) return { name, dimensions, type, attributes: own, read: null, unreadable: 'Its values are not numbers, so they are listed, not drawn.' };
  const count = shape.reduce((product, size) => product * size, 1);
  const itemSize = Number((dtype as string).slice(-1));
  return {
    name,
    dimensions,
    type,
    attributes: own,
    // HDF5's own fill (0 by default) marks unwritten chunks, not missing data: only a stated _FillValue is missing.
    fill: null,
    read: () => {
      if (count > MAX_GRID_VALUES) throw new Error('it is larger than the preview reads');
      const chunks = dataset._dataobjects.chunks;
      const chunkItems = Array.isArray(chunks) ? chunks.reduce((product, size) => product * size, 1) : 0;
      chunkCap = Math.max(count, chunkItems) * itemSize;
      if (chunkItems > MAX_GRID_VALUES) throw new Error('its chunks are larger than the preview reads');
      return dataset.value;
    },
  };
}

function labelsOf(labels: AttributeValue, rank: number): string[] {
  if (typeof labels === 'string') return labels.split(/[ ,]+/).slice(0, rank);
  if (labels && typeof labels === 'object' && 'length' in labels)
    return Array.from(labels as ArrayLike<unknown>, (label) => (typeof label === 'string' && label !== '' ? label : '')).map(
      (label, axis) => label || `dim ${axis}`,
    );
  return [];
}

function typeName(dtype: string): string {
  const kind = dtype.replace(/^[<>|]/, '')[0] as string;
  const bits = Number(dtype.slice(-1)) * 8;
  return kind === 'f' ? `${bits}-bit float` : `${bits}-bit ${ownValue(TYPE_NAMES, kind) ?? kind}`;
}
