/**
 * Which compared datasets the user agreed to load records for, this session: the comparison sends
 * no request for a dataset until then, however Compare was reached (the sidebar, the keyboard, the
 * last view restored). "Compare these" in the tray stated its cost on its own button, so pressing it
 * is the agreement; on the Compare screen "Load the records" says its cost and is. Kept in memory
 * only: after a restart, records the saved cache does not hold wait for a new agreement.
 */
import { create } from 'zustand';
import type { RecordQueryLike } from '../facts/record-state';
import { toAppError } from '../queries/call-bridge';

const useAgreed = create<{ keys: ReadonlySet<string> }>(() => ({ keys: new Set() }));

const keyOf = (namespace: string, id: string) => `${namespace}\n${id}`;

export function agreeToLoad(namespace: string, ids: readonly string[]): void {
  useAgreed.setState(({ keys }) => ({ keys: new Set([...keys, ...ids.map((id) => keyOf(namespace, id))]) }));
}

/** For each of `ids`, whether the user agreed to load its records on this connection. */
export function useAgreedToLoad(namespace: string, ids: readonly string[]): boolean[] {
  const keys = useAgreed((store) => store.keys);
  return ids.map((id) => keys.has(keyOf(namespace, id)));
}

/** Forgets every agreement (tests). */
export function resetAgreements(): void {
  useAgreed.setState({ keys: new Set() });
}

/** A record of a compared dataset, as its query has it, and whether its dataset was agreed to. */
export interface ComparedRecord extends Pick<RecordQueryLike<unknown>, 'data' | 'isError' | 'error'> {
  agreed: boolean;
}

/**
 * Whether a record costs a request to load: it is not held, and its dataset is not one the
 * marketplace answered 404 for (that is not asked again).
 */
export function costsRequest(record: Pick<ComparedRecord, 'data' | 'isError' | 'error'>): boolean {
  if (record.data !== undefined) return false;
  return !(record.isError && toAppError(record.error).kind === 'not_found');
}

/**
 * Whether loading this record would spend a request the user has not agreed to: it costs one, and
 * either its dataset was never agreed to or its one request failed (asking again is a new request).
 */
export function needsAgreement(record: ComparedRecord): boolean {
  return costsRequest(record) && (record.isError || !record.agreed);
}

/**
 * Whether the record's query may send its request now: agreed to, not held (a held record is used
 * however old, so enabling it never refetches), and the quota not used up.
 */
export function mayFetch(record: ComparedRecord, quotaBlocked: boolean): boolean {
  return record.agreed && record.data === undefined && !quotaBlocked;
}
