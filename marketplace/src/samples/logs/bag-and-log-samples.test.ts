/**
 * The rosbag and ULog samples, read back with Foxglove's own readers (@foxglove/rosbag checks
 * every record and decodes each message with the definitions the bag carries; @foxglove/ulog
 * parses formats, parameters and data as PX4's tools do): planned from the format, the same
 * bytes for the same dataset, topics fitting the title, times inside the collection period, GPS
 * at the place the listing names.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Bag } from '@foxglove/rosbag';
import { FileReader as BagFileReader } from '@foxglove/rosbag/node';
import { MessageType, ULog } from '@foxglove/ulog';
import { FileReader as UlogFileReader } from '@foxglove/ulog/node';
import { afterAll, describe, expect, it } from 'vitest';
import { generateSample, type SampleFacts } from '../generate-sample';
import { md5Of } from './ros-messages';
import { planSample } from '../sample-plan';

const folder = mkdtempSync(join(tmpdir(), 'bag-samples-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

const facts = (format: string, category: string, title: string, description = ''): SampleFacts => ({
  id: `b4a9-${title}`,
  format,
  category,
  modality: 'multimodal',
  title,
  description,
  itemCount: 1000,
  sizeBytes: 1e10,
  collectedFrom: '2022-03-01',
  collectedTo: '2022-09-30',
});
const inPeriod = (ms: number) => ms >= Date.parse('2022-03-01T00:00:00Z') && ms < Date.parse('2022-10-01T00:00:00Z');

async function openBag(bytes: Buffer, name: string) {
  const path = join(folder, name);
  writeFileSync(path, bytes);
  const bag = new Bag(new BagFileReader(path));
  await bag.open();
  const messages: Array<{ topic: string; ms: number; message: Record<string, unknown> }> = [];
  for await (const result of bag.messageIterator())
    messages.push({ topic: result.topic, ms: result.timestamp.sec * 1000 + result.timestamp.nsec / 1e6, message: result.message as Record<string, unknown> });
  return { bag, messages, topics: [...new Set([...bag.connections.values()].map((connection) => `${connection.topic} ${connection.type}`))].sort() };
}

describe('ROS message definitions', () => {
  it('have the MD5 sums ROS gives them', () => {
    expect(md5Of('std_msgs/Header')).toBe('2176decaecbce78abc3b96ef049fabed');
    expect(md5Of('sensor_msgs/Imu')).toBe('6a62c6daae103f4ff57a132d6f95cec2');
    expect(md5Of('nav_msgs/Odometry')).toBe('cd5e73d190d741a2f92e81eda573aca7');
    expect(md5Of('sensor_msgs/NavSatFix')).toBe('2d3a8cd499b9b4a0249fb98fd05cfa48');
    expect(md5Of('sensor_msgs/Image')).toBe('060021388200f6f0f447d0fcd9c64743');
    expect(md5Of('sensor_msgs/PointCloud2')).toBe('1158d486dd51d683ce2f1be655c3c181');
    expect(md5Of('tf2_msgs/TFMessage')).toBe('94810edda583a504dfda3829e70d7eec');
    expect(md5Of('sensor_msgs/JointState')).toBe('3066dcd76a6cfaef579bd0f34173e9fd');
  });
});

describe('rosbag samples', () => {
  it('are planned from the format and are the same bytes for the same dataset', async () => {
    expect(planSample(facts('rosbag', 'Autonomous Driving', 'Urban Driving Scenes'))).toEqual({ kind: 'rosbag', theme: 'driving' });
    const one = await generateSample(facts('rosbag', 'Autonomous Driving', 'Urban Driving Scenes'));
    const two = await generateSample(facts('rosbag', 'Autonomous Driving', 'Urban Driving Scenes'));
    expect(one.bytes.equals(two.bytes)).toBe(true);
    expect(one.fileName).toBe('sample.bag');
  });

  it('a listing of ROS 2 recordings gets no ROS 1 bag: it keeps its file list', async () => {
    const sample = await generateSample(facts('rosbag', 'Robotics', 'Warehouse Navigation Logs', 'Recorded with ROS 2 Humble as MCAP files.'));
    expect(sample.bytes.subarray(0, 13).toString()).not.toBe('#ROSBAG V2.0\n');
    expect((JSON.parse(sample.bytes.toString('utf8')) as { file_list_only: boolean }).file_list_only).toBe(true);
  });

  it('a drive: camera, LiDAR, IMU, GNSS over the place the description names, odometry and tf, all read back', async () => {
    const sample = await generateSample(
      facts(
        'rosbag',
        'Autonomous Driving',
        'Synchronized Adverse Weather Drives',
        'Adverse weather drives: 461,879 frames captured with a Surround-view Camera in India between …',
      ),
    );
    const { bag, messages, topics } = await openBag(sample.bytes, 'drive.bag');
    expect(topics).toEqual([
      '/camera/front/image_raw sensor_msgs/Image',
      '/gps/fix sensor_msgs/NavSatFix',
      '/imu/data sensor_msgs/Imu',
      '/odom nav_msgs/Odometry',
      '/tf tf2_msgs/TFMessage',
      '/velodyne_points sensor_msgs/PointCloud2',
    ]);
    for (const connection of bag.connections.values()) expect(connection.md5sum).toBe(md5Of(connection.type ?? ''));
    expect(messages.length).toBeGreaterThan(300);
    expect(messages.every(({ ms }) => inPeriod(ms))).toBe(true);
    const fix = messages.find(({ topic }) => topic === '/gps/fix')?.message as { latitude: number; longitude: number };
    // Delhi, India's entry in sample-places.ts, within the sample's few kilometres.
    expect(Math.abs(fix.latitude - 28.61)).toBeLessThan(0.05);
    expect(Math.abs(fix.longitude - 77.21)).toBeLessThan(0.05);
    const frame = messages.find(({ topic }) => topic === '/camera/front/image_raw')?.message as {
      width: number;
      height: number;
      encoding: string;
      data: Uint8Array;
    };
    expect([frame.width, frame.height, frame.encoding, frame.data.length]).toEqual([80, 60, 'rgb8', 80 * 60 * 3]);
    const cloud = messages.find(({ topic }) => topic === '/velodyne_points')?.message as {
      width: number;
      point_step: number;
      data: Uint8Array;
      fields: Array<{ name: string }>;
    };
    expect(cloud.fields.map((field) => field.name)).toEqual(['x', 'y', 'z', 'intensity']);
    expect(cloud.data.length).toBe(cloud.width * cloud.point_step);
    const imu = messages.find(({ topic }) => topic === '/imu/data')?.message as { linear_acceleration: { z: number } };
    expect(imu.linear_acceleration.z).toBeCloseTo(9.81, 0);
  });

  it('fit the title: a manipulation episode has joints and force-torque, a warehouse robot no GNSS, a drone MAVROS topics', async () => {
    const topicsOf = async (category: string, title: string) =>
      (await openBag((await generateSample(facts('rosbag', category, title))).bytes, `${title}.bag`)).topics.map((topic) => topic.split(' ')[0]);
    expect(await topicsOf('Robotics', 'Kitchen Task Demonstrations')).toEqual(['/camera/color/image_raw', '/ft_sensor/wrench', '/joint_states', '/tf']);
    expect(await topicsOf('Robotics', 'Warehouse Navigation Logs')).not.toContain('/gps/fix');
    expect(await topicsOf('Robotics', 'Drone Flight Logs from Madrid')).toContain('/mavros/global_position/global');
    expect(await topicsOf('Autonomous Driving', 'Highway LiDAR Sweeps')).toEqual(['/tf', '/velodyne_points']);
  });
});

describe('ULog samples', () => {
  it('are planned from the format and read back: formats, info, parameters, data and logged text', async () => {
    expect(planSample(facts('ulog', 'Robotics', 'Drone Flight Logs from Madrid'))).toEqual({ kind: 'ulog', theme: 'robotics' });
    const sample = await generateSample(facts('ulog', 'Robotics', 'Drone Flight Logs from Madrid'));
    expect(sample.bytes.equals((await generateSample(facts('ulog', 'Robotics', 'Drone Flight Logs from Madrid'))).bytes)).toBe(true);
    const path = join(folder, 'flight.ulg');
    writeFileSync(path, sample.bytes);
    const log = new ULog(new UlogFileReader(path));
    await log.open();
    expect(log.header?.information.get('sys_name')).toBe('PX4');
    expect(log.header?.parameters.get('BAT1_N_CELLS')?.value).toBeGreaterThan(0);
    const counts = new Map<string, number>();
    let gps: Record<string, unknown> | undefined;
    const texts: string[] = [];
    for await (const message of log.readMessages()) {
      if (message.type === MessageType.Data) {
        const name = log.subscriptions.get(message.msgId)?.name ?? '?';
        counts.set(name, (counts.get(name) ?? 0) + 1);
        if (name === 'vehicle_gps_position') gps ??= message.value as Record<string, unknown>;
      }
      if (message.type === MessageType.Log) texts.push(message.message);
    }
    expect([...counts.keys()].sort()).toEqual([
      'battery_status',
      'sensor_combined',
      'vehicle_attitude',
      'vehicle_gps_position',
      'vehicle_local_position',
      'vehicle_status',
    ]);
    expect(counts.get('sensor_combined')).toBe(1500);
    expect(texts).toContain('[commander] Takeoff detected');
    // Madrid, at 1e-7 degrees; its UTC time inside the collection period.
    expect(Math.abs(Number(gps?.lat) / 1e7 - 40.42)).toBeLessThan(0.05);
    expect(inPeriod(Number(gps?.time_utc_usec) / 1000)).toBe(true);
  });
});
