/** The heatmap's colour scale: viridis (perceptually even, readable in grey and by most colour-blind people), and grey for missing values. */
const STOPS: ReadonlyArray<readonly [number, number, number]> = [
  [68, 1, 84],
  [72, 40, 120],
  [62, 73, 137],
  [49, 104, 142],
  [38, 130, 142],
  [31, 158, 137],
  [53, 183, 121],
  [110, 206, 88],
  [181, 222, 43],
  [253, 231, 37],
];
export const MISSING_RGB: readonly [number, number, number] = [158, 158, 158];

/** The colour of a fraction (0 low, 1 high) of the scale. */
export function colourAt(fraction: number): readonly [number, number, number] {
  const position = Math.min(1, Math.max(0, fraction)) * (STOPS.length - 1);
  const low = Math.floor(position);
  const high = Math.min(STOPS.length - 1, low + 1);
  const t = position - low;
  const a = STOPS[low] as readonly [number, number, number];
  const b = STOPS[high] as readonly [number, number, number];
  return [Math.round(a[0] + (b[0] - a[0]) * t), Math.round(a[1] + (b[1] - a[1]) * t), Math.round(a[2] + (b[2] - a[2]) * t)];
}

/** RGBA pixels of a rows × columns slice, its values mapped from `min` (first colour) to `max` (last). */
export function heatmapPixels(values: ArrayLike<number>, min: number, max: number): Uint8ClampedArray<ArrayBuffer> {
  const pixels = new Uint8ClampedArray(values.length * 4);
  const span = max - min;
  for (let i = 0; i < values.length; i++) {
    const value = values[i] as number;
    const [r, g, b] = Number.isNaN(value) ? MISSING_RGB : colourAt(span > 0 ? (value - min) / span : 0.5);
    pixels[i * 4] = r;
    pixels[i * 4 + 1] = g;
    pixels[i * 4 + 2] = b;
    pixels[i * 4 + 3] = 255;
  }
  return pixels;
}
