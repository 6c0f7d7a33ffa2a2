import { promises as fs } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { acquireUserDataLock, USER_DATA_LOCK_FILE } from './user-data-lock';

let dir: string;
beforeEach(async () => {
  dir = await fs.mkdtemp(path.join(os.tmpdir(), 'dmd-lock-'));
});
afterEach(async () => {
  await fs.rm(dir, { recursive: true, force: true });
});

const lockFile = () => path.join(dir, USER_DATA_LOCK_FILE);

describe('acquireUserDataLock', () => {
  it('takes a free folder, writing its pid owner-only, and gives it back', async () => {
    const lock = await acquireUserDataLock(dir);
    expect(lock.ok).toBe(true);
    expect(JSON.parse(await fs.readFile(lockFile(), 'utf8'))).toMatchObject({ pid: process.pid });
    expect((await fs.stat(lockFile())).mode & 0o777).toBe(0o600);
    if (lock.ok) await lock.release();
    await expect(fs.access(lockFile())).rejects.toThrow();
  });

  it('is refused while another running process holds it, naming that process', async () => {
    await fs.writeFile(lockFile(), JSON.stringify({ pid: 4242 }));
    expect(await acquireUserDataLock(dir, (pid) => pid === 4242)).toEqual({ ok: false, file: lockFile(), pid: 4242 });
    expect(JSON.parse(await fs.readFile(lockFile(), 'utf8'))).toEqual({ pid: 4242 });
  });

  it.each([
    ['a lock whose process is gone', JSON.stringify({ pid: 4242 })],
    ['an empty lock (its owner crashed while writing it)', ''],
    ['a lock that is not JSON', 'garbage'],
  ])('takes over %s', async (_name, contents) => {
    await fs.writeFile(lockFile(), contents);
    const lock = await acquireUserDataLock(dir, () => false);
    expect(lock.ok).toBe(true);
    expect(JSON.parse(await fs.readFile(lockFile(), 'utf8'))).toMatchObject({ pid: process.pid });
  });

  it('leaves a lock someone else took over alone when releasing', async () => {
    const lock = await acquireUserDataLock(dir);
    await fs.writeFile(lockFile(), JSON.stringify({ pid: 4242 }));
    if (lock.ok) await lock.release();
    expect(JSON.parse(await fs.readFile(lockFile(), 'utf8'))).toEqual({ pid: 4242 });
  });
});
