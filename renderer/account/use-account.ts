import { useQuery } from '@tanstack/react-query';
import { unwrap } from '../queries/call-bridge';
import { useConnectionNamespace, useConnectionStore } from '../state/connection-store';
import { queryKeys } from '../queries/query-keys';
import { getBridge } from '../bridge/get-bridge';
import { useQuotaGate } from '../quota/use-quota-gate';

/**
 * The key owner's profile and usage (GET /v1/me). Not requested while the quota is used up, or
 * while `enabled` is false (a cached record still shows).
 */
export function useAccount({ enabled = true }: { enabled?: boolean } = {}) {
  const namespace = useConnectionNamespace();
  const maskedKey = useConnectionStore((store) => store.status?.maskedKey ?? null);
  const { blocked } = useQuotaGate();
  return useQuery({
    queryKey: queryKeys.account(namespace, maskedKey),
    queryFn: () => unwrap(getBridge().getAccount()),
    enabled: enabled && !blocked,
  });
}
