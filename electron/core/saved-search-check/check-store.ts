/**
 * `saved-search-checks.json`: what the start-up check spent on which local day, and its latest
 * result per saved search. Written atomically before the answer is returned, so a restart the
 * same day knows what was spent; an unreadable file is moved aside and the check starts afresh
 * for the day (at worst one more day's budget).
 */
import path from 'node:path';
import { z } from 'zod';
import type { SavedSearchCheckResult } from '../../../shared/ipc/ipc-contract';
import { readJsonFile, writeJsonAtomic } from '../storage/atomic-file';
import type { SpendRecord } from './check-schedule';

const SAVED_SEARCH_CHECKS_FILE = 'saved-search-checks.json';

export interface CheckRecord extends SpendRecord {
  results: Record<string, SavedSearchCheckResult>;
}

const resultSchema = z.object({
  id: z.string().max(40),
  name: z.string().max(200),
  checkedAt: z.string().max(40),
  lastRunAt: z.string().max(40).optional(),
  count: z.number().int().min(0),
  atLeast: z.boolean(),
  undated: z.number().int().min(0),
});

const recordSchema = z.object({
  version: z.literal(1),
  day: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
  spent: z.number().int().min(0),
  results: z.record(z.string(), resultSchema),
});

export interface CheckStore {
  current(): CheckRecord;
  /** Resolves once `next` is on disk (a failed write still keeps it for this run, and says why). */
  save(next: CheckRecord): Promise<void>;
}

export async function openCheckStore(userDataDir: string, options: { now: () => Date; log: (line: string) => void }): Promise<CheckStore> {
  const file = path.join(userDataDir, SAVED_SEARCH_CHECKS_FILE);
  const read = await readJsonFile(file, (raw) => recordSchema.parse(raw), options.now());
  if (read.state === 'corrupt')
    options.log(
      `The saved searches' check record could not be read (${read.reason}); it starts afresh${read.movedTo ? `, and the old file was kept as ${path.basename(read.movedTo)}` : ''}.`,
    );
  let record: CheckRecord =
    read.state === 'ok' ? { day: read.value.day, spent: read.value.spent, results: read.value.results } : { day: '', spent: 0, results: {} };
  return {
    current: () => record,
    async save(next) {
      record = next;
      try {
        await writeJsonAtomic(file, { version: 1, ...next });
      } catch (error) {
        options.log(`The saved searches' check record could not be saved: ${error instanceof Error ? error.message : String(error)}.`);
      }
    },
  };
}
