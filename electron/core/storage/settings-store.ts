/**
 * `settings.json` in the user data folder: the chosen connection and the renderer's UiState.
 * Written atomically, and a change reaches memory only once it is on disk. A file (or a part of
 * it) that cannot be read is kept aside, defaults are used for what was lost, and a notice tells
 * the user what happened and where the old file is. A file that can be neither read nor moved
 * aside is never overwritten: changes then last until the app quits.
 */
import { promises as fs } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import type { Result } from '../../../shared/domain/app-error';
import type { UiState } from '../../../shared/ipc/ipc-contract';
import { savedSearchCheckSettingsSchema, uiStateSchema } from '../../../shared/ipc/ipc-schemas';
import { SAVED_SEARCH_CHECK_BUDGET } from '../../../shared/domain/limits';
import { repairUiState } from './ui-state-repair';
import { corruptCopyName, readJsonFile, writeJsonAtomic } from './atomic-file';
import { normaliseBaseUrl } from '../connection/base-url';
import { describeFileFailure, describeZodIssue } from '../failure-text';

export type ConnectionSetting = { kind: 'embedded' } | { kind: 'custom'; baseUrl: string };

export interface Settings {
  version: 1;
  connection: ConnectionSetting;
  uiState: UiState | null;
  /** The opt-in start-up check of saved searches (later than the first files: optional, off when absent). */
  savedSearchCheck?: SavedSearchCheckSetting;
}

export interface SavedSearchCheckSetting {
  enabled: boolean;
  /** Requests a day. */
  budget: number;
}

export function savedSearchCheckSetting(settings: Settings): SavedSearchCheckSetting {
  return settings.savedSearchCheck ?? { enabled: false, budget: SAVED_SEARCH_CHECK_BUDGET.default };
}

export const SETTINGS_FILE = 'settings.json';

const connectionSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('embedded') }),
  z.object({
    kind: z.literal('custom'),
    baseUrl: z.string().refine((value) => normaliseBaseUrl(value).ok, 'is not a valid marketplace address'),
  }),
]);

export function defaultSettings(): Settings {
  return { version: 1, connection: { kind: 'embedded' }, uiState: null };
}

export interface SettingsStore {
  readonly file: string;
  current(): Settings;
  /** Things the user should know about the settings file (e.g. it was reset). */
  notices(): string[];
  /** Resolves once the change is on disk; a failed write changes nothing and says why. */
  setConnection(connection: ConnectionSetting): Promise<Result<null>>;
  setUiState(uiState: UiState): Promise<Result<null>>;
  setSavedSearchCheck(setting: SavedSearchCheckSetting): Promise<Result<null>>;
}

interface ReadSettings {
  settings: Settings;
  /** The parts that could not be read and were reset, with why. */
  problems: string[];
}

/** The connection and the UI state are checked apart, so a bad UI state does not cost the connection. */
function acceptSettings(raw: unknown): ReadSettings {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) throw new Error('it is not a settings object');
  const candidate = raw as { version?: unknown; connection?: unknown; uiState?: unknown; savedSearchCheck?: unknown };
  if (candidate.version !== 1) throw new Error('it is not a settings file of this version');
  const settings = defaultSettings();
  const problems: string[] = [];
  const connection = connectionSchema.safeParse(candidate.connection);
  if (connection.success) settings.connection = connection.data;
  else problems.push(`the connection (${describeZodIssue(connection.error.issues[0])})`);
  const uiState = uiStateSchema.nullable().safeParse(candidate.uiState ?? null);
  if (uiState.success) settings.uiState = uiState.data;
  else {
    // The parts of the window state that pass are kept; only the others are reset.
    const repaired = repairUiState(candidate.uiState);
    settings.uiState = repaired.state;
    problems.push(
      `the window state's ${repaired.dropped.slice(0, 5).join(', ')}${repaired.dropped.length > 5 ? ` and ${repaired.dropped.length - 5} more` : ''}`,
    );
  }
  if (candidate.savedSearchCheck !== undefined) {
    const check = savedSearchCheckSettingsSchema.safeParse(candidate.savedSearchCheck);
    if (check.success) settings.savedSearchCheck = check.data;
    else problems.push(`the saved searches' start-up check (${describeZodIssue(check.error.issues[0])})`);
  }
  return { settings, problems };
}

export async function openSettingsStore(userDataDir: string, now: () => Date = () => new Date()): Promise<SettingsStore> {
  const file = path.join(userDataDir, SETTINGS_FILE);
  const notices: string[] = [];
  let settings = defaultSettings();
  /** False when the file could be neither read nor moved aside: it is then left untouched. */
  let writable = true;
  const read = await readJsonFile(file, acceptSettings, now());
  if (read.state === 'ok') {
    settings = read.value.settings;
    if (read.value.problems.length > 0) {
      const copy = corruptCopyName(file, now());
      const problems = read.value.problems.join('; ');
      const kept = await fs.copyFile(file, copy, fs.constants.COPYFILE_EXCL).then(
        () => true,
        () => false,
      );
      if (kept) {
        notices.push(`Part of your settings file could not be read (${problems}), so that part was reset. The old file was kept as ${path.basename(copy)}.`);
        await writeJsonAtomic(file, settings).catch(() => undefined);
      } else {
        // No copy, no overwrite: what could not be read stays in the file.
        writable = false;
        notices.push(
          `Part of your settings file could not be read (${problems}) and no copy of it could be kept, so it was left as it is: that part is reset until you quit.`,
        );
      }
    }
  }
  if (read.state === 'corrupt') {
    if (read.movedTo) {
      notices.push(
        `Your settings file could not be read (${read.reason}), so the default settings are in use. The old file was kept as ${path.basename(read.movedTo)}.`,
      );
      await writeJsonAtomic(file, settings).catch(() => undefined);
    } else {
      writable = false;
      notices.push(
        `Your settings file could not be read (${read.reason}) and could not be moved aside, so it was left as it is: the default settings are in use, and changes you make last until you quit.`,
      );
    }
  }

  let queue: Promise<unknown> = Promise.resolve();

  /**
   * Changes run one after another, each on top of the last one saved, so concurrent changes
   * combine. A failed write is told as `<what> could not be saved to <file>: <why><consequence>.`
   */
  function change(update: Partial<Settings>, what: string, consequence = ''): Promise<Result<null>> {
    const run = queue.then(async (): Promise<Result<null>> => {
      const next = { ...settings, ...update };
      if (writable) {
        try {
          await writeJsonAtomic(file, next);
        } catch (error) {
          return {
            ok: false,
            error: {
              kind: 'storage',
              code: 'settings_not_saved',
              message: `${what} could not be saved to ${file}: ${describeFileFailure(error)}${consequence}.`,
            },
          };
        }
      }
      settings = next;
      return { ok: true, value: null };
    });
    queue = run;
    return run;
  }

  return {
    file,
    current: () => settings,
    notices: () => [...notices],
    setConnection: (connection) => change({ connection }, 'Your settings', ', so the connection was not changed'),
    setUiState: (uiState) => change({ uiState }, 'Your theme, search and filters'),
    setSavedSearchCheck: (savedSearchCheck) => change({ savedSearchCheck }, 'The start-up check of saved searches', ', so it was not changed'),
  };
}
