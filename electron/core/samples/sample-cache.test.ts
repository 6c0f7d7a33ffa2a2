import { promises as fs } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createSecretRedactor } from '../secrets/secret-redaction';
import { openSampleCache, SAMPLE_CACHE_DIR } from './sample-cache';

let dir: string;
let clock = Date.parse('2026-01-01T00:00:00Z');
const KEY = 'ls_live_VS7aFORehf2OBq9ZtL4mW8xYc3NdJ6kPa';
const keys = createSecretRedactor();
keys.remember(KEY);
const options = (extra: { maxBytes?: number; maxEntries?: number } = {}) => ({ now: () => new Date((clock += 1000)), log: () => undefined, keys, ...extra });
const U = 'https://a/u';
const info = (url: string) => ({ url, fileName: 'sample.csv', declaredType: 'text/csv', etag: '"e"', fetchedAt: new Date(clock).toISOString() });

beforeEach(async () => {
  dir = await fs.mkdtemp(path.join(os.tmpdir(), 'dmd-sample-cache-'));
});
afterEach(() => fs.rm(dir, { recursive: true, force: true }));

describe('openSampleCache', () => {
  it('keeps a sample per connection and dataset across restarts, owner-only', async () => {
    const cache = await openSampleCache(dir, options());
    await cache.save('conn', 'd1', info('https://a/1'), new Uint8Array([1, 2, 3]));
    const reopened = await openSampleCache(dir, options());
    expect((await reopened.read('conn', 'd1', 'https://a/1'))?.data).toEqual(new Uint8Array([1, 2, 3]));
    expect(reopened.info('other-conn', 'd1', 'https://a/1')).toBeNull();
    const files = (await fs.readdir(path.join(dir, SAMPLE_CACHE_DIR))).filter((name) => name.endsWith('.bin'));
    expect(((await fs.stat(path.join(dir, SAMPLE_CACHE_DIR, files[0]!))).mode & 0o777).toString(8)).toBe('600');
  });

  it('offers a copy only for the exact address it was fetched from, also after a restart', async () => {
    const cache = await openSampleCache(dir, options());
    await cache.save('conn', 'd1', info('https://A.example/v1/s.csv#top'), new Uint8Array([1]));
    expect(cache.info('conn', 'd1', 'https://a.example/v1/s.csv')?.url).toBe('https://a.example/v1/s.csv');
    expect(cache.info('conn', 'd1', 'https://b.example/v1/s.csv')).toBeNull();
    const reopened = await openSampleCache(dir, options());
    expect(await reopened.read('conn', 'd1', 'https://b.example/v1/s.csv')).toBeNull();
    expect(await reopened.read('conn', 'd1', 'https://a.example/v1/s.csv?v=2')).toBeNull();
    expect((await reopened.read('conn', 'd1', 'https://a.example:443/v1/s.csv'))?.data).toEqual(new Uint8Array([1]));
    await reopened.save('conn', 'd1', info('https://b.example/v1/s.csv'), new Uint8Array([2]));
    expect((await reopened.read('conn', 'd1', 'https://a.example/v1/s.csv'))?.data).toEqual(new Uint8Array([1]));
    expect((await reopened.read('conn', 'd1', 'https://b.example/v1/s.csv'))?.data).toEqual(new Uint8Array([2]));
  });

  it('drops the least recently used samples beyond its byte and count bounds', async () => {
    const cache = await openSampleCache(dir, options({ maxBytes: 25, maxEntries: 2 }));
    await cache.save('c', 'a', info(U), new Uint8Array(10));
    await cache.save('c', 'b', info(U), new Uint8Array(10));
    await cache.read('c', 'a', U);
    await cache.save('c', 'c', info(U), new Uint8Array(10));
    expect(cache.info('c', 'b', U)).toBeNull();
    expect(cache.info('c', 'a', U)).not.toBeNull();
    await cache.save('c', 'd', info(U), new Uint8Array(20));
    expect(['a', 'c', 'd'].filter((id) => cache.info('c', id, U) !== null)).toEqual(['d']);
    expect((await fs.readdir(path.join(dir, SAMPLE_CACHE_DIR))).filter((name) => name.endsWith('.bin'))).toHaveLength(1);
  });

  it('drops a copy whose file is missing or cut short instead of showing it', async () => {
    const cache = await openSampleCache(dir, options());
    await cache.save('c', 'a', info(U), new Uint8Array(10));
    const [file] = (await fs.readdir(path.join(dir, SAMPLE_CACHE_DIR))).filter((name) => name.endsWith('.bin'));
    await fs.writeFile(path.join(dir, SAMPLE_CACHE_DIR, file!), new Uint8Array(3));
    expect(await cache.read('c', 'a', U)).toBeNull();
    expect(cache.info('c', 'a', U)).toBeNull();
  });

  it('starts empty, keeping the unreadable index aside, when its index is damaged', async () => {
    await fs.mkdir(path.join(dir, SAMPLE_CACHE_DIR), { recursive: true });
    await fs.writeFile(path.join(dir, SAMPLE_CACHE_DIR, 'index.json'), '{not json');
    const lines: string[] = [];
    const cache = await openSampleCache(dir, { ...options(), log: (line) => lines.push(line) });
    expect(cache.info('c', 'a', U)).toBeNull();
    expect(lines[0]).toContain('could not be read');
    expect((await fs.readdir(path.join(dir, SAMPLE_CACHE_DIR))).some((name) => name.startsWith('index.json.corrupt-'))).toBe(true);
  });

  it('saves nothing that holds a key: not its bytes, file name, address, type or ETag, and drops the older copy', async () => {
    const cache = await openSampleCache(dir, options());
    await cache.save('conn', 'd1', info('https://a/1'), new Uint8Array([1, 2, 3]));
    const spelled = [
      { ...info('https://a/1'), fileName: `${KEY}.csv` },
      { ...info(`https://a/1?k=${encodeURIComponent(KEY)}`) },
      { ...info('https://a/1'), etag: `"${Buffer.from(KEY).toString('base64')}"` },
      { ...info('https://a/1'), declaredType: `text/csv; k=${KEY.toUpperCase()}` },
    ];
    for (const sample of spelled) await cache.save('conn', 'd2', sample, new Uint8Array([1]));
    await cache.save('conn', 'd1', info('https://a/1'), new Uint8Array(Buffer.from(`id\n${[...KEY].join('\u200b')}\n`)));
    expect(cache.info('conn', 'd1', 'https://a/1')).toBeNull();
    expect(cache.info('conn', 'd2', 'https://a/1')).toBeNull();
    const folder = path.join(dir, SAMPLE_CACHE_DIR);
    for (const name of await fs.readdir(folder)) expect(keys.bytes(await fs.readFile(path.join(folder, name))).found, name).toBe(false);
  });

  it('drops a copy an older version saved with the key in it when it is looked up', async () => {
    const old = await openSampleCache(dir, { ...options(), keys: createSecretRedactor() });
    await old.save('conn', 'd1', { ...info('https://a/1'), fileName: `${KEY}.csv` }, new Uint8Array([1]));
    const cache = await openSampleCache(dir, options());
    expect(await cache.read('conn', 'd1', 'https://a/1')).toBeNull();
    const index = await fs.readFile(path.join(dir, SAMPLE_CACHE_DIR, 'index.json'), 'utf8');
    expect(index).not.toContain(KEY);
    expect((await fs.readdir(path.join(dir, SAMPLE_CACHE_DIR))).filter((name) => name.endsWith('.bin'))).toEqual([]);
  });
});
