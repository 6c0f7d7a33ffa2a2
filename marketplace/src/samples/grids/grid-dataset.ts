/**
 * A gridded sample before it is written as HDF5, NetCDF, GRIB2 or Zarr: named dimensions,
 * variables over them (row-major values) and attributes, as the CF conventions lay them out.
 */
export type GridType = 'float32' | 'float64' | 'int16' | 'int32' | 'uint8' | 'uint16';
export type GridAttribute = string | number | readonly number[] | readonly string[];
type GridValues = Float32Array | Float64Array | Int16Array | Int32Array | Uint8Array | Uint16Array;

interface GridDimension {
  name: string;
  size: number;
}

export interface GridVariable {
  /** A path for HDF5 (`observations/joint_positions`); a plain name in the other formats. */
  name: string;
  dimensions: readonly string[];
  type: GridType;
  values: GridValues;
  /** The size along each dimension, when made by `fill` (the dataset's dimensions say it otherwise). */
  shape: readonly number[] | null;
  attributes: Readonly<Record<string, GridAttribute>>;
}

export interface GridDataset {
  dimensions: readonly GridDimension[];
  variables: readonly GridVariable[];
  attributes: Readonly<Record<string, GridAttribute>>;
}

const TYPED_ARRAY_OF: Readonly<Record<GridType, new (length: number) => GridValues>> = {
  float32: Float32Array,
  float64: Float64Array,
  int16: Int16Array,
  int32: Int32Array,
  uint8: Uint8Array,
  uint16: Uint16Array,
};

export function variable(
  name: string,
  dimensions: readonly string[],
  type: GridType,
  values: ArrayLike<number>,
  attributes: Record<string, GridAttribute>,
): GridVariable {
  const typed = new TYPED_ARRAY_OF[type](values.length);
  for (let i = 0; i < values.length; i++) typed[i] = values[i] as number;
  const shape = (values as { sizes?: readonly number[] }).sizes ?? null;
  return { name, dimensions, type, values: typed, shape, attributes };
}

/** The values of `at(indices)` over the dimensions' sizes, row-major; the sizes go with them. */
export function fill(sizes: readonly number[], at: (...indices: number[]) => number): number[] & { sizes: readonly number[] } {
  const total = sizes.reduce((product, size) => product * size, 1);
  const out = new Array<number>(total);
  const index = sizes.map(() => 0);
  for (let flat = 0; flat < total; flat++) {
    out[flat] = at(...index);
    for (let axis = sizes.length - 1; axis >= 0; axis--) {
      index[axis] = (index[axis] as number) + 1;
      if ((index[axis] as number) < (sizes[axis] as number)) break;
      index[axis] = 0;
    }
  }
  return Object.assign(out, { sizes });
}

/** A variable's size along each of its dimensions. */
export function shapeOf(dataset: GridDataset, variable: GridVariable): number[] {
  if (variable.shape) return [...variable.shape];
  if (variable.dimensions.length === 1 && !dataset.dimensions.some((dimension) => dimension.name === variable.dimensions[0])) return [variable.values.length];
  return variable.dimensions.map((name) => {
    const size = dataset.dimensions.find((dimension) => dimension.name === name)?.size;
    if (size === undefined) throw new Error(`no size for dimension ${name} of ${variable.name}`);
    return size;
  });
}

/** A field that varies smoothly over the grid (a few random bumps), in [-1, 1] roughly. */
export function smoothField(random: { float(): number }, bumps = 5): (y: number, x: number) => number {
  const centres = Array.from({ length: bumps }, () => ({
    y: random.float(),
    x: random.float(),
    sign: random.float() < 0.5 ? -1 : 1,
    spread: 0.12 + random.float() * 0.25,
  }));
  return (y, x) => centres.reduce((sum, c) => sum + c.sign * Math.exp(-((y - c.y) ** 2 + (x - c.x) ** 2) / (2 * c.spread ** 2)), 0);
}
