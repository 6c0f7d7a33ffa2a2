/**
 * Samples are generated lazily, on a dataset's first sample request, and kept in a bounded
 * most-recently-used cache: the catalog build does no sample work at all, and a sample asked
 * for again costs a map lookup. Each carries a strong ETag (a hash of its bytes). Requests for
 * a sample still being generated wait for that one generation.
 */
import { createHash } from 'node:crypto';
import { generateSample, type SampleFacts } from './generate-sample';
import type { SampleFile } from './sample-file';

export interface StoredSample extends SampleFile {
  etag: string;
}

/** The cache's budget: dozens of image or audio samples, thousands of tables. */
export const SAMPLE_CACHE_BYTES = 48 * 1024 * 1024;

export class SampleStore {
  private readonly samples = new Map<string, StoredSample>();
  private readonly pending = new Map<string, Promise<StoredSample>>();
  private bytes = 0;

  constructor(
    private readonly budgetBytes = SAMPLE_CACHE_BYTES,
    private readonly generate: (facts: SampleFacts) => Promise<SampleFile> = generateSample,
  ) {}

  get(facts: SampleFacts): Promise<StoredSample> {
    const cached = this.samples.get(facts.id);
    if (cached !== undefined) {
      this.samples.delete(facts.id);
      this.samples.set(facts.id, cached);
      return Promise.resolve(cached);
    }
    let running = this.pending.get(facts.id);
    if (running === undefined) {
      running = this.generate(facts)
        .then((file) => this.keep(facts.id, { ...file, etag: `"${createHash('sha256').update(file.bytes).digest('base64url').slice(0, 27)}"` }))
        .finally(() => this.pending.delete(facts.id));
      this.pending.set(facts.id, running);
    }
    return running;
  }

  /** Bytes held now (the benchmark reports it). */
  get heldBytes(): number {
    return this.bytes;
  }

  private keep(id: string, sample: StoredSample): StoredSample {
    this.samples.set(id, sample);
    this.bytes += sample.bytes.length;
    for (const [oldId, old] of this.samples) {
      if (this.bytes <= this.budgetBytes || oldId === id) break;
      this.samples.delete(oldId);
      this.bytes -= old.bytes.length;
    }
    return sample;
  }
}
