import { gzipSync, zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { generateSample } from '@dmd/marketplace/testing';
import { unpackSample } from './unpack-sample';

const limits = { maxFiles: 20, maxUnpackedBytes: 1024 * 1024 };
const text = (value: string) => new TextEncoder().encode(value);

/** A zip whose headers say each file is 10 bytes, whatever it really holds. */
function lyingZip(files: Record<string, Uint8Array>): Uint8Array {
  const zip = zipSync(files, { level: 9 });
  const view = new DataView(zip.buffer);
  for (let at = 0; at < zip.length - 4; at++) {
    const signature = view.getUint32(at, true);
    if (signature === 0x04034b50) view.setUint32(at + 22, 10, true);
    if (signature === 0x02014b50) view.setUint32(at + 24, 10, true);
  }
  return zip;
}

describe('unpackSample', () => {
  it('unpacks a marketplace image sample and sniffs each file', async () => {
    const sample = await generateSample({ id: 'd1', format: 'coco', category: 'Computer Vision', modality: 'image', title: 't', itemCount: 10, sizeBytes: 10 });
    const unpacked = unpackSample(new Uint8Array(sample.bytes), 'sample.zip');
    expect(unpacked.ok && unpacked.container).toBe('zip');
    if (!unpacked.ok) return;
    expect(unpacked.files.filter((file) => file.kind === 'jpeg')).toHaveLength(8);
    expect(unpacked.files.find((file) => file.path === 'annotations/instances.json')?.kind).toBe('json');
  });

  it('stops a zip bomb whose headers admit its size before inflating anything', () => {
    const unpacked = unpackSample(zipSync({ 'zeros.bin': new Uint8Array(5 * 1024 * 1024) }, { level: 9 }), 'bomb.zip', limits);
    expect(unpacked).toMatchObject({ ok: false, code: 'too_large_unpacked' });
  });

  it('stops a zip bomb whose headers lie about its size once the unpacked bytes pass the cap', () => {
    const bomb = lyingZip({ 'a.csv': new Uint8Array(3 * 1024 * 1024).fill(44) });
    const unpacked = unpackSample(bomb, 'bomb.zip', limits);
    expect(unpacked).toMatchObject({ ok: false, code: 'too_large_unpacked' });
    expect(unpacked.ok || unpacked.message).toContain('more than 1 MB');
  });

  it('stops a gzip bomb at the cap', () => {
    const unpacked = unpackSample(gzipSync(new Uint8Array(8 * 1024 * 1024), { level: 9 }), 'data.csv.gz', limits);
    expect(unpacked).toMatchObject({ ok: false, code: 'too_large_unpacked' });
  });

  it('opens a gzip file as the one file it holds, named without .gz', () => {
    const unpacked = unpackSample(gzipSync(text('a,b\n1,2\n')), 'data.csv.gz', limits);
    expect(unpacked).toMatchObject({ ok: true, container: 'gzip', files: [{ path: 'data.csv', kind: 'text' }] });
  });

  it('refuses an archive with more files than the cap', () => {
    const files: Record<string, Uint8Array> = {};
    for (let i = 0; i < 21; i++) files[`f${i}.txt`] = text('x');
    expect(unpackSample(zipSync(files), 'many.zip', limits)).toMatchObject({ ok: false, code: 'too_many_files' });
  });

  it('says an archive it cannot read is unreadable', () => {
    const broken = zipSync({ 'a.txt': text('hello hello hello hello') }, { level: 9 });
    broken.fill(0xff, 30, 60);
    expect(unpackSample(broken, 'broken.zip', limits)).toMatchObject({ ok: false, code: 'unreadable_archive' });
  });

  it('takes anything else as the one file it is, sniffed from its bytes', () => {
    expect(unpackSample(text('<html><script>alert(1)</script></html>'), 'sample.csv', limits)).toMatchObject({
      ok: true,
      container: null,
      files: [{ path: 'sample.csv', kind: 'html' }],
    });
  });
});
