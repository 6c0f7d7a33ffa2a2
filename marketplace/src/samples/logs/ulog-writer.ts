/**
 * A PX4 ULog file (version 1): the 16-byte header, the flag bits, formats, info and parameters,
 * then subscriptions, data and logged text in time order. Every format's first field is its
 * `uint64_t timestamp` (microseconds since boot), as the format requires.
 */

type UlogType = 'uint8_t' | 'int32_t' | 'uint32_t' | 'uint64_t' | 'float' | 'double';
type UlogField = readonly [type: UlogType, name: string, count?: number];

export interface UlogFormat {
  name: string;
  fields: readonly UlogField[];
}

export type UlogEvent =
  { us: number; kind: 'data'; format: string; values: readonly (number | readonly number[])[] } | { us: number; kind: 'log'; level: number; text: string };

export interface UlogLog {
  startUs: number;
  formats: readonly UlogFormat[];
  info: ReadonlyArray<readonly [key: string, value: string | number]>;
  parameters: ReadonlyArray<readonly [name: string, value: number, type: 'int32_t' | 'float']>;
  events: readonly UlogEvent[];
}

const MAGIC = [0x55, 0x4c, 0x6f, 0x67, 0x01, 0x12, 0x35];

const SIZE: Readonly<Record<UlogType, number>> = { uint8_t: 1, int32_t: 4, uint32_t: 4, uint64_t: 8, float: 4, double: 8 };

function message(type: string, payload: Buffer): Buffer {
  const head = Buffer.alloc(3);
  head.writeUInt16LE(payload.length, 0);
  head.write(type, 2, 'latin1');
  return Buffer.concat([head, payload]);
}

function keyed(key: string, value: Buffer): Buffer {
  return Buffer.concat([Buffer.from([key.length]), Buffer.from(key, 'latin1'), value]);
}

function put(type: UlogType, value: number): Buffer {
  const buffer = Buffer.alloc(SIZE[type]);
  if (type === 'uint8_t') buffer.writeUInt8(value);
  else if (type === 'int32_t') buffer.writeInt32LE(value);
  else if (type === 'uint32_t') buffer.writeUInt32LE(value);
  else if (type === 'uint64_t') buffer.writeBigUInt64LE(BigInt(Math.round(value)));
  else if (type === 'float') buffer.writeFloatLE(value);
  else buffer.writeDoubleLE(value);
  return buffer;
}

export function ulogFile(log: UlogLog): Buffer {
  const header = Buffer.alloc(16);
  Buffer.from(MAGIC).copy(header, 0);
  header[7] = 1;
  header.writeBigUInt64LE(BigInt(log.startUs), 8);
  const parts: Buffer[] = [header, message('B', Buffer.alloc(40))];
  for (const format of log.formats) {
    const fields = format.fields.map(([type, name, count]) => `${type}${count === undefined ? '' : `[${count}]`} ${name};`).join('');
    parts.push(message('F', Buffer.from(`${format.name}:${fields}`, 'latin1')));
  }
  for (const [key, value] of log.info) {
    const text = typeof value === 'string';
    const bytes = text ? Buffer.from(value, 'utf8') : put('uint32_t', value);
    parts.push(message('I', keyed(text ? `char[${bytes.length}] ${key}` : `uint32_t ${key}`, bytes)));
  }
  for (const [name, value, type] of log.parameters) parts.push(message('P', keyed(`${type} ${name}`, put(type, value))));
  const ids = new Map(log.formats.map((format, id) => [format.name, id]));
  log.formats.forEach((format, id) => {
    const payload = Buffer.concat([Buffer.from([0]), put('uint32_t', id).subarray(0, 2), Buffer.from(format.name, 'latin1')]);
    parts.push(message('A', payload));
  });
  const formatByName = new Map(log.formats.map((format) => [format.name, format]));
  for (const event of [...log.events].sort((a, b) => a.us - b.us)) {
    if (event.kind === 'log') {
      parts.push(message('L', Buffer.concat([Buffer.from([0x30 + event.level]), put('uint64_t', event.us), Buffer.from(event.text, 'utf8')])));
      continue;
    }
    const format = formatByName.get(event.format);
    const id = ids.get(event.format);
    if (format === undefined || id === undefined) throw new Error(`no format ${event.format}`);
    const values = format.fields.flatMap(([type, , count], i) => {
      const value = event.values[i] ?? 0;
      const list = typeof value === 'number' ? [value] : value;
      return Array.from({ length: count ?? 1 }, (_, k) => put(type, list[k] ?? 0));
    });
    const idBytes = Buffer.alloc(2);
    idBytes.writeUInt16LE(id);
    parts.push(message('D', Buffer.concat([idBytes, ...values])));
  }
  return Buffer.concat(parts);
}
