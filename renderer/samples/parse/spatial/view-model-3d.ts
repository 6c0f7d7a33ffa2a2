/** The views of point clouds (PCD, KITTI), volumes (NIfTI) and shapes (shapefile): plain data that crosses postMessage. */
import type { SniffedKind } from '../../../../shared/domain/samples/sample-types';
import type { CellValue } from '../table-view-model';

/** A file as the parsers take it: its bytes decoded from the worker's message. */
export interface DecodedFile {
  path: string;
  kind: SniffedKind;
  content: Uint8Array;
}

export interface PointBox {
  label: string;
  trackId: number | null;
  /** Centre, sensor frame (x forward, y left, z up for KITTI), metres. */
  center: [number, number, number];
  /** Length (along the heading), width, height. */
  size: [number, number, number];
  /** Heading about z, radians. */
  yaw: number;
}

export interface PointCloudView {
  view: 'point-cloud';
  path: string;
  format: 'PCD' | 'KITTI';
  /** PCD's DATA (ascii, binary, binary_compressed) or KITTI's "float32 x, y, z, reflectance". */
  encoding: string;
  /** Each field as "name (type)", e.g. "x (32-bit float)". */
  fields: string[];
  /** Points the file holds (its header's word for PCD, its length for KITTI). */
  pointCount: number;
  /** Points read from the file (fewer when it is cut). */
  readCount: number;
  /** x, y, z, value for each drawn point (float32), evenly thinned to at most MAX_DRAWN_POINTS; null when not drawn. */
  points: ArrayBuffer | null;
  drawnCount: number;
  /** What the 4th value is: a field's name (intensity, label, …) or "height" (the app's choice when the file has neither). */
  colourBy: string;
  /** For a label field: each id's class name, when the sample names them. */
  classes: Record<string, string> | null;
  bounds: { min: [number, number, number]; max: [number, number, number] } | null;
  boxes: PointBox[];
  /** Where the boxes come from (a labels file), or why there are none. */
  boxesFrom: string | null;
  boxesNote: string | null;
  /** Scans in the sample (the first is shown). */
  frames: number;
  /** Why the points are not drawn, when they are not. */
  note: string | null;
  problems: string[];
}

export interface VolumeView {
  view: 'volume';
  path: string;
  /** The header's dimensions (dim[1] … dim[dim[0]]). */
  dims: number[];
  /** The voxel's size along i, j, k (pixdim[1–3]) and its unit. */
  voxelSize: [number, number, number];
  unit: string;
  dataType: string;
  /** Which way i, j, k run in the world, e.g. "RAS", from the sform or qform; null when the file states neither. */
  orientation: string | null;
  orientationFrom: 'sform' | 'qform' | null;
  description: string | null;
  /** scl_slope and scl_inter, when the file scales its values. */
  scaling: { slope: number; intercept: number } | null;
  /** The first volume as grey levels (i fastest, then j, then k); null when not drawn (`imageNote` says why). */
  volume: { width: number; height: number; depth: number; grey: ArrayBuffer } | null;
  /** The values drawn black and white (the app's choice: the 1st and 99th percentile). */
  window: { low: number; high: number } | null;
  imageNote: string | null;
}

export interface ShapesView {
  view: 'shapes';
  path: string;
  /** Point, Polyline, Polygon, MultiPoint (with Z or M), … */
  shapeType: string;
  /** Shapes the file holds (read up to its end). */
  shapeCount: number;
  /** The drawn shapes: each its parts, a part's coordinates as x0, y0, x1, y1, … */
  shapes: number[][][];
  /** In the CRS's own units. */
  bounds: { west: number; south: number; east: number; north: number } | null;
  /** From the .prj: its name as written; null when the zip has none (`crsNote` says so). */
  crs: string | null;
  geographic: boolean;
  crsNote: string | null;
  /** The .dbf's fields, "name (type)", and its first records. */
  fields: string[];
  records: CellValue[][];
  recordCount: number;
  tableNote: string | null;
  problems: string[];
}
