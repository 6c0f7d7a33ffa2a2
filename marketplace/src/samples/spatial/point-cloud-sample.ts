/**
 * A LiDAR sweep of the road the title names, as the dataset ships it. PCD: a zip of one binary
 * PCD (x y z intensity, and a `label` field for point-wise segmentation titles) with its boxes
 * as JSON beside it. KITTI: a zip laid out as KITTI's object benchmark is — `velodyne/*.bin`
 * (float32 x, y, z, reflectance), `label_2/*.txt` (the objects in the camera's view, camera
 * frame) and `calib/*.txt` (KITTI's own camera matrices).
 */
import { zipSync, type Zippable } from 'fflate';
import type { Random } from '../../catalog/prng';
import { text, ZIP_TIME } from '../images/image-sample';
import { lidarSweep, POINT_CLASSES, type LidarSweep, type SceneObject } from './lidar-scene';
import type { SampleFile } from '../sample-file';

const FRAME = '000000';

export async function pointCloudSample(random: Random, format: 'pcd' | 'kitti', title: string): Promise<SampleFile> {
  const sweep = await lidarSweep(random, title);
  const files: Zippable = format === 'pcd' ? pcdFiles(sweep, /segmentation/i.test(title)) : kittiFiles(sweep);
  return { fileName: 'sample.zip', contentType: 'application/zip', bytes: Buffer.from(zipSync(files, { level: 6, mtime: ZIP_TIME })) };
}

function pcdFiles(sweep: LidarSweep, pointLabels: boolean): Zippable {
  const count = sweep.points.length / 4;
  const fields = pointLabels ? 'x y z intensity label' : 'x y z intensity';
  const header = [
    '# .PCD v0.7 - Point Cloud Data file format',
    'VERSION 0.7',
    `FIELDS ${fields}`,
    `SIZE 4 4 4 4${pointLabels ? ' 4' : ''}`,
    `TYPE F F F F${pointLabels ? ' U' : ''}`,
    `COUNT 1 1 1 1${pointLabels ? ' 1' : ''}`,
    `WIDTH ${count}`,
    'HEIGHT 1',
    'VIEWPOINT 0 0 0 1 0 0 0',
    `POINTS ${count}`,
    'DATA binary',
    '',
  ].join('\n');
  const stride = pointLabels ? 20 : 16;
  const body = new DataView(new ArrayBuffer(count * stride));
  for (let i = 0; i < count; i++) {
    for (let field = 0; field < 4; field++) body.setFloat32(i * stride + field * 4, sweep.points[i * 4 + field] as number, true);
    if (pointLabels) body.setUint32(i * stride + 16, sweep.labels[i] as number, true);
  }
  const labels = {
    frame: FRAME,
    coordinate_frame: 'lidar (x forward, y left, z up; metres)',
    ...(pointLabels ? { point_classes: Object.fromEntries(POINT_CLASSES.map((name, id) => [id, name])) } : {}),
    objects: sweep.objects.map((object) => ({
      track_id: object.trackId,
      label: object.type.toLowerCase(),
      center: object.center.map((value) => round(value, 3)),
      size: object.size.map((value) => round(value, 3)),
      yaw: round(object.yaw, 4),
    })),
  };
  return {
    [`lidar/${FRAME}.pcd`]: concat(text(header), new Uint8Array(body.buffer)),
    [`labels/${FRAME}.json`]: text(`${JSON.stringify(labels, null, 1)}\n`),
  };
}

/** KITTI's camera 2 projection and the LiDAR-to-camera transform (its own published values, rounded). */
const P2 = [721.5377, 0, 609.5593, 44.85728, 0, 721.5377, 172.854, 0.2163791, 0, 0, 1, 0.002745884];
const VELO_TO_CAM = [0.0075, -0.99997, -0.00062, -0.00407, 0.0148, 0.00073, -0.99989, -0.07631, 0.99986, 0.00752, 0.0148, -0.27178];
const IMAGE = { width: 1242, height: 375 };

