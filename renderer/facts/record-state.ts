/**
 * A record's state (shared/domain/fact-state.ts) from its query: received once it has data; else not known
 * yet, and why: loading, failed (with the error), offline (the marketplace could not be reached) or
 * waiting for the quota (not asked for while it is used up, or refused with a 429 that says so).
 */
import { LOADING, notKnown, received, type NotKnownYet, type RecordState } from '../../shared/domain/fact-state';
import { useQuotaStanding } from '../quota/use-current-quota';
import { toAppError } from '../queries/call-bridge';

/** The parts of a react-query result the state is read from. */
export interface RecordQueryLike<T> {
  data: T | undefined;
  isError: boolean;
  error: unknown;
  fetchStatus: 'fetching' | 'paused' | 'idle';
}

export interface QuotaStop {
  /** No request is sent until the quota resets. */
  blocked: boolean;
  /** When it resets (ms since the epoch), when known. */
  resetTime: number | null;
}

const isoOrNull = (time: number | null) => (time === null ? null : new Date(time).toISOString());

/** Why a request that failed left its record not known: the quota, the connection, or the error itself. */
export function notKnownAfter(error: unknown, quota: QuotaStop): NotKnownYet {
  const appError = toAppError(error);
  if (appError.kind === 'quota_exceeded') return { reason: 'quota', until: appError.resetAt ?? isoOrNull(quota.resetTime) };
  if (appError.kind === 'network') return { reason: 'offline', error: appError };
  return { reason: 'failed', error: appError };
}

export function recordStateOf<T>(query: RecordQueryLike<T>, quota: QuotaStop): RecordState<T> {
  if (query.data !== undefined) return received(query.data);
  if (query.isError) return notKnown(notKnownAfter(query.error, quota));
  if (query.fetchStatus === 'idle' && quota.blocked) return notKnown({ reason: 'quota', until: isoOrNull(quota.resetTime) });
  // Fetching, or about to be asked for (a query waiting for its tab to open counts as loading).
  return notKnown(LOADING);
}

/** Whether the quota stops requests now, and until when: what `recordStateOf` needs. */
export function useQuotaStop(): QuotaStop {
  const { level, resetTime } = useQuotaStanding({ follow: true });
  return { blocked: level === 'exhausted', resetTime };
}

export function useRecordState<T>(query: RecordQueryLike<T>): RecordState<T> {
  return recordStateOf(query, useQuotaStop());
}
