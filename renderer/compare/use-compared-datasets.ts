import { useQueries, useQueryClient } from '@tanstack/react-query';
import { useConnectionNamespace } from '../app/connection-store';
import { datasetRecordQueries, findListSeed } from '../dataset/use-dataset';
import { useQuotaGate } from '../quota/use-quota-gate';
import type { ComparedDataset } from './compare-rows';

export interface ComparedDatasets {
  datasets: ComparedDataset[];
  /** Records still on their way. */
  loading: number;
  /** Records that failed (shown as "not stated", with the errors). */
  errors: unknown[];
}

/**
 * The detail, quality and licence records of each compared dataset. Records already cached are
 * used as they are, however old: the comparison sends a request only for a record not yet loaded
 * (and none at quota 0). A list item from a cached search stands in for a missing detail record.
 */
export function useComparedDatasets(ids: readonly string[]): ComparedDatasets {
  const namespace = useConnectionNamespace();
  const queryClient = useQueryClient();
  const { blocked } = useQuotaGate();
  const kinds = ['detail', 'quality', 'license'] as const;
  const results = useQueries({
    queries: ids.flatMap((id) => kinds.map((kind) => ({ ...datasetRecordQueries[kind](namespace, id), enabled: !blocked, refetchOnMount: false }))),
  });
  const datasets = ids.map((id, index): ComparedDataset => {
    const [detail, quality, license] = kinds.map((_, kind) => results[index * kinds.length + kind]);
    return {
      id,
      record: (detail?.data as ComparedDataset['record']) ?? findListSeed(queryClient, namespace, id),
      quality: quality?.data as ComparedDataset['quality'],
      license: license?.data as ComparedDataset['license'],
    };
  });
  return {
    datasets,
    loading: results.filter((result) => result.isPending && result.fetchStatus === 'fetching').length,
    errors: results.filter((result) => result.isError && result.data === undefined).map((result) => result.error),
  };
}
