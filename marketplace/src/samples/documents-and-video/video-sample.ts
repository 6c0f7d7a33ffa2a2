/**
 * A video sample: three seconds of Motion JPEG in MP4 fitting the title — a dashcam's road with
 * a car braking ahead (near-miss clips), an echocardiogram's fan with a beating chamber, a barn
 * with animals moving, or else a camera panning over a scene. Frames are drawn in pixels and
 * encoded with jpeg-js; the clip starts inside the collection period.
 */
import jpeg from 'jpeg-js';
import type { Random } from '../../catalog/prng';
import { mp4File } from './mp4-writer';
import type { SampleContext } from '../sample-context';
import type { SampleFile } from '../sample-file';

type VideoScene = 'dashcam' | 'ultrasound' | 'barn' | 'pan';

export const VIDEO_FPS = 8;
export const VIDEO_SECONDS = 3;
const JPEG_QUALITY = 70;

function videoSceneOf(title: string): VideoScene {
  if (/dashcam|driving|traffic|near-miss/i.test(title)) return 'dashcam';
  if (/ultrasound|echo|cardiac/i.test(title)) return 'ultrasound';
  if (/livestock|barn|cattle|animal/i.test(title)) return 'barn';
  return 'pan';
}

const VIDEO_SIZES: Readonly<Record<VideoScene, [number, number]>> = {
  dashcam: [256, 144],
  ultrasound: [192, 192],
  barn: [256, 144],
  pan: [256, 144],
};

type Paint = (x: number, y: number) => [number, number, number];

export async function videoSample(random: Random, title: string, context: SampleContext): Promise<SampleFile> {
  const scene = videoSceneOf(title);
  const [width, height] = VIDEO_SIZES[scene];
  const created = new Date(context.fromMs + Math.floor(random.float() * Math.max(0, context.toMs - context.fromMs - 60_000)));
  const animals = Array.from({ length: random.int(2, 4) }, () => ({
    x: random.int(20, 230),
    y: random.int(70, 125),
    dx: random.int(-3, 3) || 1,
    dark: random.chance(0.5),
  }));
  const frames: Buffer[] = [];
  for (let index = 0; index < VIDEO_FPS * VIDEO_SECONDS; index++) {
    const t = index / VIDEO_FPS;
    const paint: Paint =
      scene === 'dashcam'
        ? dashcam(t, width, height)
        : scene === 'ultrasound'
          ? ultrasound(t, width, height, random)
          : scene === 'barn'
            ? barn(t, animals)
            : pan(t);
    const data = Buffer.alloc(width * height * 4);
    for (let y = 0; y < height; y++) {
      for (let x = 0; x < width; x++) {
        const [r, g, b] = paint(x, y);
        const at = (y * width + x) * 4;
        data[at] = r;
        data[at + 1] = g;
        data[at + 2] = b;
        data[at + 3] = 255;
      }
    }
    frames.push(Buffer.from(jpeg.encode({ width, height, data }, JPEG_QUALITY).data));
    // One frame per turn of the event loop: a search arriving meanwhile waits for one frame at most.
    await new Promise((resolve) => setImmediate(resolve));
  }
  return { fileName: 'sample.mp4', contentType: 'video/mp4', bytes: mp4File({ width, height, framesPerSecond: VIDEO_FPS, frames, created }) };
}

/** A road to the horizon, its lane marks moving towards the camera, a car ahead braking (growing). */
function dashcam(t: number, width: number, height: number): Paint {
  const horizon = height * 0.45;
  const carWidth = 30 + t * 25;
  const carTop = horizon + 10 + t * 14;
  return (x, y) => {
    if (y < horizon) return [110 + (y / horizon) * 60, 150 + (y / horizon) * 50, 210];
    const depth = (y - horizon) / (height - horizon);
    const half = 10 + depth * width * 0.6;
    const centre = width / 2;
    if (Math.abs(x - centre) > half) return [70, 110, 60];
    if (Math.abs(x - centre) < carWidth / 2 && y > carTop && y < carTop + carWidth * 0.6) {
      const lights = y > carTop + carWidth * 0.4 && Math.abs(Math.abs(x - centre) - carWidth * 0.35) < carWidth * 0.08;
      return lights ? [230, 30, 30] : [40, 40, 48];
    }
    const dash = Math.floor(1 / Math.max(0.02, depth) + t * 4) % 2 === 0;
    if (dash && Math.abs(x - centre) < 1 + depth * 3) return [235, 235, 220];
    return [85, 85, 90];
  };
}

/** An echocardiogram: a fan of speckle with a dark chamber that widens and narrows about once a second. */
function ultrasound(t: number, width: number, height: number, random: Random): Paint {
  const apexX = width / 2;
  const beat = 0.75 + 0.25 * Math.sin(t * 2 * Math.PI * 1.1);
  return (x, y) => {
    const dx = x - apexX;
    const dy = y - 8;
    const radius = Math.hypot(dx, dy);
    if (dy <= 0 || radius > height - 12 || Math.abs(Math.atan2(dx, dy)) > Math.PI / 4) return [0, 0, 0];
    const chamber = Math.hypot((dx - 10) / (28 * beat), (y - height * 0.55) / (40 * beat)) < 1;
    const speckle = random.float() * (chamber ? 40 : 170) + (chamber ? 0 : 40);
    const grey = Math.min(255, speckle * (1 - radius / (height * 1.4)));
    return [grey, grey, grey];
  };
}

/** A barn floor with animals walking across it. */
function barn(t: number, animals: ReadonlyArray<{ x: number; y: number; dx: number; dark: boolean }>): Paint {
  const at = animals.map((animal) => ({ ...animal, x: animal.x + animal.dx * t * 10 }));
  return (x, y) => {
    if (y < 48) return [120, 80, 50];
    for (const animal of at) {
      if (Math.hypot((x - animal.x) / 26, (y - animal.y) / 12) < 1) return animal.dark ? [30, 25, 25] : [225, 220, 210];
      if (Math.hypot((x - animal.x - 24 * Math.sign(animal.dx)) / 8, (y - animal.y + 8) / 7) < 1) return animal.dark ? [40, 35, 35] : [210, 205, 195];
    }
    return [150, 130, 90];
  };
}

/** A camera panning across bands of colour. */
function pan(t: number): Paint {
  return (x, y) => [(x + t * 40) % 255, (y * 2) % 255, 160];
}
