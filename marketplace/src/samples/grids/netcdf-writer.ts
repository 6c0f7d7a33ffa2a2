/**
 * Writes a grid as NetCDF classic (CDF-1, big-endian, fixed dimensions only), as the format's
 * specification lays it out: header (dimensions, global attributes, variables with their own
 * attributes, types, sizes and offsets), then each variable's values, each padded to 4 bytes.
 */
import type { GridAttribute, GridDataset, GridType } from './grid-dataset';

const NC_DIMENSION = 0x0a;
const NC_VARIABLE = 0x0b;
const NC_ATTRIBUTE = 0x0c;
const NC_BYTE = 1;
const NC_CHAR = 2;
const NC_SHORT = 3;
const NC_INT = 4;
const NC_FLOAT = 5;
const NC_DOUBLE = 6;

/** NetCDF classic has no unsigned types: unsigned bytes and shorts widen to the next signed type. */
const NC_TYPE_OF: Readonly<Record<GridType, { type: number; size: number }>> = {
  uint8: { type: NC_SHORT, size: 2 },
  int16: { type: NC_SHORT, size: 2 },
  uint16: { type: NC_INT, size: 4 },
  int32: { type: NC_INT, size: 4 },
  float32: { type: NC_FLOAT, size: 4 },
  float64: { type: NC_DOUBLE, size: 8 },
};

class Writer {
  private chunks: Buffer[] = [];
  length = 0;
  private push(buffer: Buffer) {
    this.chunks.push(buffer);
    this.length += buffer.length;
  }
  int(value: number) {
    const buffer = Buffer.alloc(4);
    buffer.writeInt32BE(value);
    this.push(buffer);
  }
  name(text: string) {
    const bytes = Buffer.from(text, 'utf8');
    this.int(bytes.length);
    this.push(Buffer.concat([bytes, Buffer.alloc(pad(bytes.length))]));
  }
  values(type: number, values: ArrayLike<number>) {
    const size = type === NC_DOUBLE ? 8 : type === NC_SHORT ? 2 : type === NC_BYTE || type === NC_CHAR ? 1 : 4;
    const buffer = Buffer.alloc(values.length * size + pad(values.length * size));
    for (let i = 0; i < values.length; i++) {
      const value = values[i] as number;
      if (type === NC_DOUBLE) buffer.writeDoubleBE(value, i * 8);
      else if (type === NC_FLOAT) buffer.writeFloatBE(value, i * 4);
      else if (type === NC_INT) buffer.writeInt32BE(value, i * 4);
      else if (type === NC_SHORT) buffer.writeInt16BE(value, i * 2);
      else buffer.writeInt8(value, i);
    }
    this.push(buffer);
  }
  text(value: string) {
    const bytes = Buffer.from(value, 'utf8');
    this.push(Buffer.concat([bytes, Buffer.alloc(pad(bytes.length))]));
  }
  bytes(): Buffer {
    return Buffer.concat(this.chunks);
  }
}

const pad = (length: number) => (4 - (length % 4)) % 4;

function attributes(writer: Writer, list: Readonly<Record<string, GridAttribute>>, typeOfNumbers: (name: string) => number) {
  const entries = Object.entries(list);
  if (entries.length === 0) {
    writer.int(0);
    writer.int(0);
    return;
  }
  writer.int(NC_ATTRIBUTE);
  writer.int(entries.length);
  for (const [name, value] of entries) {
    writer.name(name);
    if (typeof value === 'string' || (Array.isArray(value) && typeof value[0] === 'string')) {
      const text = typeof value === 'string' ? value : (value as readonly string[]).join(' ');
      writer.int(NC_CHAR);
      writer.int(Buffer.byteLength(text, 'utf8'));
      writer.text(text);
    } else {
      const numbers = typeof value === 'number' ? [value] : (value as readonly number[]);
      const type = typeOfNumbers(name);
      writer.int(type);
      writer.int(numbers.length);
      writer.values(type, numbers);
    }
  }
}

export function writeNetcdf(dataset: GridDataset): Buffer {
  const header = (begins: number[]) => {
    const writer = new Writer();
    writer.text('CDF\u0001');
    writer.int(0);
    writer.int(NC_DIMENSION);
    writer.int(dataset.dimensions.length);
    for (const dimension of dataset.dimensions) {
      writer.name(dimension.name);
      writer.int(dimension.size);
    }
    // Global numbers are doubles; a variable's _FillValue, flag_values and valid ranges are of its own type.
    attributes(writer, dataset.attributes, () => NC_DOUBLE);
    writer.int(NC_VARIABLE);
    writer.int(dataset.variables.length);
    dataset.variables.forEach((variable, index) => {
      const { type, size } = NC_TYPE_OF[variable.type];
      writer.name(variable.name);
      writer.int(variable.dimensions.length);
      for (const name of variable.dimensions) writer.int(dataset.dimensions.findIndex((dimension) => dimension.name === name));
      attributes(writer, variable.attributes, (name) => (/^(_FillValue|flag_values|valid_(min|max|range)|missing_value)$/.test(name) ? type : NC_DOUBLE));
      writer.int(type);
      writer.int(variable.values.length * size + pad(variable.values.length * size));
      writer.int(begins[index] ?? 0);
    });
    return writer;
  };
  // The header's length does not depend on the offsets, so it is laid out once to learn it.
  let offset = header([]).length;
  const begins = dataset.variables.map((variable) => {
    const begin = offset;
    const bytes = variable.values.length * NC_TYPE_OF[variable.type].size;
    offset += bytes + pad(bytes);
    return begin;
  });
  const writer = header(begins);
  for (const variable of dataset.variables) writer.values(NC_TYPE_OF[variable.type].type, variable.values);
  return writer.bytes();
}
