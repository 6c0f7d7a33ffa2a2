/**
 * The renderer's serialised react-query cache, kept in `query-cache.json` for one connection and
 * key at a time (the cache id names both): loading it for another connection or another key gives
 * nothing, so one marketplace's (or account's) data never shows up under another.
 */
import path from 'node:path';
import type { StoredQueryCache } from '../../../shared/ipc/ipc-contract';
import { readJsonFile, removeFileAtomic, writeJsonAtomic } from './atomic-file';

export const QUERY_CACHE_FILE = 'query-cache.json';

interface StoredFile {
  version: 1;
  cacheId: string;
  blob: string;
  savedAt: string;
}

export interface QueryCacheStore {
  load(cacheId: string): Promise<StoredQueryCache>;
  save(cacheId: string, blob: string): Promise<void>;
  clear(): Promise<void>;
}

function acceptStored(raw: unknown): StoredFile {
  const stored = raw as Partial<StoredFile> | null;
  if (stored?.version !== 1 || typeof stored.cacheId !== 'string' || typeof stored.blob !== 'string' || typeof stored.savedAt !== 'string') {
    throw new Error('it has an unexpected shape');
  }
  return { version: 1, cacheId: stored.cacheId, blob: stored.blob, savedAt: stored.savedAt };
}

export function createQueryCacheStore(userDataDir: string, now: () => Date = () => new Date(), log?: (line: string) => void): QueryCacheStore {
  const file = path.join(userDataDir, QUERY_CACHE_FILE);
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
    async save(cacheId, blob) {
      const stored: StoredFile = { version: 1, cacheId, blob, savedAt: now().toISOString() };
      await writeJsonAtomic(file, stored);
    },
    /** In the file's write queue: a save still being written lands before, never after, the removal. */
    clear: () => removeFileAtomic(file),
  };
}
