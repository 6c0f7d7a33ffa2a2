/**
 * The records an export needs and the app does not hold: what its "Load N records · N requests"
 * offer loads, and what the export names at its top when made without them. Read from the records'
 * states in the cache (cached-record-state.ts), so the screen's offer and the file count the same.
 */
import { pendingOf, type RecordState } from '../../shared/domain/fact-state';
import type { CachedDataset } from '../facts/cached-record-state';

/** A dataset's record: its detail record (`record`), its quality record or its licence record. */
export type RecordKind = keyof CachedDataset;

export interface RecordToLoad {
  id: string;
  kind: RecordKind;
}

/**
 * Whether loading the record would send a request: it is not received, not on its way, and not of
 * a dataset the marketplace answered 404 for (that is not asked again).
 */
function costsRequest(state: RecordState<unknown, unknown>): boolean {
  const why = pendingOf(state);
  if (why === undefined || why.reason === 'loading') return false;
  return !(why.reason === 'failed' && why.error.kind === 'not_found');
}

/** The records of `kinds` the app does not hold of a dataset and could load. */
export function recordsToLoad(id: string, cached: CachedDataset, kinds: readonly RecordKind[]): RecordToLoad[] {
  return kinds.filter((kind) => costsRequest(cached[kind])).map((kind) => ({ id, kind }));
}

/** Each record once. */
export function distinctRecords(records: readonly RecordToLoad[]): RecordToLoad[] {
  const seen = new Map<string, RecordToLoad>();
  for (const record of records) seen.set(`${record.kind}\n${record.id}`, record);
  return [...seen.values()];
}

/** "Load 2 records · 2 requests": each record is one request. */
export function loadWords(count: number): { action: string; cost: string } {
  return { action: `Load ${count === 1 ? '1 record' : `${count} records`}`, cost: count === 1 ? '1 request' : `${count} requests` };
}
