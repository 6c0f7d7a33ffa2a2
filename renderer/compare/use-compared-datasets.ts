import { useQueries, useQueryClient } from '@tanstack/react-query';
import { withPart, type RecordState } from '../../shared/domain/fact-state';
import type { DatasetDetailReading } from '../../shared/domain/readings/dataset-reading';
import type { LicenseReading } from '../../shared/domain/readings/license-reading';
import type { QualityReading } from '../../shared/domain/readings/quality-reading';
import { useConnectionNamespace } from '../state/connection-store';
import { recordStateOf, useQuotaStop } from '../facts/record-state';
import { datasetRecordQueries, findListSeed } from '../dataset/use-dataset';
import type { ComparedDataset } from './compare-rows';

export interface ComparedDatasets {
  datasets: ComparedDataset[];
  /** Records still on their way. */
  loading: number;
  /** Records not loaded because today's quota is used up. */
  waitingForQuota: number;
  /** Records that failed (their cells say "Not loaded", with the errors). */
  errors: unknown[];
}

/**
 * The detail, quality and licence records of each compared dataset, each in its state. Records
 * already cached are used as they are, however old: the comparison sends a request only for a
 * record not yet loaded (and none at quota 0). A list item from a cached search stands in for a
 * detail record not received yet.
 */
export function useComparedDatasets(ids: readonly string[]): ComparedDatasets {
  const namespace = useConnectionNamespace();
  const queryClient = useQueryClient();
  const quota = useQuotaStop();
  const kinds = ['detail', 'quality', 'license'] as const;
  const results = useQueries({
    queries: ids.flatMap((id) => kinds.map((kind) => ({ ...datasetRecordQueries[kind](namespace, id), enabled: !quota.blocked, refetchOnMount: false }))),
  });
  const states = results.map((result) => recordStateOf<unknown>(result, quota));
  const datasets = ids.map((id, index): ComparedDataset => {
    const [detail, quality, license] = kinds.map((_, kind) => states[index * kinds.length + kind]!);
    return {
      id,
      record: withPart(detail as RecordState<DatasetDetailReading>, findListSeed(queryClient, namespace, id)),
      quality: quality as RecordState<QualityReading>,
      license: license as RecordState<LicenseReading>,
    };
  });
  return {
    datasets,
    loading: results.filter((result) => result.isPending && result.fetchStatus === 'fetching').length,
    waitingForQuota: states.filter((state) => state.state === 'not-known' && state.why.reason === 'quota').length,
    errors: results.filter((result) => result.isError && result.data === undefined).map((result) => result.error),
  };
}
