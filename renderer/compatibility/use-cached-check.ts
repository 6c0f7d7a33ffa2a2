import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useSyncExternalStore } from 'react';
import type { UseCase } from '../../shared/wire/api-types';
import { useConnectionNamespace } from '../state/connection-store';
import { queryKeys } from '../queries/query-keys';

/**
 * When the marketplace answered this check (ms), if its answer is in the cache: showing it again
 * costs no request (use-compatibility-check.ts never asks again on its own). null: not checked yet,
 * so checking costs one request. Follows the cache as answers arrive and leave.
 */
export function useCachedCheck(datasetIds: readonly string[] | null, useCase: UseCase): number | null {
  const queryClient = useQueryClient();
  const namespace = useConnectionNamespace();
  const subscribe = useCallback((onChange: () => void) => queryClient.getQueryCache().subscribe(onChange), [queryClient]);
  const answeredAt = () => {
    if (datasetIds === null) return null;
    const state = queryClient.getQueryState(queryKeys.compatibility(namespace, datasetIds, useCase));
    return state?.data === undefined ? null : state.dataUpdatedAt;
  };
  return useSyncExternalStore(subscribe, answeredAt);
}
