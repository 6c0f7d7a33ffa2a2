import { promises as fs } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createQueryCacheStore, FIRST_VIEW_FILE, QUERY_CACHE_FILE } from './query-cache-store';

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

  it('keeps the first view saved with the cache, for the same connection and key only', async () => {
    const store = createQueryCacheStore(dir, now);
    const view = { tag: 'div' as const, className: 'results-list', children: ['Street scenes'] };
    await store.save('embedded#demo', '{"queries":[]}', view);
    expect(await store.loadFirstView('embedded#demo')).toEqual(view);
    expect(await store.loadFirstView('embedded#0123456789abcdef')).toBeNull();
    // A save without one (nothing painted to copy) removes the older copy: it would show another view than the cache.
    await store.save('embedded#demo', '{"queries":[]}');
    expect(await store.loadFirstView('embedded#demo')).toBeNull();
    await expect(fs.access(path.join(dir, FIRST_VIEW_FILE))).rejects.toThrow();
  });

  it('gives no first view from a file that is not one', async () => {
    const store = createQueryCacheStore(dir, now);
    await fs.writeFile(
      path.join(dir, FIRST_VIEW_FILE),
      JSON.stringify({ version: 1, cacheId: 'embedded#demo', view: { tag: 'script', children: ['alert(1)'] } }),
    );
    expect(await store.loadFirstView('embedded#demo')).toBeNull();
  });

  it('clears the first view with the cache', async () => {
    const store = createQueryCacheStore(dir, now);
    await store.save('embedded#demo', 'x', { tag: 'div' });
    await store.clear();
    expect(await store.loadFirstView('embedded#demo')).toBeNull();
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
