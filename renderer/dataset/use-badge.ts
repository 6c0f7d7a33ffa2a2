import { useQuery } from '@tanstack/react-query';
import { unwrap } from '../queries/call-bridge';
import { useConnectionNamespace } from '../state/connection-store';
import { getBridge } from '../bridge/get-bridge';

const HOUR = 60 * 60 * 1000;

/**
 * A quality badge's query key, in the style of app/query-keys.ts: under the connection's
 * namespace (so switching connection never mixes them), but not one of the persisted marketplace
 * resources — a badge is cheap to fetch again and spends no quota.
 */
const badgeQueryKey = (namespace: string, url: string) => ['marketplace', namespace, 'badge', url] as const;

/**
 * The marketplace's badge image for `url` (a quality record's `badge_url`), fetched by the core
 * (`datasets:badge`) as a `data:` URL: the page itself loads no image from any server. Not gated
 * by the quota (no key is sent, nothing is spent); not retried (a missing badge is just hidden).
 */
export function useBadge(url: string) {
  const namespace = useConnectionNamespace();
  return useQuery({
    queryKey: badgeQueryKey(namespace, url),
    queryFn: () => unwrap(getBridge().getBadge({ url })),
    staleTime: 24 * HOUR,
    gcTime: 24 * HOUR,
    retry: false,
  });
}
