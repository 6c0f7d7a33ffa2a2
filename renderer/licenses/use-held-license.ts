/**
 * The licence record of a dataset where the app holds it (the Licence tab, Compare or the
 * shortlist asked for it): read from the query cache, never requested, so a row or the header can
 * take the one reading (use-reading.ts) with the record once it is there, without spending quota.
 */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useSyncExternalStore } from 'react';
import type { LicenseReading } from '../../shared/domain/readings/license-reading';
import { datasetRecordQueries } from '../dataset/use-dataset';
import { queryKeys, resourceOfKey } from '../queries/query-keys';
import { useConnectionNamespace } from '../state/connection-store';

/** One dataset's held licence record; the component renders again when it arrives. */
export function useHeldLicense(id: string | null): LicenseReading | undefined {
  const namespace = useConnectionNamespace();
  const { data } = useQuery({ ...datasetRecordQueries.license(namespace, id ?? ''), enabled: false });
  return id === null ? undefined : data;
}

/** Every held licence record of this connection, by dataset id; the caller renders again when one arrives or goes. */
export function useHeldLicenses(): (id: string) => LicenseReading | undefined {
  const queryClient = useQueryClient();
  const namespace = useConnectionNamespace();
  const cache = queryClient.getQueryCache();
  const subscribe = useCallback(
    (changed: () => void) =>
      cache.subscribe((event) => {
        if (event.type !== 'observerResultsUpdated' && resourceOfKey(event.query.queryKey) === 'license') changed();
      }),
    [cache],
  );
  // The held records' update times, summed: it changes whenever a record arrives or is read again.
  const version = useSyncExternalStore(subscribe, () =>
    cache.findAll({ queryKey: queryKeys.resource(namespace, 'license') }).reduce((sum, query) => sum + query.state.dataUpdatedAt, 0),
  );
  return useCallback(
    (id: string) => (version >= 0 ? queryClient.getQueryData<LicenseReading>(queryKeys.license(namespace, id)) : undefined),
    [queryClient, namespace, version],
  );
}
