/**
 * Reads a NetCDF classic (CDF-1) or 64-bit offset (CDF-2) file with its own DataView reader:
 * the header's dimensions, attributes and variables, and each variable's values (record
 * variables gathered across records). Every count and offset is checked against the file before
 * use; CDF-5 and HDF5-based NetCDF-4 are named, not read (NetCDF-4 sniffs as HDF5 and opens there).
 */
import { gridView, type AttributeValue, type FoundVariable } from './grid-values';
import type { GridView } from './grid-view-model';

const NC_DIMENSION = 0x0a;
const NC_VARIABLE = 0x0b;
const NC_ATTRIBUTE = 0x0c;
const TYPES: Readonly<Record<number, { name: string; size: number }>> = {
  1: { name: '8-bit integer', size: 1 },
  2: { name: 'character', size: 1 },
  3: { name: '16-bit integer', size: 2 },
  4: { name: '32-bit integer', size: 4 },
  5: { name: '32-bit float', size: 4 },
  6: { name: '64-bit float', size: 8 },
};
/** Lists longer than this are not a sample's header. */
const MAX_LIST = 10_000;
const MAX_NAME_BYTES = 4096;

class Cursor {
  at = 0;
  constructor(readonly data: DataView) {}
  need(bytes: number) {
    if (bytes < 0 || this.at + bytes > this.data.byteLength) throw new Error('the header runs past the end of the file (truncated?)');
  }
  int(): number {
    this.need(4);
    const value = this.data.getInt32(this.at);
    this.at += 4;
    return value;
  }
  count(what: string): number {
    const value = this.int();
    if (value < 0 || value > MAX_LIST) throw new Error(`the header gives ${value} ${what}`);
    return value;
  }
  offset(wide: boolean): number {
    if (!wide) {
      this.need(4);
      const value = this.data.getUint32(this.at);
      this.at += 4;
      return value;
    }
    this.need(8);
    const value = Number(this.data.getBigUint64(this.at));
    this.at += 8;
    return value;
  }
  name(): string {
    const length = this.int();
    if (length < 0 || length > MAX_NAME_BYTES) throw new Error(`a name of ${length} bytes`);
    this.need(length + pad(length));
    const text = new TextDecoder().decode(new Uint8Array(this.data.buffer, this.data.byteOffset + this.at, length));
    this.at += length + pad(length);
    return text;
  }
}

const pad = (length: number) => (4 - (length % 4)) % 4;

function values(data: DataView, type: number, at: number, count: number): number[] {
  const size = TYPES[type]?.size ?? 1;
  if (at < 0 || at + count * size > data.byteLength) throw new Error('its values lie past the end of the file (truncated?)');
  const out = new Array<number>(count);
  for (let i = 0; i < count; i++) {
    const p = at + i * size;
    out[i] =
      type === 6 ? data.getFloat64(p) : type === 5 ? data.getFloat32(p) : type === 4 ? data.getInt32(p) : type === 3 ? data.getInt16(p) : data.getInt8(p);
  }
  return out;
}

function attributes(cursor: Cursor): Record<string, AttributeValue> {
  const tag = cursor.int();
  const count = cursor.count('attributes');
  if (tag !== NC_ATTRIBUTE && !(tag === 0 && count === 0)) throw new Error('an attribute list is malformed');
  // Entries, not assignments: a file's attribute may be called __proto__.
  const out: Array<[string, AttributeValue]> = [];
  for (let i = 0; i < count; i++) {
    const name = cursor.name();
    const type = cursor.int();
    const length = cursor.int();
    const size = TYPES[type]?.size;
    if (size === undefined) throw new Error(`attribute ${name} has an unknown type (${type})`);
    if (length < 0 || length * size > cursor.data.byteLength) throw new Error(`attribute ${name} claims ${length} values`);
    const bytes = length * size;
    cursor.need(bytes + pad(bytes));
    out.push([
      name,
      type === 2
        ? new TextDecoder().decode(new Uint8Array(cursor.data.buffer, cursor.data.byteOffset + cursor.at, length))
        : values(cursor.data, type, cursor.at, length),
    ]);
    cursor.at += bytes + pad(bytes);
  }
  return Object.fromEntries(out);
}

