/**
 * The marketplace database holds API key hashes and request counts, so its files are for their
 * owner alone (mode 0600). SQLite gives -wal, -shm and -journal the mode of the database file,
 * so creating that file first with 0600 covers them; files made by an older run are narrowed
 * when the database is opened.
 */
import { chmodSync, closeSync, openSync } from 'node:fs';
import { PRIVATE_FILE_MODE } from '@dmd/shared/node-support/private-files';

/** The files SQLite keeps beside a database in WAL mode. */
export function databaseFiles(file: string): string[] {
  return [file, `${file}-wal`, `${file}-shm`, `${file}-journal`];
}

/** Creates `file` (empty) readable and writable by its owner only, or narrows an existing one. */
export function createPrivateFile(file: string): void {
  closeSync(openSync(file, 'a', PRIVATE_FILE_MODE));
  chmodSync(file, PRIVATE_FILE_MODE);
}

/** Narrows each of `files` that exists to its owner. */
export function makeOwnerOnly(files: readonly string[]): void {
  for (const file of files) {
    try {
      chmodSync(file, PRIVATE_FILE_MODE);
    } catch {
      // Missing (nothing to narrow), or not ours to change (then SQLite cannot write it either, and says so).
    }
  }
}
