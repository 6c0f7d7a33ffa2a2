/**
 * Inflates zlib or gzip data 16 KB of input at a time and stops as soon as the output passes the
 * size its container states: a chunk that would inflate to gigabytes (a decompression bomb) ends
 * in an error after at most one push's output, never in the worker's memory.
 */
import { Gunzip, Unzlib } from 'fflate';

const FEED_BYTES = 16 * 1024;

export function inflateCapped(input: Uint8Array, expected: number, container: 'zlib' | 'gzip'): Uint8Array {
  if (!Number.isSafeInteger(expected) || expected < 0) throw new Error('a compressed chunk of no stated size');
  const out = new Uint8Array(expected);
  let filled = 0;
  let over = false;
  const take = (chunk: Uint8Array) => {
    if (filled + chunk.length > expected) over = true;
    out.set(chunk.subarray(0, Math.max(0, expected - filled)), filled);
    filled = Math.min(expected, filled + chunk.length);
  };
  const inflater = container === 'zlib' ? new Unzlib(take) : new Gunzip(take);
  for (let at = 0; at < input.length && !over; at += FEED_BYTES) inflater.push(input.subarray(at, at + FEED_BYTES), at + FEED_BYTES >= input.length);
  if (over) throw new Error(`a compressed chunk inflates past the ${expected.toLocaleString('en')} bytes it should hold`);
  return filled === expected ? out : out.subarray(0, filled);
}
