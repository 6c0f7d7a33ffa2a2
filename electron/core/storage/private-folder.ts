/**
 * The user data folder holds the screen state, the shortlist, the saved results and the built-in
 * marketplace's accounts: it is the user's alone, every folder in it 0700 and every file 0600,
 * made so when created and tightened when found open to others (as an older version may have left
 * them). The modes and helpers: shared/node-support/private-files.ts.
 */
import { promises as fs } from 'node:fs';
import { ensurePrivateFolder, tightenPrivateFiles } from '../../../shared/node-support/private-files';

export { ensurePrivateFolder, PRIVATE_FILE_MODE, PRIVATE_FOLDER_MODE } from '../../../shared/node-support/private-files';

/** A folder of the app's state as found at start, when it exists: it and the files in it tightened. */
export async function tightenStateFolder(folder: string): Promise<void> {
  try {
    if (!(await fs.stat(folder)).isDirectory()) return;
  } catch {
    return;
  }
  await ensurePrivateFolder(folder);
  await tightenPrivateFiles(folder);
}
