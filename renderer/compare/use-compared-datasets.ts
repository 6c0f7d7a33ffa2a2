import { useQueries, useQueryClient } from '@tanstack/react-query';
import { NOT_ASKED, notKnown, withPart, type RecordState } from '../../shared/domain/fact-state';
import type { DatasetDetailReading } from '../../shared/domain/readings/dataset-reading';
import type { LicenseReading } from '../../shared/domain/readings/license-reading';
import type { QualityReading } from '../../shared/domain/readings/quality-reading';
import { useConnectionNamespace } from '../state/connection-store';
import { recordStateOf, useQuotaStop } from '../facts/record-state';
import { heldQuery } from '../facts/cached-record-state';
import { findListSeed } from '../dataset/use-dataset';
import type { ComparedDataset } from './compare-rows';
import { mayFetch, needsAgreement, useAgreedToLoad, type ComparedRecord } from './compare-consent';
import { comparedRecordQueries, loadComparedRecords, RECORD_KINDS as KINDS } from './comparison-cost';

export interface ComparedDatasets {
  datasets: ComparedDataset[];
  /** Records still on their way. */
  loading: number;
  /** Records not loaded because today's quota is used up. */
  waitingForQuota: number;
  /** Records that failed (their cells say "Not loaded", with the errors). */
  errors: unknown[];
  /** Requests loading the records not held would spend, each waiting for the user's agreement. */
  cost: number;
  /** The user agreed to spend `cost`: load every record not held (and ask again for those that failed). */
  load(): void;
}

/**
 * The detail, quality and licence records of each compared dataset, each in its state. Records
 * already cached are used as they are, however old; a record not held is asked for only once the
 * user agreed to its cost (compare-consent.ts), and none at quota 0. A list item from a cached
 * search stands in for a detail record not received yet.
 */
export function useComparedDatasets(ids: readonly string[]): ComparedDatasets {
  const namespace = useConnectionNamespace();
  const queryClient = useQueryClient();
  const quota = useQuotaStop();
  const agreed = useAgreedToLoad(namespace, ids);
  const options = comparedRecordQueries(namespace, ids);
  const held = (index: number): ComparedRecord => ({ ...heldQuery(queryClient, options[index]!.queryKey), agreed: agreed[Math.floor(index / KINDS.length)]! });
  const results = useQueries({
    // retryOnMount off: a failed record is asked again only through the button that says so.
    queries: options.map((query, index) => ({ ...query, enabled: mayFetch(held(index), quota.blocked), refetchOnMount: false, retryOnMount: false })),
  });
  const records = results.map((result, index): ComparedRecord => ({ ...result, agreed: agreed[Math.floor(index / KINDS.length)]! }));
  const states = results.map((result, index) => {
    const state = recordStateOf<unknown>(result, quota);
    // Idle and never agreed to: not asked, rather than loading.
    return !records[index]!.agreed && state.state === 'not-known' && state.why.reason === 'loading' ? notKnown(NOT_ASKED) : state;
  });
  const datasets = ids.map((id, index): ComparedDataset => {
    const [detail, quality, license] = KINDS.map((_, kind) => states[index * KINDS.length + kind]!);
    return {
      id,
      record: withPart(detail as RecordState<DatasetDetailReading>, findListSeed(queryClient, namespace, id)),
      quality: quality as RecordState<QualityReading>,
      license: license as RecordState<LicenseReading>,
    };
  });
  const load = () => loadComparedRecords(queryClient, namespace, ids, !quota.blocked);
  return {
    datasets,
    loading: results.filter((result) => result.isPending && result.fetchStatus === 'fetching').length,
    waitingForQuota: states.filter((state) => state.state === 'not-known' && state.why.reason === 'quota').length,
    errors: results.filter((result) => result.isError && result.data === undefined).map((result) => result.error),
    cost: records.filter(needsAgreement).length,
    load,
  };
}
