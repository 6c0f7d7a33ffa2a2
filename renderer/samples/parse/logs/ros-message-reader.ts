/**
 * ROS 1 messages read from the definition a bag's connection carries (the type's text, then
 * each type it uses after a line of "=" and "MSG: pkg/Type"). Bounded whatever the bytes say: an
 * array may not claim more elements than bytes remain, nesting stops at 16, and of a long
 * primitive array only the first values are kept.
 */
import { hasOwnKey, ownValue } from '../../../../shared/domain/own-keys';

type Primitive = number | bigint | string | boolean | Stamp;

export type RosValue = Primitive | RosValue[] | { [field: string]: RosValue } | Uint8Array | LongArray;

/** A time or duration, as its seconds and nanoseconds written out exactly (a double would round them). */
class Stamp {
  constructor(readonly text: string) {}
}

/** A primitive array cut to its first values. */
class LongArray {
  constructor(
    readonly length: number,
    readonly head: Primitive[],
  ) {}
}

interface Field {
  type: string;
  name: string;
  /** null: not an array; -1: variable length. */
  array: number | null;
}

export type Definitions = ReadonlyMap<string, readonly Field[]>;

const SIZES: Readonly<Record<string, number>> = {
  bool: 1,
  int8: 1,
  uint8: 1,
  byte: 1,
  char: 1,
  int16: 2,
  uint16: 2,
  int32: 4,
  uint32: 4,
  float32: 4,
  int64: 8,
  uint64: 8,
  float64: 8,
  time: 8,
  duration: 8,
};
const MAX_DEPTH = 16;
const KEPT_VALUES = 12;
/** Messages an array may hold (each is decoded to find where the next field starts). */
const MAX_MESSAGE_ARRAY = 10_000;

const isPrimitive = (type: string) => hasOwnKey(SIZES, type) || type === 'string';

export function parseDefinitions(rootType: string, text: string): Definitions {
  const sections = text.split(/^={10,}\s*$/m);
  const types = new Map<string, Field[]>();
  sections.forEach((section, index) => {
    const lines = section.split('\n');
    let name = rootType;
    if (index > 0) {
      const header = lines.findIndex((line) => line.trim().startsWith('MSG:'));
      if (header < 0) return;
      name = (lines[header] as string).trim().slice(4).trim();
      lines.splice(0, header + 1);
    }
    types.set(name, fieldsOf(lines));
  });
  // Resolve bare names: `Header` and a type of the same package.
  const resolved = new Map<string, Field[]>();
  for (const [name, fields] of types) {
    const pkg = name.split('/')[0];
    resolved.set(
      name,
      fields.map((field) => {
        if (isPrimitive(field.type) || field.type.includes('/')) return field;
        if (field.type === 'Header') return { ...field, type: 'std_msgs/Header' };
        const same = `${pkg}/${field.type}`;
        const found = types.has(same) ? same : ([...types.keys()].find((known) => known.endsWith(`/${field.type}`)) ?? same);
        return { ...field, type: found };
      }),
    );
  }
  return resolved;
}

