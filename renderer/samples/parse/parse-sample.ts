/**
 * Chooses a sample's view from its files (each already sniffed by the core) and builds it: images
 * when it has pictures, audio when it has clips, DICOM, a (Geo)TIFF, a packet capture, a table
 * when a file reads as one, text, and otherwise the file list with "no preview for this format".
 * Runs in the preview's worker.
 */
import { AUDIO_KINDS, IMAGE_KINDS } from '../../../shared/domain/samples/sniff-content';
import { bytesOfBase64, textOf } from './base64';
import { parseDicom } from './parse-dicom';
import { parseGrid } from './grids/parse-grid';
import { parseImages } from './parse-images';
import { parsePcap } from './parse-pcap';
import { isKittiScan } from './spatial/kitti-scan';
import { audioClip, transcriptsOf } from './parse-audio';
import { parseTable } from './parse-table';
import { conversationsOf } from './documents-and-video/parse-conversations';
import { MAX_TEXT_LINE_CHARS, MAX_TEXT_LINES } from '../../../shared/domain/samples/sample-types';
import type { FilesView, ParsedSample, TextView, WorkerFile } from './view-model';

const TEXTUAL = new Set(['text', 'json', 'xml', 'html', 'svg']);
/** At most this many clips are shown. */
const MAX_CLIPS = 24;

const FORMAT_NAMES: Readonly<Record<string, string>> = {
  pdf: 'PDF',
  hdf5: 'HDF5',
  netcdf: 'NetCDF',
  tar: 'tar',
  zip: 'zip (inside the sample)',
  gzip: 'gzip (inside the sample)',
  binary: 'this format',
  empty: 'an empty file',
};

export async function parseSample(files: readonly WorkerFile[]): Promise<ParsedSample> {
  const decoded = files.map((file) => ({ ...file, content: bytesOfBase64(file.data) }));
  const byKind = (kinds: ReadonlySet<string>) => decoded.filter((file) => kinds.has(file.kind));

  const pictures = byKind(IMAGE_KINDS);
  if (pictures.length > 0) return { view: parseImages(decoded.map((file) => ({ path: file.path, kind: file.kind, bytes: file.content }))), transfer: [] };

  const clips = byKind(AUDIO_KINDS);
  if (clips.length > 0) {
    const metadata = decoded.find((file) => file.kind === 'text' && /\.(csv|tsv)$/i.test(file.path));
    const table = metadata ? await parseTable({ kind: 'text', path: metadata.path, text: textOf(metadata.content) }) : null;
    const transcripts = table
      ? transcriptsOf(table.rows.map((row) => Object.fromEntries(table.columns.map((column, index) => [column.name, row[index]]))))
      : new Map<string, string>();
    const parsed = clips
      .slice(0, MAX_CLIPS)
      .map((file) => audioClip(file.path, file.kind, file.content, transcripts.get(file.path.split('/').pop() ?? file.path) ?? null));
    return { view: { view: 'audio', clips: parsed }, transfer: parsed.map((clip) => clip.bytes) };
  }

  const dicoms = byKind(new Set(['dicom']));
  const firstDicom = dicoms[0];
  if (firstDicom !== undefined) {
    const view = parseDicom(firstDicom.path, firstDicom.content, dicoms.length);
    return { view, transfer: view.image ? [view.image.rgba] : [] };
  }

  const tiff = decoded.find((file) => file.kind === 'tiff');
  if (tiff !== undefined) {
    // geotiff.js is a chunk of its own, loaded only for a TIFF.
    const { parseRaster } = await import('./parse-raster');
    const view = await parseRaster(tiff.path, tiff.content);
    return { view, transfer: view.image ? [view.image.rgba] : [] };
  }

  const pdf = decoded.find((file) => file.kind === 'pdf');
  if (pdf !== undefined) {
    // pdf.js is a chunk of its own (and its parser a worker of its own), loaded only for a PDF.
    const { parsePdf } = await import('./documents-and-video/parse-pdf');
    const view = await parsePdf(pdf.path, pdf.content).catch((error: unknown) => unreadable(error, decoded));
    return { view, transfer: view.view === 'document' ? view.pages.flatMap((page) => (page.image ? [page.image.rgba] : [])) : [] };
  }

  const movie = decoded.find((file) => file.kind === 'mp4');
  if (movie !== undefined) {
    const { parseVideo } = await import('./documents-and-video/parse-video');
    const view = await parseVideo(movie.path, movie.content).catch((error: unknown) => unreadable(error, decoded));
    return { view, transfer: view.view === 'video' ? view.frames.map((frame) => frame.image.rgba) : [] };
  }

  const capture = decoded.find((file) => file.kind === 'pcap');
  if (capture !== undefined) return { view: parsePcap(capture.path, capture.content), transfer: [] };

  const log = decoded.find((file) => file.kind === 'rosbag' || file.kind === 'ulog');
  if (log !== undefined) return (await import('./logs/parse-log')).parseLog(log.path, log.kind === 'ulog' ? 'ulog' : 'rosbag', log.content);
  // Point clouds, volumes and shapes: each parser a chunk of its own, loaded only for its kind.
  if (decoded.some((file) => file.kind === 'pcd' || isKittiScan(file))) {
    const view = (await import('./spatial/parse-point-cloud')).parsePointCloud(decoded);
    return { view, transfer: view.points ? [view.points] : [] };
  }
  const volume = decoded.find((file) => file.kind === 'nifti');
  if (volume !== undefined) {
    const view = (await import('./spatial/parse-nifti')).parseNifti(volume);
    return { view, transfer: view.volume ? [view.volume.grey] : [] };
  }
  if (decoded.some((file) => file.kind === 'shapefile')) return { view: (await import('./spatial/parse-shapefile')).parseShapefile(decoded), transfer: [] };
  const grid = await parseGrid(decoded);
  if (grid !== null) return grid;

  for (const file of decoded) {
    if (file.kind === 'parquet') {
      const table = await parseTable({ kind: 'parquet', path: file.path, bytes: file.content });
      if (table) return { view: table, transfer: [] };
    }
  }
  for (const file of decoded) {
    if (file.kind !== 'text' && file.kind !== 'json') continue;
    const text = textOf(file.content);
    if (file.kind === 'json') {
      const manifest = fileListOf(text);
      if (manifest) return { view: manifest, transfer: [] };
    }
    const table = await parseTable({ kind: 'text', path: file.path, text }).catch(() => null);
    if (table) return { view: conversationsOf(text, table) ?? table, transfer: [] };
  }

  const readable = decoded.find((file) => TEXTUAL.has(file.kind));
  if (readable !== undefined) {
    return { view: textView(readable.path, readable.kind, textOf(readable.content)), transfer: [] };
  }

  const kinds = [...new Set(decoded.map((file) => FORMAT_NAMES[file.kind] ?? file.kind.toUpperCase()))];
  return {
    view: {
      view: 'files',
      reason: `No preview for ${kinds.join(', ')}.`,
      note: null,
      files: decoded.map((file) => ({ path: file.path, bytes: file.bytes, kind: file.kind })),
    },
    transfer: [],
  };
}

