/**
 * The saved last view: the results kept from the last session show as soon as the core has read
 * them back, before it says which marketplace it talks to (the embedded one may still be
 * starting). The core checked the copy against the connection it names (the built-in
 * marketplace by its catalog), so its records are that connection's; the screen labels them a
 * saved copy with their age. Should the status, once in, name another connection, the copy's
 * records are dropped and the app says so (`savedViewDropped`).
 */
import type { QueryClient } from '@tanstack/react-query';
import type { ConnectionStatus } from '../../shared/ipc/ipc-contract';
import { queryKeys } from '../queries/query-keys';
import { connectionNamespace, useConnectionStore } from './connection-store';
import type { View } from './ui-store';

/** After the saved copy was restored: shows its last view at once when it holds results of `connection`. */
export function offerSavedView(client: QueryClient, connection: Pick<ConnectionStatus, 'kind' | 'baseUrl'> | null): void {
  if (connection === null || useConnectionStore.getState().status !== null) return;
  const namespace = connectionNamespace(connection);
  const lists = client.getQueryCache().findAll({ queryKey: queryKeys.resource(namespace, 'lists') });
  if (lists.some((query) => query.state.data !== undefined)) useConnectionStore.setState({ savedNamespace: namespace });
}

/** When the status comes: the saved view becomes the connection's view, or is dropped if it named another. Returns the unsubscribe. */
export function followSavedView(client: QueryClient): () => void {
  return useConnectionStore.subscribe(({ status, savedNamespace }) => {
    if (status === null || savedNamespace === null) return;
    const dropped = connectionNamespace(status) !== savedNamespace;
    if (dropped) client.removeQueries({ queryKey: queryKeys.connection(savedNamespace) });
    useConnectionStore.setState({ savedNamespace: null, savedViewDropped: dropped });
  });
}

/** The saved last view is on screen and the connection's status is not in yet: what shows is a saved copy. */
export function useSavedViewOnly(): boolean {
  return useConnectionStore((s) => s.status === null && s.error === null && s.savedNamespace !== null);
}

/** Whether `view` shows its screen: once the status is in, or, for the search, the saved last view before. */
export function useScreenShown(view: View): boolean {
  const savedOnly = useSavedViewOnly();
  return useConnectionStore((s) => s.status !== null) || (savedOnly && view === 'search');
}
