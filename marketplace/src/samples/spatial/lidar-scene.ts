/**
 * One sweep of a 32-beam spinning LiDAR on a car's roof: rays cast against the road, its lane
 * markings, the traffic around (cars, vans, trucks; pedestrians and cyclists off the highway),
 * barriers and trees. Sensor frame: x forward, y left, z up, in metres; the sensor is 1.73 m
 * above the road, as on KITTI's car.
 */
import type { Random } from '../../catalog/prng';

const SENSOR_HEIGHT = 1.73;
const BEAMS = 32;
const AZIMUTH_STEP_DEG = 0.4;
const MAX_RANGE = 90;
const LANE = 3.7;

/** Per-point classes (a PCD's `label` field): index = id. */
export const POINT_CLASSES = [
  'unlabelled',
  'road',
  'lane marking',
  'car',
  'van',
  'truck',
  'pedestrian',
  'cyclist',
  'barrier',
  'vegetation',
  'terrain',
] as const;
type PointClass = (typeof POINT_CLASSES)[number];

export interface SceneObject {
  trackId: number;
  /** KITTI's words: Car, Van, Truck, Pedestrian, Cyclist. */
  type: 'Car' | 'Van' | 'Truck' | 'Pedestrian' | 'Cyclist';
  /** Centre of the box, sensor frame. */
  center: [number, number, number];
  /** Length (along its heading), width, height. */
  size: [number, number, number];
  /** Heading about z, radians, 0 = along +x. */
  yaw: number;
}

export interface LidarSweep {
  /** x, y, z, reflectance (0–1) for each point. */
  points: Float32Array;
  /** The class id of each point (POINT_CLASSES). */
  labels: Uint8Array;
  objects: SceneObject[];
}

interface Solid {
  center: [number, number, number];
  size: [number, number, number];
  yaw: number;
  pointClass: PointClass;
  reflectance: number;
}

const SIZES: Record<SceneObject['type'], [number, number, number]> = {
  Car: [4.3, 1.8, 1.5],
  Van: [5.1, 2.0, 2.2],
  Truck: [11.5, 2.5, 3.6],
  Pedestrian: [0.6, 0.6, 1.75],
  Cyclist: [1.8, 0.6, 1.7],
};

/** Casting takes about a second: each beam waits for the next turn of the event loop, so requests meanwhile are answered. */
export async function lidarSweep(random: Random, title: string): Promise<LidarSweep> {
  const highway = /highway|motorway/i.test(title);
  const objects: SceneObject[] = [];
  const solids: Solid[] = [];
  let trackId = random.int(1, 400);
  const place = (type: SceneObject['type'], x: number, y: number, yaw: number) => {
    const [l, w, h] = SIZES[type];
    const size: [number, number, number] = [l * (0.92 + random.float() * 0.16), w * (0.95 + random.float() * 0.1), h * (0.93 + random.float() * 0.14)];
    const box = { center: [x, y, -SENSOR_HEIGHT + size[2] / 2] as [number, number, number], size, yaw };
    if (solids.some((solid) => Math.abs(solid.center[0] - x) < (solid.size[0] + size[0]) / 2 + 1.5 && Math.abs(solid.center[1] - y) < 1.5)) return;
    objects.push({ trackId: trackId++, type, ...box });
    solids.push({ ...box, pointClass: type.toLowerCase() as PointClass, reflectance: 0.15 + random.float() * 0.4 });
  };
  // Our carriageway: three lanes (ego in the middle), the other beyond a median barrier.
  const lanes = [-LANE, 0, LANE];
  const opposite = [3 * LANE, 4 * LANE, 5 * LANE].map((y) => y - LANE / 2 + 1.2);
  for (let i = 0; i < random.int(9, 16); i++) {
    const type = random.weighted<SceneObject['type']>([
      { value: 'Car', weight: 7 },
      { value: 'Van', weight: 2 },
      { value: 'Truck', weight: highway ? 2 : 0.5 },
    ]);
    const oncoming = random.chance(0.35);
    const y = random.pick(oncoming ? opposite : lanes) + random.normal(0, 0.25);
    const x = -35 + random.float() * 100;
    if (!oncoming && Math.abs(y) < 1.5 && Math.abs(x) < 9) continue;
    place(type, x, y, (oncoming ? Math.PI : 0) + random.normal(0, 0.03));
  }
  if (!highway)
    for (let i = 0; i < random.int(3, 7); i++)
      place(random.chance(0.7) ? 'Pedestrian' : 'Cyclist', -20 + random.float() * 50, -1.5 * LANE - 2 - random.float() * 2, random.float() * 2 * Math.PI);
  const edge = -1.5 * LANE - 0.8;
  solids.push({ center: [0, edge - (highway ? 0 : 4), -SENSOR_HEIGHT + 0.4], size: [200, 0.3, 0.8], yaw: 0, pointClass: 'barrier', reflectance: 0.45 });
  solids.push({ center: [0, 1.5 * LANE + 0.9, -SENSOR_HEIGHT + 0.45], size: [200, 0.5, 0.9], yaw: 0, pointClass: 'barrier', reflectance: 0.35 });
  for (let i = 0; i < random.int(14, 26); i++) {
    const side = random.chance(0.5) ? edge - 4 - random.float() * 10 : 6 * LANE + 3 + random.float() * 10;
    const height = 3 + random.float() * 6;
    solids.push({
      center: [-60 + random.float() * 140, side, -SENSOR_HEIGHT + height / 2],
      size: [1.5 + random.float() * 3, 1.5 + random.float() * 3, height],
      yaw: random.float() * Math.PI,
      pointClass: 'vegetation',
      reflectance: 0.08 + random.float() * 0.12,
    });
  }

  const points: number[] = [];
  const labels: number[] = [];
  for (let beam = 0; beam < BEAMS; beam++) {
    await new Promise((resolve) => setImmediate(resolve));
    const elevation = ((-24.9 + (beam * 26.9) / (BEAMS - 1)) * Math.PI) / 180;
    for (let azimuthDeg = 0; azimuthDeg < 360; azimuthDeg += AZIMUTH_STEP_DEG) {
      if (random.chance(0.03)) continue;
      const azimuth = (azimuthDeg * Math.PI) / 180;
      const direction: [number, number, number] = [Math.cos(elevation) * Math.cos(azimuth), Math.cos(elevation) * Math.sin(azimuth), Math.sin(elevation)];
      const hit = castRay(direction, solids);
      if (hit === null) continue;
      const range = hit.range + random.normal(0, 0.02);
      const [x, y, z] = direction.map((value) => value * range) as [number, number, number];
      points.push(x, y, z, Math.min(1, Math.max(0, hit.reflectance + random.normal(0, 0.03))));
      labels.push(POINT_CLASSES.indexOf(hit.pointClass));
    }
  }
  return { points: new Float32Array(points), labels: new Uint8Array(labels), objects };
}

