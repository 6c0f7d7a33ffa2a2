/**
 * One running app per user data folder, as Electron's requestSingleInstanceLock gives the
 * Electron app: a second browser shell on the same folder would overwrite the first one's
 * confirmed settings. The lock is a file created exclusively (O_EXCL) that holds its owner's pid;
 * a lock whose pid is no longer alive (a crash, kill -9) is stale and taken over.
 */
import { randomBytes } from 'node:crypto';
import { promises as fs } from 'node:fs';
import path from 'node:path';
import { isProcessAlive } from '../../../shared/node-support/process-alive';
import { ensurePrivateFolder, PRIVATE_FILE_MODE } from './private-folder';

export const USER_DATA_LOCK_FILE = 'instance.lock';
/** A lock file found empty is given this long to get its pid (its owner may be writing it) before it counts as stale. */
const EMPTY_LOCK_GRACE_MS = 200;

export type UserDataLock = { ok: true; file: string; release(): Promise<void> } | { ok: false; file: string; pid: number };

function pidIn(text: string): number | null {
  try {
    const pid = (JSON.parse(text) as { pid?: unknown }).pid;
    return typeof pid === 'number' && Number.isSafeInteger(pid) && pid > 0 ? pid : null;
  } catch {
    return null;
  }
}

const readOrNull = (file: string) => fs.readFile(file, 'utf8').catch(() => null);

/**
 * Moves a stale lock out of the way: renamed (one starter wins the rename), then checked; if what
 * was renamed is another starter's fresh lock after all, it is linked back (never over a newer one).
 */
async function removeStale(file: string, stale: string): Promise<void> {
  const moved = `${file}.stale-${process.pid}-${randomBytes(4).toString('hex')}`;
  try {
    await fs.rename(file, moved);
  } catch {
    return;
  }
  if ((await readOrNull(moved)) !== stale) await fs.link(moved, file).catch(() => undefined);
  await fs.rm(moved, { force: true });
}

export async function acquireUserDataLock(userDataDir: string, isAlive: (pid: number) => boolean = isProcessAlive): Promise<UserDataLock> {
  await ensurePrivateFolder(userDataDir);
  const file = path.join(userDataDir, USER_DATA_LOCK_FILE);
  const mine = `${JSON.stringify({ pid: process.pid, startedAt: new Date().toISOString() })}\n`;
  const release = async () => {
    // Only our own lock: after a takeover, the file is someone else's.
    if ((await readOrNull(file)) === mine) await fs.rm(file, { force: true });
  };
  for (let attempt = 0; attempt < 5; attempt += 1) {
    try {
      await fs.writeFile(file, mine, { flag: 'wx', mode: PRIVATE_FILE_MODE });
      return { ok: true, file, release };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    let held = await readOrNull(file);
    if (held === '') {
      await new Promise((resolve) => setTimeout(resolve, EMPTY_LOCK_GRACE_MS));
      held = await readOrNull(file);
    }
    if (held === null) continue;
    const pid = pidIn(held);
    // This process never takes the lock twice: its own pid in the file is a stale lock of an earlier process with that pid.
    if (pid !== null && pid !== process.pid && isAlive(pid)) return { ok: false, file, pid };
    await removeStale(file, held);
  }
  throw new Error(`the lock ${file} could not be taken (it keeps changing)`);
}
