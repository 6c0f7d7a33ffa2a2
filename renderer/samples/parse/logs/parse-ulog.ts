/**
 * A PX4 ULog, read message by message from the bytes: its formats, info and parameters, the
 * topics logged (with their counts, rates and first values) and the text PX4 logged. Every
 * message's size is checked against the bytes left; a format that nests too deep or claims more
 * than its message holds ends in a message, not a wrong value.
 */
import { ownValue } from '../../../../shared/domain/own-keys';
import type { FieldValue, UlogTopic, UlogView } from './bag-view-model';

const MAGIC = [0x55, 0x4c, 0x6f, 0x67, 0x01, 0x12, 0x35];
const MAX_ULOG_LOGS = 200;
/** At most this many messages are read. */
export const MAX_ULOG_MESSAGES = 2_000_000;
const MAX_NESTING = 8;
const MAX_SHOWN_PARAMETERS = 500;
const LEVELS: Readonly<Record<number, string>> = { 0: 'emergency', 1: 'alert', 2: 'critical', 3: 'error', 4: 'warning', 5: 'notice', 6: 'info', 7: 'debug' };

const SIZES: Readonly<Record<string, number>> = {
  int8_t: 1,
  uint8_t: 1,
  bool: 1,
  char: 1,
  int16_t: 2,
  uint16_t: 2,
  int32_t: 4,
  uint32_t: 4,
  float: 4,
  int64_t: 8,
  uint64_t: 8,
  double: 8,
};

interface Field {
  type: string;
  name: string;
  count: number | null;
}

class Stop extends Error {}

const text = (bytes: Uint8Array) => new TextDecoder().decode(bytes).replace(/\0+$/, '');

function fieldsOf(definition: string): Field[] {
  return definition
    .split(';')
    .map((part) => part.trim())
    .filter((part) => part !== '')
    .map((part) => {
      const match = /^([\w]+)(\[(\d+)\])?\s+(\w+)$/.exec(part);
      if (!match) throw new Stop(`a format field reads “${part.slice(0, 60)}”, which is no field`);
      return { type: match[1] as string, count: match[3] === undefined ? null : Number(match[3]), name: match[4] as string };
    });
}

