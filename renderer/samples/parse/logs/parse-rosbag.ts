/**
 * A ROS 1 bag (format 2.0), read record by record from the bytes: connections (topic, type and
 * message definition), messages in uncompressed chunks, and the chunk infos of the bag's index
 * for chunks it cannot open (bz2, lz4). Every length is checked against the bytes left, so a cut
 * or lying file says where it stops; the first messages of each topic are decoded, and the
 * first frame of an image topic is drawn when it is small and of a plain encoding.
 */
import { ownValue } from '../../../../shared/domain/own-keys';
import type { BagTopic, BagView, DecodedMessage } from './bag-view-model';
import { flatten, parseDefinitions, readMessage, type RosValue } from './ros-message-reader';

const MAGIC = '#ROSBAG V2.0\n';
/** At most this many records are read (a 20 MB file of empty records is still bounded). */
export const MAX_BAG_RECORDS = 1_000_000;
const FIRST_MESSAGES = 3;
const MAX_FIELDS = 60;
const MAX_FRAME_SIDE = 1024;

interface Connection {
  topic: string;
  type: string;
  definition: string;
  messages: number;
  firstMs: number | null;
  lastMs: number | null;
  first: Array<{ ms: number; bytes: Uint8Array }>;
}

type Header = Map<string, Uint8Array>;

const latin = (bytes: Uint8Array | undefined) => (bytes === undefined ? '' : new TextDecoder().decode(bytes));
const u32 = (bytes: Uint8Array | undefined) =>
  bytes !== undefined && bytes.length >= 4 ? new DataView(bytes.buffer, bytes.byteOffset, 4).getUint32(0, true) : null;
const timeOf = (bytes: Uint8Array | undefined) => {
  if (bytes === undefined || bytes.length < 8) return null;
  const view = new DataView(bytes.buffer, bytes.byteOffset, 8);
  return view.getUint32(0, true) * 1000 + view.getUint32(4, true) / 1e6;
};

class Cut extends Error {}

function headerOf(bytes: Uint8Array): Header {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const fields: Header = new Map();
  let at = 0;
  while (at < bytes.length) {
    if (at + 4 > bytes.length) throw new Cut('a record header ends inside a field length');
    const length = view.getUint32(at, true);
    at += 4;
    if (length > bytes.length - at) throw new Cut(`a header field claims ${length} bytes, more than its header holds`);
    const field = bytes.subarray(at, at + length);
    const equals = field.indexOf(0x3d);
    if (equals < 0) throw new Cut('a header field has no "="');
    fields.set(latin(field.subarray(0, equals)), field.subarray(equals + 1));
    at += length;
  }
  return fields;
}

