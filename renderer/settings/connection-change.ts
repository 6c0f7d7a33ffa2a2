/**
 * What the renderer does after the core switched marketplace or key: take the core's new status,
 * and make sure nothing cached for the old one is shown as if it came from the new one (query
 * keys carry the connection's namespace: a record is only ever read for the one it came from).
 */
import type { Query, QueryClient } from '@tanstack/react-query';
import type { ConnectionStatus } from '../../shared/ipc/ipc-contract';
import { useConnectionHealth } from '../state/connection-health';
import { connectionNamespace, useConnectionStore } from '../state/connection-store';
import { queryKeys } from '../queries/query-keys';
import { forgetCheck } from '../compatibility/check-request-store';

const failedAndEmpty = (query: Query) => query.state.status === 'error' && query.state.data === undefined;

export function applyConnectionChange(queryClient: QueryClient, before: ConnectionStatus | null, after: ConnectionStatus): void {
  useConnectionStore.getState().setStatus(after);
  // A problem seen with the old marketplace or key says nothing about the new one.
  useConnectionHealth.getState().clear();
  if (before === null) return;
  const oldNamespace = connectionNamespace(before);

  if (oldNamespace !== connectionNamespace(after)) {
    // Another marketplace: its requests end, and a failure seen there goes. What it sent stays
    // under its own namespace (never read for another one) and is saved with the rest, so a
    // switch back, even after a restart, shows it again with no request.
    void queryClient.cancelQueries({ queryKey: queryKeys.connection(oldNamespace) });
    queryClient.removeQueries({ queryKey: queryKeys.connection(oldNamespace), predicate: failedAndEmpty });
    forgetCheck();
    return;
  }
  if (before.maskedKey !== after.maskedKey || before.hasKey !== after.hasKey) {
    // Same marketplace, another key (maybe another account, other scopes): the account record is
    // the old key's; the rest is marked stale and reloads when next shown, not all at once.
    queryClient.removeQueries({ queryKey: queryKeys.resource(oldNamespace, 'account') });
    // A failure with the old key (a missing or refused one above all) says nothing of the new one: a failed
    // query that holds nothing goes, so the screen showing it asks again when next shown, not "failed a moment ago".
    queryClient.removeQueries({ queryKey: queryKeys.connection(oldNamespace), predicate: failedAndEmpty });
    void queryClient.invalidateQueries({ queryKey: queryKeys.connection(oldNamespace), refetchType: 'none' });
  }
}