function kittiFiles(sweep: LidarSweep): Zippable {
  const velodyne = new DataView(new ArrayBuffer(sweep.points.length * 4));
  sweep.points.forEach((value, index) => velodyne.setFloat32(index * 4, value, true));
  const calib = [
    `P0: ${[707.0493, 0, 604.0814, 0, 0, 707.0493, 180.5066, 0, 0, 0, 1, 0].map(e).join(' ')}`,
    `P1: ${[707.0493, 0, 604.0814, -379.7842, 0, 707.0493, 180.5066, 0, 0, 0, 1, 0].map(e).join(' ')}`,
    `P2: ${P2.map(e).join(' ')}`,
    `P3: ${[721.5377, 0, 609.5593, -339.5242, 0, 721.5377, 172.854, 2.199936, 0, 0, 1, 0.002729905].map(e).join(' ')}`,
    `R0_rect: ${[1, 0, 0, 0, 1, 0, 0, 0, 1].map(e).join(' ')}`,
    `Tr_velo_to_cam: ${VELO_TO_CAM.map(e).join(' ')}`,
    `Tr_imu_to_velo: ${[1, 0, 0, -0.8086759, 0, 1, 0, 0.3195559, 0, 0, 1, -0.7997231].map(e).join(' ')}`,
    '',
  ].join('\n');
  const labels = sweep.objects.map(kittiLabel).filter((line): line is string => line !== null);
  return {
    [`training/velodyne/${FRAME}.bin`]: new Uint8Array(velodyne.buffer),
    [`training/label_2/${FRAME}.txt`]: text(labels.length > 0 ? `${labels.join('\n')}\n` : ''),
    [`training/calib/${FRAME}.txt`]: text(calib),
  };
}

/** One object as a label_2 line, or null when camera 2 does not see it (KITTI labels only what the camera sees). */
function kittiLabel(object: SceneObject): string | null {
  const [l, w, h] = object.size;
  const corners: Array<[number, number, number]> = [];
  for (const dx of [-0.5, 0.5])
    for (const dy of [-0.5, 0.5])
      for (const dz of [-0.5, 0.5]) {
        const x = dx * l;
        const y = dy * w;
        corners.push([
          object.center[0] + x * Math.cos(object.yaw) - y * Math.sin(object.yaw),
          object.center[1] + x * Math.sin(object.yaw) + y * Math.cos(object.yaw),
          object.center[2] + dz * h,
        ]);
      }
  const camera = corners.map(toCamera);
  if (camera.some(([, , z]) => z < 0.5)) return null;
  const pixels = camera.map(([x, y, z]) => {
    const u = P2[0]! * x + P2[1]! * y + P2[2]! * z + P2[3]!;
    const v = P2[4]! * x + P2[5]! * y + P2[6]! * z + P2[7]!;
    const depth = P2[8]! * x + P2[9]! * y + P2[10]! * z + P2[11]!;
    return [u / depth, v / depth] as const;
  });
  const left = Math.min(...pixels.map(([u]) => u));
  const right = Math.max(...pixels.map(([u]) => u));
  const top = Math.min(...pixels.map(([, v]) => v));
  const bottom = Math.max(...pixels.map(([, v]) => v));
  const clipped = [Math.max(0, left), Math.max(0, top), Math.min(IMAGE.width - 1, right), Math.min(IMAGE.height - 1, bottom)] as const;
  if (clipped[0] >= clipped[2] || clipped[1] >= clipped[3]) return null;
  const visible = ((clipped[2] - clipped[0]) * (clipped[3] - clipped[1])) / ((right - left) * (bottom - top));
  const [x, y, z] = toCamera([object.center[0], object.center[1], object.center[2] - h / 2]);
  const rotationY = wrap(-object.yaw - Math.PI / 2);
  const alpha = wrap(rotationY - Math.atan2(x, z));
  return [
    object.type,
    round(1 - visible, 2).toFixed(2),
    0,
    alpha.toFixed(2),
    ...clipped.map((value) => value.toFixed(2)),
    ...[h, w, l].map((value) => value.toFixed(2)),
    ...[x, y, z].map((value) => value.toFixed(2)),
    rotationY.toFixed(2),
  ].join(' ');
}

function toCamera([x, y, z]: readonly [number, number, number]): [number, number, number] {
  const m = VELO_TO_CAM;
  return [m[0]! * x + m[1]! * y + m[2]! * z + m[3]!, m[4]! * x + m[5]! * y + m[6]! * z + m[7]!, m[8]! * x + m[9]! * y + m[10]! * z + m[11]!];
}

const wrap = (angle: number) => Math.atan2(Math.sin(angle), Math.cos(angle));
const round = (value: number, digits: number) => Math.round(value * 10 ** digits) / 10 ** digits;
const e = (value: number) => value.toExponential(6);

function concat(a: Uint8Array, b: Uint8Array): Uint8Array {
  const joined = new Uint8Array(a.length + b.length);
  joined.set(a);
  joined.set(b, a.length);
  return joined;
}
