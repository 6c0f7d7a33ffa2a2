import { useQuery } from '@tanstack/react-query';
import { unwrap } from '../queries/call-bridge';
import { useConnectionNamespace } from '../state/connection-store';
import { queryKeys } from '../queries/query-keys';
import { getBridge } from '../bridge/get-bridge';
import { useQuotaGate } from '../quota/use-quota-gate';
import type { CheckRequest } from './check-request-store';

/**
 * The result of one asked-for check. Keyed by connection, sorted ids and use case, so the same
 * check is never sent twice at once. A check is a charged request that the licences decide, so
 * once answered it is shown again from the cache (after a restart too, while the cache keeps it)
 * and asked again only when the user says so ("Check again"). Nothing is requested while the
 * quota is used up (a saved result still shows).
 */
export function useCompatibilityCheck(request: CheckRequest) {
  const namespace = useConnectionNamespace();
  const { blocked } = useQuotaGate();
  return useQuery({
    queryKey: queryKeys.compatibility(namespace, request.datasetIds, request.useCase),
    queryFn: () => unwrap(getBridge().checkCompatibility({ dataset_ids: request.datasetIds, use_case: request.useCase })),
    enabled: !blocked,
    refetchOnMount: false,
  });
}
