/**
 * Builds a grid view from what a format's reader found: each variable's values (read only when
 * the total stays under MAX_GRID_VALUES), its fill value and CF packing applied, its range, and
 * attributes as short texts.
 */
import type { GridAttribute, GridDimension, GridVariable, GridView } from './grid-view-model';

/** At most this many values are read from a sample, all variables together (16 MB as float64). */
export const MAX_GRID_VALUES = 2_000_000;
/** At most this many variables are listed. */
export const MAX_GRID_VARIABLES = 200;
const MAX_ATTRIBUTE_CHARS = 300;

export type AttributeValue = string | number | bigint | boolean | ArrayLike<unknown> | null | undefined;

export interface FoundVariable {
  name: string;
  dimensions: GridDimension[];
  type: string;
  attributes: Record<string, AttributeValue>;
  /** Reads the values, row-major; called only when they fit. May throw (a broken chunk): the note says so. */
  read: (() => ArrayLike<number>) | null;
  /** Why `read` is null. */
  unreadable?: string;
  /** A fill value the format itself states (Zarr's fill_value, HDF5's fill). */
  fill?: number | null;
}

export function gridView(
  format: GridView['format'],
  path: string,
  detail: string,
  globals: Record<string, AttributeValue>,
  found: readonly FoundVariable[],
  problems: string[] = [],
): { view: GridView; transfer: ArrayBuffer[] } {
  const listed = found.slice(0, MAX_GRID_VARIABLES);
  if (found.length > listed.length) problems.push(`The file has ${found.length} variables; the first ${listed.length} are listed.`);
  const chunks: Float64Array[] = [];
  let total = 0;
  const variables: GridVariable[] = listed.map((variable) => {
    const count = variable.dimensions.reduce((product, dimension) => product * dimension.size, 1);
    const base = {
      name: variable.name,
      dimensions: variable.dimensions,
      type: variable.type,
      units: textOf(variable.attributes.units),
      longName: textOf(variable.attributes.long_name) ?? textOf(variable.attributes.standard_name),
      attributes: attributesOf(variable.attributes),
    };
    if (variable.read === null) return { ...base, values: null, note: variable.unreadable ?? 'Its values are not read.' };
    if (!Number.isSafeInteger(count) || total + count > MAX_GRID_VALUES) {
      return {
        ...base,
        values: null,
        note: `Its ${count.toLocaleString('en')} values are more than the preview reads (${MAX_GRID_VALUES.toLocaleString('en')} in all).`,
      };
    }
    let raw: ArrayLike<number>;
    try {
      raw = variable.read();
    } catch (error) {
      return { ...base, values: null, note: `Its values could not be read: ${messageOf(error)}` };
    }
    if (raw.length !== count)
      return { ...base, values: null, note: `The file holds ${raw.length.toLocaleString('en')} values where its shape says ${count.toLocaleString('en')}.` };
    const values = unpack(raw, variable);
    chunks.push(values.array);
    const offset = total;
    total += count;
    return { ...base, values: { offset, length: count, min: values.min, max: values.max, missing: values.missing }, note: null };
  });
  const data = new Float64Array(total);
  let at = 0;
  for (const chunk of chunks) {
    data.set(chunk, at);
    at += chunk.length;
  }
  return { view: { view: 'grid', format, path, detail, attributes: attributesOf(globals), variables, data: data.buffer, problems }, transfer: [data.buffer] };
}

/** Fill and missing values become NaN; CF's scale_factor and add_offset are applied. */
function unpack(raw: ArrayLike<number>, variable: FoundVariable): { array: Float64Array; min: number | null; max: number | null; missing: number } {
  const fills = new Set<number>();
  for (const candidate of [variable.fill, numberOf(variable.attributes._FillValue), numberOf(variable.attributes.missing_value)]) {
    if (typeof candidate === 'number' && !Number.isNaN(candidate)) fills.add(candidate);
  }
  const scale = numberOf(variable.attributes.scale_factor) ?? 1;
  const offset = numberOf(variable.attributes.add_offset) ?? 0;
  const array = new Float64Array(raw.length);
  let min = Infinity;
  let max = -Infinity;
  let missing = 0;
  for (let i = 0; i < raw.length; i++) {
    const value = Number(raw[i]);
    if (fills.has(value) || !Number.isFinite(value)) {
      array[i] = Number.NaN;
      missing += 1;
      continue;
    }
    const unpacked = value * scale + offset;
    array[i] = unpacked;
    if (unpacked < min) min = unpacked;
    if (unpacked > max) max = unpacked;
  }
  return { array, min: missing === raw.length ? null : min, max: missing === raw.length ? null : max, missing };
}

function numberOf(value: AttributeValue): number | null {
  if (typeof value === 'number') return value;
  if (typeof value === 'bigint') return Number(value);
  if (value !== null && typeof value === 'object' && 'length' in value && value.length === 1) {
    const first = (value as ArrayLike<unknown>)[0];
    return typeof first === 'number' ? first : typeof first === 'bigint' ? Number(first) : null;
  }
  return null;
}

function textOf(value: AttributeValue): string | null {
  if (typeof value === 'string') return value.replace(/\0+$/, '').trim() || null;
  if (value !== null && typeof value === 'object' && 'length' in value && value.length === 1 && typeof (value as ArrayLike<unknown>)[0] === 'string') {
    return textOf((value as ArrayLike<string>)[0]);
  }
  return null;
}

function attributesOf(attributes: Record<string, AttributeValue>): GridAttribute[] {
  return Object.entries(attributes)
    .slice(0, 100)
    .map(([name, value]) => ({ name, value: cut(shown(value)) }));
}

function shown(value: AttributeValue): string {
  if (value === null || value === undefined) return '(empty)';
  if (typeof value === 'string') return value.replace(/\0+$/, '');
  if (typeof value === 'number' || typeof value === 'bigint' || typeof value === 'boolean') return String(value);
  const items = Array.from({ length: Math.min(value.length, 50) }, (_, i) => value[i]);
  return items.map((item) => (typeof item === 'string' ? item : String(item))).join(', ') + (value.length > 50 ? `, … (${value.length} values)` : '');
}

const cut = (text: string) => (text.length > MAX_ATTRIBUTE_CHARS ? `${text.slice(0, MAX_ATTRIBUTE_CHARS)}…` : text);

export function messageOf(error: unknown): string {
  if (error instanceof Error) return error.message;
  return typeof error === 'string' ? error : 'unknown error';
}
