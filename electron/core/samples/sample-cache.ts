/**
 * Samples already seen, kept on disk so they stay viewable offline and at quota 0: the bytes as
 * downloaded (`samples/<hash>.bin`, owner-only) and an index (`samples/index.json`) of what each
 * is. Keyed by the connection's cache id (connection, key and embedded catalog), the dataset and
 * the exact sample address the bytes came from (normalised: a copy is offered for that address
 * only, never for the address a dataset's sample moved to), never by a port. Bounded: the least recently used copies go first once the cache holds more
 * than 64 MB or 200 samples. A copy that cannot be read is dropped, never shown. Nothing of it
 * holds an API key the core knows, in any spelling it finds: a sample whose bytes, address, file
 * name, type or ETag hold one is not saved (and a copy an older version saved so is dropped when
 * it is next looked up), so the index and the bytes on disk never hold a key.
 */
import { createHash, randomBytes } from 'node:crypto';
import { promises as fs } from 'node:fs';
import path from 'node:path';
import type { SecretRedactor } from '../secrets/secret-redaction';
import { readJsonFile, writeJsonAtomic } from '../storage/atomic-file';

export const SAMPLE_CACHE_DIR = 'samples';
export const SAMPLE_CACHE_MAX_BYTES = 64 * 1024 * 1024;
export const SAMPLE_CACHE_MAX_ENTRIES = 200;

interface SavedSampleInfo {
  key: string;
  url: string;
  fileName: string;
  declaredType: string | null;
  etag: string | null;
  fetchedAt: string;
  bytes: number;
  lastUsedAt: string;
}

export interface SavedSample extends SavedSampleInfo {
  data: Uint8Array;
}

export interface SampleCache {
  /** The copy saved for exactly this address of the dataset's sample, if any. */
  info(cacheId: string, datasetId: string, url: string): SavedSampleInfo | null;
  read(cacheId: string, datasetId: string, url: string): Promise<SavedSample | null>;
  /** Saves the bytes fetched from `sample.url`, unless they or what is said of them hold a key (then any older copy goes too). */
  save(cacheId: string, datasetId: string, sample: Omit<SavedSampleInfo, 'key' | 'lastUsedAt' | 'bytes'>, data: Uint8Array): Promise<void>;
  /** Drops the copy saved for this address (its bytes turned out to hold a key once unpacked). */
  drop(cacheId: string, datasetId: string, url: string): Promise<void>;
}

interface IndexFile {
  version: 1;
  entries: SavedSampleInfo[];
}

function acceptIndex(raw: unknown): SavedSampleInfo[] {
  const file = raw as Partial<IndexFile> | null;
  if (file?.version !== 1 || !Array.isArray(file.entries)) throw new Error('it has an unexpected shape');
  return file.entries.filter(
    (entry): entry is SavedSampleInfo =>
      typeof entry === 'object' &&
      entry !== null &&
      typeof entry.key === 'string' &&
      /^[0-9a-f]{64}$/.test(entry.key) &&
      typeof entry.url === 'string' &&
      typeof entry.fetchedAt === 'string' &&
      Number.isInteger(entry.bytes),
  );
}

/** A sample's address as the cache keys it: parsed and serialised again, without a fragment (never sent). */
function normaliseSampleAddress(url: string): string {
  try {
    const parsed = new URL(url);
    parsed.hash = '';
    return parsed.href;
  } catch {
    return url;
  }
}

const keyOf = (cacheId: string, datasetId: string, address: string) => createHash('sha256').update(`${cacheId}\n${datasetId}\n${address}`).digest('hex');