export function parseRosbag(path: string, bytes: Uint8Array): BagView {
  const view: BagView = {
    view: 'bag',
    path,
    format: 'ROS 1 bag, format 2.0',
    topics: [],
    messageCount: 0,
    firstMs: null,
    lastMs: null,
    chunks: 0,
    compressedChunks: 0,
    image: null,
    imageNote: null,
    problems: [],
  };
  const head = latin(bytes.subarray(0, 13));
  if (head !== MAGIC) {
    view.problems.push(
      head.startsWith('#ROSBAG V')
        ? `This bag is format ${head.slice(9).trim()}; the preview reads format 2.0 only.`
        : 'This file does not start as a ROS bag does (“#ROSBAG V2.0”).',
    );
    return view;
  }
  const connections = new Map<number, Connection>();
  const compressedAt = new Set<number>();
  const infos: Array<{ position: number; counts: Map<number, number>; startMs: number | null; endMs: number | null }> = [];
  let records = 0;

  const readRecords = (data: Uint8Array, base: number, inChunk: boolean) => {
    const dv = new DataView(data.buffer, data.byteOffset, data.byteLength);
    let at = 0;
    while (at < data.length) {
      if (++records > MAX_BAG_RECORDS) throw new Cut(`the preview reads the first ${MAX_BAG_RECORDS.toLocaleString('en')} records`);
      const start = at;
      if (at + 4 > data.length) throw new Cut(`the bag is cut at byte ${base + at}, inside a record's length`);
      const headerLength = dv.getUint32(at, true);
      at += 4;
      if (headerLength > data.length - at) throw new Cut(`the record at byte ${base + start} claims a header of ${headerLength} bytes, more than is left`);
      const header = headerOf(data.subarray(at, at + headerLength));
      at += headerLength;
      if (at + 4 > data.length) throw new Cut(`the bag is cut at byte ${base + at}, before a record's data`);
      const dataLength = dv.getUint32(at, true);
      at += 4;
      if (dataLength > data.length - at) throw new Cut(`the record at byte ${base + start} claims ${dataLength} bytes of data, more than is left`);
      const body = data.subarray(at, at + dataLength);
      at += dataLength;
      const op = header.get('op')?.[0];
      if (op === 0x05 && !inChunk) {
        view.chunks += 1;
        const compression = latin(header.get('compression'));
        if (compression === 'none') readRecords(body, base + at - dataLength, true);
        else {
          view.compressedChunks += 1;
          compressedAt.add(base + start);
        }
      } else if (op === 0x07) {
        const id = u32(header.get('conn'));
        const fields = headerOf(body);
        if (id !== null && !connections.has(id))
          connections.set(id, {
            topic: latin(fields.get('topic') ?? header.get('topic')),
            type: latin(fields.get('type')),
            definition: latin(fields.get('message_definition')),
            messages: 0,
            firstMs: null,
            lastMs: null,
            first: [],
          });
      } else if (op === 0x02) {
        const connection = connections.get(u32(header.get('conn')) ?? -1);
        const ms = timeOf(header.get('time'));
        if (connection === undefined || ms === null) continue;
        connection.messages += 1;
        connection.firstMs = connection.firstMs === null ? ms : Math.min(connection.firstMs, ms);
        connection.lastMs = connection.lastMs === null ? ms : Math.max(connection.lastMs, ms);
        if (connection.first.length < FIRST_MESSAGES) connection.first.push({ ms, bytes: body });
      } else if (op === 0x06) {
        const position = header.get('chunk_pos');
        const counts = new Map<number, number>();
        for (let i = 0; i + 8 <= body.length; i += 8) counts.set(u32(body.subarray(i)) ?? -1, u32(body.subarray(i + 4)) ?? 0);
        const where = position !== undefined && position.length >= 8 ? Number(new DataView(position.buffer, position.byteOffset, 8).getBigUint64(0, true)) : -1;
        infos.push({ position: where, counts, startMs: timeOf(header.get('start_time')), endMs: timeOf(header.get('end_time')) });
      }
    }
  };

  try {
    readRecords(bytes.subarray(13), 13, false);
  } catch (error) {
    if (!(error instanceof Cut)) throw error;
    view.problems.push(`The preview stopped reading: ${error.message}. What was read before is shown.`);
  }

  // Chunks the preview cannot open: their messages come from the index's counts.
  for (const info of infos) {
    if (!compressedAt.has(info.position)) continue;
    for (const [id, count] of info.counts) {
      const connection = connections.get(id);
      if (connection === undefined) continue;
      connection.messages += count;
      if (info.startMs !== null) connection.firstMs = Math.min(connection.firstMs ?? info.startMs, info.startMs);
      if (info.endMs !== null) connection.lastMs = Math.max(connection.lastMs ?? info.endMs, info.endMs);
    }
  }
  if (view.compressedChunks > 0)
    view.problems.push(
      `${view.compressedChunks} of ${view.chunks} chunks are compressed (bz2 or lz4), which the preview does not open: their messages are counted from the bag’s index, and the first messages shown come from the uncompressed chunks only.`,
    );

  for (const connection of [...connections.values()].sort((a, b) => a.topic.localeCompare(b.topic))) {
    const known = view.topics.find((topic) => topic.topic === connection.topic && topic.type === connection.type);
    const topic: BagTopic = known ?? {
      topic: connection.topic,
      type: connection.type,
      messages: 0,
      firstMs: null,
      lastMs: null,
      hz: null,
      first: [],
      problem: null,
    };
    topic.messages += connection.messages;
    if (connection.firstMs !== null) topic.firstMs = Math.min(topic.firstMs ?? connection.firstMs, connection.firstMs);
    if (connection.lastMs !== null) topic.lastMs = Math.max(topic.lastMs ?? connection.lastMs, connection.lastMs);
    if (topic.first.length === 0 && connection.first.length > 0) {
      try {
        const definitions = parseDefinitions(connection.type, connection.definition);
        const decoded = connection.first.map(({ ms, bytes: message }) => ({ ms, value: readMessage(message, connection.type, definitions) }));
        topic.first = decoded.map(({ ms, value }) => shortened(ms, value));
        if (view.image === null && view.imageNote === null && connection.type === 'sensor_msgs/Image') drawFrame(view, connection.topic, decoded[0]?.value);
      } catch (error) {
        topic.problem = `Its first messages could not be read with the definition the bag gives: ${error instanceof Error ? error.message : String(error)}.`;
      }
    }
    if (!known) view.topics.push(topic);
  }
  for (const topic of view.topics) {
    view.messageCount += topic.messages;
    if (topic.firstMs !== null) view.firstMs = Math.min(view.firstMs ?? topic.firstMs, topic.firstMs);
    if (topic.lastMs !== null) view.lastMs = Math.max(view.lastMs ?? topic.lastMs, topic.lastMs);
    if (topic.messages > 1 && topic.firstMs !== null && topic.lastMs !== null && topic.lastMs > topic.firstMs)
      topic.hz = ((topic.messages - 1) * 1000) / (topic.lastMs - topic.firstMs);
  }
  if (view.topics.length === 0 && view.problems.length === 0) view.problems.push('The bag holds no connections, so no topics.');
  return view;
}

