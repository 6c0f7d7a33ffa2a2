/**
 * A catalog is built into `<db file>.building-<pid>` and renamed over the database only once
 * complete (build-catalog-database.ts). A build that crashed leaves that file behind, up to
 * 250 MB for the largest catalog; it is removed at the next open when its builder is gone.
 */
import { readdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { isProcessAlive } from '@dmd/shared/node-support/process-alive';

const SCRATCH_FILE = /^(.+)\.building-(\d+)(-wal|-shm|-journal)?$/;

export function buildScratchFile(file: string, pid: number = process.pid): string {
  return `${file}.building-${pid}`;
}

/** Removes the scratch files in `folder` of builds whose process is gone; returns their names. */
export function removeAbandonedBuilds(folder: string, isAlive: (pid: number) => boolean = isProcessAlive): string[] {
  let names: string[];
  try {
    names = readdirSync(folder);
  } catch {
    return [];
  }
  const removed: string[] = [];
  for (const name of names) {
    const pid = Number(SCRATCH_FILE.exec(name)?.[2] ?? Number.NaN);
    if (Number.isNaN(pid) || pid === process.pid || isAlive(pid)) continue;
    try {
      rmSync(path.join(folder, name), { force: true });
      removed.push(name);
    } catch {
      // Still in use or not ours: left for a later start.
    }
  }
  return removed;
}
