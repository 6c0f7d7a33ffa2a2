import { useQuery } from '@tanstack/react-query';
import { unwrap } from '../app/call-bridge';
import { useConnectionNamespace } from '../app/connection-store';
import { queryKeys } from '../app/query-keys';
import { getBridge } from '../bridge/get-bridge';
import { useQuotaGate } from '../quota/use-quota-gate';
import type { CheckRequest } from './check-request-store';

/**
 * The result of one asked-for check. Keyed by connection, sorted ids and use case, so the same
 * check is answered from the cache while fresh (the cache policy of 'compatibility') and never
 * sent twice at once. Nothing is requested while the quota is used up (a saved result still shows).
 */
export function useCompatibilityCheck(request: CheckRequest) {
  const namespace = useConnectionNamespace();
  const { blocked } = useQuotaGate();
  return useQuery({
    queryKey: queryKeys.compatibility(namespace, request.datasetIds, request.useCase),
    queryFn: () => unwrap(getBridge().checkCompatibility({ dataset_ids: request.datasetIds, use_case: request.useCase })),
    enabled: !blocked,
  });
}
