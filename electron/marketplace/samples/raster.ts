/** A small RGBA canvas for drawing synthetic scenes in the marketplace (no DOM here). */
export type Rgb = readonly [number, number, number];

export class Raster {
  readonly data: Uint8Array;

  constructor(
    readonly width: number,
    readonly height: number,
  ) {
    this.data = new Uint8Array(width * height * 4);
  }

  private put(x: number, y: number, [r, g, b]: Rgb): void {
    if (x < 0 || y < 0 || x >= this.width || y >= this.height) return;
    const at = (y * this.width + x) * 4;
    this.data[at] = r;
    this.data[at + 1] = g;
    this.data[at + 2] = b;
    this.data[at + 3] = 255;
  }

  /** A vertical gradient from `top` to `bottom` over rows y0..y1. */
  gradient(y0: number, y1: number, top: Rgb, bottom: Rgb): void {
    for (let y = Math.max(0, y0); y < Math.min(this.height, y1); y++) {
      const t = (y - y0) / Math.max(1, y1 - y0);
      const color: Rgb = [mix(top[0], bottom[0], t), mix(top[1], bottom[1], t), mix(top[2], bottom[2], t)];
      for (let x = 0; x < this.width; x++) this.put(x, y, color);
    }
  }

  rect(x: number, y: number, width: number, height: number, color: Rgb): void {
    for (let row = Math.round(y); row < Math.round(y + height); row++) for (let column = Math.round(x); column < Math.round(x + width); column++) this.put(column, row, color);
  }

  ellipse(cx: number, cy: number, rx: number, ry: number, color: Rgb): void {
    for (let y = Math.floor(cy - ry); y <= Math.ceil(cy + ry); y++) {
      for (let x = Math.floor(cx - rx); x <= Math.ceil(cx + rx); x++) {
        const dx = (x - cx) / rx;
        const dy = (y - cy) / ry;
        if (dx * dx + dy * dy <= 1) this.put(x, y, color);
      }
    }
  }

  /** Per-pixel noise of ±`amount` on every channel, so images are not flat (and JPEG has something to do). */
  noise(random: () => number, amount: number): void {
    for (let i = 0; i < this.data.length; i += 4) {
      const delta = Math.round((random() - 0.5) * 2 * amount);
      for (let c = 0; c < 3; c++) this.data[i + c] = clampByte((this.data[i + c] as number) + delta);
    }
  }
}

function mix(a: number, b: number, t: number): number {
  return Math.round(a + (b - a) * t);
}

export function clampByte(value: number): number {
  return value < 0 ? 0 : value > 255 ? 255 : value;
}
