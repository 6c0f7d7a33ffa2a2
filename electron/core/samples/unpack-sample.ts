/**
 * Opens a downloaded sample: a zip (fflate's streaming Unzip) or a gzip (node:zlib) is unpacked
 * under a cap on the files' total size and on their number, however the archive describes itself;
 * anything else is the one file it is. Every file is sniffed from its bytes.
 *
 * A zip is fed to the unzipper 16 KB at a time, so one push can inflate to at most about 16 MB
 * (deflate's limit is 1032:1) before the running total is checked: a zip bomb is stopped there,
 * never unpacked whole.
 */
import { Unzip, UnzipInflate, UnzipPassThrough } from 'fflate';
import { gunzipSync } from 'node:zlib';
import { sniffContent, type SniffedKind } from '../../../shared/domain/samples/sniff-content';
import { MAX_SAMPLE_FILES, MAX_SAMPLE_UNPACKED_BYTES } from '../../../shared/domain/samples/sample-types';
import { describeByteLimit } from '../http/read-capped-body';

export interface UnpackedFile {
  path: string;
  kind: SniffedKind;
  bytes: Uint8Array;
}

export type Unpacked =
  | { ok: true; container: 'zip' | 'gzip' | null; files: UnpackedFile[]; unpackedBytes: number }
  | { ok: false; code: 'too_many_files' | 'too_large_unpacked' | 'unreadable_archive'; message: string };

export interface UnpackLimits {
  maxFiles: number;
  maxUnpackedBytes: number;
}

const DEFAULT_LIMITS: UnpackLimits = { maxFiles: MAX_SAMPLE_FILES, maxUnpackedBytes: MAX_SAMPLE_UNPACKED_BYTES };
export const FEED_BYTES = 16 * 1024;

class UnpackRefusal extends Error {
  constructor(
    readonly code: 'too_many_files' | 'too_large_unpacked' | 'unreadable_archive',
    message: string,
  ) {
    super(message);
  }
}

export function unpackSample(bytes: Uint8Array, name: string, limits: UnpackLimits = DEFAULT_LIMITS): Unpacked {
  const kind = sniffContent(bytes);
  try {
    if (kind === 'zip') {
      const files = unzip(bytes, limits);
      return { ok: true, container: 'zip', files, unpackedBytes: total(files) };
    }
    if (kind === 'gzip') {
      const inner = gunzip(bytes, limits);
      return {
        ok: true,
        container: 'gzip',
        files: [{ path: name.replace(/\.t?gz$/i, (ext) => (ext.toLowerCase() === '.tgz' ? '.tar' : '')) || 'sample', kind: sniffContent(inner), bytes: inner }],
        unpackedBytes: inner.length,
      };
    }
  } catch (error) {
    if (error instanceof UnpackRefusal) return { ok: false, code: error.code, message: error.message };
    return {
      ok: false,
      code: 'unreadable_archive',
      message: `The sample is a ${kind} archive the app could not open (${error instanceof Error ? error.message : String(error)}).`,
    };
  }
  return { ok: true, container: null, files: [{ path: name, kind, bytes }], unpackedBytes: bytes.length };
}

function tooLarge(limits: UnpackLimits): UnpackRefusal {
  return new UnpackRefusal(
    'too_large_unpacked',
    `The sample unpacks to more than ${describeByteLimit(limits.maxUnpackedBytes)}, so the app stopped unpacking it and shows nothing of it.`,
  );
}

function gunzip(bytes: Uint8Array, limits: UnpackLimits): Uint8Array {
  try {
    return new Uint8Array(gunzipSync(bytes, { maxOutputLength: limits.maxUnpackedBytes }));
  } catch (error) {
    if ((error as { code?: string }).code === 'ERR_BUFFER_TOO_LARGE' || error instanceof RangeError) throw tooLarge(limits);
    throw error;
  }
}

function unzip(bytes: Uint8Array, limits: UnpackLimits): UnpackedFile[] {
  const files: UnpackedFile[] = [];
  let unpacked = 0;
  let failure: unknown = null;
  const unzipper = new Unzip();
  unzipper.register(UnzipInflate);
  unzipper.register(UnzipPassThrough);
  let seen = 0;
  unzipper.onfile = (file) => {
    if (failure !== null) return;
    seen += 1;
    if (seen > limits.maxFiles) {
      failure = new UnpackRefusal('too_many_files', `The sample archive holds more than ${limits.maxFiles} files, so the app does not open it.`);
      return;
    }
    if (file.name.endsWith('/')) return;
    if ((file.originalSize ?? 0) + unpacked > limits.maxUnpackedBytes) {
      failure = tooLarge(limits);
      return;
    }
    const chunks: Uint8Array[] = [];
    let size = 0;
    file.ondata = (error, chunk, final) => {
      if (failure !== null) return;
      if (error) {
        failure = error;
        return;
      }
      size += chunk.length;
      unpacked += chunk.length;
      if (unpacked > limits.maxUnpackedBytes) {
        failure = tooLarge(limits);
        file.terminate();
        return;
      }
      chunks.push(chunk);
      if (final) {
        const data = concat(chunks, size);
        files.push({ path: file.name, kind: sniffContent(data), bytes: data });
      }
    };
    file.start();
  };
  for (let at = 0; at < bytes.length && failure === null; at += FEED_BYTES) {
    unzipper.push(bytes.subarray(at, at + FEED_BYTES), at + FEED_BYTES >= bytes.length);
  }
  if (failure !== null) throw failure;
  return files;
}

function concat(chunks: readonly Uint8Array[], size: number): Uint8Array {
  if (chunks.length === 1) return chunks[0] as Uint8Array;
  const out = new Uint8Array(size);
  let at = 0;
  for (const chunk of chunks) {
    out.set(chunk, at);
    at += chunk.length;
  }
  return out;
}

function total(files: readonly UnpackedFile[]): number {
  return files.reduce((sum, file) => sum + file.bytes.length, 0);
}
