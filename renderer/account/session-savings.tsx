import { useEffect } from 'react';
import { formatNumber } from '../ui';
import { appCacheSavings } from './app-cache-savings';
import { useCacheSavings } from './cache-savings';
import { followSessionStats, useSessionStatsStore } from './session-stats-store';

/** "This session: N requests sent, M served from cache". */
export function SessionSavings() {
  const saved = useCacheSavings(appCacheSavings);
  const stats = useSessionStatsStore((store) => store.stats);
  useEffect(() => followSessionStats(), []);

  const sent = stats === null ? '—' : formatNumber(stats.requestsSent);
  return (
    <p className="session-savings">
      <strong>This session:</strong>{' '}
      <span className="tabular" data-testid="session-requests-sent">
        {sent}
      </span>{' '}
      {stats?.requestsSent === 1 ? 'request' : 'requests'} sent to the marketplace,{' '}
      <span className="tabular" data-testid="session-cache-hits">
        {formatNumber(saved)}
      </span>{' '}
      served from the cache without a request.
    </p>
  );
}
