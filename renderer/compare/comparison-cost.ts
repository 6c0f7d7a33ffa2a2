/**
 * What a comparison costs, and the one rule for what loading it sends, shared by the tray's "Compare these"
 * and Compare's "Load the records": each record of the compared datasets that costs a request
 * (compare-consent.ts costsRequest) is asked for once, and nothing else is. Records never asked
 * for load when Compare's queries are enabled by the agreement; records whose request failed are
 * asked again here, the core's memory of the failure forgotten first (queries/retry-request.ts).
 */
import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { datasetRecordQueries } from '../dataset/use-dataset';
import { heldQuery } from '../facts/cached-record-state';
import { retryRequest } from '../queries/retry-request';
import { agreeToLoad, costsRequest } from './compare-consent';

export const RECORD_KINDS = ['detail', 'quality', 'license'] as const;

/** The detail, quality and licence queries of each dataset, in that order. */
export const comparedRecordQueries = (namespace: string, ids: readonly string[]): Array<{ queryKey: QueryKey; queryFn: () => Promise<unknown> }> =>
  ids.flatMap((id) => RECORD_KINDS.map((kind) => datasetRecordQueries[kind](namespace, id)));

/** Requests loading the records of `ids` will spend: one per record that costs one. */
export function comparisonCost(queryClient: QueryClient, namespace: string, ids: readonly string[]): number {
  return comparedRecordQueries(namespace, ids).filter((query) => costsRequest(heldQuery(queryClient, query.queryKey))).length;
}

/** The user agreed to the cost of loading `ids`' records: spend it, once (not at all while no request may be sent). */
export function loadComparedRecords(queryClient: QueryClient, namespace: string, ids: readonly string[], requestsAllowed: boolean): void {
  agreeToLoad(namespace, ids);
  if (!requestsAllowed) return;
  const failed = comparedRecordQueries(namespace, ids).filter((query) => {
    const record = heldQuery(queryClient, query.queryKey);
    return record.isError && costsRequest(record);
  });
  if (failed.length > 0) retryRequest(() => Promise.allSettled(failed.map((query) => queryClient.fetchQuery(query))));
}

export function costWords(requests: number): string {
  return requests === 0 ? 'no request' : requests === 1 ? '1 request' : `${requests} requests`;
}
