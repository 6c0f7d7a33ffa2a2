/**
 * The renderer's serialised react-query cache, kept in `query-cache.json` for one connection and
 * key at a time (the cache id names both): loading it for another connection or another key gives
 * nothing, so one marketplace's (or account's) data never shows up under another. Beside it, in
 * `first-view.json`, the results the window painted when it saved (shared/ipc/first-view.ts):
 * written, replaced and removed with the cache, and given only for the same cache id.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { checkFirstView, type FirstViewElement } from '../../../shared/ipc/first-view';
import type { StoredQueryCache } from '../../../shared/ipc/ipc-contract';
import { readJsonFile, removeFileAtomic, writeJsonAtomic } from './atomic-file';

export const QUERY_CACHE_FILE = 'query-cache.json';
export const FIRST_VIEW_FILE = 'first-view.json';

/** No saved last view to show: the window's first question waits for the connection. */
export function startsWithoutSavedView(userDataDir: string): boolean {
  return !existsSync(path.join(userDataDir, QUERY_CACHE_FILE));
}

interface StoredFile {
  version: 1;
  cacheId: string;
  blob: string;
  savedAt: string;
}

interface StoredFirstView {
  version: 1;
  cacheId: string;
  view: FirstViewElement;
}

export interface QueryCacheStore {
  load(cacheId: string): Promise<StoredQueryCache>;
  /** `firstView` null or absent: no first view is kept (an older one is removed). */
  save(cacheId: string, blob: string, firstView?: FirstViewElement | null): Promise<void>;
  /** The first view saved with the cache of `cacheId`, or null. */
  loadFirstView(cacheId: string): Promise<FirstViewElement | null>;
  clear(): Promise<void>;
}

function acceptStored(raw: unknown): StoredFile {
  const stored = raw as Partial<StoredFile> | null;
  if (stored?.version !== 1 || typeof stored.cacheId !== 'string' || typeof stored.blob !== 'string' || typeof stored.savedAt !== 'string') {
    throw new Error('it has an unexpected shape');
  }
  return { version: 1, cacheId: stored.cacheId, blob: stored.blob, savedAt: stored.savedAt };
}

function acceptFirstView(raw: unknown): StoredFirstView {
  const stored = raw as Partial<StoredFirstView> | null;
  const view = checkFirstView(stored?.view);
  if (stored?.version !== 1 || typeof stored.cacheId !== 'string' || view === null) throw new Error('it has an unexpected shape');
  return { version: 1, cacheId: stored.cacheId, view };
}

export function createQueryCacheStore(userDataDir: string, now: () => Date = () => new Date(), log?: (line: string) => void): QueryCacheStore {
  const file = path.join(userDataDir, QUERY_CACHE_FILE);
  const firstViewFile = path.join(userDataDir, FIRST_VIEW_FILE);
  return {
    async load(cacheId) {
      const read = await readJsonFile(file, acceptStored, now());
      if (read.state === 'corrupt') {
        const kept = read.movedTo ? ` It was kept as ${path.basename(read.movedTo)}.` : '';
        log?.(`The saved copy of your results could not be read (${read.reason}), so it starts empty; results load again from the marketplace.${kept}`);
      }
      if (read.state !== 'ok' || read.value.cacheId !== cacheId) return { blob: null, savedAt: null };
      return { blob: read.value.blob, savedAt: read.value.savedAt };
    },
    async save(cacheId, blob, firstView) {
      // The first view first: one that fails leaves no copy older than the cache behind it.
      if (firstView && blob) await writeJsonAtomic(firstViewFile, { version: 1, cacheId, view: firstView } satisfies StoredFirstView);
      else await removeFileAtomic(firstViewFile);
      const stored: StoredFile = { version: 1, cacheId, blob, savedAt: now().toISOString() };
      await writeJsonAtomic(file, stored);
    },
    async loadFirstView(cacheId) {
      const read = await readJsonFile(firstViewFile, acceptFirstView, now());
      return read.state === 'ok' && read.value.cacheId === cacheId ? read.value.view : null;
    },
    /** In the files' write queues: a save still being written lands before, never after, the removal. */
    clear: async () => {
      await removeFileAtomic(firstViewFile);
      await removeFileAtomic(file);
    },
  };
}