function castRay(direction: [number, number, number], solids: readonly Solid[]): { range: number; pointClass: PointClass; reflectance: number } | null {
  let best: { range: number; pointClass: PointClass; reflectance: number } | null = null;
  if (direction[2] < 0) {
    const range = -SENSOR_HEIGHT / direction[2];
    if (range < MAX_RANGE) {
      const x = direction[0] * range;
      const y = direction[1] * range;
      const onRoad = y > -1.5 * LANE - 0.8 && y < 6 * LANE + 1;
      const marking = onRoad && isMarking(x, y);
      best = { range, pointClass: marking ? 'lane marking' : onRoad ? 'road' : 'terrain', reflectance: marking ? 0.75 : onRoad ? 0.12 : 0.2 };
    }
  }
  for (const solid of solids) {
    const range = rayBox(direction, solid);
    if (range !== null && range < MAX_RANGE && (best === null || range < best.range))
      best = { range, pointClass: solid.pointClass, reflectance: solid.reflectance };
  }
  return best;
}

/** Dashed lines between lanes (3 m painted, 9 m gap), solid at the carriageway's edges. */
function isMarking(x: number, y: number): boolean {
  for (const line of [-1.5 * LANE, 1.5 * LANE]) if (Math.abs(y - line) < 0.08) return true;
  for (const line of [-LANE / 2, LANE / 2]) if (Math.abs(y - line) < 0.07 && ((x % 12) + 12) % 12 < 3) return true;
  return false;
}

/** The distance along a ray from the origin to a yawed box, or null (slab method in the box's frame). */
function rayBox(direction: [number, number, number], solid: Solid): number | null {
  const cos = Math.cos(-solid.yaw);
  const sin = Math.sin(-solid.yaw);
  const origin = [-solid.center[0], -solid.center[1], -solid.center[2]];
  const o = [origin[0]! * cos - origin[1]! * sin, origin[0]! * sin + origin[1]! * cos, origin[2]!];
  const d = [direction[0] * cos - direction[1] * sin, direction[0] * sin + direction[1] * cos, direction[2]];
  let near = -Infinity;
  let far = Infinity;
  for (let axis = 0; axis < 3; axis++) {
    const half = solid.size[axis]! / 2;
    const dAxis = d[axis]!;
    const oAxis = o[axis]!;
    if (Math.abs(dAxis) < 1e-9) {
      if (oAxis < -half || oAxis > half) return null;
      continue;
    }
    let t1 = (-half - oAxis) / dAxis;
    let t2 = (half - oAxis) / dAxis;
    if (t1 > t2) [t1, t2] = [t2, t1];
    near = Math.max(near, t1);
    far = Math.min(far, t2);
    if (near > far) return null;
  }
  return near > 0.5 ? near : null;
}
