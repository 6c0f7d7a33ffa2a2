/** ROS bags as the marketplace writes them, and hostile ones: each ends in a view or a clear message. */
import { describe, expect, it } from 'vitest';
import { generateSample } from '@dmd/marketplace/testing';
import { sniffContent } from '../../../../shared/domain/samples/sniff-content';
import type { BagView } from './bag-view-model';
import { parseSample } from '../parse-sample';
import type { WorkerFile } from '../view-model';

const fileOf = (path: string, bytes: Uint8Array): WorkerFile => ({
  path,
  kind: sniffContent(bytes),
  bytes: bytes.length,
  data: Buffer.from(bytes).toString('base64'),
});
const viewOf = async (path: string, bytes: Uint8Array) => (await parseSample([fileOf(path, bytes)])).view as BagView;

async function bag(title = 'Urban Driving Scenes', category = 'Autonomous Driving'): Promise<Uint8Array> {
  const sample = await generateSample({
    id: `5d1e-${title}`,
    format: 'rosbag',
    category,
    modality: 'multimodal',
    title,
    itemCount: 5000,
    sizeBytes: 1e9,
    collectedFrom: '2023-03-01',
    collectedTo: '2023-03-31',
  });
  return new Uint8Array(sample.bytes);
}

const u32 = (value: number) => {
  const bytes = new Uint8Array(4);
  new DataView(bytes.buffer).setUint32(0, value, true);
  return bytes;
};
const concat = (...parts: Uint8Array[]) => {
  const out = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0));
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
};
const field = (name: string, value: Uint8Array) => concat(u32(name.length + 1 + value.length), new TextEncoder().encode(`${name}=`), value);
const text = (value: string) => new TextEncoder().encode(value);
const record = (header: Uint8Array[], data: Uint8Array) => {
  const head = concat(...header);
  return concat(u32(head.length), head, u32(data.length), data);
};
const connection = (id: number, topic: string, type: string, definition: string) =>
  record(
    [field('op', new Uint8Array([7])), field('conn', u32(id)), field('topic', text(topic))],
    concat(field('topic', text(topic)), field('type', text(type)), field('md5sum', text('*')), field('message_definition', text(definition))),
  );
const message = (id: number, data: Uint8Array) =>
  record([field('op', new Uint8Array([2])), field('conn', u32(id)), field('time', concat(u32(1_680_000_000), u32(0)))], data);
const MAGIC = text('#ROSBAG V2.0\n');

