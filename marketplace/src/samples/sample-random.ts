import { createRandom, type Random } from '../catalog/prng';

/** A generator seeded by the dataset's id (FNV-1a): the same sample for the same dataset, always. */
export function sampleRandom(datasetId: string, salt = ''): Random {
  let hash = 0x811c9dc5;
  for (const char of `${datasetId}|${salt}`) {
    hash ^= char.codePointAt(0) as number;
    hash = Math.imul(hash, 0x01000193);
  }
  return createRandom(hash >>> 0);
}

export function round(value: number, digits: number): number {
  const factor = 10 ** digits;
  return Math.round(value * factor) / factor;
}

export function pad(value: number, width: number): string {
  return String(value).padStart(width, '0');
}
