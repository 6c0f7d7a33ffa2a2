/**
 * The user data folder holds the screen state, the shortlist, the saved results and the built-in
 * marketplace's accounts: it is the user's alone (mode 0700), made so when created and tightened
 * when found open to others. On Windows the mode means nothing and the folder's ACL applies.
 */
import { promises as fs } from 'node:fs';

export const PRIVATE_FOLDER_MODE = 0o700;

export async function ensurePrivateFolder(folder: string): Promise<void> {
  await fs.mkdir(folder, { recursive: true, mode: PRIVATE_FOLDER_MODE });
  if (process.platform === 'win32') return;
  const { mode } = await fs.stat(folder);
  if ((mode & 0o077) !== 0) await fs.chmod(folder, mode & ~0o077 & 0o777);
}
