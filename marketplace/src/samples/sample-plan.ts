/**
 * What a dataset's sample is made of, from its format and category: a table, labelled images,
 * audio clips, a DICOM image, a (Geo)TIFF, a packet capture, gridded variables (HDF5, NetCDF, GRIB2, Zarr), text lines, or (for formats the
 * marketplace cannot write, such as rosbag) a file list with metadata only. Formats and categories it does not know fall
 * back by modality, so a catalog with other words still gets a sample of the right kind.
 */
import { kindOfListing } from '../catalog/kind-of-listing';
import type { SampleContent } from './sample-content';
import type { GridFormat } from './grids/grid-sample';
import { isTextContent, type TextContentKey } from './tables/text-content';

export type TableFormat = 'csv' | 'tsv' | 'jsonl' | 'json' | 'parquet' | 'geojson';
export type LabelFormat = 'coco' | 'yolo' | 'voc';

/** The subject a sample's content is drawn from (columns, scenes, sounds). */
export type SampleTheme =
  | 'clinical'
  | 'text'
  | 'speech'
  | 'vision'
  | 'driving'
  | 'robotics'
  | 'geospatial'
  | 'climate'
  | 'agriculture'
  | 'finance'
  | 'retail'
  | 'security'
  | 'industrial'
  | 'documents'
  | 'medical-imaging';

export type { SampleContent } from './sample-content';

export type SamplePlan =
  | { kind: 'table'; format: TableFormat; theme: SampleTheme; content: SampleTheme | SampleContent }
  | { kind: 'images'; image: 'png' | 'jpeg'; labels: LabelFormat; theme: SampleTheme }
  | { kind: 'audio'; theme: SampleTheme; datasetFormat: string; spoken: boolean }
  | { kind: 'dicom'; theme: SampleTheme }
  | { kind: 'geotiff'; theme: SampleTheme; georeferenced: boolean }
  | { kind: 'pcap'; theme: SampleTheme }
  | { kind: 'rosbag' | 'ulog'; theme: SampleTheme }
  | { kind: 'pdf'; theme: SampleTheme }
  | { kind: 'video'; theme: SampleTheme }
  | { kind: 'point-cloud'; format: 'pcd' | 'kitti'; theme: SampleTheme }
  | { kind: 'nifti'; theme: SampleTheme }
  | { kind: 'shapefile'; theme: SampleTheme }
  | { kind: 'grid'; theme: SampleTheme; format: GridFormat }
  | { kind: 'text'; theme: SampleTheme; content: TextContentKey }
  | { kind: 'file-list'; theme: SampleTheme; datasetFormat: string };

export interface DatasetFacts {
  format: string;
  category: string;
  modality: string;
  title: string;
}

const THEME_OF_CATEGORY: Readonly<Record<string, SampleTheme>> = {
  'medical imaging': 'medical-imaging',
  'clinical records': 'clinical',
  'nlp / text': 'text',
  'speech & audio': 'speech',
  'computer vision': 'vision',
  'autonomous driving': 'driving',
  robotics: 'robotics',
  geospatial: 'geospatial',
  'climate & weather': 'climate',
  agriculture: 'agriculture',
  'financial / crypto': 'finance',
  'retail / e-commerce': 'retail',
  cybersecurity: 'security',
  'manufacturing & iot': 'industrial',
  'document ai': 'documents',
};

const THEME_OF_MODALITY: Readonly<Record<string, SampleTheme>> = {
  image: 'vision',
  text: 'text',
  audio: 'speech',
  tabular: 'retail',
  'time-series': 'industrial',
  geospatial: 'geospatial',
  document: 'documents',
  'network-traffic': 'security',
  multimodal: 'robotics',
};

const TABLE_FORMATS: Readonly<Record<string, TableFormat>> = {
  csv: 'csv',
  tsv: 'tsv',
  jsonl: 'jsonl',
  ndjson: 'jsonl',
  json: 'json',
  parquet: 'parquet',
  geojson: 'geojson',
};

const LABEL_FORMATS: Readonly<Record<string, LabelFormat>> = { coco: 'coco', yolo: 'yolo', 'pascal-voc': 'voc', voc: 'voc' };

function themeOf(facts: Pick<DatasetFacts, 'category' | 'modality'>): SampleTheme {
  return THEME_OF_CATEGORY[facts.category.toLowerCase()] ?? THEME_OF_MODALITY[facts.modality.toLowerCase()] ?? 'retail';
}

export function planSample(facts: DatasetFacts): SamplePlan {
  const format = facts.format.toLowerCase();
  const theme = themeOf(facts);
  // The kind of data the title names decides the content: notes hold note text, not the category's table.
  const dataKind = kindOfListing(facts.category, facts.title);
  const content = dataKind?.sample ?? (theme === 'text' ? 'reviews' : theme);
  const table = TABLE_FORMATS[format];
  if (table !== undefined) return { kind: 'table', format: table, theme, content };
  const labels = LABEL_FORMATS[format];
  if (labels !== undefined) return { kind: 'images', image: 'jpeg', labels, theme };
  if (format === 'png' || format === 'jpeg' || format === 'jpg') {
    // Loose image files: their boxes come as COCO, the most common way to ship them.
    return { kind: 'images', image: format === 'png' ? 'png' : 'jpeg', labels: 'coco', theme };
  }
  if (format === 'wav' || format === 'flac' || format === 'mp3')
    return { kind: 'audio', theme, datasetFormat: format, spoken: dataKind?.languageBound ?? true };
  if (format === 'dicom' || format === 'dcm') return { kind: 'dicom', theme };
  if (format === 'geotiff' || format === 'tiff' || format === 'tif')
    return { kind: 'geotiff', theme, georeferenced: format === 'geotiff' || theme === 'geospatial' || theme === 'agriculture' };
  if (format === 'pcap') return { kind: 'pcap', theme };
  if (format === 'rosbag' || format === 'bag' || format === 'ulog') return { kind: format === 'ulog' ? 'ulog' : 'rosbag', theme };
  if (format === 'pdf') return { kind: 'pdf', theme };
  if (format === 'mp4') return { kind: 'video', theme };
  if (format === 'pcd' || format === 'kitti') return { kind: 'point-cloud', format, theme };
  if (format === 'nifti' || format === 'nii') return { kind: 'nifti', theme };
  if (format === 'shapefile' || format === 'shp') return { kind: 'shapefile', theme };
  if (format === 'hdf5' || format === 'netcdf' || format === 'grib2' || format === 'zarr') return { kind: 'grid', theme, format };
  if (format === 'txt' || format === 'text') return { kind: 'text', theme, content: isTextContent(content) ? content : 'reviews' };
  return { kind: 'file-list', theme, datasetFormat: facts.format };
}
