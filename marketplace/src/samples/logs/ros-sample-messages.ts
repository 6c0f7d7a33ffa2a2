/** The sample bags' messages, serialized as ROS 1 does (field order as ros-messages.ts defines them). */
import { RosWriter } from './ros-serialize';

export type Vector = readonly [number, number, number];
export type Quaternion = readonly [number, number, number, number];

const diagonal = (size: number, value: number) => Array.from({ length: size * size }, (_, i) => (i % (size + 1) === 0 ? value : 0));

/** A rotation about z (yaw, radians) as a quaternion. */
export function yawQuaternion(yaw: number): Quaternion {
  return [0, 0, Math.sin(yaw / 2), Math.cos(yaw / 2)];
}

export function imuMessage(seq: number, ms: number, frame: string, orientation: Quaternion, angular: Vector, linear: Vector): Buffer {
  return new RosWriter()
    .header(seq, ms, frame)
    .float64(...orientation, ...diagonal(3, 0.0025))
    .float64(...angular, ...diagonal(3, 0.02))
    .float64(...linear, ...diagonal(3, 0.04))
    .done();
}

export function odometryMessage(seq: number, ms: number, position: Vector, yaw: number, linear: Vector, angularZ: number): Buffer {
  return new RosWriter()
    .header(seq, ms, 'odom')
    .string('base_link')
    .float64(...position, ...yawQuaternion(yaw), ...diagonal(6, 0.01))
    .float64(...linear, 0, 0, angularZ, ...diagonal(6, 0.02))
    .done();
}

export function navSatFixMessage(seq: number, ms: number, lat: number, lon: number, altitude: number): Buffer {
  return new RosWriter()
    .header(seq, ms, 'gps')
    .int8(0) // STATUS_FIX
    .uint16(1) // SERVICE_GPS
    .float64(lat, lon, altitude, ...[1.2, 0, 0, 0, 1.2, 0, 0, 0, 4])
    .uint8(2) // COVARIANCE_TYPE_DIAGONAL_KNOWN
    .done();
}

/** `rgb8`, one row after another. */
export function imageMessage(seq: number, ms: number, frame: string, width: number, height: number, rgb: Buffer): Buffer {
  return new RosWriter()
    .header(seq, ms, frame)
    .uint32(height)
    .uint32(width)
    .string('rgb8')
    .uint8(0)
    .uint32(width * 3)
    .uint32(rgb.length)
    .bytes(rgb)
    .done();
}

/** x, y, z and intensity as float32, one row (an unorganised cloud). */
export function pointCloudMessage(seq: number, ms: number, frame: string, points: ReadonlyArray<readonly [number, number, number, number]>): Buffer {
  const data = Buffer.alloc(points.length * 16);
  points.forEach(([x, y, z, intensity], i) => {
    data.writeFloatLE(x, i * 16);
    data.writeFloatLE(y, i * 16 + 4);
    data.writeFloatLE(z, i * 16 + 8);
    data.writeFloatLE(intensity, i * 16 + 12);
  });
  const writer = new RosWriter().header(seq, ms, frame).uint32(1).uint32(points.length).uint32(4);
  ['x', 'y', 'z', 'intensity'].forEach((name, i) =>
    writer
      .string(name)
      .uint32(i * 4)
      .uint8(7)
      .uint32(1),
  ); // 7: FLOAT32
  return writer.uint8(0).uint32(16).uint32(data.length).uint32(data.length).bytes(data).uint8(1).done();
}

export interface Transform {
  parent: string;
  child: string;
  translation: Vector;
  rotation: Quaternion;
}

export function tfMessage(ms: number, transforms: readonly Transform[]): Buffer {
  const writer = new RosWriter().uint32(transforms.length);
  for (const transform of transforms)
    writer
      .header(0, ms, transform.parent)
      .string(transform.child)
      .float64(...transform.translation, ...transform.rotation);
  return writer.done();
}

export function jointStateMessage(
  seq: number,
  ms: number,
  names: readonly string[],
  position: readonly number[],
  velocity: readonly number[],
  effort: readonly number[],
): Buffer {
  const writer = new RosWriter().header(seq, ms, '').uint32(names.length);
  for (const name of names) writer.string(name);
  return writer
    .uint32(position.length)
    .float64(...position)
    .uint32(velocity.length)
    .float64(...velocity)
    .uint32(effort.length)
    .float64(...effort)
    .done();
}

export function wrenchMessage(seq: number, ms: number, frame: string, force: Vector, torque: Vector): Buffer {
  return new RosWriter()
    .header(seq, ms, frame)
    .float64(...force, ...torque)
    .done();
}
