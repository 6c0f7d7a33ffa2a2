/**
 * The request log's rows: the core's requests this session (sent, with their answers) and the
 * window's cache answers (nothing sent), in time order, and the same rows as an export. Neither
 * holds the key: the core's paths have no `api_key`, and a cache answer is written from its
 * query's key.
 */
import type { LoggedRequest, RequestLog } from '../../shared/ipc/ipc-contract';
import { EXPORTED } from '../export/export-meta';
import type { ExportTable } from '../export/export-table';
import type { CacheHit } from '../account/cache-savings';
import { requestOfKey } from './request-of-key';
import { ownValue } from '../../shared/domain/own-keys';

export interface LogRow {
  key: string;
  /** ISO 8601 UTC. */
  at: string;
  method: string;
  path: string;
  status: string;
  counted: 'yes' | 'no' | 'unknown';
  answeredBy: 'marketplace' | 'cache' | 'none';
  remainingAfter: number | null;
  keyCheck: boolean;
}

const FAILURE_WORDS: Record<string, string> = {
  timeout: 'no answer in time',
  network: 'connection failed',
  cancelled: 'cancelled',
  too_large: 'answer too large',
};

function sentRow(entry: LoggedRequest): LogRow {
  return {
    key: `sent-${entry.id}`,
    at: entry.at,
    method: entry.method,
    path: entry.path,
    status: entry.status !== null ? String(entry.status) : (ownValue(FAILURE_WORDS, entry.failure ?? '') ?? 'no answer'),
    counted: entry.counted,
    answeredBy: entry.status !== null ? 'marketplace' : 'none',
    remainingAfter: entry.remainingAfter,
    keyCheck: entry.keyCheck,
  };
}

function cacheRow(hit: CacheHit, index: number): LogRow | null {
  const request = requestOfKey(hit.queryKey);
  if (request === null) return null;
  const query = new URLSearchParams(request.params ?? []).toString();
  return {
    key: `cache-${index}-${hit.at}`,
    at: new Date(hit.at).toISOString(),
    method: request.method,
    path: `${request.path}${query ? `?${query}` : ''}`,
    status: '—',
    counted: 'no',
    answeredBy: 'cache',
    remainingAfter: null,
    keyCheck: false,
  };
}

/** Sent requests and cache answers, newest first. */
export function logRows(log: RequestLog | null, hits: readonly CacheHit[]): LogRow[] {
  const rows = [...(log?.entries ?? []).map(sentRow), ...hits.flatMap((hit, index) => cacheRow(hit, index) ?? [])];
  return rows.sort((a, b) => (a.at < b.at ? 1 : a.at > b.at ? -1 : 0));
}

export const COUNTED_WORDS: Record<LogRow['counted'], string> = { yes: 'Counted', no: 'Not counted', unknown: 'Not known' };
export const ANSWERED_WORDS: Record<LogRow['answeredBy'], string> = { marketplace: 'Marketplace', cache: 'Cache (nothing sent)', none: 'No answer' };

export interface LogSummary {
  sent: number;
  counted: number;
  fromCache: number;
}

export function summarise(rows: readonly LogRow[]): LogSummary {
  return {
    sent: rows.filter((row) => row.answeredBy !== 'cache').length,
    counted: rows.filter((row) => row.counted === 'yes').length,
    fromCache: rows.filter((row) => row.answeredBy === 'cache').length,
  };
}

export function requestLogExport(rows: readonly LogRow[], meta: ExportTable['meta']): ExportTable {
  const summary = summarise(rows);
  return {
    title: 'Request log',
    meta: [
      ...meta,
      ['Sent', String(summary.sent)],
      ['Counted against the quota', String(summary.counted)],
      ['Answered by the cache', String(summary.fromCache)],
    ],
    dates: [EXPORTED, 'Time'],
    columns: ['Time', 'Method', 'Path', 'Status', 'Quota', 'Answered by', 'Left after', 'Key check'],
    rows: rows.map((row) => [
      row.at,
      row.method,
      row.path,
      row.status,
      COUNTED_WORDS[row.counted],
      ANSWERED_WORDS[row.answeredBy],
      row.remainingAfter === null ? '' : String(row.remainingAfter),
      row.keyCheck ? 'yes' : '',
    ]),
  };
}