export async function openSampleCache(
  userDataDir: string,
  options: { now: () => Date; log: (line: string) => void; keys: Pick<SecretRedactor, 'text' | 'bytes'>; maxBytes?: number; maxEntries?: number },
): Promise<SampleCache> {
  const dir = path.join(userDataDir, SAMPLE_CACHE_DIR);
  const indexFile = path.join(dir, 'index.json');
  const maxBytes = options.maxBytes ?? SAMPLE_CACHE_MAX_BYTES;
  const maxEntries = options.maxEntries ?? SAMPLE_CACHE_MAX_ENTRIES;
  const read = await readJsonFile(indexFile, acceptIndex, options.now());
  if (read.state === 'corrupt') options.log(`The saved samples' index could not be read (${read.reason}); starting with none.`);
  // Most recently used last.
  const entries = new Map<string, SavedSampleInfo>(
    (read.state === 'ok' ? read.value : []).sort((a, b) => a.lastUsedAt.localeCompare(b.lastUsedAt)).map((entry) => [entry.key, entry]),
  );
  const fileOf = (key: string) => path.join(dir, `${key}.bin`);
  const holdsKey = (fields: ReadonlyArray<string | null>) => fields.some((field) => field !== null && options.keys.text(field) !== field);
  const entryHoldsKey = (entry: Omit<SavedSampleInfo, 'key' | 'lastUsedAt' | 'bytes'>) =>
    holdsKey([entry.url, entry.fileName, entry.declaredType, entry.etag, entry.fetchedAt]);

  async function persist(): Promise<void> {
    // An entry an older version wrote with a key in it is not written again, and its bytes go.
    for (const entry of [...entries.values()]) if (entryHoldsKey(entry)) await drop(entry.key);
    await writeJsonAtomic(indexFile, { version: 1, entries: [...entries.values()] } satisfies IndexFile).catch((error: unknown) =>
      options.log(`The saved samples' index was not written: ${String(error)}`),
    );
  }

  async function drop(key: string): Promise<void> {
    entries.delete(key);
    await fs.rm(fileOf(key), { force: true }).catch(() => undefined);
  }

  async function evict(): Promise<void> {
    let held = [...entries.values()].reduce((sum, entry) => sum + entry.bytes, 0);
    for (const entry of [...entries.values()]) {
      if (held <= maxBytes && entries.size <= maxEntries) break;
      held -= entry.bytes;
      await drop(entry.key);
    }
  }

  function entryOf(cacheId: string, datasetId: string, url: string): SavedSampleInfo | null {
    const address = normaliseSampleAddress(url);
    const entry = entries.get(keyOf(cacheId, datasetId, address));
    return entry !== undefined && entry.url === address ? entry : null;
  }

  return {
    info: entryOf,
    async read(cacheId, datasetId, url) {
      const entry = entryOf(cacheId, datasetId, url);
      if (entry === null) return null;
      const key = entry.key;
      let data: Uint8Array;
      try {
        data = new Uint8Array(await fs.readFile(fileOf(key)));
      } catch {
        await drop(key);
        await persist();
        return null;
      }
      if (data.length !== entry.bytes || entryHoldsKey(entry) || options.keys.bytes(data).found) {
        await drop(key);
        await persist();
        return null;
      }
      const used = { ...entry, lastUsedAt: options.now().toISOString() };
      entries.delete(key);
      entries.set(key, used);
      await persist();
      return { ...used, data };
    },
    async drop(cacheId, datasetId, url) {
      const entry = entryOf(cacheId, datasetId, url);
      if (entry === null) return;
      await drop(entry.key);
      await persist();
    },
    async save(cacheId, datasetId, sample, data) {
      const url = normaliseSampleAddress(sample.url);
      const key = keyOf(cacheId, datasetId, url);
      if (data.length > maxBytes) return;
      if (entryHoldsKey({ ...sample, url }) || options.keys.bytes(data).found) {
        // Nor the older copy: the address's sample now is one that may not be kept.
        if (entries.has(key)) {
          await drop(key);
          await persist();
        }
        return;
      }
      await fs.mkdir(dir, { recursive: true, mode: 0o700 });
      const temp = path.join(dir, `.${key}.${process.pid}.${randomBytes(6).toString('hex')}.tmp`);
      try {
        await fs.writeFile(temp, data, { mode: 0o600 });
        await fs.rename(temp, fileOf(key));
      } catch (error) {
        await fs.rm(temp, { force: true }).catch(() => undefined);
        options.log(`A sample was not saved for offline use: ${String(error)}`);
        return;
      }
      entries.delete(key);
      entries.set(key, { ...sample, url, key, bytes: data.length, lastUsedAt: options.now().toISOString() });
      await evict();
      await persist();
    },
  };
}
