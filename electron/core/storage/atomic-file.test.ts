import { promises as fs } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createSecretRedactor } from '../secrets/secret-redaction';
import { flushAtomicWrites, guardWritesUnder, readJsonFile, removeFileAtomic, writeFileAtomic, writeJsonAtomic } from './atomic-file';

let dir: string;
beforeEach(async () => {
  dir = await fs.mkdtemp(path.join(os.tmpdir(), 'dmd-atomic-'));
});
afterEach(async () => {
  await fs.rm(dir, { recursive: true, force: true });
});

describe('writeFileAtomic', () => {
  it('replaces the file and leaves no temp files behind', async () => {
    const file = path.join(dir, 'nested', 'state.json');
    await writeJsonAtomic(file, { a: 1 });
    await writeJsonAtomic(file, { a: 2 });
    expect(JSON.parse(await fs.readFile(file, 'utf8'))).toEqual({ a: 2 });
    expect(await fs.readdir(path.dirname(file))).toEqual(['state.json']);
  });

  it('lands concurrent writes in call order', async () => {
    const file = path.join(dir, 'order.json');
    await Promise.all(Array.from({ length: 20 }, (_, index) => writeJsonAtomic(file, { index })));
    await flushAtomicWrites();
    expect(JSON.parse(await fs.readFile(file, 'utf8'))).toEqual({ index: 19 });
  });

  it('never exposes a half-written file to a reader', async () => {
    const file = path.join(dir, 'big.json');
    const big = (fill: string) => JSON.stringify({ fill: fill.repeat(2_000_000) });
    await writeFileAtomic(file, big('a'));
    const writes = Promise.all([writeFileAtomic(file, big('b')), writeFileAtomic(file, big('c'))]);
    const seen: string[] = [];
    for (let read = 0; read < 20; read += 1) {
      const text = await fs.readFile(file, 'utf8');
      seen.push((JSON.parse(text) as { fill: string }).fill.slice(0, 1));
    }
    await writes;
    expect(seen.every((letter) => ['a', 'b', 'c'].includes(letter))).toBe(true);
  });

  it('leaves the target as it was and no temp file when the rename fails', async () => {
    // Renaming a file over a non-empty folder fails, as a write to a broken disk would.
    const target = path.join(dir, 'occupied');
    await fs.mkdir(target);
    await fs.writeFile(path.join(target, 'inside'), 'x');
    await expect(writeFileAtomic(target, 'new')).rejects.toThrow();
    expect(await fs.readdir(target)).toEqual(['inside']);
    expect(await fs.readdir(dir)).toEqual(['occupied']);
  });

  it('leaves the target as it was and no partial temp file when writing fails (a full disk)', async () => {
    const file = path.join(dir, 'settings.json');
    await writeJsonAtomic(file, { before: true });
    const open = fs.open.bind(fs);
    const spy = vi.spyOn(fs, 'open').mockImplementation(async (...args: Parameters<typeof fs.open>) => {
      const handle = await open(...args);
      if (String(args[0]).endsWith('.tmp')) {
        handle.writeFile = async () => {
          await open(String(args[0]), 'a').then((partial) => partial.writeFile('{"half":').finally(() => partial.close()));
          throw Object.assign(new Error('ENOSPC: no space left on device, write'), { code: 'ENOSPC' });
        };
      }
      return handle;
    });
    try {
      await expect(writeJsonAtomic(file, { after: true })).rejects.toThrow(/ENOSPC/);
    } finally {
      spy.mockRestore();
    }
    expect(JSON.parse(await fs.readFile(file, 'utf8'))).toEqual({ before: true });
    expect(await fs.readdir(dir)).toEqual(['settings.json']);
  });
});

describe('guardWritesUnder', () => {
  const KEY = 'ls_live_VS7aFORehf2OBq9ZtL4mW8xYc3NdJ6kPa';

  it('takes the guard’s keys out of every file written under the folder, as JSON values, until it is lifted', async () => {
    const keys = createSecretRedactor();
    keys.remember(KEY);
    const unguard = guardWritesUnder(dir, keys);
    const escaped = [...KEY].map((char) => `\\u00${char.charCodeAt(0).toString(16)}`).join('');
    await writeJsonAtomic(path.join(dir, 'a', 'state.json'), {
      [KEY]: `q=${encodeURIComponent(KEY)}`,
      list: [KEY.toUpperCase(), `back\\slash ${escaped}`],
      at: new Date(0),
    });
    await writeFileAtomic(path.join(dir, 'b.txt'), `line ${KEY}`);
    expect(JSON.parse(await fs.readFile(path.join(dir, 'a', 'state.json'), 'utf8'))).toEqual({
      '[API key]': 'q=[API key]',
      list: ['[API key]', 'back\\slash [API key]'],
      at: '1970-01-01T00:00:00.000Z',
    });
    expect(await fs.readFile(path.join(dir, 'b.txt'), 'utf8')).toBe('line [API key]');
    unguard();
    await writeFileAtomic(path.join(dir, 'b.txt'), `line ${KEY}`);
    expect(await fs.readFile(path.join(dir, 'b.txt'), 'utf8')).toBe(`line ${KEY}`);
  });

  it('leaves files outside the folder as they are', async () => {
    const keys = createSecretRedactor();
    keys.remember(KEY);
    const unguard = guardWritesUnder(path.join(dir, 'guarded'), keys);
    await writeFileAtomic(path.join(dir, 'guarded-not.txt'), KEY);
    unguard();
    expect(await fs.readFile(path.join(dir, 'guarded-not.txt'), 'utf8')).toBe(KEY);
  });
});

