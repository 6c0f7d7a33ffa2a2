/** A small RGBA canvas for drawing synthetic scenes in the marketplace (no DOM here). */
export type Rgb = readonly [number, number, number];

export interface Raster {
  readonly width: number;
  readonly height: number;
  readonly data: Uint8Array;
  /** A vertical gradient from `top` to `bottom` over rows y0..y1. */
  gradient(y0: number, y1: number, top: Rgb, bottom: Rgb): void;
  rect(x: number, y: number, width: number, height: number, color: Rgb): void;
  ellipse(cx: number, cy: number, rx: number, ry: number, color: Rgb): void;
  /** Per-pixel noise of ±`amount` on every channel, so images are not flat (and JPEG has something to do). */
  noise(random: () => number, amount: number): void;
}

export function createRaster(width: number, height: number): Raster {
  const data = new Uint8Array(width * height * 4);
  const put = (x: number, y: number, [r, g, b]: Rgb): void => {
    if (x < 0 || y < 0 || x >= width || y >= height) return;
    const at = (y * width + x) * 4;
    data[at] = r;
    data[at + 1] = g;
    data[at + 2] = b;
    data[at + 3] = 255;
  };
  return {
    width,
    height,
    data,
    gradient(y0, y1, top, bottom) {
      for (let y = Math.max(0, y0); y < Math.min(height, y1); y++) {
        const t = (y - y0) / Math.max(1, y1 - y0);
        const color: Rgb = [mix(top[0], bottom[0], t), mix(top[1], bottom[1], t), mix(top[2], bottom[2], t)];
        for (let x = 0; x < width; x++) put(x, y, color);
      }
    },
    rect(x, y, rectWidth, rectHeight, color) {
      for (let row = Math.round(y); row < Math.round(y + rectHeight); row++)
        for (let column = Math.round(x); column < Math.round(x + rectWidth); column++) put(column, row, color);
    },
    ellipse(cx, cy, rx, ry, color) {
      for (let y = Math.floor(cy - ry); y <= Math.ceil(cy + ry); y++) {
        for (let x = Math.floor(cx - rx); x <= Math.ceil(cx + rx); x++) {
          const dx = (x - cx) / rx;
          const dy = (y - cy) / ry;
          if (dx * dx + dy * dy <= 1) put(x, y, color);
        }
      }
    },
    noise(random, amount) {
      for (let i = 0; i < data.length; i += 4) {
        const delta = Math.round((random() - 0.5) * 2 * amount);
        for (let c = 0; c < 3; c++) data[i + c] = clampByte((data[i + c] as number) + delta);
      }
    },
  };
}

function mix(a: number, b: number, t: number): number {
  return Math.round(a + (b - a) * t);
}

function clampByte(value: number): number {
  return value < 0 ? 0 : value > 255 ? 255 : value;
}
