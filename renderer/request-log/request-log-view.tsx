import { useEffect, useState, useSyncExternalStore } from 'react';
import type { RequestLog } from '../../shared/ipc/ipc-contract';
import { getBridge } from '../bridge/get-bridge';
import { useSessionStatsStore, followSessionStats } from '../account/session-stats-store';
import { ExportMenu } from '../export/export-menu';
import { exportMeta } from '../export/export-meta';
import { Button } from '../ui/controls/button';
import { formatNumber } from '../../shared/display/format';
import { appCacheSavings } from '../account/app-cache-savings';
import { ANSWERED_WORDS, COUNTED_WORDS, logRows, requestLogExport, summarise } from './log-rows';
import './request-log.css';

/** Rows shown before "Show all". */
const FIRST_ROWS = 50;
/** The log is read again this long after the core's counters last moved (one read for a burst). */
const REREAD_MS = 250;

function useRequestLog(): RequestLog | null {
  const [log, setLog] = useState<RequestLog | null>(null);
  const stats = useSessionStatsStore((store) => store.stats);
  const first = log === null;
  useEffect(() => followSessionStats(), []);
  useEffect(() => {
    let live = true;
    const timer = setTimeout(
      () => {
        getBridge()
          .getRequestLog()
          .then(
            (result) => {
              if (live && result.ok) setLog(result.value);
            },
            () => undefined,
          );
      },
      first ? 0 : REREAD_MS,
    );
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [stats, first]);
  return log;
}

const time = (iso: string) => new Date(iso).toLocaleTimeString(undefined, { hour: '2-digit', minute: '2-digit', second: '2-digit' });

/** This session's requests, as an API client's history shows them, with an export that never holds the key. */
export function RequestLogView() {
  const log = useRequestLog();
  // Re-rendered on each new hit (the count only grows; the list stops growing at its cap).
  useSyncExternalStore(appCacheSavings.subscribe, appCacheSavings.count);
  const [all, setAll] = useState(false);
  const rows = logRows(log, appCacheSavings.hits());
  const summary = summarise(rows);
  const shown = all ? rows : rows.slice(0, FIRST_ROWS);
  return (
    <section className="feature-card request-log" aria-labelledby="request-log-title">
      <div className="request-log__header">
        <h2 id="request-log-title" className="feature-card__title">
          Requests this session
        </h2>
        <ExportMenu what="request log" disabled={rows.length === 0} table={() => requestLogExport(rows, exportMeta())} />
      </div>
      <p className="muted request-log__summary">
        {log === null ? (
          'Reading the log…'
        ) : (
          <>
            <span className="tabular">{formatNumber(summary.sent)}</span> sent, <span className="tabular">{formatNumber(summary.counted)}</span> counted against
            the quota by the marketplace’s rule (a request with a key uses a unit unless it is answered 401, 429 or 5xx),{' '}
            <span className="tabular">{formatNumber(summary.fromCache)}</span> answered by the cache with nothing sent (listed since{' '}
            {time(new Date(appCacheSavings.since).toISOString())}).
            {log.dropped > 0 && ` The ${formatNumber(log.dropped)} oldest are no longer listed.`}
          </>
        )}
      </p>
      {rows.length > 0 && (
        <div className="request-log__scroll" tabIndex={0} role="region" aria-label="Request log table">
          <table className="request-log__table">
            <thead>
              <tr>
                <th scope="col">Time</th>
                <th scope="col">Method</th>
                <th scope="col">Path</th>
                <th scope="col">Status</th>
                <th scope="col">Quota</th>
                <th scope="col">Answered by</th>
                <th scope="col" title="X-RateLimit-Remaining of the answer">
                  Left after
                </th>
              </tr>
            </thead>
            <tbody>
              {shown.map((row) => (
                <tr key={row.key} className={`request-log__row request-log__row--${row.answeredBy}`}>
                  <td className="tabular">
                    <time dateTime={row.at}>{time(row.at)}</time>
                  </td>
                  <td>{row.method}</td>
                  <td className="request-log__path">
                    <code>{row.path}</code>
                    {row.keyCheck && <span className="muted"> (checking a key)</span>}
                  </td>
                  <td className="tabular">{row.status}</td>
                  <td>{COUNTED_WORDS[row.counted]}</td>
                  <td>{ANSWERED_WORDS[row.answeredBy]}</td>
                  <td className="tabular">{row.remainingAfter === null ? '—' : formatNumber(row.remainingAfter)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {rows.length > shown.length && (
        <Button size="sm" variant="ghost" onClick={() => setAll(true)}>
          Show all {formatNumber(rows.length)}
        </Button>
      )}
    </section>
  );
}
