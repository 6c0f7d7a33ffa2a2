/** The 2-D slice of a variable the heatmap draws, and what an index along a dimension stands for. */
import { ownValue } from '../../../../shared/domain/own-keys';
import type { GridVariable, GridView } from '../../parse/grids/grid-view-model';

/** A variable the heatmap can draw: read, with two dimensions or more. */
export function isDrawable(variable: GridVariable): boolean {
  return variable.values !== null && variable.dimensions.length >= 2 && variable.dimensions.every((dimension) => dimension.size > 0);
}

/** The last two dimensions' values at `indices` along the others (row-major). */
export function sliceOf(data: Float64Array, variable: GridVariable, indices: readonly number[]): { rows: number; columns: number; values: Float64Array } {
  const dimensions = variable.dimensions;
  const rows = (dimensions.at(-2)?.size ?? 1) as number;
  const columns = (dimensions.at(-1)?.size ?? 1) as number;
  let start = 0;
  for (let axis = 0; axis < dimensions.length - 2; axis++)
    start = start * (dimensions[axis]?.size ?? 1) + Math.min(indices[axis] ?? 0, (dimensions[axis]?.size ?? 1) - 1);
  start *= rows * columns;
  const offset = (variable.values?.offset ?? 0) + start;
  return { rows, columns, values: data.subarray(offset, offset + rows * columns) };
}

const UNIT_MS: Readonly<Record<string, number>> = { seconds: 1000, minutes: 60_000, hours: 3_600_000, days: 86_400_000 };

/** What index `index` of a dimension is, from the coordinate variable of its name: a date for "hours since …", else the value and units. */
export function coordinateAt(view: GridView, data: Float64Array, dimension: string, index: number): string | null {
  const coordinate = view.variables.find((variable) => variable.name === dimension && variable.dimensions.length === 1 && variable.values !== null);
  if (!coordinate?.values || index >= coordinate.values.length) return null;
  const value = data[coordinate.values.offset + index] as number;
  if (Number.isNaN(value)) return null;
  const since = /^(seconds|minutes|hours|days) since (\d{4}-\d\d-\d\d)(?:[ T](\d\d:\d\d(?::\d\d)?))?/.exec(coordinate.units ?? '');
  if (since) {
    const origin = Date.parse(`${since[2]}T${since[3] ?? '00:00:00'}Z`);
    const ms = origin + value * (ownValue(UNIT_MS, since[1] as string) ?? 0);
    if (Number.isFinite(ms)) return new Date(ms).toISOString().slice(0, 16).replace('T', ' ') + ' UTC';
  }
  return `${shortNumber(value)}${coordinate.units ? ` ${coordinate.units}` : ''}`;
}

/** A value as people read it: at most 5 significant digits, no float noise (30.700001 → 30.7). */
export function shortNumber(value: number): string {
  if (!Number.isFinite(value)) return String(value);
  const rounded = Number(value.toPrecision(Math.abs(value) >= 1e5 ? 7 : 5));
  return rounded.toLocaleString('en', { maximumFractionDigits: 6 });
}
