import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { ReceivedDatasetList, ReceivedListItem } from '../../shared/received';
import { unwrap } from '../app/call-bridge';
import { useConnectionNamespace } from '../app/connection-store';
import { cachePolicy } from '../app/query-client';
import { queryKeys, type DatasetListQuery } from '../app/query-keys';
import { getBridge } from '../bridge/get-bridge';
import { useQuotaGate } from '../quota/use-quota-gate';

/** Whether another page exists: `meta.has_more` when given, else the total, else a full last page. */
export function nextPageNumber(pages: ReadonlyArray<ReceivedDatasetList>, perPage: number | undefined): number | undefined {
  const last = pages[pages.length - 1];
  if (!last) return undefined;
  const meta = last.meta ?? {};
  const received = Array.isArray(last.data) ? last.data.length : 0;
  if (received === 0) return undefined;
  if (typeof meta.has_more === 'boolean') return meta.has_more ? pages.length + 1 : undefined;
  if (typeof meta.total === 'number') {
    const loaded = pages.reduce((sum, page) => sum + (Array.isArray(page.data) ? page.data.length : 0), 0);
    return loaded < meta.total ? pages.length + 1 : undefined;
  }
  const size = typeof meta.per_page === 'number' ? meta.per_page : perPage;
  return size !== undefined && received >= size ? pages.length + 1 : undefined;
}

/** The items of all loaded pages, in order, each id once, skipping records without an id. */
export function flattenPages(pages: ReadonlyArray<ReceivedDatasetList>): ReceivedListItem[] {
  const seen = new Set<string>();
  const items: ReceivedListItem[] = [];
  for (const page of pages) {
    if (!Array.isArray(page.data)) continue;
    for (const item of page.data) {
      if (typeof item?.id !== 'string' || seen.has(item.id)) continue;
      seen.add(item.id);
      items.push(item);
    }
  }
  return items;
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
    queryKey: queryKeys.datasetList(namespace, query),
    queryFn: ({ pageParam }) => unwrap(getBridge().searchDatasets({ ...query, page: pageParam })),
    initialPageParam: 1,
    getNextPageParam: (_last, pages) => nextPageNumber(pages, query.per_page),
    placeholderData: keepPreviousData,
    enabled: !blocked,
    ...cachePolicy('lists'),
  });
  const pages = result.data?.pages;
  const items = useMemo(() => (pages ? flattenPages(pages) : []), [pages]);
  const firstMeta = pages?.[0]?.meta;
  const total = typeof firstMeta?.total === 'number' ? firstMeta.total : undefined;
  return { ...result, items, total, quotaBlocked: blocked, quotaLow: low };
}
