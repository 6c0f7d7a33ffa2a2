/** PX4 ULogs as the marketplace writes them, and hostile ones: each ends in a view or a clear message. */
import { describe, expect, it } from 'vitest';
import { generateSample } from '@dmd/marketplace/testing';
import { sniffContent } from '../../../../shared/domain/samples/sniff-content';
import type { UlogView } from './bag-view-model';
import { parseSample } from '../parse-sample';
import type { WorkerFile } from '../view-model';

const fileOf = (path: string, bytes: Uint8Array): WorkerFile => ({
  path,
  kind: sniffContent(bytes),
  bytes: bytes.length,
  data: Buffer.from(bytes).toString('base64'),
});
const viewOf = async (path: string, bytes: Uint8Array) => (await parseSample([fileOf(path, bytes)])).view as UlogView;

async function flight(): Promise<Uint8Array> {
  const sample = await generateSample({
    id: '3f2a-ulog',
    format: 'ulog',
    category: 'Robotics',
    modality: 'multimodal',
    title: 'Drone Flight Logs from Madrid',
    itemCount: 1317,
    sizeBytes: 58e9,
    collectedFrom: '2022-08-13',
    collectedTo: '2025-05-11',
  });
  return new Uint8Array(sample.bytes);
}

const HEADER = new Uint8Array([0x55, 0x4c, 0x6f, 0x67, 0x01, 0x12, 0x35, 1, 0, 0, 0, 0, 0, 0, 0, 0]);
function message(type: string, payload: Uint8Array): Uint8Array {
  const out = new Uint8Array(3 + payload.length);
  new DataView(out.buffer).setUint16(0, payload.length, true);
  out[2] = type.charCodeAt(0);
  out.set(payload, 3);
  return out;
}
const text = (value: string) => new TextEncoder().encode(value);
const concat = (...parts: Uint8Array[]) => {
  const out = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0));
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
};
const subscribe = (id: number, name: string) => message('A', concat(new Uint8Array([0, id, 0]), text(name)));

describe('parseUlog', () => {
  it('reads a generated flight: topics with counts and rates, first values, info, parameters and logged text', async () => {
    const view = await viewOf('sample.ulg', await flight());
    expect(view.view).toBe('ulog');
    expect(view.problems).toEqual([]);
    expect(view.version).toBe(1);
    expect(view.topics.map((topic) => topic.name)).toEqual([
      'sensor_combined',
      'vehicle_attitude',
      'vehicle_gps_position',
      'vehicle_local_position',
      'battery_status',
      'vehicle_status',
    ]);
    const imu = view.topics[0];
    expect(imu?.messages).toBe(1500);
    expect(imu?.hz).toBeCloseTo(50, 0);
    expect(imu?.first.find((row) => row.field === 'accelerometer_m_s2')?.value).toMatch(/^\[-?[\d.]+, -?[\d.]+, -9\.\d+\]$/);
    expect(view.info).toContainEqual({ field: 'sys_name', value: 'PX4' });
    expect(view.parameters.map((row) => row.field)).toContain('MIS_TAKEOFF_ALT');
    expect(view.logs.map((line) => line.text)).toContain('[commander] Takeoff detected');
    expect(view.logs[0]?.level).toBe('info');
    expect(((view.lastUs ?? 0) - view.startUs) / 1e6).toBeCloseTo(30, 0);
  });

  it('sniffs a ULog from its bytes, whatever it is called', async () => {
    expect((await viewOf('flight.txt', await flight())).view).toBe('ulog');
  });

  it('a log cut anywhere says where it stops and keeps what came before', async () => {
    const bytes = await flight();
    for (const at of [17, 300, Math.floor(bytes.length / 2), bytes.length - 1]) {
      const view = await viewOf('cut.ulg', bytes.subarray(0, at));
      expect(view.problems.join(' ')).toMatch(/The preview stopped reading: .*(cut|more than is left)/);
    }
    expect((await viewOf('cut.ulg', bytes.subarray(0, Math.floor(bytes.length / 2)))).topics.length).toBe(6);
  });

  it('a format nesting itself, a malformed format, data shorter than its format, and unknown incompatible flags end in a message', async () => {
    const nested = concat(HEADER, message('F', text('loop:uint64_t timestamp;loop inner;')), subscribe(0, 'loop'), message('D', new Uint8Array(12)));
    expect((await viewOf('nested.ulg', nested)).problems.join(' ')).toMatch(/nests deeper than 8 levels/);
    const malformed = concat(HEADER, message('F', text('bad:uint64_t timestamp;float[ oops;')));
    expect((await viewOf('bad.ulg', malformed)).problems.join(' ')).toMatch(/a format field reads “float\[ oops”, which is no field/);
    const short = concat(HEADER, message('F', text('big:uint64_t timestamp;float[100000] values;')), subscribe(0, 'big'), message('D', new Uint8Array(12)));
    expect((await viewOf('short.ulg', short)).problems.join(' ')).toMatch(/a big message is shorter than its format/);
    const flags = new Uint8Array(40);
    flags[8] = 0x80;
    expect((await viewOf('flags.ulg', concat(HEADER, message('B', flags)))).problems.join(' ')).toMatch(/incompatible flags/);
    const orphan = concat(HEADER, subscribe(0, 'never_defined'));
    expect((await viewOf('orphan.ulg', orphan)).problems.join(' ')).toMatch(/subscribes to never_defined before giving its format/);
  });

  it('not a ULog at all says so', async () => {
    const view = await viewOf('x.ulg', concat(text('ULog'), new Uint8Array([1, 0x12, 0x35])));
    expect(view.problems).toEqual(['This file does not start as a ULog does (“ULog” and its version bytes), so nothing of it is read.']);
  });
});
