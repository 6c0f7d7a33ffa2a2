/** What the preview's worker makes of a gridded sample (HDF5, NetCDF, GRIB2, Zarr): plain data that crosses postMessage. */
export interface GridAttribute {
  name: string;
  /** As the file writes it; long texts and lists cut. */
  value: string;
}

export interface GridDimension {
  name: string;
  size: number;
}

export interface GridVariable {
  /** A path for HDF5 (`observations/joint_positions`). */
  name: string;
  dimensions: GridDimension[];
  /** e.g. "32-bit float". */
  type: string;
  units: string | null;
  longName: string | null;
  attributes: GridAttribute[];
  /** Where its values sit in the view's `data` (missing values are NaN); null when they were not read (`note` says why). */
  values: { offset: number; length: number; min: number | null; max: number | null; missing: number } | null;
  note: string | null;
}

export interface GridView {
  view: 'grid';
  format: 'HDF5' | 'NetCDF' | 'GRIB2' | 'Zarr';
  path: string;
  /** The format's variant and how the file is laid out, e.g. "NetCDF classic (CDF-1)", "GRIB2, 32 messages". */
  detail: string;
  attributes: GridAttribute[];
  variables: GridVariable[];
  /** Every read value, as one Float64Array's buffer (handed over without copying). */
  data: ArrayBuffer;
  /** What could not be read, in words. */
  problems: string[];
}
