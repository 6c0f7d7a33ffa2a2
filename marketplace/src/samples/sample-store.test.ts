import { describe, expect, it } from 'vitest';
import type { SampleFacts } from './generate-sample';
import { createSampleStore } from './sample-store';

const facts = (id: string): SampleFacts => ({ id, format: 'csv', category: 'x', modality: 'tabular', title: 't', itemCount: 1, sizeBytes: 1 });

describe('SampleStore', () => {
  it('generates a sample once, on first request, also when requests overlap', async () => {
    let generated = 0;
    const store = createSampleStore(1000, async (f) => {
      generated += 1;
      await new Promise((resolve) => setTimeout(resolve, 5));
      return { fileName: 'sample.csv', contentType: 'text/csv', bytes: Buffer.from(f.id) };
    });
    expect(generated).toBe(0);
    const [a, b] = await Promise.all([store.get(facts('a')), store.get(facts('a'))]);
    expect(a).toBe(b);
    expect(await store.get(facts('a'))).toBe(a);
    expect(generated).toBe(1);
    expect(a.etag).toMatch(/^"[\w-]{27}"$/);
  });

  it('keeps within its byte budget, dropping the least recently used sample first', async () => {
    let generated = 0;
    const store = createSampleStore(25, async () => {
      generated += 1;
      return { fileName: 'x', contentType: 'x', bytes: Buffer.alloc(10) };
    });
    await store.get(facts('a'));
    await store.get(facts('b'));
    await store.get(facts('a'));
    await store.get(facts('c'));
    expect(store.heldBytes()).toBe(20);
    await store.get(facts('a'));
    expect(generated).toBe(3);
    await store.get(facts('b'));
    expect(generated).toBe(4);
  });
});