export function parseUlog(path: string, bytes: Uint8Array): UlogView {
  const dv = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const view: UlogView = {
    view: 'ulog',
    path,
    version: 0,
    startUs: 0,
    lastUs: null,
    info: [],
    parameters: [],
    formatCount: 0,
    topics: [],
    logs: [],
    logCount: 0,
    dropouts: { count: 0, ms: 0 },
    problems: [],
  };
  if (bytes.length < 16 || !MAGIC.every((byte, i) => bytes[i] === byte)) {
    view.problems.push('This file does not start as a ULog does (“ULog” and its version bytes), so nothing of it is read.');
    return view;
  }
  view.version = bytes[7] as number;
  view.startUs = Number(dv.getBigUint64(8, true));
  const formats = new Map<string, Field[]>();
  const subscriptions = new Map<number, { topic: UlogTopic; format: string; first: Uint8Array | null }>();
  const sizeOf = (type: string, depth: number): number => {
    const primitive = ownValue(SIZES, type);
    if (primitive !== undefined) return primitive;
    if (depth > MAX_NESTING) throw new Stop(`the format ${type} nests deeper than ${MAX_NESTING} levels`);
    const fields = formats.get(type);
    if (fields === undefined) throw new Stop(`no format is given for ${type}`);
    return fields.reduce((sum, field) => sum + sizeOf(field.type, depth + 1) * (field.count ?? 1), 0);
  };
  const valueOf = (type: string, at: number): number | bigint => {
    switch (type) {
      case 'int8_t':
        return dv.getInt8(at);
      case 'uint8_t':
      case 'bool':
      case 'char':
        return dv.getUint8(at);
      case 'int16_t':
        return dv.getInt16(at, true);
      case 'uint16_t':
        return dv.getUint16(at, true);
      case 'int32_t':
        return dv.getInt32(at, true);
      case 'uint32_t':
        return dv.getUint32(at, true);
      case 'float':
        return dv.getFloat32(at, true);
      case 'double':
        return dv.getFloat64(at, true);
      case 'int64_t':
        return dv.getBigInt64(at, true);
      default:
        return dv.getBigUint64(at, true);
    }
  };
  // A float holds about 7 significant digits: more would be noise of the widening to a double.
  const shown = (value: number | bigint, type: string) =>
    typeof value === 'bigint' ? value.toString() : type === 'float' ? String(Number(value.toPrecision(7))) : String(value);
  /** A format's values from `at` (an offset into the whole file), as rows; padding is left out. */
  const decode = (format: string, at: number, end: number, prefix: string, rows: FieldValue[], depth: number): number => {
    const fields = formats.get(format);
    if (fields === undefined) throw new Stop(`no format is given for ${format}`);
    for (const field of fields) {
      const size = sizeOf(field.type, depth + 1);
      const count = field.count ?? 1;
      if (at + size * count > end) throw new Stop(`a ${format} message is shorter than its format`);
      const name = `${prefix}${field.name}`;
      if (field.name.startsWith('_padding')) {
        at += size * count;
      } else if (ownValue(SIZES, field.type) === undefined) {
        for (let i = 0; i < count; i++) at = decode(field.type, at, end, `${name}${field.count === null ? '' : `[${i}]`}.`, rows, depth + 1);
      } else if (field.type === 'char' && field.count !== null) {
        rows.push({ field: name, value: JSON.stringify(text(bytes.subarray(at, at + count))) });
        at += count;
      } else {
        const values = Array.from({ length: count }, (_, i) => shown(valueOf(field.type, at + i * size), field.type));
        rows.push({ field: name, value: field.count === null ? (values[0] as string) : `[${values.join(', ')}]` });
        at += size * count;
      }
    }
    return at;
  };
  const keyed = (at: number, end: number): { type: string; name: string; value: string } => {
    const length = bytes[at] as number;
    if (at + 1 + length > end) throw new Stop('a key is longer than its message');
    const [type = '', name = ''] = text(bytes.subarray(at + 1, at + 1 + length)).split(' ');
    const from = at + 1 + length;
    const array = /^(\w+)\[(\d+)\]$/.exec(type);
    if (array?.[1] === 'char') return { type, name, value: text(bytes.subarray(from, end)) };
    const size = ownValue(SIZES, type);
    if (size === undefined || from + size > end) return { type, name, value: `(${end - from} bytes of ${type})` };
    return { type, name, value: shown(valueOf(type, from), type) };
  };

  let at = 16;
  let messages = 0;
  try {
    while (at < bytes.length) {
      if (++messages > MAX_ULOG_MESSAGES) throw new Stop(`the preview reads the first ${MAX_ULOG_MESSAGES.toLocaleString('en')} messages`);
      if (at + 3 > bytes.length) throw new Stop(`the log is cut at byte ${at}, inside a message header`);
      const size = dv.getUint16(at, true);
      const type = String.fromCharCode(bytes[at + 2] as number);
      const from = at + 3;
      const end = from + size;
      if (end > bytes.length) throw new Stop(`the ${type} message at byte ${at} claims ${size} bytes, more than is left`);
      at = end;
      switch (type) {
        case 'B':
          // Incompatible flags other than "appended data" mean the log cannot be read as version 1.
          if (size >= 16 && ((bytes[from + 8] as number) & ~1) !== 0) throw new Stop('the log sets incompatible flags this reader does not know');
          break;
        case 'F': {
          const definition = text(bytes.subarray(from, end));
          const colon = definition.indexOf(':');
          if (colon < 1) throw new Stop(`a format at byte ${from - 3} has no name`);
          formats.set(definition.slice(0, colon), fieldsOf(definition.slice(colon + 1)));
          view.formatCount += 1;
          break;
        }
        case 'I':
        case 'M': {
          const start = type === 'M' ? from + 1 : from;
          const { name, value } = keyed(start, end);
          view.info.push({ field: name, value });
          break;
        }
        case 'P': {
          const { name, value } = keyed(from, end);
          const known = view.parameters.find((parameter) => parameter.field === name);
          if (known) known.value = value;
          else if (view.parameters.length < MAX_SHOWN_PARAMETERS) view.parameters.push({ field: name, value });
          break;
        }
        case 'A': {
          if (size < 3) throw new Stop('a subscription is too short');
          const name = text(bytes.subarray(from + 3, end));
          const fields = formats.get(name);
          if (fields === undefined) throw new Stop(`the log subscribes to ${name} before giving its format`);
          const topic: UlogTopic = {
            name,
            multiId: bytes[from] as number,
            messages: 0,
            firstUs: null,
            lastUs: null,
            hz: null,
            fields: fields
              .filter((field) => !field.name.startsWith('_padding'))
              .map((field) => `${field.type}${field.count === null ? '' : `[${field.count}]`} ${field.name}`),
            first: [],
          };
          subscriptions.set(dv.getUint16(from + 1, true), { topic, format: name, first: null });
          view.topics.push(topic);
          break;
        }
        case 'D': {
          if (size < 10) throw new Stop(`a data message at byte ${from - 3} is too short for its timestamp`);
          const subscription = subscriptions.get(dv.getUint16(from, true));
          if (subscription === undefined) break;
          const us = Number(dv.getBigUint64(from + 2, true));
          const { topic } = subscription;
          topic.messages += 1;
          topic.firstUs = topic.firstUs ?? us;
          topic.lastUs = Math.max(topic.lastUs ?? us, us);
          view.lastUs = Math.max(view.lastUs ?? us, us);
          if (subscription.first === null) {
            subscription.first = bytes.subarray(from + 2, end);
            const rows: FieldValue[] = [];
            decode(subscription.format, from + 2, end, '', rows, 0);
            topic.first = rows;
          }
          break;
        }
        case 'L':
        case 'C': {
          const timeAt = type === 'C' ? from + 3 : from + 1;
          if (timeAt + 8 > end) throw new Stop('a logged message is too short');
          view.logCount += 1;
          if (view.logs.length < MAX_ULOG_LOGS) {
            const level = (bytes[from] as number) - 0x30;
            view.logs.push({
              us: Number(dv.getBigUint64(timeAt, true)),
              level: LEVELS[level] ?? `level ${level}`,
              text: text(bytes.subarray(timeAt + 8, end)).slice(0, 500),
            });
          }
          break;
        }
        case 'O':
          if (size >= 2) {
            view.dropouts.count += 1;
            view.dropouts.ms += dv.getUint16(from, true);
          }
          break;
        default:
          break;
      }
    }
  } catch (error) {
    if (!(error instanceof Stop)) throw error;
    view.problems.push(`The preview stopped reading: ${error.message}. What was read before is shown.`);
  }
  for (const topic of view.topics)
    if (topic.messages > 1 && topic.firstUs !== null && topic.lastUs !== null && topic.lastUs > topic.firstUs)
      topic.hz = ((topic.messages - 1) * 1e6) / (topic.lastUs - topic.firstUs);
  return view;
}