describe('parseRosbag', () => {
  it('reads a generated drive: topics, counts, rates, times, decoded first messages and the first frame', async () => {
    const view = await viewOf('sample.bag', await bag());
    expect(view.view).toBe('bag');
    expect(view.problems).toEqual([]);
    expect(view.topics.map((topic) => topic.topic)).toEqual(['/camera/front/image_raw', '/gps/fix', '/imu/data', '/odom', '/tf', '/velodyne_points']);
    const imu = view.topics.find((topic) => topic.topic === '/imu/data');
    expect(imu?.type).toBe('sensor_msgs/Imu');
    expect(imu?.messages).toBe(200);
    expect(imu?.hz).toBeCloseTo(100, 0);
    expect(imu?.first[0]?.fields.map((row) => row.field)).toContain('linear_acceleration.z');
    expect(view.firstMs).toBeGreaterThanOrEqual(Date.parse('2023-03-01T00:00:00Z'));
    expect((view.lastMs ?? 0) - (view.firstMs ?? 0)).toBeLessThan(2000);
    const cloud = view.topics.find((topic) => topic.topic === '/velodyne_points')?.first[0]?.fields;
    expect(cloud?.find((row) => row.field === 'data')?.value).toMatch(/^[\d,]+ bytes$/);
    expect(cloud?.find((row) => row.field === 'fields[0].name')?.value).toBe('"x"');
    expect(view.image).toMatchObject({ topic: '/camera/front/image_raw', width: 80, height: 60, encoding: 'rgb8' });
    expect(view.image?.rgba.byteLength).toBe(80 * 60 * 4);
  });

  it('sniffs a bag from its bytes, whatever it is called', async () => {
    expect((await viewOf('sample.csv', await bag('Kitchen Task Demonstrations', 'Robotics'))).view).toBe('bag');
  });

  it('a bag cut anywhere says where it stops and shows what came before', async () => {
    const bytes = await bag();
    for (const at of [14, 4200, Math.floor(bytes.length / 2), bytes.length - 3]) {
      const view = await viewOf('cut.bag', bytes.subarray(0, at));
      expect(view.view).toBe('bag');
      expect(view.problems.join(' ')).toMatch(/The preview stopped reading: .*(cut|more than is left)/);
    }
  });

  it('a record claiming 4 GB of header or data is refused, not allocated', async () => {
    const lying = concat(MAGIC, u32(0xffffffff), new Uint8Array(32));
    expect((await viewOf('lying.bag', lying)).problems.join(' ')).toMatch(/claims a header of 4294967295 bytes/);
    const head = field('op', new Uint8Array([2]));
    const data = concat(MAGIC, u32(head.length), head, u32(0xfffffff0), new Uint8Array(8));
    expect((await viewOf('lying.bag', data)).problems.join(' ')).toMatch(/claims 4294967280 bytes of data/);
  });

  it('another bag format, or bytes that only look like one, say so', async () => {
    expect((await viewOf('old.bag', text('#ROSBAG V1.2\nrest'))).problems).toEqual(['This bag is format 1.2; the preview reads format 2.0 only.']);
  });

  it('a message whose array claims more elements than it holds, or a type nesting itself, ends in a message per topic', async () => {
    const lies = concat(
      MAGIC,
      connection(0, '/points', 'demo/Points', 'float64[] values'),
      message(0, concat(u32(1_000_000_000), new Uint8Array(16))),
      connection(1, '/loop', 'demo/Loop', 'Loop[1] inner'),
      message(1, new Uint8Array(8)),
      connection(2, '/undefined', 'demo/Odd', 'Missing thing'),
      message(2, new Uint8Array(8)),
      connection(
        3,
        '/many',
        'demo/Many',
        'Item[] items\n================================================================================\nMSG: demo/Item\nuint8 value',
      ),
      message(3, concat(u32(50_000), new Uint8Array(50_000))),
    );
    const view = await viewOf('hostile.bag', lies);
    expect(view.problems).toEqual([]);
    expect(view.topics.find((topic) => topic.topic === '/points')?.problem).toMatch(/values claims 1000000000 elements, more than the message holds/);
    expect(view.topics.find((topic) => topic.topic === '/loop')?.problem).toMatch(/nests deeper than 16 levels/);
    expect(view.topics.find((topic) => topic.topic === '/undefined')?.problem).toMatch(/does not define demo\/Missing/);
    expect(view.topics.find((topic) => topic.topic === '/many')?.problem).toMatch(/items holds 50000 messages; the preview reads arrays of at most 10,000/);
  });

  it('an image claiming absurd dimensions or more pixels than its bytes is described, not drawn', async () => {
    const image = (width: number, height: number, bytes: number) =>
      concat(
        MAGIC,
        connection(
          0,
          '/camera',
          'sensor_msgs/Image',
          'Header header\nuint32 height\nuint32 width\nstring encoding\nuint8 is_bigendian\nuint32 step\nuint8[] data\n================================================================================\nMSG: std_msgs/Header\nuint32 seq\ntime stamp\nstring frame_id',
        ),
        message(
          0,
          concat(
            u32(0),
            u32(0),
            u32(0),
            u32(0),
            u32(height),
            u32(width),
            u32(4),
            text('rgb8'),
            new Uint8Array([0]),
            u32(width * 3),
            u32(bytes),
            new Uint8Array(bytes),
          ),
        ),
      );
    const huge = await viewOf('huge.bag', image(100_000, 100_000, 12));
    expect(huge.image).toBeNull();
    expect(huge.imageNote).toMatch(/says it is 100000 × 100000 pixels; the preview draws frames of at most 1024/);
    const short = await viewOf('short.bag', image(64, 48, 100));
    expect(short.imageNote).toMatch(/holds fewer bytes than its 64 × 48 rgb8 pixels need/);
  });

  it('a bag with no connections says it holds no topics', async () => {
    expect((await viewOf('empty.bag', MAGIC)).problems).toEqual(['The bag holds no connections, so no topics.']);
  });
});

describe('a message’s fields as shown', () => {
  it('times exactly to the nanosecond, and float64 values at full precision', async () => {
    const view = await viewOf('sample.bag', await bag());
    const fix = view.topics.find((topic) => topic.topic === '/gps/fix')?.first[0]?.fields ?? [];
    expect(fix.find((row) => row.field === 'header.stamp')?.value).toMatch(/^\d{10}\.\d{9} s$/);
    expect(fix.find((row) => row.field === 'latitude')?.value).toMatch(/^-?\d+\.\d{5,}$/);
  });
});
