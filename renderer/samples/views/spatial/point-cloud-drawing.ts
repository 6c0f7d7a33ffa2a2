/**
 * Draws a point cloud on a canvas: seen from above (x up the canvas, y to its left, as a map of
 * the car's surroundings) or from an orbit around its centre (azimuth and tilt, orthographic),
 * each point one pixel of its colour, and the label boxes as outlines over them.
 */
import type { PointBox, PointCloudView } from '../../parse/spatial/view-model-3d';

export type Rgb = readonly [number, number, number];

/** A ramp from blue through green to yellow, bright enough on the dark ground. */
const RAMP: readonly Rgb[] = [
  [72, 96, 200],
  [59, 130, 190],
  [33, 145, 140],
  [94, 201, 98],
  [253, 231, 37],
];
export const CLASS_COLOURS: readonly Rgb[] = [
  [150, 150, 150],
  [120, 120, 140],
  [250, 250, 250],
  [66, 135, 245],
  [0, 200, 200],
  [245, 130, 48],
  [230, 25, 75],
  [240, 50, 230],
  [255, 225, 25],
  [60, 180, 75],
  [170, 110, 40],
];
export const BOX_COLOUR = '#ff5a36';

function rampColour(fraction: number): Rgb {
  const f = Math.max(0, Math.min(1, fraction)) * (RAMP.length - 1);
  const i = Math.min(RAMP.length - 2, Math.floor(f));
  const t = f - i;
  const [a, b] = [RAMP[i]!, RAMP[i + 1]!];
  return [a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t, a[2] + (b[2] - a[2]) * t];
}

/** The colouring's range: a label is its class; intensity, reflectance and height run over their 1st–99th percentile. */
function valueRange(points: Float32Array): { low: number; high: number } {
  const taken: number[] = [];
  const step = Math.max(1, Math.floor(points.length / 4 / 20_000));
  for (let i = 3; i < points.length; i += 4 * step) taken.push(points[i]!);
  taken.sort((a, b) => a - b);
  const at = (f: number) => taken[Math.min(taken.length - 1, Math.floor(f * taken.length))] ?? 0;
  return { low: at(0.01), high: at(0.99) };
}

export interface Camera {
  /** Degrees about z; 0 looks along +x (from behind the car). */
  azimuth: number;
  /** Degrees above the horizon. */
  tilt: number;
}

type Project = (x: number, y: number, z: number) => [number, number];

function projector(view: PointCloudView, width: number, height: number, camera: Camera | null, extent: number): Project {
  const { min, max } = view.bounds!;
  const cx = (min[0] + max[0]) / 2;
  const cy = (min[1] + max[1]) / 2;
  const cz = (min[2] + max[2]) / 2;
  const radius = extent;
  if (camera === null) {
    const scale = Math.min(width, height) / (2 * radius);
    return (x, y) => [width / 2 - (y - cy) * scale, height / 2 - (x - cx) * scale];
  }
  const scale = (Math.min(width, height) / (2 * radius)) * 1.1;
  const a = (camera.azimuth * Math.PI) / 180;
  const t = (camera.tilt * Math.PI) / 180;
  const [cosA, sinA, cosT, sinT] = [Math.cos(a), Math.sin(a), Math.cos(t), Math.sin(t)];
  return (x, y, z) => {
    const dx = x - cx;
    const dy = y - cy;
    const dz = z - cz;
    // Into the camera's frame: forward along the azimuth, right across it, then tilted down.
    const forward = dx * cosA + dy * sinA;
    const right = dx * sinA - dy * cosA;
    const up = dz * cosT + forward * sinT;
    return [width / 2 + right * scale, height / 2 - up * scale];
  };
}

/**
 * How far from the centre the view reaches: the 95th percentile of the points' distance from it
 * (the app's choice), so a few far returns do not shrink the scene to a dot.
 */
function reach(view: PointCloudView, points: Float32Array): number {
  const { min, max } = view.bounds!;
  const centre = [0, 1, 2].map((axis) => (min[axis]! + max[axis]!) / 2);
  const step = Math.max(1, Math.floor(points.length / 4 / 20_000));
  const distances: number[] = [];
  for (let i = 0; i < points.length; i += 4 * step) distances.push(Math.hypot(points[i]! - centre[0]!, points[i + 1]! - centre[1]!));
  distances.sort((a, b) => a - b);
  return Math.max(1, distances[Math.floor(distances.length * 0.95)] ?? 1);
}

export function drawCloud(context: CanvasRenderingContext2D, view: PointCloudView, camera: Camera | null): void {
  const { width, height } = context.canvas;
  const image = context.createImageData(width, height);
  const pixels = image.data;
  for (let i = 0; i < pixels.length; i += 4) {
    pixels[i] = 17;
    pixels[i + 1] = 17;
    pixels[i + 2] = 22;
    pixels[i + 3] = 255;
  }
  if (!view.points || !view.bounds) return context.putImageData(image, 0, 0);
  const points = new Float32Array(view.points);
  const project = projector(view, width, height, camera, reach(view, points));
  const range = valueRange(points);
  const span = range.high - range.low || 1;
  const byClass = view.colourBy === 'label';
  for (let i = 0; i < points.length; i += 4) {
    const [u, v] = project(points[i]!, points[i + 1]!, points[i + 2]!);
    const px = Math.round(u);
    const py = Math.round(v);
    if (px < 0 || py < 0 || px >= width || py >= height) continue;
    const value = points[i + 3]!;
    const [r, g, b] = byClass ? (CLASS_COLOURS[value] ?? CLASS_COLOURS[0]!) : rampColour((value - range.low) / span);
    const at = (py * width + px) * 4;
    pixels[at] = r;
    pixels[at + 1] = g;
    pixels[at + 2] = b;
  }
  context.putImageData(image, 0, 0);
  context.strokeStyle = BOX_COLOUR;
  context.lineWidth = 1.5;
  for (const box of view.boxes) drawBox(context, box, project, camera === null);
}

function drawBox(context: CanvasRenderingContext2D, box: PointBox, project: Project, flat: boolean): void {
  const [l, w, h] = box.size;
  const cos = Math.cos(box.yaw);
  const sin = Math.sin(box.yaw);
  const corner = (dx: number, dy: number, dz: number) => project(box.center[0] + dx * cos - dy * sin, box.center[1] + dx * sin + dy * cos, box.center[2] + dz);
  const ring = (dz: number) => [corner(l / 2, w / 2, dz), corner(l / 2, -w / 2, dz), corner(-l / 2, -w / 2, dz), corner(-l / 2, w / 2, dz)];
  const rings = flat ? [ring(0)] : [ring(-h / 2), ring(h / 2)];
  context.beginPath();
  for (const corners of rings) {
    context.moveTo(...corners[0]!);
    for (const point of [...corners.slice(1), corners[0]!]) context.lineTo(...point);
  }
  if (!flat)
    for (let i = 0; i < 4; i++) {
      context.moveTo(...rings[0]![i]!);
      context.lineTo(...rings[1]![i]!);
    }
  // The heading: a line from the centre to the front face.
  const centre = corner(0, 0, flat ? 0 : h / 2);
  const front = corner(l / 2, 0, flat ? 0 : h / 2);
  context.moveTo(...centre);
  context.lineTo(...front);
  context.stroke();
}
