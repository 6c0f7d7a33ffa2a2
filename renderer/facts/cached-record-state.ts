/**
 * A dataset's records in their state (shared/domain/fact-state.ts) from the query cache alone, for the
 * exports: they say what the app has when they are made and never send a request. A record
 * nothing has asked for is "not asked" (never "loading", which nothing would end).
 */
import { useQueryClient, type QueryClient, type QueryKey } from '@tanstack/react-query';
import { NOT_ASKED, notKnown, withPart, type RecordState } from '../../shared/domain/fact-state';
import type { DatasetDetailReading, DatasetSummaryReading } from '../../shared/domain/readings/dataset-reading';
import type { LicenseReading } from '../../shared/domain/readings/license-reading';
import type { QualityReading } from '../../shared/domain/readings/quality-reading';
import { findListSeed } from '../dataset/use-dataset';
import { useConnectionNamespace } from '../state/connection-store';
import { queryKeys } from '../queries/query-keys';
import { recordStateOf, useQuotaStop, type QuotaStop } from './record-state';

/** A query as the cache holds it now, in the shape the record readers take (no observer needed). */
export function heldQuery<T>(queryClient: QueryClient, key: QueryKey) {
  const cached = queryClient.getQueryState<T>(key);
  return { data: cached?.data, isError: cached?.status === 'error', error: cached?.error ?? null, fetchStatus: cached?.fetchStatus ?? 'idle' };
}

export function cachedRecordState<T>(queryClient: QueryClient, key: QueryKey, quota: QuotaStop): RecordState<T> {
  const query = heldQuery<T>(queryClient, key);
  const asked = query.data !== undefined || query.isError || query.fetchStatus !== 'idle';
  return asked || quota.blocked ? recordStateOf(query, quota) : notKnown(NOT_ASKED);
}

export interface CachedDataset {
  /** The detail record, or a cached list item standing in for it. */
  record: RecordState<DatasetDetailReading, DatasetSummaryReading>;
  quality: RecordState<QualityReading>;
  license: RecordState<LicenseReading>;
}

export function cachedDataset(queryClient: QueryClient, namespace: string, id: string, quota: QuotaStop): CachedDataset {
  return {
    record: withPart(cachedRecordState<DatasetDetailReading>(queryClient, queryKeys.dataset(namespace, id), quota), findListSeed(queryClient, namespace, id)),
    quality: cachedRecordState(queryClient, queryKeys.quality(namespace, id), quota),
    license: cachedRecordState(queryClient, queryKeys.license(namespace, id), quota),
  };
}

/** What the app has of a dataset now, by id, from this connection's cache. */
export function useCachedDatasets(): (id: string) => CachedDataset {
  const queryClient = useQueryClient();
  const namespace = useConnectionNamespace();
  const quota = useQuotaStop();
  return (id) => cachedDataset(queryClient, namespace, id, quota);
}
