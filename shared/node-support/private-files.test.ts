import { promises as fs } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createPrivateFolderSync, tightenPrivateFiles } from './private-files';

let dir: string;
beforeEach(async () => {
  dir = await fs.mkdtemp(path.join(os.tmpdir(), 'dmd-private-files-'));
});
afterEach(async () => {
  await fs.rm(dir, { recursive: true, force: true });
});

const modeOf = async (place: string) => (await fs.lstat(place)).mode & 0o777;

describe.skipIf(process.platform === 'win32')('private files', () => {
  it('creates a folder and its missing parents for their owner alone, and leaves a folder that exists as it is', async () => {
    createPrivateFolderSync(path.join(dir, 'a', 'b'));
    expect([await modeOf(path.join(dir, 'a')), await modeOf(path.join(dir, 'a', 'b'))]).toEqual([0o700, 0o700]);
    await fs.chmod(dir, 0o755);
    createPrivateFolderSync(dir);
    expect(await modeOf(dir)).toBe(0o755);
  });

  it('narrows the files in a folder others may read to 0600, not those below it, nor what a link points at', async () => {
    await fs.writeFile(path.join(dir, 'open.json'), '{}', { mode: 0o644 });
    await fs.writeFile(path.join(dir, 'closed.json'), '{}', { mode: 0o600 });
    await fs.mkdir(path.join(dir, 'inner'), { mode: 0o755 });
    await fs.writeFile(path.join(dir, 'inner', 'below.json'), '{}', { mode: 0o644 });
    const outside = path.join(os.tmpdir(), `dmd-outside-${process.pid}.txt`);
    await fs.writeFile(outside, 'x', { mode: 0o644 });
    await fs.symlink(outside, path.join(dir, 'link'));
    try {
      expect(await tightenPrivateFiles(dir)).toEqual(['open.json']);
      expect(await modeOf(path.join(dir, 'open.json'))).toBe(0o600);
      expect(await modeOf(path.join(dir, 'inner', 'below.json'))).toBe(0o644);
      expect(await modeOf(outside)).toBe(0o644);
      expect(await tightenPrivateFiles(path.join(dir, 'missing'))).toEqual([]);
    } finally {
      await fs.rm(outside, { force: true });
    }
  });
});
