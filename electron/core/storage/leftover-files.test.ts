import { promises as fs } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { corruptCopyName } from './atomic-file';
import { removeLeftoverFiles } from './leftover-files';

let dir: string;
beforeEach(async () => {
  dir = await fs.mkdtemp(path.join(os.tmpdir(), 'dmd-leftovers-'));
});
afterEach(async () => {
  await fs.rm(dir, { recursive: true, force: true });
});

const touch = (name: string) => fs.writeFile(path.join(dir, name), 'x');
const DEAD = 999_999;
const alive = (pid: number) => pid !== DEAD;

describe('removeLeftoverFiles', () => {
  it('removes temp files of writers that are gone, and keeps those of running ones and of this process', async () => {
    await touch(`.settings.json.${DEAD}.0123456789ab.tmp`);
    await touch(`.query-cache.json.${DEAD}.ba9876543210.tmp`);
    await touch('.settings.json.4242.0123456789ab.tmp');
    await touch(`.settings.json.${process.pid}.0123456789ab.tmp`);
    await touch('settings.json');
    await touch('.settings.json.tmp');
    expect((await removeLeftoverFiles(dir, { isAlive: alive })).sort()).toEqual([
      `.query-cache.json.${DEAD}.ba9876543210.tmp`,
      `.settings.json.${DEAD}.0123456789ab.tmp`,
    ]);
    expect((await fs.readdir(dir)).sort()).toEqual(
      ['.settings.json.4242.0123456789ab.tmp', `.settings.json.${process.pid}.0123456789ab.tmp`, '.settings.json.tmp', 'settings.json'].sort(),
    );
  });

  it('keeps the newest three copies of each file that could not be read', async () => {
    const settings = path.join(dir, 'settings.json');
    const quota = path.join(dir, 'quota-state.json');
    const copies = [1, 2, 3, 4, 5].map((day) => path.basename(corruptCopyName(settings, new Date(`2025-06-0${day}T12:00:00.000Z`))));
    for (const name of [...copies, path.basename(corruptCopyName(quota, new Date('2025-01-01T00:00:00Z')))]) await touch(name);
    expect((await removeLeftoverFiles(dir)).sort()).toEqual(copies.slice(0, 2));
    expect((await fs.readdir(dir)).sort()).toEqual([...copies.slice(2), 'quota-state.json.corrupt-2025-01-01T00-00-00-000Z'].sort());
  });

  it('leaves a folder that was moved aside alone, and a missing folder is no error', async () => {
    for (const day of [1, 2, 3, 4]) await fs.mkdir(corruptCopyName(path.join(dir, 'settings.json'), new Date(`2025-06-0${day}T00:00:00Z`)));
    expect(await removeLeftoverFiles(dir)).toEqual([]);
    expect(await removeLeftoverFiles(path.join(dir, 'missing'))).toEqual([]);
  });
});
