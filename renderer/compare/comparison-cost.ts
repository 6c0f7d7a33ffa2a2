/**
 * What a comparison will spend before it opens: the comparison loads each dataset's detail,
 * quality and licence records, using any the cache holds however old (use-compared-datasets.ts),
 * so it costs one request per record the cache does not hold.
 */
import type { QueryClient } from '@tanstack/react-query';
import { queryKeys } from '../queries/query-keys';

const RECORDS = [queryKeys.dataset, queryKeys.quality, queryKeys.license] as const;

export function comparisonCost(queryClient: QueryClient, namespace: string, ids: readonly string[]): number {
  return ids.reduce((sum, id) => sum + RECORDS.filter((key) => queryClient.getQueryData(key(namespace, id)) === undefined).length, 0);
}

export function costWords(requests: number): string {
  return requests === 0 ? 'no request' : requests === 1 ? '1 request' : `${requests} requests`;
}
