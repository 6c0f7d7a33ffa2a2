/**
 * For formats the marketplace does not write (rosbag, NetCDF, HDF5, PDF, GeoTIFF, …): a JSON
 * document listing the files a delivery holds, with sizes, and the dataset's metadata, marked
 * `file_list_only` so a viewer says there is no preview instead of reading it as data.
 */
import type { Random } from '../catalog/prng';
import type { SampleFile } from './sample-file';
import { pad } from './sample-random';

const FILE_LIST_ENTRIES = 12;

export interface FileListFacts {
  datasetFormat: string;
  itemCount: number;
  sizeBytes: number;
}

const EXTENSIONS: Readonly<Record<string, string>> = {
  rosbag: 'bag',
  netcdf: 'nc',
  hdf5: 'h5',
  nifti: 'nii.gz',
  geotiff: 'tif',
  shapefile: 'zip',
  grib2: 'grib2',
  pcap: 'pcap',
  pcd: 'pcd',
  mp4: 'mp4',
  pdf: 'pdf',
  kitti: 'zip',
  zarr: 'zarr.zip',
};

export function fileListSample(random: Random, facts: FileListFacts): SampleFile {
  const format = facts.datasetFormat.toLowerCase();
  const extension = EXTENSIONS[format] ?? (format.replace(/[^a-z0-9]/g, '') || 'bin');
  const files = Math.max(1, Math.min(facts.itemCount, 5_000));
  const meanSize = facts.sizeBytes / files;
  const listed = [];
  for (let i = 1; i <= Math.min(FILE_LIST_ENTRIES, files); i++) {
    listed.push({ path: `data/part_${pad(i, 5)}.${extension}`, size_bytes: Math.max(1, Math.round(meanSize * (0.6 + random.float() * 0.8))) });
  }
  const document = {
    file_list_only: true,
    format: facts.datasetFormat,
    note: `The marketplace does not generate ${facts.datasetFormat} files: this sample lists the first files of a delivery, with their sizes, and the dataset's metadata.`,
    files: listed,
    metadata: { files_in_delivery: files, item_count: facts.itemCount, size_bytes: facts.sizeBytes },
  };
  return { fileName: 'sample-files.json', contentType: 'application/json; charset=utf-8', bytes: Buffer.from(`${JSON.stringify(document, null, 1)}\n`) };
}
