/**
 * Remembers that the database file was closed cleanly, and exactly how it looked then, so the
 * next start can skip the full `PRAGMA quick_check` (half a second on a 100,000-dataset catalog,
 * on every start) when nothing has touched the file since. Any change — a damaged page written by
 * a disk tool, a crash while serving, a copy over it — changes its size, modification time (ns)
 * or inode, and the check runs again. Damage that changes none of them (bit rot) is still found
 * by the request that reads it (SQLITE_CORRUPT), which rebuilds the database while serving.
 *
 * The stamp is `<file>.clean`: removed when the database is opened for serving, written after it
 * was closed with its write-ahead log checkpointed away.
 */
import { readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { PRIVATE_FILE_MODE } from '@dmd/shared/node-support/private-files';

interface Stamp {
  size: string;
  mtimeNs: string;
  ino: string;
}

export function cleanCloseStampFile(file: string): string {
  return `${file}.clean`;
}

/** A write-ahead log with frames in it: changes not yet in the file (an empty one, left by a reader, holds none). */
function pendingLog(file: string): boolean {
  try {
    return statSync(`${file}-wal`).size > 0;
  } catch {
    return false;
  }
}

function stampOf(file: string): Stamp | null {
  try {
    const stat = statSync(file, { bigint: true });
    return { size: String(stat.size), mtimeNs: String(stat.mtimeNs), ino: String(stat.ino) };
  } catch {
    return null;
  }
}

/** True when `file` is as it was when it was last closed cleanly (and no write-ahead log holds changes). */
export function closedCleanlySince(file: string): boolean {
  if (pendingLog(file)) return false;
  const now = stampOf(file);
  if (now === null) return false;
  try {
    const saved = JSON.parse(readFileSync(cleanCloseStampFile(file), 'utf8')) as Partial<Stamp>;
    return saved.size === now.size && saved.mtimeNs === now.mtimeNs && saved.ino === now.ino;
  } catch {
    return false;
  }
}

/** The file is about to change: whatever it looked like when closed no longer vouches for it. */
export function forgetCleanClose(file: string): void {
  rmSync(cleanCloseStampFile(file), { force: true });
}

/** Call after the last connection closed: writes the stamp, unless a write-ahead log still holds changes. */
export function stampCleanClose(file: string): void {
  const now = stampOf(file);
  if (now === null || pendingLog(file)) return;
  const stampFile = cleanCloseStampFile(file);
  const scratch = `${stampFile}.${process.pid}.tmp`;
  try {
    writeFileSync(scratch, JSON.stringify(now), { mode: PRIVATE_FILE_MODE });
    renameSync(scratch, stampFile);
  } catch {
    // Only a shortcut for the next start: without it, the next start checks the whole file.
    rmSync(scratch, { force: true });
  }
}
