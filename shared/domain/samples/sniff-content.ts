/**
 * What a file is, from its bytes alone: a server's content type and a file's name are never
 * trusted to say it (a page with a script served as text/csv is still a page). The name only
 * separates kinds the bytes cannot (tab- from comma-separated text). Runs in the core and in
 * the preview's worker alike.
 */
export type SniffedKind =
  | 'zip'
  | 'gzip'
  | 'tar'
  | 'png'
  | 'jpeg'
  | 'gif'
  | 'webp'
  | 'wav'
  | 'flac'
  | 'mp3'
  | 'ogg'
  | 'dicom'
  | 'parquet'
  | 'pdf'
  | 'hdf5'
  | 'netcdf'
  | 'grib2'
  | 'tiff'
  | 'pcap'
  | 'rosbag'
  | 'ulog'
  | 'mp4'
  | 'pcd'
  | 'nifti'
  | 'shapefile'
  | 'html'
  | 'svg'
  | 'xml'
  | 'json'
  | 'text'
  | 'empty'
  | 'binary';

const startsWith = (bytes: Uint8Array, signature: readonly number[], at = 0) => signature.every((byte, i) => bytes[at + i] === byte);
const ascii = (text: string) => [...text].map((char) => char.charCodeAt(0));

/** Classic pcap's magic numbers: microsecond and nanosecond timestamps, either byte order. */
const PCAP_LE = [0xd4, 0xc3, 0xb2, 0xa1];
const PCAP_BE = [0xa1, 0xb2, 0xc3, 0xd4];
const PCAP_NS_LE = [0x4d, 0x3c, 0xb2, 0xa1];
const PCAP_NS_BE = [0xa1, 0xb2, 0x3c, 0x4d];

/** How much of a file the text checks read. */
const TEXT_PROBE_BYTES = 64 * 1024;

export function sniffContent(bytes: Uint8Array): SniffedKind {
  if (bytes.length === 0) return 'empty';
  if (startsWith(bytes, [0x50, 0x4b, 0x03, 0x04]) || startsWith(bytes, [0x50, 0x4b, 0x05, 0x06])) return 'zip';
  if (startsWith(bytes, [0x1f, 0x8b])) return 'gzip';
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (startsWith(bytes, ascii('GIF87a')) || startsWith(bytes, ascii('GIF89a'))) return 'gif';
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8)) return 'webp';
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WAVE'), 8)) return 'wav';
  if (startsWith(bytes, ascii('fLaC'))) return 'flac';
  if (startsWith(bytes, ascii('OggS'))) return 'ogg';
  if (startsWith(bytes, ascii('ID3')) || (bytes[0] === 0xff && ((bytes[1] ?? 0) & 0xe6) === 0xe2)) return 'mp3';
  if (bytes.length > 132 && startsWith(bytes, ascii('DICM'), 128)) return 'dicom';
  if (startsWith(bytes, ascii('PAR1'))) return 'parquet';
  if (startsWith(bytes, ascii('%PDF-'))) return 'pdf';
  if (startsWith(bytes, [0x89, 0x48, 0x44, 0x46, 0x0d, 0x0a, 0x1a, 0x0a])) return 'hdf5';
  if (startsWith(bytes, ascii('CDF')) && [1, 2, 5].includes(bytes[3] ?? 0)) return 'netcdf';
  if (startsWith(bytes, ascii('GRIB')) && bytes[7] === 2) return 'grib2';
  if (startsWith(bytes, [0x49, 0x49, 0x2a, 0x00]) || startsWith(bytes, [0x4d, 0x4d, 0x00, 0x2a])) return 'tiff';
  if (startsWith(bytes, [0x49, 0x49, 0x2b, 0x00]) || startsWith(bytes, [0x4d, 0x4d, 0x00, 0x2b])) return 'tiff';
  if ([PCAP_LE, PCAP_BE, PCAP_NS_LE, PCAP_NS_BE].some((magic) => startsWith(bytes, magic))) return 'pcap';
  if (startsWith(bytes, ascii('#ROSBAG V'))) return 'rosbag';
  if (startsWith(bytes, [0x55, 0x4c, 0x6f, 0x67, 0x01, 0x12, 0x35])) return 'ulog';
  if (startsWith(bytes, ascii('ftyp'), 4)) return 'mp4';
  if (bytes.length > 262 && startsWith(bytes, ascii('ustar'), 257)) return 'tar';
  const volume = sniffVolumeOrShapes(bytes);
  if (volume !== null) return volume;
  const text = decodeText(bytes.subarray(0, TEXT_PROBE_BYTES), bytes.length > TEXT_PROBE_BYTES);
  return text === null ? 'binary' : textKind(text);
}

/** NIfTI-1 (348-byte header, `n+1` or `ni1` at 344), an ESRI shape or index file (9994 and version 1000), a PCD header (text, then maybe binary). */
function sniffVolumeOrShapes(bytes: Uint8Array): SniffedKind | null {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (bytes.length >= 348 && (view.getInt32(0, true) === 348 || view.getInt32(0, false) === 348)) {
    if (startsWith(bytes, ascii('n+1\0'), 344) || startsWith(bytes, ascii('ni1\0'), 344)) return 'nifti';
  }
  if (bytes.length >= 100 && view.getInt32(0, false) === 9994 && view.getInt32(28, true) === 1000) return 'shapefile';
  const head = new TextDecoder('latin1').decode(bytes.subarray(0, 1024));
  if (/^(#[^\n]*\n)*VERSION\s+\S+\s*\n\s*FIELDS\s/.test(head)) return 'pcd';
  return null;
}

/** UTF-8 without NUL bytes, else null (a cut at the probe's end may split a character). */
function decodeText(head: Uint8Array, cut: boolean): string | null {
  if (head.includes(0)) return null;
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(head, { stream: cut });
  } catch {
    return null;
  }
}

function textKind(text: string): SniffedKind {
  const head = text
    .replace(/^\uFEFF/, '')
    .trimStart()
    .slice(0, 4096)
    .toLowerCase();
  if (/^<!doctype html|^<html[\s>]|^<head[\s>]|^<body[\s>]|^<script[\s>]|^<iframe[\s>]/.test(head) || /<script[\s>]/.test(head)) return 'html';
  if (/^<svg[\s>]/.test(head) || (head.startsWith('<?xml') && /<svg[\s>]/.test(head)) || /^<!doctype svg/.test(head)) return 'svg';
  if (head.startsWith('<?xml') || /^<[a-z_][\w.-]*[\s>/]/.test(head)) return 'xml';
  if (head.startsWith('{') || head.startsWith('[')) return 'json';
  return 'text';
}

/** Kinds that are pictures a page may show (through a `data:` URL of the sniffed type): never SVG. */
export const IMAGE_KINDS: ReadonlySet<SniffedKind> = new Set(['png', 'jpeg', 'gif', 'webp']);
export const AUDIO_KINDS: ReadonlySet<SniffedKind> = new Set(['wav', 'flac', 'mp3', 'ogg']);
