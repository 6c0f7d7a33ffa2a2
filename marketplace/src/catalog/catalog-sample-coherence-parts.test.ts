import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { partOf, SAMPLE_COHERENCE_PARTS } from '../testing/sample-coherence';

/** The sample coherence walk, cut into parts: together they check every dataset, each once. */
describe('the parts of the sample coherence walk', () => {
  it('cover a list once, in order, whatever its length', () => {
    for (const length of [0, 1, 3, 4, 5, 5150]) {
      const list = Array.from({ length }, (_, index) => index);
      const parts = Array.from({ length: SAMPLE_COHERENCE_PARTS }, (_, index) => partOf(list, index + 1, SAMPLE_COHERENCE_PARTS));
      expect(parts.flat()).toEqual(list);
      for (const part of parts) expect(part.length).toBeLessThanOrEqual(Math.ceil(length / SAMPLE_COHERENCE_PARTS));
    }
  });

  it('have a test file each, which walks its own part', () => {
    const folder = import.meta.dirname;
    const files = readdirSync(folder).filter((name) => /^catalog-sample-coherence-\d+\.test\.ts$/.test(name));
    expect(files.sort()).toEqual(Array.from({ length: SAMPLE_COHERENCE_PARTS }, (_, index) => `catalog-sample-coherence-${index + 1}.test.ts`).sort());
    for (const name of files) {
      const part = name.match(/-(\d+)\.test\.ts$/)?.[1];
      expect(readFileSync(path.join(folder, name), 'utf8'), name).toContain(`sampleCoherenceProblems(${part})`);
    }
  });
});
