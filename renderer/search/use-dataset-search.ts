import { nextPageNumber } from '../../shared/display/next-page';
import {
  infiniteQueryOptions,
  keepPreviousData,
  useInfiniteQuery,
  useIsRestoring,
  useQueryClient,
  hashKey,
  type Query,
  type QueryClient,
} from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { FAILURE_MEMORY_MS } from '../../shared/ipc/ipc-contract';
import type { DatasetPageReading, DatasetSummaryReading } from '../../shared/domain/readings/dataset-reading';
import { unwrap } from '../queries/call-bridge';
import { useConnectionNamespace } from '../state/connection-store';
import { cachePolicy } from '../queries/query-client';
import { queryKeys, type DatasetListQuery } from '../queries/query-keys';
import { getBridge } from '../bridge/get-bridge';
import { useQuotaGate } from '../quota/use-quota-gate';

/**
 * Whether the list may ask for a search by itself as it shows it (or switches to it): not when
 * it failed within the core's failure memory (e.g. before the list showed it), where asking again
 * would only repeat the failure. Retry still asks.
 */
export function mayAskAgain(query: Pick<Query, 'state'>, now: number = Date.now()): boolean {
  const { status, errorUpdatedAt } = query.state;
  return !(status === 'error' && now - errorUpdatedAt < FAILURE_MEMORY_MS);
}

/** The items of all loaded pages, in order, each dataset once. */
export function flattenPages(pages: ReadonlyArray<DatasetPageReading>): DatasetSummaryReading[] {
  const seen = new Set<string>();
  const items: DatasetSummaryReading[] = [];
  for (const page of pages) {
    for (const item of page.items) {
      if (seen.has(item.id)) continue;
      seen.add(item.id);
      items.push(item);
    }
  }
  return items;
}

/** One search's query: page 1 first, further pages as the list scrolls. */
function datasetSearchOptions(namespace: string, query: DatasetListQuery) {
  return infiniteQueryOptions({
    queryKey: queryKeys.datasetList(namespace, query),
    queryFn: ({ pageParam }) => unwrap(getBridge().searchDatasets({ ...query, page: pageParam })),
    initialPageParam: 1,
    getNextPageParam: (_last, pages) => nextPageNumber(pages, query.per_page),
    ...cachePolicy('lists'),
  });
}

/**
 * Sends a search the moment its wait is over, before the screen renders for it; the list's own
 * query finds it running or done (one request). A search already cached and fresh sends nothing.
 * Resolves (never rejects) once the answer or the failure is in the cache.
 */
export function startDatasetSearch(queryClient: QueryClient, namespace: string, query: DatasetListQuery): Promise<void> {
  return queryClient.prefetchInfiniteQuery(datasetSearchOptions(namespace, query));
}

/** Whether the search's answer is in the cache and still fresh: showing it sends nothing. */
export function isSearchCached(queryClient: QueryClient, namespace: string, query: DatasetListQuery): boolean {
  // By its hash: find() would hash the key once for every query in the cache, on every render while typing.
  const cached = queryClient.getQueryCache().get(hashKey(queryKeys.datasetList(namespace, query)));
  return cached?.state.data !== undefined && !cached.isStaleByTime(cachePolicy('lists').staleTime);
}

/**
 * Sends the search the screen opens with as the screen starts to render, not once it and its
 * results list have rendered and committed (the list's query asks only then; on a first start
 * that is some 0.1 s later): the list's query then finds it running. Asks only what the list
 * would ask at once: nothing while the saved copy is being restored, at quota 0, or for a search
 * that failed within the core's failure memory; a search cached and fresh sends nothing.
 */
export function useStartSearchAsScreenRenders(query: DatasetListQuery, blocked: boolean): void {
  const queryClient = useQueryClient();
  const namespace = useConnectionNamespace();
  const restoring = useIsRestoring();
  // Once, as the screen mounts: a state initialiser runs in the screen's first render. Prefetching
  // in render is react-query's own pattern (usePrefetchInfiniteQuery); this adds the list's guards.
  useState(() => {
    if (blocked || restoring) return null;
    const state = queryClient.getQueryState(queryKeys.datasetList(namespace, query));
    // With results cached, whether to refresh them is the list's own rule (the quota may say no).
    if (state?.data !== undefined || (state && !mayAskAgain({ state }))) return null;
    void startDatasetSearch(queryClient, namespace, query);
    return null;
  });
}

/**
 * One search as an infinite list: page 1 first, further pages as the list scrolls. Previous
 * results stay on screen while a changed search loads. Nothing is requested while the quota is
 * used up (saved results still show).
 */
export function useDatasetSearch(query: DatasetListQuery) {
  const namespace = useConnectionNamespace();
  const { blocked, low } = useQuotaGate();
  const result = useInfiniteQuery({
    ...datasetSearchOptions(namespace, query),
    placeholderData: keepPreviousData,
    // A search started as its wait ended may have failed before the list showed it: one failure, one request.
    enabled: (search) => !blocked && mayAskAgain(search),
  });
  const pages = result.data?.pages;
  const items = useMemo(() => (pages ? flattenPages(pages) : []), [pages]);
  const total = pages?.[0]?.total?.value;
  return { ...result, items, total, quotaBlocked: blocked, quotaLow: low };
}