/** A file its reader refused (cut, malformed, too slow): the reader's reason, and the sample's files. */
function unreadable(error: unknown, files: ReadonlyArray<{ path: string; bytes: number; kind: FilesView['files'][number]['kind'] }>): FilesView {
  return {
    view: 'files',
    reason: error instanceof Error ? error.message : String(error),
    note: null,
    files: files.map((file) => ({ path: file.path, bytes: file.bytes, kind: file.kind })),
  };
}

/** The first lines of a text, a long line cut (one line of 20 MB is no view). */
function textView(path: string, kind: TextView['kind'], text: string): TextView {
  const lines = text.split(/\r?\n/);
  if (lines.at(-1) === '') lines.pop();
  const shown = lines.slice(0, MAX_TEXT_LINES);
  const cutLines = shown.filter((line) => line.length > MAX_TEXT_LINE_CHARS).length;
  const cut = shown.map((line) => (line.length > MAX_TEXT_LINE_CHARS ? `${line.slice(0, MAX_TEXT_LINE_CHARS)}…` : line));
  return { view: 'text', path, kind, lines: cut, totalLines: lines.length, cutLines };
}

/** A marketplace's file-list sample (`file_list_only: true`): its files and its own note. */
function fileListOf(text: string): FilesView | null {
  let json: { file_list_only?: unknown; files?: unknown; note?: unknown; format?: unknown };
  try {
    json = JSON.parse(text) as typeof json;
  } catch {
    return null;
  }
  if (json.file_list_only !== true || !Array.isArray(json.files)) return null;
  const files = (json.files as Array<{ path?: unknown; size_bytes?: unknown }>)
    .filter((file) => typeof file.path === 'string')
    .map((file) => ({ path: file.path as string, bytes: typeof file.size_bytes === 'number' ? file.size_bytes : null, kind: null }));
  const format = typeof json.format === 'string' ? json.format : 'this format';
  return { view: 'files', reason: `No preview for ${format}: the sample lists files only.`, note: typeof json.note === 'string' ? json.note : null, files };
}