describe('removeFileAtomic', () => {
  it('removes the file after the writes queued before it, so none of them brings it back', async () => {
    const file = path.join(dir, 'cache.json');
    const writes = Array.from({ length: 5 }, (_, index) => writeJsonAtomic(file, { index, fill: 'x'.repeat(500_000) }));
    await removeFileAtomic(file);
    await Promise.all(writes);
    await flushAtomicWrites();
    await expect(fs.access(file)).rejects.toThrow();
  });
});

describe('readJsonFile', () => {
  const accept = (raw: unknown) => {
    if (typeof (raw as { n?: unknown }).n !== 'number') throw new Error('n is missing');
    return raw as { n: number };
  };

  it('reads a good file', async () => {
    const file = path.join(dir, 'good.json');
    await writeJsonAtomic(file, { n: 3 });
    expect(await readJsonFile(file, accept)).toEqual({ state: 'ok', value: { n: 3 } });
  });

  it('says missing for no file', async () => {
    expect(await readJsonFile(path.join(dir, 'none.json'), accept)).toEqual({ state: 'missing' });
  });

  it.each([
    ['broken JSON', '{"n": ', 'it is not valid JSON'],
    ['the wrong shape', '{"m": 1}', 'n is missing'],
  ])('moves a file with %s aside', async (_case, contents, reason) => {
    const file = path.join(dir, 'bad.json');
    await fs.writeFile(file, contents);
    const read = await readJsonFile(file, accept, new Date('2025-06-01T12:00:00.000Z'));
    expect(read).toEqual({ state: 'corrupt', movedTo: `${file}.corrupt-2025-06-01T12-00-00-000Z`, reason });
    expect(await fs.readFile(`${file}.corrupt-2025-06-01T12-00-00-000Z`, 'utf8')).toBe(contents);
    await expect(fs.access(file)).rejects.toThrow();
  });

  it.skipIf(process.platform === 'win32')('keeps the copy of a file an older version left open to others for its owner alone', async () => {
    const file = path.join(dir, 'open.json');
    await fs.writeFile(file, '{"n": ', { mode: 0o644 });
    const read = await readJsonFile(file, accept, new Date('2025-06-01T12:00:00.000Z'));
    expect(read.state === 'corrupt' && (await fs.stat(read.movedTo!)).mode & 0o777).toBe(0o600);
  });

  it.skipIf(process.platform === 'win32')('creates missing folders for their owner alone and files 0600', async () => {
    const file = path.join(dir, 'new-folder', 'state.json');
    await writeJsonAtomic(file, { a: 1 });
    expect([(await fs.stat(path.dirname(file))).mode & 0o777, (await fs.stat(file)).mode & 0o777]).toEqual([0o700, 0o600]);
  });

  it('treats a file it cannot read (a folder here) as corrupt and moves it aside instead of throwing', async () => {
    const file = path.join(dir, 'folder.json');
    await fs.mkdir(file);
    const read = await readJsonFile(file, accept, new Date('2025-06-01T12:00:00.000Z'));
    expect(read).toMatchObject({ state: 'corrupt', movedTo: `${file}.corrupt-2025-06-01T12-00-00-000Z` });
    expect(read.state === 'corrupt' && read.reason).toMatch(/folder/);
    expect((await fs.stat(`${file}.corrupt-2025-06-01T12-00-00-000Z`)).isDirectory()).toBe(true);
  });

  it('never overwrites a file it could neither read nor move aside', async () => {
    const file = path.join(dir, 'stuck.json');
    await fs.mkdir(file);
    await fs.writeFile(path.join(file, 'inside'), 'keep me');
    // Something already sits where the file would be moved to, so the move fails.
    await fs.writeFile(`${file}.corrupt-2025-06-01T12-00-00-000Z`, 'occupied');
    const read = await readJsonFile(file, accept, new Date('2025-06-01T12:00:00.000Z'));
    expect(read).toMatchObject({ state: 'corrupt', movedTo: null });
    await expect(writeJsonAtomic(file, { n: 1 })).rejects.toThrow(/could not be read or moved aside/);
    expect(await fs.readFile(path.join(file, 'inside'), 'utf8')).toBe('keep me');
  });
});
