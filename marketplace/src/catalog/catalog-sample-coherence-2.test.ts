import { describe, expect, it } from 'vitest';
import { DEFAULT_DATASETS, DEFAULT_SEED } from '../start-marketplace';
import { SAMPLE_COHERENCE_PARTS, sampleCoherenceProblems } from '../testing/sample-coherence';

describe('every sample of the default catalog agrees with its listing', () => {
  it(`for part 2 of ${SAMPLE_COHERENCE_PARTS} of the ${DEFAULT_DATASETS} datasets of seed ${DEFAULT_SEED}`, { timeout: 600_000 }, async () => {
    expect(await sampleCoherenceProblems(2)).toEqual([]);
  });
});
