/**
 * Reads and writes `window-state.json` in userData. A missing or damaged file means "no saved
 * state" (the window opens at its default place); it never stops the app from starting.
 */
import { promises as fs } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { writeJsonAtomic } from '../core/storage/atomic-file';
import type { SavedWindowState } from './window-bounds';

const WINDOW_STATE_FILE_NAME = 'window-state.json';

const savedWindowStateSchema = z.object({
  bounds: z.object({
    x: z.number().finite(),
    y: z.number().finite(),
    width: z.number().finite().positive(),
    height: z.number().finite().positive(),
  }),
  isMaximized: z.boolean(),
});

export async function loadWindowState(userDataDir: string): Promise<SavedWindowState | null> {
  try {
    const text = await fs.readFile(path.join(userDataDir, WINDOW_STATE_FILE_NAME), 'utf8');
    const parsed = savedWindowStateSchema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

export async function saveWindowState(userDataDir: string, state: SavedWindowState): Promise<void> {
  await writeJsonAtomic(path.join(userDataDir, WINDOW_STATE_FILE_NAME), state);
}
