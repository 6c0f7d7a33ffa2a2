/** The app's saved query cache (`query-cache.json` in its user-data directory, written by the core). */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { QUERY_CACHE_FILE } from '../../../electron/core/storage/query-cache-store';

/** Waits until the app has written its query cache after `after` (epoch ms); false if it never does (bounded). */
export async function waitForSavedCache(userDataDir: string, after: number, timeoutMs = 10_000): Promise<boolean> {
  const file = path.join(userDataDir, QUERY_CACHE_FILE);
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (existsSync(file)) {
      try {
        const saved = JSON.parse(readFileSync(file, 'utf8')) as { savedAt?: string; blob?: string };
        if (saved.blob && saved.savedAt && Date.parse(saved.savedAt) >= after) return true;
      } catch {
        // Being replaced right now: read again.
      }
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return false;
}
