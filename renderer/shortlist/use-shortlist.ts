/**
 * The shortlist, kept by the core per connection (shortlist.json): read once per connection and
 * updated from each change's answer. It costs no marketplace request, so it works at quota 0.
 */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { Result } from '../../shared/domain/app-error';
import type { Shortlist, ShortlistListing } from '../../shared/ipc/ipc-contract';
import { unwrap } from '../queries/call-bridge';
import { useConnectionNamespace } from '../state/connection-store';
import { getBridge } from '../bridge/get-bridge';

/** Not a marketplace resource: the core keeps it, so react-query neither persists nor refreshes it. */
const shortlistQueryKey = (namespace: string) => ['shortlist', namespace] as const;

export function useShortlist() {
  const namespace = useConnectionNamespace();
  return useQuery({
    queryKey: shortlistQueryKey(namespace),
    queryFn: () => unwrap(getBridge().getShortlist()),
    staleTime: Infinity,
    gcTime: Infinity,
  });
}

export interface ShortlistChanges {
  add(listing: ShortlistListing): Promise<Result<Shortlist>>;
  remove(id: string): Promise<Result<Shortlist>>;
  setNote(id: string, note: string): Promise<Result<Shortlist>>;
}

/** Changes go to the core; its answer (the whole list) replaces the cached one. A failed change changes nothing. */
export function useShortlistChanges(): ShortlistChanges {
  const namespace = useConnectionNamespace();
  const queryClient = useQueryClient();
  const apply = useCallback(
    async (pending: Promise<Result<Shortlist>>) => {
      const result = await pending;
      if (result.ok) queryClient.setQueryData(shortlistQueryKey(namespace), result.value);
      return result;
    },
    [queryClient, namespace],
  );
  return {
    add: useCallback((listing) => apply(getBridge().addToShortlist({ entry: listing })), [apply]),
    remove: useCallback((id) => apply(getBridge().removeFromShortlist({ id })), [apply]),
    setNote: useCallback((id, note) => apply(getBridge().setShortlistNote({ id, note })), [apply]),
  };
}
