/**
 * The user's shortlist, per connection (`shortlist.json`): each dataset as it was listed when
 * starred, with a note. The Shortlist screen, the comparison and the exports read it without a
 * request, so it works at quota 0 and after a restart. Changes are written atomically, in order;
 * a change the disk could not take changes nothing and says why.
 */
import path from 'node:path';
import { z } from 'zod';
import type { Result } from '../../../shared/domain/app-error';
import type { Shortlist, ShortlistEntry, ShortlistListing } from '../../../shared/ipc/ipc-contract';
import { MAX_NOTE_LENGTH, MAX_SHORTLIST } from '../../../shared/domain/limits';
import { shortlistEntrySchema } from '../../../shared/ipc/ipc-schemas';
import { readJsonFile, writeJsonAtomic } from './atomic-file';
import { describeFileFailure } from '../failure-text';

export const SHORTLIST_FILE = 'shortlist.json';

const storedEntrySchema = shortlistEntrySchema.extend({ note: z.string().max(MAX_NOTE_LENGTH), addedAt: z.string().max(40) });

/** Every valid entry of every connection; invalid entries are dropped, the rest kept. */
function acceptStored(raw: unknown): Map<string, ShortlistEntry[]> {
  const connections = (raw as { connections?: unknown } | null)?.connections;
  if (typeof connections !== 'object' || connections === null) throw new Error('it has no connections');
  const lists = new Map<string, ShortlistEntry[]>();
  for (const [connectionId, entries] of Object.entries(connections)) {
    if (!Array.isArray(entries)) continue;
    lists.set(
      connectionId,
      entries.flatMap((entry) => {
        const parsed = storedEntrySchema.safeParse(entry);
        return parsed.success ? [parsed.data] : [];
      }),
    );
  }
  return lists;
}

export interface ShortlistStore {
  get(connectionId: string): Shortlist;
  add(connectionId: string, listing: ShortlistListing): Promise<Result<Shortlist>>;
  remove(connectionId: string, id: string): Promise<Result<Shortlist>>;
  setNote(connectionId: string, id: string, note: string): Promise<Result<Shortlist>>;
}

export async function openShortlistStore(userDataDir: string, options: { now?: () => Date; log?: (line: string) => void } = {}): Promise<ShortlistStore> {
  const now = options.now ?? (() => new Date());
  const file = path.join(userDataDir, SHORTLIST_FILE);
  const read = await readJsonFile(file, acceptStored, now());
  if (read.state === 'corrupt')
    options.log?.(
      `The shortlist could not be read (${read.reason}); it starts empty${read.movedTo ? `, and the old file was kept as ${path.basename(read.movedTo)}` : ''}.`,
    );
  let lists = read.state === 'ok' ? read.value : new Map<string, ShortlistEntry[]>();
  let queue: Promise<unknown> = Promise.resolve();

  const snapshot = (connectionId: string): Shortlist => ({ entries: (lists.get(connectionId) ?? []).map((entry) => ({ ...entry })) });

  /** Applies `change` to a copy, writes it, and only then keeps it; changes run one after another. */
  function change(connectionId: string, update: (entries: ShortlistEntry[]) => ShortlistEntry[] | string): Promise<Result<Shortlist>> {
    const run = queue.then(async (): Promise<Result<Shortlist>> => {
      const next = update([...(lists.get(connectionId) ?? [])]);
      if (typeof next === 'string') return { ok: false, error: { kind: 'invalid_input', message: next } };
      const nextLists = new Map(lists).set(connectionId, next);
      try {
        await writeJsonAtomic(file, { version: 1, connections: Object.fromEntries(nextLists) });
      } catch (error) {
        return {
          ok: false,
          error: {
            kind: 'storage',
            code: 'shortlist_not_saved',
            message: `The shortlist could not be saved: ${describeFileFailure(error)}. Nothing was changed.`,
          },
        };
      }
      lists = nextLists;
      return { ok: true, value: snapshot(connectionId) };
    });
    queue = run;
    return run;
  }

  return {
    get: snapshot,
    add: (connectionId, listing) =>
      change(connectionId, (entries) => {
        const existing = entries.findIndex((entry) => entry.id === listing.id);
        // Starring again refreshes the listing and keeps the note and the date it was added.
        if (existing >= 0) return entries.map((entry, index) => (index === existing ? { ...listing, note: entry.note, addedAt: entry.addedAt } : entry));
        if (entries.length >= MAX_SHORTLIST) return `The shortlist holds at most ${MAX_SHORTLIST} datasets. Remove one first.`;
        return [...entries, { ...listing, note: '', addedAt: now().toISOString() }];
      }),
    remove: (connectionId, id) => change(connectionId, (entries) => entries.filter((entry) => entry.id !== id)),
    setNote: (connectionId, id, note) =>
      change(connectionId, (entries) => {
        if (!entries.some((entry) => entry.id === id)) return 'That dataset is not on the shortlist.';
        return entries.map((entry) => (entry.id === id ? { ...entry, note } : entry));
      }),
  };
}
