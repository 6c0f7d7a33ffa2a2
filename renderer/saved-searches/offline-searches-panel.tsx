import { useQueryClient } from '@tanstack/react-query';
import { queryKeys, type DatasetListQuery } from '../queries/query-keys';
import { useConnectionNamespace } from '../state/connection-store';
import { useUiStore } from '../state/ui-store';
import { Button } from '../ui/controls/button';
import { EmptyState } from '../ui/feedback/empty-state';
import { RelativeTime } from '../ui/display/relative-time';
import { describeSearch, offlineSearches, searchOfQuery, type CachedSearch } from './offline-searches';
import { queryFingerprint } from '../../shared/domain/search-query';

/**
 * At quota 0, for a search that has never run: the banner above already says the quota is used
 * up, so this says only what can be done now, the searches whose results are kept.
 */
export function OfflineSearchesPanel({ current }: { current: DatasetListQuery }) {
  const client = useQueryClient();
  const namespace = useConnectionNamespace();
  const replace = useUiStore((s) => s.updateSearch);
  const cached: CachedSearch[] = client
    .getQueryCache()
    .findAll({ queryKey: queryKeys.resource(namespace, 'lists') })
    .filter((query) => query.state.data !== undefined)
    .map((query) => ({ query: query.queryKey[3] as DatasetListQuery, updatedAt: query.state.dataUpdatedAt }));
  const shown = offlineSearches(cached, queryFingerprint(current), queryFingerprint);

  return (
    <EmptyState title="This search needs a request">
      {shown.length === 0 ? (
        <p>No other search has its results kept yet. The datasets you opened still show from Shortlist and Compare.</p>
      ) : (
        <>
          <p>These searches show without one:</p>
          <ul className="offline-searches">
            {shown.map((entry) => (
              <li key={queryFingerprint(entry.query)}>
                <Button size="sm" onClick={() => replace(searchOfQuery(entry.query), 'chosen')}>
                  {describeSearch(entry.query)}
                </Button>{' '}
                <RelativeTime value={entry.updatedAt} prefix="run" />
              </li>
            ))}
          </ul>
        </>
      )}
    </EmptyState>
  );
}
