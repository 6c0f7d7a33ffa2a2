/**
 * What the preview's worker makes of a sample: one view (a table, images, audio, a DICOM image,
 * text, or a list of files) with the figures the screen states. Plain data that crosses
 * postMessage; the screen only draws it.
 */
import type { SniffedKind } from '../../../shared/domain/samples/sample-types';
import type { BagView, UlogView } from './logs/bag-view-model';

import type { ConversationsView, DocumentView, VideoView } from './documents-and-video/document-video-model';
import type { PointCloudView, ShapesView, VolumeView } from './spatial/view-model-3d';
import type { GridView } from './grids/grid-view-model';
import type { TableView } from './table-view-model';

export type { CellValue, ColumnProfile, ColumnType, LabelHistogram, TableView } from './table-view-model';

export interface NormalisedBox {
  label: string;
  /** Fractions of the image's width and height, from its top-left corner. */
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface ImageItem {
  path: string;
  mime: string;
  width: number | null;
  height: number | null;
  boxes: NormalisedBox[];
}

export interface ImagesView {
  view: 'images';
  images: ImageItem[];
  /** COCO, YOLO, Pascal VOC, or null when the sample has no labels the app reads. */
  labelFormat: string | null;
  classes: Array<{ name: string; count: number }>;
}

export interface AudioClip {
  path: string;
  format: string;
  durationSeconds: number | null;
  sampleRate: number | null;
  channels: number | null;
  bitsPerSample: number | null;
  /** Peak amplitudes (0–1) across the clip, for the waveform; null when the worker cannot decode it. */
  peaks: number[] | null;
  /** From a metadata file beside the clips, when one names this clip. */
  transcript: string | null;
  bytes: ArrayBuffer;
}

export interface AudioView {
  view: 'audio';
  clips: AudioClip[];
}

export interface DicomTag {
  tag: string;
  name: string;
  value: string;
}

export interface DicomView {
  view: 'dicom';
  path: string;
  files: number;
  tags: DicomTag[];
  /** Grey levels as RGBA, windowed; null when the image is compressed or absent (`imageNote` says why). */
  image: { width: number; height: number; rgba: ArrayBuffer } | null;
  window: { center: number; width: number; from: 'tags' | 'range' } | null;
  imageNote: string | null;
}

export interface RasterView {
  view: 'raster';
  path: string;
  width: number;
  height: number;
  bands: number;
  /** e.g. "8-bit unsigned integer", "32-bit floating point". */
  sampleType: string;
  /** "EPSG:32634 (WGS 84 / UTM zone 34N)", or null when the file is not georeferenced. */
  crs: string | null;
  /** In the CRS's own units (degrees or metres). */
  bounds: { west: number; south: number; east: number; north: number } | null;
  pixelSize: [number, number] | null;
  description: string | null;
  /** At most 512 pixels a side; null when not drawn (`imageNote` says why). */
  image: { width: number; height: number; rgba: ArrayBuffer } | null;
  /** One band drawn as grey: the values mapped to black and white (the app's choice). */
  stretch: { low: number; high: number } | null;
  imageNote: string | null;
}

export interface PacketFlow {
  protocol: string;
  source: string;
  destination: string;
  packets: number;
  bytes: number;
  firstMs: number;
  lastMs: number;
}

export interface PacketRow {
  index: number;
  ms: number;
  source: string;
  destination: string;
  protocol: string;
  length: number;
  info: string;
}

export interface PacketsView {
  view: 'packets';
  path: string;
  linkType: string;
  /** Packets read (at most MAX_PACKETS), and whether the file held more. */
  packetCount: number;
  more: boolean;
  firstMs: number | null;
  lastMs: number | null;
  /** Conversations by protocol and both endpoints, most packets first (at most 200). */
  flows: PacketFlow[];
  flowCount: number;
  /** The first packets (at most 500). */
  packets: PacketRow[];
  problems: string[];
}

export interface TextView {
  view: 'text';
  path: string;
  kind: SniffedKind;
  /** The first lines, at most MAX_TEXT_LINES, each cut to MAX_TEXT_LINE_CHARS. */
  lines: string[];
  totalLines: number;
  /** How many of `lines` were cut. */
  cutLines: number;
}

export interface FilesView {
  view: 'files';
  /** Why there is no preview, in words. */
  reason: string;
  /** A marketplace's own note about the sample (file-list samples), shown as its words. */
  note: string | null;
  files: Array<{ path: string; bytes: number | null; kind: SniffedKind | null }>;
}

export type SampleView =
  | TableView
  | ImagesView
  | AudioView
  | DicomView
  | RasterView
  | PacketsView
  | BagView
  | UlogView
  | DocumentView
  | VideoView
  | ConversationsView
  | PointCloudView
  | VolumeView
  | ShapesView
  | GridView
  | TextView
  | FilesView;

export interface WorkerFile {
  path: string;
  kind: SniffedKind;
  bytes: number;
  /** base64 */
  data: string;
}

/** A parsed sample as the worker answers it. */
export interface ParsedSample {
  view: SampleView;
  /** ArrayBuffers the worker hands over without copying. */
  transfer: ArrayBuffer[];
}
