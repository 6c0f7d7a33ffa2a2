/**
 * Keeps the API key out of a sample's files before any of their bytes go to the window, which
 * must never hold it. The core reads each file as the window would: a text file's spellings of
 * the key (secret-redaction-spellings.ts) are replaced by `[API key]`, the rest byte for byte;
 * a file where the key is spelled in a form that cannot be rewritten without breaking it (binary,
 * UTF-16 or UTF-32, inside an archive within the sample, in a Parquet file's values, which the
 * window decompresses) refuses the whole sample, naming the file. A file's name (a zip member's
 * path) has the key replaced too, and counts as the key taken out.
 */
import { parquetMetadata, parquetReadObjects } from 'hyparquet';
import { sniffContent, type SniffedKind } from '../../../shared/domain/samples/sniff-content';
import { MAX_SAMPLE_FILES, MAX_SAMPLE_UNPACKED_BYTES } from '../../../shared/domain/samples/sample-types';
import type { SecretRedactor } from '../secrets/secret-redaction';
import { unpackSample, type UnpackedFile } from './unpack-sample';

export type SampleKeyCheck = { ok: true; files: UnpackedFile[]; keyRemoved: boolean } | { ok: false; path: string; why: 'cannot-rewrite' | 'cannot-check' };

/** Files the window shows as text (the view or a table read from it): rewritten in place. */
const REWRITABLE: ReadonlySet<SniffedKind> = new Set(['text', 'json', 'xml', 'html', 'svg']);
/** How deep archives inside the sample are opened to be checked. */
const MAX_NESTED_ARCHIVES = 3;

type Keys = Pick<SecretRedactor, 'text' | 'bytes'>;

export async function checkSampleForKey(files: readonly UnpackedFile[], keys: Keys): Promise<SampleKeyCheck> {
  const budget = { files: MAX_SAMPLE_FILES, bytes: MAX_SAMPLE_UNPACKED_BYTES - files.reduce((sum, file) => sum + file.bytes.length, 0) };
  const checked: UnpackedFile[] = [];
  let keyRemoved = false;
  for (const unnamed of files) {
    const file = { ...unnamed, path: keys.text(unnamed.path) };
    if (file.path !== unnamed.path) keyRemoved = true;
    const found = keys.bytes(file.bytes);
    if (found.found) {
      if (found.redacted === null || !REWRITABLE.has(file.kind)) return { ok: false, path: file.path, why: 'cannot-rewrite' };
      checked.push({ ...file, kind: sniffContent(found.redacted), bytes: found.redacted });
      keyRemoved = true;
      continue;
    }
    const inside = await holdsKeyInside(file, keys, budget, 0);
    if (inside !== null) return { ok: false, path: file.path, why: inside };
    checked.push(file);
  }
  return { ok: true, files: checked, keyRemoved };
}

/** What the window (or a program given the file) would decode from it: archives' files, Parquet's values. */
async function holdsKeyInside(
  file: UnpackedFile,
  keys: Keys,
  budget: { files: number; bytes: number },
  depth: number,
): Promise<'cannot-rewrite' | 'cannot-check' | null> {
  if (file.kind === 'parquet') return (await parquetHoldsKey(file.bytes, keys)) ? 'cannot-rewrite' : null;
  if (file.kind !== 'zip' && file.kind !== 'gzip') return null;
  if (depth >= MAX_NESTED_ARCHIVES) return 'cannot-check';
  const unpacked = unpackSample(file.bytes, file.path, { maxFiles: Math.max(budget.files, 0), maxUnpackedBytes: Math.max(budget.bytes, 0) });
  // An archive the unpacker cannot read stays bytes to everyone: those were checked as they are.
  if (!unpacked.ok) return unpacked.code === 'unreadable_archive' ? null : 'cannot-check';
  budget.files -= unpacked.files.length;
  budget.bytes -= unpacked.unpackedBytes;
  for (const inner of unpacked.files) {
    if (keys.bytes(inner.bytes).found) return 'cannot-rewrite';
    const deeper = await holdsKeyInside(inner, keys, budget, depth + 1);
    if (deeper !== null) return deeper;
  }
  return null;
}

/** True when a Parquet file's decoded values or names hold a key (its pages may be compressed). */
async function parquetHoldsKey(bytes: Uint8Array, keys: Keys): Promise<boolean> {
  const file = bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer;
  let records: unknown;
  try {
    const metadata = parquetMetadata(file);
    records = await parquetReadObjects({ file, metadata });
  } catch {
    // The window cannot read it either, so it shows no values: the bytes were checked as they are.
    return false;
  }
  const text = JSON.stringify(records, (_key, value: unknown) => (typeof value === 'bigint' ? value.toString() : value));
  return keys.text(text) !== text;
}
