/**
 * Folders and files for their owner alone: folders 0700, files 0600. The one place these modes
 * are written, for the core (electron/core/storage/private-folder.ts) and the marketplace's
 * process alike. On Windows the modes mean nothing and the folder's ACL applies.
 */
import { mkdirSync, promises as fs } from 'node:fs';
import path from 'node:path';

export const PRIVATE_FOLDER_MODE = 0o700;
export const PRIVATE_FILE_MODE = 0o600;

const openToOthers = (mode: number) => (mode & 0o077) !== 0;

/** Creates `folder` (and any missing parent) for its owner alone, or tightens it when found open to others. */
export async function ensurePrivateFolder(folder: string): Promise<void> {
  await fs.mkdir(folder, { recursive: true, mode: PRIVATE_FOLDER_MODE });
  if (process.platform === 'win32') return;
  const { mode } = await fs.stat(folder);
  if (openToOthers(mode)) await fs.chmod(folder, mode & ~0o077 & 0o777);
}

/**
 * Creates `folder` (and any missing parent) for its owner alone; a folder that exists is left as
 * it is (it may be one the user chose, such as the folder of a `--db` file): whoever owns it
 * tightens it (the core does its user data folder's).
 */
export function createPrivateFolderSync(folder: string): void {
  mkdirSync(folder, { recursive: true, mode: PRIVATE_FOLDER_MODE });
}

/** Narrows the files directly in `folder` (not below it, never through a link) that others may read or write; resolves to their names. */
export async function tightenPrivateFiles(folder: string): Promise<string[]> {
  if (process.platform === 'win32') return [];
  let names: string[];
  try {
    names = await fs.readdir(folder);
  } catch {
    return [];
  }
  const tightened: string[] = [];
  for (const name of names) {
    const file = path.join(folder, name);
    try {
      const stat = await fs.lstat(file);
      if (!stat.isFile() || !openToOthers(stat.mode)) continue;
      await fs.chmod(file, PRIVATE_FILE_MODE);
      tightened.push(name);
    } catch {
      // Gone meanwhile, or not ours to change: what reads it says so.
    }
  }
  return tightened;
}
