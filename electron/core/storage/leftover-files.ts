/**
 * Files an interrupted run leaves in a folder of the app's state, removed at start: the temp
 * files of atomic writes whose writer is gone (atomic-file.ts names them with its pid; a write
 * under way in a running process is left alone), and all but the newest few copies of each file
 * that could not be read (`<file>.corrupt-<time>`), which would otherwise pile up.
 */
import { promises as fs } from 'node:fs';
import path from 'node:path';
import { CORRUPT_COPY_PATTERN, TEMP_FILE_PATTERN } from './atomic-file';
import { isProcessAlive } from '../../../shared/node-support/process-alive';

const KEEP_CORRUPT_COPIES = 3;

export interface LeftoverOptions {
  isAlive?: (pid: number) => boolean;
  /** How many `.corrupt-` copies of each file to keep (the newest); at least 1. */
  keepCorruptCopies?: number;
}

async function removeFile(folder: string, name: string): Promise<boolean> {
  const file = path.join(folder, name);
  try {
    // Only files: a folder that was in a file's way and was moved aside is the user's to look at.
    if (!(await fs.lstat(file)).isFile()) return false;
    await fs.rm(file, { force: true });
    return true;
  } catch {
    return false;
  }
}

/** Removes the leftovers in `folder` (not below it); resolves to the names removed. */
export async function removeLeftoverFiles(folder: string, options: LeftoverOptions = {}): Promise<string[]> {
  const isAlive = options.isAlive ?? isProcessAlive;
  const keep = Math.max(1, options.keepCorruptCopies ?? KEEP_CORRUPT_COPIES);
  let names: string[];
  try {
    names = await fs.readdir(folder);
  } catch {
    return [];
  }
  const doomed: string[] = [];
  const copiesOf = new Map<string, string[]>();
  for (const name of names) {
    const temp = TEMP_FILE_PATTERN.exec(name);
    if (temp) {
      const pid = Number(temp[2]);
      if (pid !== process.pid && !isAlive(pid)) doomed.push(name);
      continue;
    }
    const copy = CORRUPT_COPY_PATTERN.exec(name);
    if (copy?.[1]) copiesOf.set(copy[1], [...(copiesOf.get(copy[1]) ?? []), name]);
  }
  // The time in the name sorts as text: the newest come last.
  for (const copies of copiesOf.values()) doomed.push(...copies.sort().slice(0, Math.max(0, copies.length - keep)));
  const removed: string[] = [];
  for (const name of doomed) if (await removeFile(folder, name)) removed.push(name);
  return removed;
}
