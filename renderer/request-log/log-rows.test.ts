import { describe, expect, it } from 'vitest';
import type { LoggedRequest } from '../../shared/ipc/ipc-contract';
import { logRows, requestLogExport, summarise } from './log-rows';

const sent = (id: number, at: string, status: number | null, counted: LoggedRequest['counted']): LoggedRequest => ({
  id,
  at,
  method: 'GET',
  path: '/v1/datasets?q=cats',
  status,
  failure: status === null ? 'timeout' : null,
  counted,
  remainingAfter: status === null ? null : 90,
  keyCheck: false,
});

describe('the request log rows', () => {
  const log = {
    startedAt: '2026-11-26T10:00:00.000Z',
    dropped: 0,
    entries: [sent(1, '2026-11-26T10:00:01.000Z', 200, 'yes'), sent(2, '2026-11-26T10:00:03.000Z', null, 'unknown')],
  };
  const hits = [
    { at: Date.parse('2026-11-26T10:00:02.000Z'), queryKey: ['marketplace', 'embedded:built-in', 'quality', 'ds/1'] },
    { at: Date.parse('2026-11-26T10:00:04.000Z'), queryKey: ['marketplace', 'embedded:built-in', 'lists', { q: 'cats', per_page: 20 }] },
    { at: Date.parse('2026-11-26T10:00:05.000Z'), queryKey: ['not-a-marketplace-query'] },
  ];

  it('puts sent requests and cache answers in one list, newest first, the cache ones uncounted', () => {
    const rows = logRows(log, hits);
    expect(rows.map((row) => [row.path, row.status, row.counted, row.answeredBy])).toEqual([
      ['/v1/datasets?q=cats&per_page=20', '—', 'no', 'cache'],
      ['/v1/datasets?q=cats', 'no answer in time', 'unknown', 'none'],
      ['/v1/datasets/ds%2F1/quality', '—', 'no', 'cache'],
      ['/v1/datasets?q=cats', '200', 'yes', 'marketplace'],
    ]);
    expect(summarise(rows)).toEqual({ sent: 2, counted: 1, fromCache: 2 });
  });

  it('exports the same rows with what they add up to', () => {
    const table = requestLogExport(logRows(log, hits), [['Exported', 'now']]);
    expect(table.meta).toEqual([
      ['Exported', 'now'],
      ['Sent', '2'],
      ['Counted against the quota', '1'],
      ['Answered by the cache', '2'],
    ]);
    expect(table.rows[3]).toEqual(['2026-11-26T10:00:01.000Z', 'GET', '/v1/datasets?q=cats', '200', 'Counted', 'Marketplace', '90', '']);
  });
});
