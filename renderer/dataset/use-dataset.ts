import { useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { DatasetPageReading, DatasetSummaryReading } from '../../shared/domain/readings/dataset-reading';
import { unwrap } from '../queries/call-bridge';
import { useConnectionNamespace } from '../state/connection-store';
import { cachePolicy } from '../queries/query-client';
import { queryKeys } from '../queries/query-keys';
import { getBridge } from '../bridge/get-bridge';
import { useQuotaGate } from '../quota/use-quota-gate';

interface InfiniteLists {
  pages?: DatasetPageReading[];
}

/** A list item for `id` from any cached search of this connection, to stand in while the detail is not known yet. */
export function findListSeed(queryClient: QueryClient, namespace: string, id: string): DatasetSummaryReading | undefined {
  const lists = queryClient.getQueriesData<InfiniteLists>({ queryKey: queryKeys.resource(namespace, 'lists') });
  for (const [, data] of lists) {
    for (const page of data?.pages ?? []) {
      const found = page?.items?.find((item) => item.id === id);
      if (found) return found;
    }
  }
  return undefined;
}

/** The cached list item of `id`, if any search of this connection loaded it. */
export function useListSeed(id: string | null): DatasetSummaryReading | undefined {
  const namespace = useConnectionNamespace();
  const queryClient = useQueryClient();
  return useMemo(() => (id ? findListSeed(queryClient, namespace, id) : undefined), [queryClient, namespace, id]);
}

/**
 * The detail record. Until it arrives, the pane shows the list item (`useListSeed`) as a part of
 * it (shared/domain/fact-state.ts), never as the record: what only the detail states is not known yet.
 */
export function useDataset(id: string | null) {
  const namespace = useConnectionNamespace();
  const { blocked } = useQuotaGate();
  return useQuery({ ...datasetRecordQueries.detail(namespace, id ?? ''), enabled: id !== null && !blocked });
}

/** The three records of a dataset as query options, shared by its pane and the comparison (one key, one cache entry each). */
export const datasetRecordQueries = {
  detail: (namespace: string, id: string) => ({
    queryKey: queryKeys.dataset(namespace, id),
    queryFn: () => unwrap(getBridge().getDataset({ id })),
    ...cachePolicy('detail'),
  }),
  quality: (namespace: string, id: string) => ({
    queryKey: queryKeys.quality(namespace, id),
    queryFn: () => unwrap(getBridge().getQuality({ id })),
    ...cachePolicy('quality'),
  }),
  license: (namespace: string, id: string) => ({
    queryKey: queryKeys.license(namespace, id),
    queryFn: () => unwrap(getBridge().getLicense({ id })),
    ...cachePolicy('license'),
  }),
};

/** The quality record (LQS), fetched only while `enabled` (e.g. its tab is open). */
export function useQuality(id: string | null, enabled = true) {
  const namespace = useConnectionNamespace();
  const { blocked } = useQuotaGate();
  return useQuery({ ...datasetRecordQueries.quality(namespace, id ?? ''), enabled: id !== null && enabled && !blocked });
}

/** The licence record, fetched only while `enabled`. */
export function useLicense(id: string | null, enabled = true) {
  const namespace = useConnectionNamespace();
  const { blocked } = useQuotaGate();
  return useQuery({ ...datasetRecordQueries.license(namespace, id ?? ''), enabled: id !== null && enabled && !blocked });
}
