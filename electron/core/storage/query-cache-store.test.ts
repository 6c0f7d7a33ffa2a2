import { promises as fs } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createQueryCacheStore, QUERY_CACHE_FILE } from './query-cache-store';

let dir: string;
beforeEach(async () => {
  dir = await fs.mkdtemp(path.join(os.tmpdir(), 'dmd-cache-'));
});
afterEach(async () => {
  await fs.rm(dir, { recursive: true, force: true });
});

describe('query cache store', () => {
  const now = () => new Date('2025-06-01T12:00:00.000Z');

  it('gives back what was saved for the same connection only', async () => {
    const store = createQueryCacheStore(dir, now);
    expect(await store.load('embedded')).toEqual({ blob: null, savedAt: null });
    await store.save('embedded', '{"queries":[]}');
    expect(await store.load('embedded')).toEqual({ blob: '{"queries":[]}', savedAt: '2025-06-01T12:00:00.000Z' });
    expect(await store.load('https://api.example.com')).toEqual({ blob: null, savedAt: null });
  });

  it('clears', async () => {
    const store = createQueryCacheStore(dir, now);
    await store.save('embedded', 'x');
    await store.clear();
    expect(await store.load('embedded')).toEqual({ blob: null, savedAt: null });
  });

  it('clears after a save that was still being written, so the save cannot bring the cache back', async () => {
    const store = createQueryCacheStore(dir, now);
    const saving = store.save('embedded', 'y'.repeat(2_000_000));
    await store.clear();
    await saving;
    expect(await store.load('embedded')).toEqual({ blob: null, savedAt: null });
  });

  it('treats a corrupt file as empty and keeps it aside', async () => {
    await fs.writeFile(path.join(dir, QUERY_CACHE_FILE), '{"version":1');
    expect(await createQueryCacheStore(dir, now).load('embedded')).toEqual({ blob: null, savedAt: null });
    expect((await fs.readdir(dir)).some((name) => name.startsWith(`${QUERY_CACHE_FILE}.corrupt-`))).toBe(true);
  });
});
