import { gzipSync } from 'node:zlib';
import { strToU8, zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { sniffContent } from '../../../shared/domain/samples/sniff-content';
import { MAX_SAMPLE_UNPACKED_BYTES } from '../../../shared/domain/samples/sample-types';
import { createSecretRedactor } from '../secrets/secret-redaction';
import { checkSampleForKey } from './sample-key-check';

const KEY = 'ls_live_Q7v2Xk9LpR4tZ8mN3bW6yH1cJ5dF0gSa';
const keys = createSecretRedactor();
keys.remember(KEY);
const file = (path: string, bytes: Uint8Array) => ({ path, kind: sniffContent(bytes), bytes });

describe('checkSampleForKey', () => {
  it('hands files without the key on untouched', async () => {
    const files = [file('a.csv', strToU8('id,label\n1,cat\n')), file('b.gz', gzipSync('clean')), file('c.bin', new Uint8Array([0, 1, 2]))];
    const checked = await checkSampleForKey(files, keys);
    expect(checked).toEqual({ ok: true, files, keyRemoved: false });
    if (checked.ok) checked.files.forEach((entry, index) => expect(entry.bytes).toBe(files[index]!.bytes));
  });

  it('rewrites a text file, and refuses a binary file, a gzip in the sample and a zip inside a zip holding the key', async () => {
    const text = await checkSampleForKey([file('a.csv', strToU8(`id\n${KEY.toUpperCase()}\n`))], keys);
    expect(text.ok && Buffer.from(text.files[0]!.bytes).toString()).toBe('id\n[API key]\n');
    expect(await checkSampleForKey([file('x.bin', new Uint8Array([0, 1, ...strToU8(KEY)]))], keys)).toEqual({
      ok: false,
      path: 'x.bin',
      why: 'cannot-rewrite',
    });
    expect(await checkSampleForKey([file('in.gz', gzipSync(KEY))], keys)).toEqual({ ok: false, path: 'in.gz', why: 'cannot-rewrite' });
    const nested = zipSync({ 'inner.zip': zipSync({ 'k.txt': strToU8(KEY) }) });
    expect(await checkSampleForKey([file('inner.zip', nested)], keys)).toEqual({ ok: false, path: 'inner.zip', why: 'cannot-rewrite' });
  });

  it('refuses an inner archive it cannot open within the unpacking caps, since it cannot check it', async () => {
    const bomb = gzipSync(Buffer.alloc(MAX_SAMPLE_UNPACKED_BYTES + 1));
    expect(await checkSampleForKey([file('big.gz', bomb)], keys)).toEqual({ ok: false, path: 'big.gz', why: 'cannot-check' });
  });

  it('takes the key out of a file’s name (a zip member’s path), and says the key was taken out', async () => {
    const files = [file(`rows/${KEY}.csv`, strToU8('id\n1\n')), file(`${[...KEY].reverse().join('')}.txt`, strToU8('clean'))];
    expect(await checkSampleForKey(files, keys)).toMatchObject({
      ok: true,
      keyRemoved: true,
      files: [{ path: 'rows/[API key].csv' }, { path: '[API key].txt' }],
    });
  });
});