function shortened(ms: number, value: RosValue): DecodedMessage {
  const fields = flatten(value);
  return { ms, fields: fields.slice(0, MAX_FIELDS), moreFields: Math.max(0, fields.length - MAX_FIELDS) };
}

const CHANNELS: Readonly<Record<string, { channels: number; order: readonly [number, number, number] }>> = {
  rgb8: { channels: 3, order: [0, 1, 2] },
  bgr8: { channels: 3, order: [2, 1, 0] },
  rgba8: { channels: 4, order: [0, 1, 2] },
  bgra8: { channels: 4, order: [2, 1, 0] },
  mono8: { channels: 1, order: [0, 0, 0] },
  '8UC1': { channels: 1, order: [0, 0, 0] },
};

/** A sensor_msgs/Image frame as RGBA, when its encoding is 8 bits a channel and its size is sane. */
function drawFrame(view: BagView, topic: string, value: RosValue | undefined) {
  const image = value as { width?: unknown; height?: unknown; encoding?: unknown; step?: unknown; data?: unknown } | undefined;
  const width = Number(image?.width);
  const height = Number(image?.height);
  const step = Number(image?.step);
  const encoding = String(image?.encoding ?? '');
  const data = image?.data instanceof Uint8Array ? image.data : null;
  const layout = ownValue(CHANNELS, encoding);
  if (!layout) {
    view.imageNote = `The first frame of ${topic} is ${encoding || 'of no stated encoding'}; the preview draws 8-bit RGB, BGR and grey frames only.`;
    return;
  }
  if (!(width > 0 && height > 0) || width > MAX_FRAME_SIDE || height > MAX_FRAME_SIDE) {
    view.imageNote = `The first frame of ${topic} says it is ${width} × ${height} pixels; the preview draws frames of at most ${MAX_FRAME_SIDE} pixels a side.`;
    return;
  }
  if (data === null || step < width * layout.channels || data.length < step * height) {
    view.imageNote = `The first frame of ${topic} holds fewer bytes than its ${width} × ${height} ${encoding} pixels need, so it is not drawn.`;
    return;
  }
  const rgba = new Uint8ClampedArray(width * height * 4);
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      const from = y * step + x * layout.channels;
      const to = (y * width + x) * 4;
      rgba[to] = data[from + layout.order[0]] as number;
      rgba[to + 1] = data[from + layout.order[1]] as number;
      rgba[to + 2] = data[from + layout.order[2]] as number;
      rgba[to + 3] = 255;
    }
  view.image = { topic, encoding, width, height, rgba: rgba.buffer };
}
