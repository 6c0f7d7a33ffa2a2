/**
 * `settings.json` in the user data folder: the chosen connection and the renderer's UiState.
 * Written atomically. A file that cannot be read is moved aside, defaults are used, and a
 * notice tells the user what happened and where the old file is.
 */
import path from 'node:path';
import { z } from 'zod';
import { uiStateSchema, type UiState } from '../../shared/ipc-contract';
import { readJsonFile, writeJsonAtomic } from './atomic-file';
import { normaliseBaseUrl } from './base-url';
import { describeZodIssue } from './failure-text';

export type ConnectionSetting = { kind: 'embedded' } | { kind: 'custom'; baseUrl: string };

export interface Settings {
  version: 1;
  connection: ConnectionSetting;
  uiState: UiState | null;
}

export const SETTINGS_FILE = 'settings.json';

const settingsSchema = z.object({
  version: z.literal(1),
  connection: z.discriminatedUnion('kind', [
    z.object({ kind: z.literal('embedded') }),
    z.object({
      kind: z.literal('custom'),
      baseUrl: z.string().refine((value) => normaliseBaseUrl(value).ok, 'is not a valid marketplace address'),
    }),
  ]),
  uiState: uiStateSchema.nullable(),
});

export function defaultSettings(): Settings {
  return { version: 1, connection: { kind: 'embedded' }, uiState: null };
}

export interface SettingsStore {
  readonly file: string;
  current(): Settings;
  /** Things the user should know about the settings file (e.g. it was reset). */
  notices(): string[];
  setConnection(connection: ConnectionSetting): Promise<void>;
  setUiState(uiState: UiState): Promise<void>;
}

function acceptSettings(raw: unknown): Settings {
  const parsed = settingsSchema.safeParse(raw);
  if (!parsed.success) throw new Error(`it has an unexpected shape (${describeZodIssue(parsed.error.issues[0])})`);
  return parsed.data;
}

export async function openSettingsStore(userDataDir: string, now: () => Date = () => new Date()): Promise<SettingsStore> {
  const file = path.join(userDataDir, SETTINGS_FILE);
  const notices: string[] = [];
  let settings = defaultSettings();
  const read = await readJsonFile(file, acceptSettings, now());
  if (read.state === 'ok') settings = read.value;
  if (read.state === 'corrupt') {
    const where = read.movedTo ? ` The old file was kept as ${path.basename(read.movedTo)}.` : '';
    notices.push(`Your settings file could not be read (${read.reason}), so the default settings are in use.${where}`);
    await writeJsonAtomic(file, settings);
  }

  /** Changes apply in memory at once (so concurrent changes combine) and reach the disk in order. */
  function change(update: Partial<Settings>): Promise<void> {
    settings = { ...settings, ...update };
    return writeJsonAtomic(file, settings);
  }

  return {
    file,
    current: () => settings,
    notices: () => [...notices],
    setConnection: (connection) => change({ connection }),
    setUiState: (uiState) => change({ uiState }),
  };
}