function fieldsOf(lines: readonly string[]): Field[] {
  const fields: Field[] = [];
  for (const raw of lines) {
    const line = raw.replace(/#.*$/, '').trim();
    if (line === '') continue;
    const match = /^([\w/]+)(\[(\d*)\])?\s+(\w+)\s*(=.*)?$/.exec(line);
    if (!match || match[5] !== undefined) continue; // a constant, or not a field
    const type = match[1] as string;
    fields.push({ type, name: match[4] as string, array: match[2] === undefined ? null : match[3] === '' ? -1 : Number(match[3]) });
  }
  return fields;
}

export function readMessage(bytes: Uint8Array, type: string, definitions: Definitions): { [field: string]: RosValue } {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let at = 0;
  const need = (size: number) => {
    if (at + size > bytes.length) throw new Error(`the message ends after ${bytes.length} bytes, before its fields do`);
  };
  const primitive = (kind: string): Primitive => {
    if (kind === 'string') {
      need(4);
      const length = view.getUint32(at, true);
      at += 4;
      need(length);
      const text = new TextDecoder().decode(bytes.subarray(at, at + length));
      at += length;
      return text;
    }
    const size = ownValue(SIZES, kind) ?? 0;
    need(size);
    const offset = at;
    at += size;
    switch (kind) {
      case 'bool':
        return view.getUint8(offset) !== 0;
      case 'int8':
        return view.getInt8(offset);
      case 'uint8':
      case 'byte':
      case 'char':
        return view.getUint8(offset);
      case 'int16':
        return view.getInt16(offset, true);
      case 'uint16':
        return view.getUint16(offset, true);
      case 'int32':
        return view.getInt32(offset, true);
      case 'uint32':
        return view.getUint32(offset, true);
      case 'float32':
        // A float32 holds about 7 significant digits: more would be noise of the widening.
        return Number(view.getFloat32(offset, true).toPrecision(7));
      case 'float64':
        return view.getFloat64(offset, true);
      case 'int64':
        return view.getBigInt64(offset, true);
      case 'uint64':
        return view.getBigUint64(offset, true);
      default: {
        const seconds = kind === 'time' ? view.getUint32(offset, true) : view.getInt32(offset, true);
        return new Stamp(`${seconds}.${String(view.getUint32(offset + 4, true)).padStart(9, '0')} s`);
      }
    }
  };
  const message = (kind: string, depth: number): { [field: string]: RosValue } => {
    if (depth > MAX_DEPTH) throw new Error(`${kind} nests deeper than ${MAX_DEPTH} levels`);
    const fields = definitions.get(kind);
    if (fields === undefined) throw new Error(`the bag does not define ${kind}`);
    const value: { [field: string]: RosValue } = {};
    // A field called __proto__ or constructor is a field like any other: defined, never assigned.
    for (const field of fields) Object.defineProperty(value, field.name, { value: one(field, depth), enumerable: true, writable: true, configurable: true });
    return value;
  };
  const one = (field: Field, depth: number): RosValue => {
    if (field.array === null) return isPrimitive(field.type) ? primitive(field.type) : message(field.type, depth + 1);
    let length = field.array;
    if (length < 0) {
      need(4);
      length = view.getUint32(at, true);
      at += 4;
    }
    const size = ownValue(SIZES, field.type);
    // Every element takes a byte at least (a string 4): a claim beyond the bytes left is a lie.
    if (length * (size ?? 1) > bytes.length - at) throw new Error(`${field.name} claims ${length} elements, more than the message holds`);
    if (size === 1 && field.type !== 'bool') {
      const slice = bytes.subarray(at, at + length);
      at += length;
      return slice;
    }
    if (isPrimitive(field.type)) {
      const head: Primitive[] = [];
      for (let i = 0; i < length; i++) {
        if (i < KEPT_VALUES || size === undefined) {
          const item = primitive(field.type);
          if (i < KEPT_VALUES) head.push(item);
        } else at += size;
      }
      return length <= KEPT_VALUES ? head : new LongArray(length, head);
    }
    if (length > MAX_MESSAGE_ARRAY)
      throw new Error(`${field.name} holds ${length} messages; the preview reads arrays of at most ${MAX_MESSAGE_ARRAY.toLocaleString('en')}`);
    const items: RosValue[] = [];
    for (let i = 0; i < length; i++) items.push(message(field.type, depth + 1));
    return items;
  };
  const value = message(type, 0);
  return value;
}

function shown(value: Primitive): string {
  if (value instanceof Stamp) return value.text;
  if (typeof value === 'number') return String(value);
  if (typeof value === 'string') return JSON.stringify(value.length > 120 ? `${value.slice(0, 120)}…` : value);
  return String(value);
}

/** A message as rows of "field.path = value"; arrays of messages show their first 3 elements. */
export function flatten(value: RosValue, path = '', rows: Array<{ field: string; value: string }> = []): Array<{ field: string; value: string }> {
  if (value instanceof Uint8Array) rows.push({ field: path, value: `${value.length.toLocaleString('en')} bytes` });
  else if (value instanceof LongArray)
    rows.push({ field: path, value: `[${value.head.map(shown).join(', ')}, …] (${value.length.toLocaleString('en')} values)` });
  else if (Array.isArray(value)) {
    if (value.length === 0 || typeof value[0] !== 'object') rows.push({ field: path, value: `[${(value as Primitive[]).map(shown).join(', ')}]` });
    else {
      value.slice(0, 3).forEach((item, i) => flatten(item, `${path}[${i}]`, rows));
      if (value.length > 3) rows.push({ field: `${path}[…]`, value: `${value.length - 3} more of ${value.length}` });
    }
  } else if (typeof value === 'object' && !(value instanceof Stamp)) {
    for (const [name, item] of Object.entries(value)) flatten(item, path === '' ? name : `${path}.${name}`, rows);
  } else rows.push({ field: path, value: shown(value) });
  return rows;
}
