/**
 * Small JSON files that survive a crash mid-write: write a temp file beside the target, fsync
 * it, rename it over the target, fsync the folder. Writes to one file are queued so they land
 * in order. A file that cannot be read as what it should be is moved aside, not overwritten.
 * Every write under a folder a core guards (`guardWritesUnder`: the user data folder) has the
 * keys that core knows taken out first, in every spelling they are found in, so no state file
 * holds one, whatever a server or the window put in it.
 */
import { randomBytes } from 'node:crypto';
import { promises as fs } from 'node:fs';
import path from 'node:path';
import { describeFileFailure } from '../failure-text';
import { PRIVATE_FILE_MODE, PRIVATE_FOLDER_MODE } from './private-folder';

const queues = new Map<string, Promise<unknown>>();

/** What a write's contents pass through: the core's key redaction. */
export interface WriteGuard {
  text(value: string): string;
  deep<T>(value: T): T;
}
/** The guards of each folder (two cores may share one for a moment, as one stops and the next starts). */
const guards = new Map<string, Set<WriteGuard>>();

/** Writes under `folder` go through `guard` from now on, until the returned function is called. */
export function guardWritesUnder(folder: string, guard: WriteGuard): () => void {
  const root = path.resolve(folder);
  let set = guards.get(root);
  if (set === undefined) guards.set(root, (set = new Set()));
  set.add(guard);
  return () => {
    set.delete(guard);
    if (set.size === 0 && guards.get(root) === set) guards.delete(root);
  };
}

function guardsOf(file: string): WriteGuard[] {
  const resolved = path.resolve(file);
  const found: WriteGuard[] = [];
  for (const [root, set] of guards) if (resolved.startsWith(root + path.sep)) found.push(...set);
  return found;
}
/** Files that could be neither read nor moved aside: never overwritten, so nothing in them is lost. */
const untouchable = new Set<string>();

function refuseUntouchable(file: string): void {
  if (untouchable.has(path.resolve(file))) {
    throw new Error(`${file} could not be read or moved aside, so it is left as it is`);
  }
}

async function fsyncFolder(folder: string): Promise<void> {
  let handle: fs.FileHandle | null = null;
  try {
    handle = await fs.open(folder, 'r');
    await handle.sync();
  } catch {
    // Some platforms (Windows) cannot open or fsync a folder; the rename is still atomic there.
  } finally {
    await handle?.close().catch(() => undefined);
  }
}

/** `.<name>.<pid>.<12 hex>.tmp`: the writer's pid tells a crashed run's leftover from a write under way. */
export const TEMP_FILE_PATTERN = /^\.(.+)\.(\d+)\.[0-9a-f]{12}\.tmp$/;

/** `<file>.corrupt-<ISO time with - for : and .>`: where a file that could not be read is kept. */
export function corruptCopyName(file: string, now: Date): string {
  return `${file}.corrupt-${now.toISOString().replace(/[:.]/g, '-')}`;
}
export const CORRUPT_COPY_PATTERN = /^(.+)\.corrupt-\d{4}-\d{2}-\d{2}T[\d-]+Z$/;

async function writeNow(file: string, contents: string): Promise<void> {
  refuseUntouchable(file);
  const folder = path.dirname(file);
  await fs.mkdir(folder, { recursive: true, mode: PRIVATE_FOLDER_MODE });
  const temp = path.join(folder, `.${path.basename(file)}.${process.pid}.${randomBytes(6).toString('hex')}.tmp`);
  const handle = await fs.open(temp, 'w', PRIVATE_FILE_MODE);
  try {
    try {
      await handle.writeFile(contents, 'utf8');
      await handle.sync();
    } finally {
      await handle.close();
    }
    await fs.rename(temp, file);
  } catch (error) {
    // A write that failed (a full disk) leaves no partial temp file taking the space that is short.
    await fs.rm(temp, { force: true }).catch(() => undefined);
    throw error;
  }
  await fsyncFolder(folder);
}

/** Runs `task` after every earlier queued change of `file`. */
function enqueue(file: string, task: () => Promise<void>): Promise<void> {
  const previous = queues.get(file) ?? Promise.resolve();
  const next = previous.catch(() => undefined).then(task);
  queues.set(file, next);
  void next
    .finally(() => {
      if (queues.get(file) === next) queues.delete(file);
    })
    .catch(() => undefined);
  return next;
}

/** Replaces `file` with `contents` atomically; concurrent calls for one file run in call order. */
export function writeFileAtomic(file: string, contents: string): Promise<void> {
  const clean = guardsOf(file).reduce((text, guard) => guard.text(text), contents);
  return enqueue(file, () => writeNow(file, clean));
}

/** Removes `file` in the same queue as its writes, so a write queued before it cannot bring it back. */
export function removeFileAtomic(file: string): Promise<void> {
  return enqueue(file, async () => {
    refuseUntouchable(file);
    await fs.rm(file, { force: true });
  });
}

/**
 * A guarded value's strings are cleaned as JSON has them (a Date as its text), then serialised: a
 * redaction of the serialised text could cut an escape in two.
 */
export function writeJsonAtomic(file: string, value: unknown): Promise<void> {
  const fileGuards = guardsOf(file);
  const json = JSON.stringify(value, null, 2);
  const clean =
    fileGuards.length === 0
      ? json
      : JSON.stringify(
          fileGuards.reduce((current, guard) => guard.deep(current), JSON.parse(json) as unknown),
          null,
          2,
        );
  return enqueue(file, () => writeNow(file, `${clean}\n`));
}

/** Waits for every queued write to finish (used on shutdown). */
export async function flushAtomicWrites(): Promise<void> {
  await Promise.allSettled([...queues.values()]);
}

export type JsonRead<T> =
  | { state: 'missing' }
  | { state: 'ok'; value: T }
  /**
   * The file was unreadable or not the expected shape; it now lives at `movedTo`. When it could
   * not be moved (`movedTo: null`) it stays where it is and writes to it are refused.
   */
  | { state: 'corrupt'; movedTo: string | null; reason: string };

/**
 * Reads a JSON file and checks it with `accept` (which returns the value or throws with a
 * reason). A corrupt file is renamed to `<file>.corrupt-<timestamp>` so nothing is lost.
 */
export async function readJsonFile<T>(file: string, accept: (raw: unknown) => T, now: Date = new Date()): Promise<JsonRead<T>> {
  let reason: string;
  try {
    const text = await fs.readFile(file, 'utf8');
    try {
      return { state: 'ok', value: accept(JSON.parse(text)) };
    } catch (error) {
      reason = error instanceof SyntaxError ? 'it is not valid JSON' : error instanceof Error ? error.message : 'it has an unexpected shape';
    }
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return { state: 'missing' };
    reason = `it could not be read: ${describeFileFailure(error)}`;
  }
  const movedTo = corruptCopyName(file, now);
  try {
    await fs.rename(file, movedTo);
    untouchable.delete(path.resolve(file));
    // The copy keeps the mode an older version may have given the file.
    await fs.chmod(movedTo, PRIVATE_FILE_MODE).catch(() => undefined);
    return { state: 'corrupt', movedTo, reason };
  } catch {
    untouchable.add(path.resolve(file));
    return { state: 'corrupt', movedTo: null, reason };
  }
}
