import { promises as fs } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ensurePrivateFolder } from './private-folder';

let dir: string;
beforeEach(async () => {
  dir = await fs.mkdtemp(path.join(os.tmpdir(), 'dmd-private-'));
});
afterEach(async () => {
  await fs.rm(dir, { recursive: true, force: true });
});

const modeOf = async (folder: string) => (await fs.stat(folder)).mode & 0o777;

describe.skipIf(process.platform === 'win32')('ensurePrivateFolder', () => {
  it('creates the folder, and any missing parent, for its owner alone', async () => {
    const folder = path.join(dir, 'a', 'user-data');
    await ensurePrivateFolder(folder);
    expect(await modeOf(folder)).toBe(0o700);
  });

  it('takes away what others could do with a folder that exists', async () => {
    const folder = path.join(dir, 'open');
    await fs.mkdir(folder);
    await fs.chmod(folder, 0o775);
    await ensurePrivateFolder(folder);
    expect(await modeOf(folder)).toBe(0o700);
  });
});
