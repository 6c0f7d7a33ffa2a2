/**
 * A ROS 1 bag, format 2.0, as rosbag writes it: the version line, the bag header record padded
 * to 4 KB, uncompressed chunks (each with its connection records, messages and per-connection
 * index), then the connection records again and one chunk info record per chunk, which the bag
 * header points at.
 */
import { definitionOf, md5Of } from './ros-messages';

export interface BagConnection {
  topic: string;
  type: string;
  /** The node that published it. */
  callerid: string;
}

export interface BagMessage {
  connection: number;
  ms: number;
  data: Buffer;
}

const OP_MESSAGE = 0x02;
const OP_BAG_HEADER = 0x03;
const OP_INDEX = 0x04;
const OP_CHUNK = 0x05;
const OP_CHUNK_INFO = 0x06;
const OP_CONNECTION = 0x07;
const BAG_HEADER_LENGTH = 4096;
/** rosbag's default chunk threshold. */
const CHUNK_BYTES = 768 * 1024;

type Field = [string, Buffer];

const u8 = (value: number) => Buffer.from([value]);
const u32 = (value: number) => {
  const buffer = Buffer.alloc(4);
  buffer.writeUInt32LE(value >>> 0);
  return buffer;
};
const u64 = (value: number) => {
  const buffer = Buffer.alloc(8);
  buffer.writeBigUInt64LE(BigInt(value));
  return buffer;
};
const time = (ms: number) => Buffer.concat([u32(Math.floor(ms / 1000)), u32(Math.round((ms % 1000) * 1e6))]);

function fields(list: readonly Field[]): Buffer {
  return Buffer.concat(list.flatMap(([name, value]) => [u32(name.length + 1 + value.length), Buffer.from(`${name}=`), value]));
}

function record(header: readonly Field[], data: Buffer): Buffer {
  const head = fields(header);
  return Buffer.concat([u32(head.length), head, u32(data.length), data]);
}

function connectionRecord(id: number, connection: BagConnection): Buffer {
  const text = (value: string) => Buffer.from(value, 'utf8');
  return record(
    [
      ['op', u8(OP_CONNECTION)],
      ['conn', u32(id)],
      ['topic', text(connection.topic)],
    ],
    fields([
      ['topic', text(connection.topic)],
      ['type', text(connection.type)],
      ['md5sum', text(md5Of(connection.type))],
      ['message_definition', text(definitionOf(connection.type))],
      ['callerid', text(connection.callerid)],
      ['latching', text('0')],
    ]),
  );
}

interface Chunk {
  messages: BagMessage[];
}

export function bagFile(connections: readonly BagConnection[], messages: readonly BagMessage[]): Buffer {
  const sorted = [...messages].sort((a, b) => a.ms - b.ms);
  const chunks: Chunk[] = [];
  let size = Infinity;
  for (const message of sorted) {
    if (size > CHUNK_BYTES) {
      chunks.push({ messages: [] });
      size = 0;
    }
    chunks.at(-1)?.messages.push(message);
    size += message.data.length + 64;
  }

  const magic = Buffer.from('#ROSBAG V2.0\n');
  const body: Buffer[] = [];
  // The bag header record: its two lengths and 4 KB of fields and padding.
  let position = magic.length + 8 + BAG_HEADER_LENGTH;
  const infos: Buffer[] = [];
  for (const chunk of chunks) {
    const used = [...new Set(chunk.messages.map((message) => message.connection))].sort((a, b) => a - b);
    const inner: Buffer[] = [];
    let offset = 0;
    const add = (bytes: Buffer) => {
      inner.push(bytes);
      offset += bytes.length;
    };
    const index = new Map<number, Array<[number, number]>>();
    for (const id of used) add(connectionRecord(id, connections[id] as BagConnection));
    for (const message of chunk.messages) {
      index.set(message.connection, [...(index.get(message.connection) ?? []), [message.ms, offset]]);
      add(
        record(
          [
            ['op', u8(OP_MESSAGE)],
            ['conn', u32(message.connection)],
            ['time', time(message.ms)],
          ],
          message.data,
        ),
      );
    }
    const data = Buffer.concat(inner);
    const chunkRecord = record(
      [
        ['op', u8(OP_CHUNK)],
        ['compression', Buffer.from('none')],
        ['size', u32(data.length)],
      ],
      data,
    );
    const indexRecords = used.map((id) => {
      const entries = index.get(id) ?? [];
      return record(
        [
          ['op', u8(OP_INDEX)],
          ['ver', u32(1)],
          ['conn', u32(id)],
          ['count', u32(entries.length)],
        ],
        Buffer.concat(entries.map(([ms, at]) => Buffer.concat([time(ms), u32(at)]))),
      );
    });
    const first = chunk.messages[0]?.ms ?? 0;
    const last = chunk.messages.at(-1)?.ms ?? 0;
    infos.push(
      record(
        [
          ['op', u8(OP_CHUNK_INFO)],
          ['ver', u32(1)],
          ['chunk_pos', u64(position)],
          ['start_time', time(first)],
          ['end_time', time(last)],
          ['count', u32(used.length)],
        ],
        Buffer.concat(used.map((id) => Buffer.concat([u32(id), u32(index.get(id)?.length ?? 0)]))),
      ),
    );
    body.push(chunkRecord, ...indexRecords);
    position += chunkRecord.length + indexRecords.reduce((sum, bytes) => sum + bytes.length, 0);
  }
  const headerFields = fields([
    ['op', u8(OP_BAG_HEADER)],
    ['index_pos', u64(position)],
    ['conn_count', u32(connections.length)],
    ['chunk_count', u32(chunks.length)],
  ]);
  const padding = Buffer.alloc(BAG_HEADER_LENGTH - headerFields.length, 0x20);
  const bagHeader = Buffer.concat([u32(headerFields.length), headerFields, u32(padding.length), padding]);
  const tail = [...connections.map((connection, id) => connectionRecord(id, connection)), ...infos];
  return Buffer.concat([magic, bagHeader, ...body, ...tail]);
}