export function parseNetcdf(path: string, bytes: Uint8Array): { view: GridView; transfer: ArrayBuffer[] } {
  const data = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const version = bytes[3];
  if (version === 5) throw new Error('This is NetCDF CDF-5 (64-bit data), which the preview does not read.');
  if (version !== 1 && version !== 2) throw new Error('This is not a NetCDF classic file.');
  const wide = version === 2;
  const cursor = new Cursor(data);
  cursor.at = 4;
  const rawRecords = cursor.int();
  // 0xFFFFFFFF: a file being written whose record count is not known (streaming).
  const records = rawRecords === -1 ? 0 : rawRecords;
  if (records < 0) throw new Error(`the header gives ${records} records`);

  const dimensionTag = cursor.int();
  const dimensionCount = cursor.count('dimensions');
  if (dimensionTag !== NC_DIMENSION && !(dimensionTag === 0 && dimensionCount === 0)) throw new Error('the dimension list is malformed');
  const dimensions = Array.from({ length: dimensionCount }, () => {
    const name = cursor.name();
    const size = cursor.int();
    if (size < 0) throw new Error(`dimension ${name} has size ${size}`);
    return { name, size, record: size === 0 };
  });
  const globals = attributes(cursor);
  const variableTag = cursor.int();
  const variableCount = cursor.count('variables');
  if (variableTag !== NC_VARIABLE && !(variableTag === 0 && variableCount === 0)) throw new Error('the variable list is malformed');
  const headers = Array.from({ length: variableCount }, () => {
    const name = cursor.name();
    const rank = cursor.count('dimensions of a variable');
    const ids = Array.from({ length: rank }, () => cursor.int());
    const own = attributes(cursor);
    const type = cursor.int();
    const vsize = cursor.offset(false);
    const begin = cursor.offset(wide);
    const shape = ids.map((id) => {
      const dimension = dimensions[id];
      if (dimension === undefined) throw new Error(`variable ${name} names dimension ${id}, which the file does not have`);
      return dimension;
    });
    return { name, shape, own, type, vsize, begin, record: shape[0]?.record === true };
  });
  // Record variables' slabs follow one another, record after record.
  const recordSize = headers.filter((header) => header.record).reduce((sum, header) => sum + header.vsize, 0);
  const singleRecord = headers.filter((header) => header.record).length === 1;

  const found: FoundVariable[] = headers.map((header) => {
    const dims = header.shape.map((dimension) => ({ name: dimension.name, size: dimension.record ? records : dimension.size }));
    const typeInfo = TYPES[header.type];
    const base = { name: header.name, dimensions: dims, type: typeInfo?.name ?? `type ${header.type}`, attributes: header.own };
    if (typeInfo === undefined) return { ...base, read: null, unreadable: `Its type (${header.type}) is not one NetCDF classic has.` };
    if (header.type === 2) return { ...base, read: null, unreadable: 'Its values are characters (text), not drawn.' };
    const perRecord = header.shape.slice(header.record ? 1 : 0).reduce((product, dimension) => product * dimension.size, 1);
    return {
      ...base,
      read: () => {
        if (!header.record) return values(data, header.type, header.begin, perRecord);
        // One record variable alone is not padded between records.
        const stride = singleRecord ? perRecord * typeInfo.size : recordSize;
        const out: number[] = [];
        for (let record = 0; record < records; record++)
          for (const value of values(data, header.type, header.begin + record * stride, perRecord)) out.push(value);
        return out;
      },
    };
  });
  return gridView('NetCDF', path, `NetCDF ${wide ? '64-bit offset (CDF-2)' : 'classic (CDF-1)'}${records > 0 ? `, ${records} records` : ''}`, globals, found);
}
