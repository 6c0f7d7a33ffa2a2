/**
 * Synthetic scenes for image samples: a background fitting the theme and a few objects, each
 * drawn as a shape whose bounding box is exactly the labelled box. No photograph is pretended:
 * the shapes only stand where the objects would.
 */
import type { Random } from '../../catalog/prng';
import { createRaster, type Raster, type Rgb } from './raster';
import type { SampleTheme } from '../sample-plan';

export interface LabelledBox {
  label: string;
  /** Pixels from the top-left corner. */
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface Scene {
  raster: Raster;
  boxes: LabelledBox[];
}

interface ObjectClass {
  label: string;
  color: Rgb;
  shape: 'rect' | 'ellipse';
  /** Width and height ranges as fractions of the image. */
  size: readonly [minWidth: number, maxWidth: number, aspect: number];
}

interface SceneStyle {
  top: Rgb;
  bottom: Rgb;
  horizon?: { at: number; color: Rgb };
  classes: readonly ObjectClass[];
  gray?: boolean;
}

const o = (label: string, color: Rgb, shape: 'rect' | 'ellipse', size: ObjectClass['size']): ObjectClass => ({ label, color, shape, size });

const STYLES: Partial<Record<SampleTheme, SceneStyle>> = {
  vision: {
    top: [150, 190, 230],
    bottom: [200, 220, 240],
    horizon: { at: 0.6, color: [110, 140, 90] },
    classes: [
      o('person', [200, 80, 60], 'rect', [0.06, 0.1, 2.6]),
      o('car', [40, 90, 170], 'rect', [0.18, 0.3, 0.5]),
      o('dog', [140, 100, 60], 'ellipse', [0.1, 0.16, 0.7]),
      o('bicycle', [240, 190, 40], 'ellipse', [0.12, 0.18, 0.6]),
    ],
  },
  driving: {
    top: [170, 200, 230],
    bottom: [210, 225, 240],
    horizon: { at: 0.55, color: [85, 85, 90] },
    classes: [
      o('car', [180, 40, 40], 'rect', [0.16, 0.28, 0.55]),
      o('pedestrian', [230, 170, 60], 'rect', [0.04, 0.07, 2.5]),
      o('cyclist', [60, 170, 90], 'rect', [0.07, 0.1, 1.4]),
      o('traffic_sign', [240, 240, 240], 'ellipse', [0.05, 0.07, 1]),
    ],
  },
  agriculture: {
    top: [120, 170, 80],
    bottom: [70, 120, 50],
    classes: [
      o('healthy_leaf', [60, 160, 60], 'ellipse', [0.12, 0.2, 0.6]),
      o('blight', [130, 100, 40], 'ellipse', [0.08, 0.14, 0.9]),
      o('weed', [170, 200, 70], 'rect', [0.05, 0.09, 1.8]),
    ],
  },
  retail: {
    top: [230, 225, 215],
    bottom: [200, 195, 185],
    classes: [
      o('bottle', [40, 120, 60], 'rect', [0.06, 0.09, 2.6]),
      o('box', [200, 120, 50], 'rect', [0.14, 0.2, 0.9]),
      o('can', [190, 30, 40], 'rect', [0.07, 0.1, 1.5]),
    ],
  },
  industrial: {
    top: [160, 165, 170],
    bottom: [130, 135, 140],
    gray: true,
    classes: [
      o('scratch', [90, 90, 95], 'rect', [0.2, 0.35, 0.08]),
      o('dent', [100, 100, 105], 'ellipse', [0.08, 0.14, 1]),
      o('crack', [50, 50, 55], 'rect', [0.03, 0.05, 5]),
    ],
  },
  documents: {
    top: [250, 250, 248],
    bottom: [245, 245, 242],
    classes: [
      o('title', [30, 30, 40], 'rect', [0.5, 0.7, 0.08]),
      o('paragraph', [120, 120, 130], 'rect', [0.7, 0.8, 0.18]),
      o('table', [80, 110, 160], 'rect', [0.6, 0.8, 0.3]),
      o('figure', [160, 190, 210], 'rect', [0.3, 0.45, 0.6]),
    ],
  },
  'medical-imaging': {
    top: [15, 15, 15],
    bottom: [25, 25, 25],
    gray: true,
    classes: [
      o('nodule', [225, 225, 225], 'ellipse', [0.05, 0.09, 1]),
      o('mass', [200, 200, 200], 'ellipse', [0.1, 0.16, 0.9]),
      o('effusion', [170, 170, 170], 'rect', [0.2, 0.3, 0.35]),
    ],
  },
};

export const SCENE_WIDTH = 256;
const SCENE_HEIGHT = 192;

export function drawScene(random: Random, theme: SampleTheme, grain: boolean): Scene {
  const style = STYLES[theme] ?? (STYLES.vision as SceneStyle);
  const raster = createRaster(SCENE_WIDTH, SCENE_HEIGHT);
  const { width, height } = raster;
  if (style.horizon) {
    const horizon = Math.round(height * style.horizon.at);
    raster.gradient(0, horizon, style.top, style.bottom);
    raster.gradient(horizon, height, style.horizon.color, style.horizon.color);
  } else {
    raster.gradient(0, height, style.top, style.bottom);
  }
  if (theme === 'medical-imaging') raster.ellipse(width / 2, height / 2, width * 0.4, height * 0.45, [95, 95, 95]);
  const boxes: LabelledBox[] = [];
  const count = random.int(1, 4);
  for (let i = 0; i < count; i++) {
    const kind = random.pick(style.classes);
    const boxWidth = Math.round(width * (kind.size[0] + random.float() * (kind.size[1] - kind.size[0])));
    const boxHeight = Math.min(height - 4, Math.max(4, Math.round(boxWidth * kind.size[2])));
    const x = random.int(2, width - boxWidth - 2);
    const floor = style.horizon ? Math.round(height * style.horizon.at) - Math.round(boxHeight * 0.6) : 2;
    const y = random.int(Math.max(2, Math.min(floor, height - boxHeight - 2)), height - boxHeight - 2);
    if (kind.shape === 'rect') raster.rect(x, y, boxWidth, boxHeight, kind.color);
    else raster.ellipse(x + boxWidth / 2, y + boxHeight / 2, boxWidth / 2, boxHeight / 2, kind.color);
    boxes.push({ label: kind.label, x, y, width: boxWidth, height: boxHeight });
  }
  if (grain) raster.noise(() => random.float(), style.gray ? 6 : 4);
  return { raster, boxes };
}

export function classesOf(theme: SampleTheme): string[] {
  return (STYLES[theme] ?? (STYLES.vision as SceneStyle)).classes.map((kind) => kind.label);
}
