/**
 * Samples are generated lazily, on a dataset's first sample request, and kept in a bounded
 * most-recently-used cache: the catalog build does no sample work at all, and a sample asked
 * for again costs a map lookup. Each carries a strong ETag (a hash of its bytes). Requests for
 * a sample still being generated wait for that one generation. The generators (image, audio,
 * Parquet and CSV writers: about a third of the marketplace's code) load with the first sample, not
 * at the marketplace's start, which the first search waits for.
 */
import { createHash } from 'node:crypto';
import type { SampleFacts } from './generate-sample';
import type { SampleFile } from './sample-file';

interface StoredSample extends SampleFile {
  etag: string;
}

/** The cache's budget: dozens of image or audio samples, thousands of tables. */
export const SAMPLE_CACHE_BYTES = 48 * 1024 * 1024;

export interface SampleStore {
  get(facts: SampleFacts): Promise<StoredSample>;
  /** Bytes held now (the benchmark reports it). */
  heldBytes(): number;
}

const sizeOf = (sample: SampleFile) => sample.bytes.length + Object.values(sample.parts ?? {}).reduce((sum, part) => sum + part.bytes.length, 0);

async function generateLazily(facts: SampleFacts): Promise<SampleFile> {
  return (await import('./generate-sample')).generateSample(facts);
}

export function createSampleStore(budgetBytes = SAMPLE_CACHE_BYTES, generate: (facts: SampleFacts) => Promise<SampleFile> = generateLazily): SampleStore {
  const samples = new Map<string, StoredSample>();
  const pending = new Map<string, Promise<StoredSample>>();
  let bytes = 0;

  function keep(id: string, sample: StoredSample): StoredSample {
    samples.set(id, sample);
    bytes += sizeOf(sample);
    for (const [oldId, old] of samples) {
      if (bytes <= budgetBytes || oldId === id) break;
      samples.delete(oldId);
      bytes -= sizeOf(old);
    }
    return sample;
  }

  return {
    get(facts) {
      const cached = samples.get(facts.id);
      if (cached !== undefined) {
        samples.delete(facts.id);
        samples.set(facts.id, cached);
        return Promise.resolve(cached);
      }
      let running = pending.get(facts.id);
      if (running === undefined) {
        running = generate(facts)
          .then((file) => keep(facts.id, { ...file, etag: `"${createHash('sha256').update(file.bytes).digest('base64url').slice(0, 27)}"` }))
          .finally(() => pending.delete(facts.id));
        pending.set(facts.id, running);
      }
      return running;
    },
    heldBytes: () => bytes,
  };
}
